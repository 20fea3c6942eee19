import Foundation
import HandheldResources

/// The rules of the specification by id (`SB-4` → its text), as shipped in rules.md: the
/// window shows a rule's text where the inspector cites its id.
public struct RuleBook: Sendable {
    /// Each rule's text, by id.
    public let rules: [String: String]

    /// Reads `- **ID** text` lines.
    public init(markdown: String) {
        var rules: [String: String] = [:]
        for line in markdown.split(separator: "\n") where line.hasPrefix("- **") {
            let rest = line.dropFirst(4)
            guard let end = rest.range(of: "** ") else { continue }
            rules[String(rest[..<end.lowerBound])] = String(rest[end.upperBound...])
        }
        self.rules = rules
    }

    /// The rules that ship with the app (empty if the file cannot be read).
    public static let shipped = RuleBook(markdown: (try? String(contentsOf: HandheldResources.rulesFile, encoding: .utf8)) ?? "")

    /// The rule id at `offset` (a character index) of `line`, like `POP-1` in "(POP-1.3)", or
    /// one a character or two away (the pointer on its bracket, or just past it), so the
    /// pointer need not sit on the exact characters.
    public static func ruleID(in line: String, at offset: Int) -> String? {
        let characters = Array(line)
        for candidate in [offset, offset - 1, offset + 1, offset - 2, offset + 2] {
            if let id = ruleID(in: characters, exactlyAt: candidate) { return id }
        }
        return nil
    }

    private static func ruleID(in characters: [Character], exactlyAt offset: Int) -> String? {
        guard characters.indices.contains(offset) else { return nil }
        func isPart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == ".") }
        guard isPart(characters[offset]) else { return nil }
        var start = offset
        var end = offset
        while start > 0, isPart(characters[start - 1]) { start -= 1 }
        while end + 1 < characters.count, isPart(characters[end + 1]) { end += 1 }
        return firstRuleID(in: String(characters[start...end]))
    }

    /// `SB-4` in `SB-4`, `POP-1.3` (a condition of POP-1) or `VC-4.`.
    static func firstRuleID(in token: String) -> String? {
        let parts = token.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(\.isUppercase) else { return nil }
        let number = parts[1].prefix { $0.isNumber }
        guard !number.isEmpty else { return nil }
        // PIC-4a: a lowercase letter right after the number belongs to the id.
        let after = parts[1].dropFirst(number.count)
        if let letter = after.first, letter.isLowercase, after.dropFirst().first.map({ !$0.isLetter }) ?? true {
            return "\(parts[0])-\(number)\(letter)"
        }
        return "\(parts[0])-\(number)"
    }

    /// `text` broken into lines of at most `width` columns: a tooltip that stays on the screen.
    /// Words break at spaces; Chinese (and other wide) characters take two columns and a line
    /// may break between any two of them.
    public static func wrapped(_ text: String, width: Int = 72) -> String {
        func isWide(_ character: Character) -> Bool {
            guard let value = character.unicodeScalars.first?.value else { return false }
            return (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
        }
        // Pieces: a word, or one wide character; each knows whether a space came before it.
        var pieces: [(text: String, columns: Int, spaced: Bool)] = []
        var word = "", spaced = false
        func flush() {
            if !word.isEmpty { pieces.append((word, word.count, spaced)); spaced = false }
            word = ""
        }
        for character in text {
            if character == " " { flush(); spaced = true }
            else if isWide(character) { flush(); pieces.append((String(character), 2, spaced)); spaced = false }
            else { word.append(character) }
        }
        flush()
        var lines: [String] = []
        var line = "", columns = 0
        for piece in pieces {
            let gap = line.isEmpty || !piece.spaced ? 0 : 1
            if !line.isEmpty, columns + gap + piece.columns > width {
                lines.append(line)
                (line, columns) = (piece.text, piece.columns)
            } else {
                line += (gap == 1 ? " " : "") + piece.text
                columns += gap + piece.columns
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// The tooltip for the rule id at `offset` of `line`: "SB-4: its text".
    public func tooltip(in line: String, at offset: Int) -> String? {
        guard var id = Self.ruleID(in: line, at: offset) else { return nil }
        if rules[id] == nil, id.last?.isLowercase == true { id.removeLast() }
        guard let text = rules[id].map({ tr($0) }) else { return nil }
        // Plain text: the markdown's emphasis and code marks are for the file; wrapped so it
        // stays on the screen.
        return Self.wrapped("\(id): " + text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: ""))
    }
}
