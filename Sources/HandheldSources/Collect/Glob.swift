/// Issue 48: a path pattern of the configuration (`excluded`, `suppressions`), compiled once and
/// matched without backtracking: `**` any folders (`**/` none too), `*` any run within a name,
/// anything else itself; a pattern without `*` names a file or a folder (and what is inside it).
/// Matching is a walk over the pattern's and the path's bytes, each pair at most once, so a
/// pattern of thirty `**/` costs what its length says, never more (ICU's regular expressions
/// gave up on it).
public struct Glob: Sendable, Equatable {
    enum Piece: Equatable, Sendable {
        case literal(UInt8)
        case star            // [^/]*
        case globstar        // .*
        case globstarSlash   // (.*/)?
    }

    let pieces: [Piece]
    let plain: String?

    public init(_ text: String) {
        var pattern = Substring(text)
        while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        // A folder's trailing `/` says nothing more (`Pods/**/` is everything under Pods).
        while pattern.count > 1, pattern.hasSuffix("/") { pattern = pattern.dropLast() }
        guard pattern.contains("*") else {
            // Normalized as the paths it is matched against are; an empty pattern matches nothing.
            plain = pattern.isEmpty ? "" : LintPath.normalized(String(pattern))
            pieces = []
            return
        }
        plain = nil
        var pieces: [Piece] = []
        let bytes = Array(pattern.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
                        index += 1
                        if pieces.last != .globstarSlash { pieces.append(.globstarSlash) }
                    } else if pieces.last != .globstar {
                        pieces.append(.globstar)
                    }
                    continue
                }
                if pieces.last != .star { pieces.append(.star) }
            } else {
                pieces.append(.literal(bytes[index]))
            }
            index += 1
        }
        self.pieces = pieces
    }

    /// Whether `path` (relative to the configuration's folder) matches, or lies inside a
    /// folder that matches.
    public func matches(_ path: String) -> Bool {
        if let plain {
            guard !plain.isEmpty else { return false }
            return plain == "." || path == plain || path.hasPrefix(plain + "/")
        }
        let text = Array(path.utf8)
        // reachable[j]: the pieces so far can end just before text[j]. One row per piece.
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for piece in pieces {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch piece {
            case .literal(let byte):
                for j in 0..<text.count where reachable[j] && text[j] == byte { next[j + 1] = true }
            case .star:
                var open = false
                for j in 0...text.count {
                    if reachable[j] { open = true }
                    if open { next[j] = true }
                    if j < text.count, text[j] == UInt8(ascii: "/") { open = false }
                }
            case .globstar:
                var open = false
                for j in 0...text.count {
                    if reachable[j] { open = true }
                    next[j] = open
                }
            case .globstarSlash:
                // Nothing, or anything that ends with a slash.
                var open = false
                for j in 0...text.count {
                    if reachable[j] { next[j] = true; open = true }
                    if open, j > 0, text[j - 1] == UInt8(ascii: "/") { next[j] = true }
                }
            }
            reachable = next
        }
        // The whole path, or a folder the pattern names and what is inside it.
        if reachable[text.count] { return true }
        for j in 1..<max(text.count, 1) where reachable[j] && text[j] == UInt8(ascii: "/") { return true }
        return false
    }
}
