/// SRC-1: reading never hangs, whatever a file holds. swift-syntax's parser looks ahead at a `[`
/// twice (once for an inline array `[N of T]`, once for an array or dictionary type), and at a
/// `[` nested in the first element of another the two look-aheads multiply: its time doubles
/// with each level (`x = [[[[…` with 24 levels takes seconds; with 30, minutes). Real code nests
/// at most five (about 2,500 files of two large apps read). So before parsing, what lies inside
/// a `[` nested more than `limit` deep — counting the `[`s since the innermost `{`, which stops
/// the look-ahead — is blanked: every byte but line breaks becomes a space, so every position
/// after it is unchanged. Strings, comments and interpolations are followed, so a bracket in a
/// string counts for nothing and one in `\(…)` counts as code. Cost: one pass over the bytes.
///
/// The parser and every walk over its tree recurse once per level of an expression, whatever
/// makes the level: brackets, but also a chain of `try`/`await`, `else if`, prefix and postfix
/// operators, member accesses (`a.b.c…`), calls (`f()()…`), generic arguments, optional types,
/// interpolations. Legal Swift nested a few hundred thousand deep runs out of any stack (issue
/// 35), so the same pass bounds the *depth* of what is read: each bracket level counts its
/// enclosing levels plus the chain of such tokens since its last `,`, `;` or line break (a line
/// break before `.` or `else` continues the chain, as a SwiftUI modifier chain does); past
/// `depthLimit` the rest of that chain is blanked. Real code stays far below: a long SwiftUI
/// view reaches about 60. The limit is 256, not more: below it the parser's error recovery
/// looks ahead once per level, so a malformed file's time grows with the square of the depth
/// (found by the source fuzzer: 1,000 generic levels in a broken class took 19 s in debug).
///
/// Blanked text is not kept as spaces: the parser's look-ahead would lex it again at each
/// outer `[`. A blanked run becomes one space and its line breaks, so every later line keeps its
/// number, and only the columns after it on the line where it ends move left.
enum BracketNesting {
    /// The deepest run of `[`s read as written.
    static let limit = 10
    /// The deepest expression read as written (levels of brackets and chains together).
    static let depthLimit = 256
    /// The deepest `#if` read as written: at each `#if` the parser looks ahead to its `#endif`,
    /// so its time grows with the square of the nesting (3,000 deep: a minute), and each of
    /// the `#if`s around a blanked part looks across its line breaks again. Real code nests five.
    static let conditionLimit = 16
    /// The most `<` one expression holds read as written (between its `,`, `;` and line
    /// breaks). Generic arguments nest a few deep in real code; a malformed run of them made
    /// the parser's recovery cost grow with the cube of their number (found by the source
    /// fuzzer: 180 took 8 s in debug, a minute under AddressSanitizer).
    static let angleLimit = 48

    /// Why the first part was blanked.
    enum Cause: Equatable, Sendable { case squareBrackets, depth, conditions, angles }

    /// The source with too-deep brackets blanked, and the line and column (UTF-8, 1-based, as
    /// swift-syntax counts) of the first `[` whose inside was blanked; nil when nothing was.
    static func guarded(_ source: String, limit: Int = BracketNesting.limit,
                        depthLimit: Int = BracketNesting.depthLimit) -> (source: String, blanked: (line: Int, column: Int)?, cause: Cause?) {
        var bytes = Array(source.utf8)
        var removed = [Bool](repeating: false, count: bytes.count)
        guard let first = blank(&bytes, removed: &removed, limit: limit, depthLimit: depthLimit) else { return (source, nil, nil) }
        let at = position(of: first.offset, in: bytes)
        return (String(decoding: collapsed(bytes, removed: removed), as: UTF8.self), at, first.cause)
    }

