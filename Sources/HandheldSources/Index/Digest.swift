import CCrypto
import Foundation

/// Issue 48: SHA-256 (OpenSSL's libcrypto), for what the cache must be able to trust: each
/// entry's name is the digest of everything it was decided from, and each entry carries the
/// digest of its own bytes. FNV-1a's 64 bits could be forged and could collide.
public struct Digest: ~Copyable {
    private let context: OpaquePointer

    public init() {
        context = EVP_MD_CTX_new()
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds `text` and a separator (its length), so "ab" + "c" and "a" + "bc" differ.
    public mutating func add(_ text: some StringProtocol) {
        var text = String(text)
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Adds bytes and their length.
    public mutating func add(bytes: UnsafeRawBufferPointer) {
        if let base = bytes.baseAddress, bytes.count > 0 { EVP_DigestUpdate(context, base, bytes.count) }
        var length = UInt64(bytes.count).littleEndian
        _ = withUnsafeBytes(of: &length) { EVP_DigestUpdate(context, $0.baseAddress, 8) }
    }

    public mutating func add(data: Data) {
        data.withUnsafeBytes { add(bytes: $0) }
    }

    /// Sixty-four hex digits; the digest is finished.
    public consuming func finish() -> String {
        var bytes = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &bytes, &length)
        let digits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(64)
        for byte in bytes.prefix(Int(length)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 15)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The digest of `data` alone (no length appended): what `sha256sum` prints.
    public static func sha256(_ data: Data) -> String {
        var bytes = [UInt8](repeating: 0, count: 32)
        data.withUnsafeBytes { raw in
            let context = EVP_MD_CTX_new()
            EVP_DigestInit_ex(context, EVP_sha256(), nil)
            if let base = raw.baseAddress, raw.count > 0 { EVP_DigestUpdate(context, base, raw.count) }
            var length: UInt32 = 0
            EVP_DigestFinal_ex(context, &bytes, &length)
            EVP_MD_CTX_free(context)
        }
        return bytes.map { String(format: "%02x", $0) }.joined()
    }
}
