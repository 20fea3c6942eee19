/// FNV-1a, 64 bits: a fingerprint that is the same from run to run (`hashValue` is not), for
/// the baseline's findings and the cache's entries (issue 39).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds `text` and a separator, so "ab" + "c" and "a" + "bc" differ.
    public mutating func add(_ text: some StringProtocol) {
        var hash = value
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        value = (hash ^ 0x1f) &* 0x0000_0100_0000_01b3
    }

    /// Adds bytes and a separator.
    public mutating func add(bytes: some Sequence<UInt8>) {
        var hash = value
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        value = (hash ^ 0x1f) &* 0x0000_0100_0000_01b3
    }

    /// Sixteen hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

import Foundation

extension String {
    /// Whether the text holds `needle`, byte for byte (Foundation's `contains` on Linux goes
    /// through NSString: the reader's text scans were a tenth of its time on a large app).
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard haystack.count >= wanted.count else { return false }
                var start = 0
                while let found = haystack[start...(haystack.count - wanted.count)].firstIndex(of: first) {
                    if haystack[found..<(found + wanted.count)].elementsEqual(wanted) { return true }
                    start = found + 1
                    if start > haystack.count - wanted.count { return false }
                }
                return false
            }
        }
    }
}