    /// The bytes with each blanked run made one space. Its line breaks are not left inside the
    /// brackets (issue 48: at each of the `[`s around it the parser's look-ahead lexed them again,
    /// so 80 KB of lines inside 11 `[`s took 97 s): they are moved past the `]`s that close the
    /// run of `[`s before it, to the next line break there, so every line after that one keeps
    /// its number; only the closing brackets between move up to the run's line.
    static func collapsed(_ bytes: [UInt8], removed: [Bool]) -> [UInt8] {
        let newline = UInt8(ascii: "\n"), carriage = UInt8(ascii: "\r")
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]")
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var inRun = false
        /// Line breaks taken out of a run, and how many `]` must close before they go back.
        var pending: [UInt8] = []
        var owed = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if removed[offset] {
                if !inRun {
                    kept.append(UInt8(ascii: " "))
                    if pending.isEmpty {
                        // The `[`s just before the run (spaces and line breaks between them).
                        owed = 0
                        var back = kept.count - 2
                        while back >= 0, [open, UInt8(ascii: " "), UInt8(ascii: "\t"), newline, carriage].contains(kept[back]) {
                            if kept[back] == open { owed += 1 }
                            back -= 1
                        }
                    }
                }
                inRun = true
            } else if inRun, byte == newline || byte == carriage {
                // A line break inside the run (the next byte not a line break is blanked too):
                // held back; otherwise the run ends here.
                var next = offset
                while next < bytes.count, bytes[next] == newline || bytes[next] == carriage { next += 1 }
                if next < bytes.count, removed[next] {
                    pending.append(contentsOf: bytes[offset..<next])
                    offset = next
                    continue
                }
                // The run ends at a line break: what was held back goes before it, when no `[`
                // before the run is left open (else at a later line break).
                inRun = false
                if !pending.isEmpty, owed <= 0 {
                    kept.append(contentsOf: pending)
                    pending.removeAll()
                }
                kept.append(contentsOf: bytes[offset..<next])
                offset = next
                continue
            } else {
                inRun = false
                if !pending.isEmpty {
                    if byte == close { owed -= 1 } else if byte == open { owed += 1 }
                    // Before a line break, never between a `\r` and its `\n`.
                    if owed <= 0, byte == carriage || (byte == newline && kept.last != carriage) {
                        kept.append(contentsOf: pending)
                        pending.removeAll()
                    }
                }
                kept.append(byte)
            }
            offset += 1
        }
        kept.append(contentsOf: pending)
        return kept
    }

    /// Marks what is blanked in `removed`; the offset of the first blanked part and why, or nil.
    static func blank(_ bytes: inout [UInt8], removed: inout [Bool], limit: Int, depthLimit: Int) -> (offset: Int, cause: Cause)? {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        let carriage = UInt8(ascii: "\r"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        let openSquare = UInt8(ascii: "["), openParen = UInt8(ascii: "("), openBrace = UInt8(ascii: "{")
        let closeSquare = UInt8(ascii: "]"), closeParen = UInt8(ascii: ")"), closeBrace = UInt8(ascii: "}")
        let dot = UInt8(ascii: "."), comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";")
        let chainBytes: Set<UInt8> = [UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "~"), UInt8(ascii: "&")]
        let chainWords: [[UInt8]] = ["try", "await", "else", "as", "is", "some", "any", "consume", "copy", "each", "repeat"].map { Array($0.utf8) }

        /// Where the reader is: code (an interpolation remembers how many brackets were open
        /// when it began, so its `)` is known), or a string with its `#`s and whether it is
        /// multi-line.
        enum Context { case code(base: Int), string(hashes: Int, multiline: Bool) }
        var contexts: [Context] = [.code(base: 0)]
        /// Open brackets: for each the number of `[`s in the run it ends, the depth of the level
        /// it opens, and the chain of the level around it when it opened (given back at its close).
        var openers: [(byte: UInt8, run: Int, base: Int, outerChain: Int)] = []
        /// The chain of the innermost level since its last `,`, `;` or line break.
        var chain = 0
        /// The `<`s since the last `,`, `;` or line break, at any level.
        var angles = 0
        /// While blanking: the number of brackets open where blanking began, and whether it ends
        /// with the chain (a `,`, `;` or line break at that level) or only with the level.
        var blankingAbove: Int?
        var blankingChain = false
        /// `#if`s open, and while blanking a too-deep one, the count at which it began.
        var conditions = 0
        var blankingCondition: Int?
        /// While blanking the inside of a too-deep interpolation: its context's place.
        var blankingContext: Int?
        var first: (offset: Int, cause: Cause)?
        var index = 0
        let count = bytes.count

        func starts(_ text: [UInt8], at offset: Int) -> Bool {
            offset + text.count <= count && bytes[offset..<offset + text.count].elementsEqual(text)
        }
        func erase(_ range: Range<Int>) {
            guard blankingAbove != nil else { return }
            for offset in range where bytes[offset] != newline && bytes[offset] != carriage { bytes[offset] = space; removed[offset] = true }
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        /// One more link in the innermost level's chain; past the limit, the rest of it is blanked.
        func link(at offset: Int) {
            chain += 1
            guard blankingAbove == nil, (openers.last?.base ?? 0) + chain > depthLimit else { return }
            blankingAbove = openers.count
            blankingChain = true
            if first == nil { first = (offset, .depth) }
        }
        /// The chain ends at this level (a `,`, `;` or line break not continued).
        func endChain() {
            chain = 0
            angles = 0
            if blankingChain, blankingCondition == nil, blankingContext == nil, let above = blankingAbove, openers.count == above { blankingAbove = nil; blankingChain = false }
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
                } else if byte == hash, starts(Array("#if".utf8), at: index), !(index + 3 < count && isWordByte(bytes[index + 3])) {
                    conditions += 1
                    if blankingAbove == nil, conditions > conditionLimit {
                        blankingAbove = 0
                        blankingCondition = conditions
                        if first == nil { first = (index, .conditions) }
                    }
                    erase(index..<index + 3)
                    index += 3
                } else if byte == hash, starts(Array("#endif".utf8), at: index), !(index + 6 < count && isWordByte(bytes[index + 6])) {
                    erase(index..<index + 6)
                    if let began = blankingCondition, conditions == began { blankingAbove = nil; blankingCondition = nil }
                    conditions = max(0, conditions - 1)
                    index += 6
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
                    // A call or subscript is a link of the chain it follows (`f()()…`).
                    if byte != openBrace { link(at: index) }
                    let run = byte == openBrace ? 0 : (openers.last?.run ?? 0) + (byte == openSquare ? 1 : 0)
                    erase(index..<index + 1)
                    openers.append((byte, run, (openers.last?.base ?? 0) + chain + 1, chain))
                    chain = 0
                    index += 1
                    if blankingAbove == nil, byte == openSquare, run > limit {
                        blankingAbove = openers.count
                        blankingChain = false
                        if first == nil { first = (index - 1, .squareBrackets) }
                    } else if blankingAbove == nil, let opened = openers.last, opened.base > depthLimit {
                        blankingAbove = openers.count
                        blankingChain = false
                        if first == nil { first = (index - 1, .depth) }
                    }
                } else if byte == closeSquare || byte == closeParen || byte == closeBrace {
                    if byte == closeParen, openers.count == base, contexts.count > 1 {
                        // The `)` that ends an interpolation.
                        if let blanked = blankingContext, contexts.count == blanked { blankingAbove = nil; blankingContext = nil }
                        erase(index..<index + 1)
                        contexts.removeLast()
                        index += 1
                        continue
                    }
                    if openers.count > base { chain = openers.removeLast().outerChain }
                    if blankingCondition == nil, blankingContext == nil, let above = blankingAbove, openers.count < above { blankingAbove = nil; blankingChain = false }
                    erase(index..<index + 1)
                    index += 1
                } else if byte == comma || byte == semicolon {
                    endChain()
                    erase(index..<index + 1)
                    index += 1
                } else if byte == newline || byte == carriage {
                    // A line break ends the chain unless the next line goes on with `.` or `else`.
                    var next = index + 1
                    while next < count, [space, tab, newline, carriage].contains(bytes[next]) { next += 1 }
                    if !(next < count && (bytes[next] == dot || starts(Array("else".utf8), at: next))) { endChain() }
                    index += 1
                } else if byte == dot || chainBytes.contains(byte) {
                    link(at: index)
                    if byte == UInt8(ascii: "<") {
                        angles += 1
                        if angles > angleLimit, blankingAbove == nil {
                            blankingAbove = openers.count
                            blankingChain = true
                            if first == nil { first = (index, .angles) }
                        }
                    }
                    erase(index..<index + 1)
                    index += 1
                } else if isWordByte(byte) {
                    var end = index + 1
                    while end < count, isWordByte(bytes[end]) { end += 1 }
                    // (Compared in place: a slice kept alive would copy every byte at the next erase.)
                    if end - index <= 7, chainWords.contains(where: { $0.count == end - index && starts($0, at: index) }) { link(at: index) }
                    erase(index..<end)
                    index = end
                } else {
                    erase(index..<index + 1)
                    index += 1
                }
            case .string(let hashes, let multiline):
                if byte == backslash {
                    var end = index + 1, seen = 0
                    while end < count, seen < hashes, bytes[end] == hash { end += 1; seen += 1 }
                    if seen == hashes, end < count, bytes[end] == openParen {
                        // An interpolation is a level of its own, as a `(` is; past the limit,
                        // its inside is blanked (its `)` kept, so the strings around it close).
                        chain += 1
                        erase(index..<end + 1)
                        contexts.append(.code(base: openers.count))
                        index = end + 1
                        if blankingAbove == nil, (openers.last?.base ?? 0) + chain > depthLimit {
                            blankingAbove = 0
                            blankingContext = contexts.count
                            if first == nil { first = (index - 2 - hashes, .depth) }
                        }
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
