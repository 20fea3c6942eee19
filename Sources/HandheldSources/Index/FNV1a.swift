import Foundation

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

extension StringProtocol {
    /// Whether the text holds `needle`, byte for byte (Foundation's `contains` on Linux goes
    /// through NSString: the reader's text scans were a tenth of its time on a large app).
    func containsBytes(_ needle: String) -> Bool {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Bool in
            guard haystack.count >= wanted.count else { return false }
            var start = 0
            let last = haystack.count - wanted.count
            while start <= last, let at = haystack[start...last].firstIndex(of: first) {
                if haystack[at..<(at + wanted.count)].elementsEqual(wanted) { return true }
                start = at + 1
            }
            return false
        }
        return found ?? String(self).contains(needle)
    }

    /// Without the characters of `set` at either end (spaces and tabs by default): Foundation's
    /// `trimmingCharacters` on Linux was most of reading a large `project.pbxproj`.
    func trimmed(_ set: Set<Character> = [" ", "\t", "\r", "\u{00A0}"]) -> SubSequence {
        var start = startIndex
        var end = endIndex
        while start < end, set.contains(self[start]) { start = index(after: start) }
        while end > start, set.contains(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}

extension String {
    /// The lines, split at each newline byte (a `\r` before it stays on its line). Splitting at
    /// the Character "\n" walks grapheme clusters, and leaves "\r\n" files one line.
    var byteLines: [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
