/// SRC-1: reading never hangs, whatever a file holds. swift-syntax's parser looks ahead at a `[`
/// twice (once for an inline array `[N of T]`, once for an array or dictionary type), and at a
/// `[` nested in the first element of another the two look-aheads multiply: its time doubles
/// with each level (`x = [[[[…` with 24 levels takes seconds; with 30, minutes). Real code nests
/// at most five (about 2,500 files of two large apps read). So before parsing, what lies inside
/// a `[` nested more than `limit` deep — counting the `[`s since the innermost `{`, which stops
/// the look-ahead — is blanked: every byte but line breaks becomes a space, so every position
/// after it is unchanged. Strings, comments and interpolations are followed, so a bracket in a
/// string counts for nothing and one in `\(…)` counts as code. Cost: one pass over the bytes.
enum BracketNesting {
    /// The deepest run of `[`s read as written.
    static let limit = 10

    /// The source with too-deep brackets blanked, and the line and column (UTF-8, 1-based, as
    /// swift-syntax counts) of the first `[` whose inside was blanked; nil when nothing was.
    static func guarded(_ source: String, limit: Int = BracketNesting.limit) -> (source: String, blanked: (line: Int, column: Int)?) {
        var bytes = Array(source.utf8)
        guard let first = blank(&bytes, limit: limit) else { return (source, nil) }
        return (String(decoding: bytes, as: UTF8.self), position(of: first, in: bytes))
    }

    /// Blanks in place; the offset of the first `[` blanked inside, or nil.
    static func blank(_ bytes: inout [UInt8], limit: Int) -> Int? {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        let carriage = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
        let openSquare = UInt8(ascii: "["), openParen = UInt8(ascii: "("), openBrace = UInt8(ascii: "{")
        let closeSquare = UInt8(ascii: "]"), closeParen = UInt8(ascii: ")"), closeBrace = UInt8(ascii: "}")

        /// Where the reader is: code (an interpolation remembers how many brackets were open
        /// when it began, so its `)` is known), or a string with its `#`s and whether it is
        /// multi-line.
        enum Context { case code(base: Int), string(hashes: Int, multiline: Bool) }
        var contexts: [Context] = [.code(base: 0)]
        /// Open brackets, and for each the number of `[`s in the run it ends.
        var openers: [(byte: UInt8, run: Int)] = []
        /// While blanking: the number of brackets open at the blanked `[`.
        var blankingAbove: Int?
        var first: Int?
        var index = 0
        let count = bytes.count

        func starts(_ text: [UInt8], at offset: Int) -> Bool {
            offset + text.count <= count && bytes[offset..<offset + text.count].elementsEqual(text)
        }
        func erase(_ range: Range<Int>) {
            guard blankingAbove != nil else { return }
            for offset in range where bytes[offset] != newline && bytes[offset] != carriage { bytes[offset] = space }
        }

        while index < count {
            let byte = bytes[index]
            switch contexts[contexts.count - 1] {
            case .code(let base):
                if byte == slash, index + 1 < count, bytes[index + 1] == slash {
                    var end = index
                    while end < count, bytes[end] != newline { end += 1 }
                    erase(index..<end)
                    index = end
                } else if byte == slash, index + 1 < count, bytes[index + 1] == star {
                    // Block comments nest in Swift.
                    var depth = 0, end = index
                    repeat {
                        if end + 1 < count, bytes[end] == slash, bytes[end + 1] == star { depth += 1; end += 2 }
                        else if end + 1 < count, bytes[end] == star, bytes[end + 1] == slash { depth -= 1; end += 2 }
                        else { end += 1 }
                    } while depth > 0 && end < count
                    erase(index..<end)
                    index = end
                } else if byte == quote || byte == hash {
                    var end = index
                    while end < count, bytes[end] == hash { end += 1 }
                    if end < count, bytes[end] == quote {
                        let multiline = starts([quote, quote, quote], at: end)
                        let opened = end + (multiline ? 3 : 1)
                        erase(index..<opened)
                        contexts.append(.string(hashes: end - index, multiline: multiline))
                        index = opened
                    } else {
                        erase(index..<max(end, index + 1))
                        index = max(end, index + 1)
                    }
                } else if byte == openSquare || byte == openParen || byte == openBrace {
                    let run = byte == openBrace ? 0 : (openers.last?.run ?? 0) + (byte == openSquare ? 1 : 0)
                    erase(index..<index + 1)
                    openers.append((byte, run))
                    index += 1
                    if blankingAbove == nil, byte == openSquare, run > limit {
                        blankingAbove = openers.count
                        if first == nil { first = index - 1 }
                    }
                } else if byte == closeSquare || byte == closeParen || byte == closeBrace {
                    if byte == closeParen, openers.count == base, contexts.count > 1 {
                        // The `)` that ends an interpolation.
                        erase(index..<index + 1)
                        contexts.removeLast()
                        index += 1
                        continue
                    }
                    if openers.count > base { openers.removeLast() }
                    if let above = blankingAbove, openers.count < above { blankingAbove = nil }
                    erase(index..<index + 1)
                    index += 1
                } else {
                    erase(index..<index + 1)
                    index += 1
                }
            case .string(let hashes, let multiline):
                if byte == backslash {
                    var end = index + 1, seen = 0
                    while end < count, seen < hashes, bytes[end] == hash { end += 1; seen += 1 }
                    if seen == hashes, end < count, bytes[end] == openParen {
                        erase(index..<end + 1)
                        contexts.append(.code(base: openers.count))
                        index = end + 1
                    } else {
                        let next = min(count, seen == hashes ? end + 1 : end)
                        erase(index..<next)
                        index = next
                    }
                } else if byte == quote,
                          starts(multiline ? [quote, quote, quote] : [quote], at: index),
                          starts(Array(repeating: hash, count: hashes), at: index + (multiline ? 3 : 1)) {
                    let end = index + (multiline ? 3 : 1) + hashes
                    erase(index..<end)
                    contexts.removeLast()
                    index = end
                } else if !multiline && (byte == newline || byte == carriage) {
                    // A single-line string ends at its line, closed or not.
                    contexts.removeLast()
                } else {
                    erase(index..<index + 1)
                    index += 1
                }
            }
        }
        return first
    }

    /// A byte offset's line and column, as swift-syntax counts them (`\r\n` is one break).
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0, index = 0
        while index < offset {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                if bytes[index] == UInt8(ascii: "\r"), index + 1 < offset, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }
}
