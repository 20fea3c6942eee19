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

    /// `text` broken at spaces into lines of at most `width` characters: a tooltip that stays
    /// on the screen.
    public static func wrapped(_ text: String, width: Int = 72) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// The tooltip for the rule id at `offset` of `line`: "SB-4: its text".
    public func tooltip(in line: String, at offset: Int) -> String? {
        guard var id = Self.ruleID(in: line, at: offset) else { return nil }
        if rules[id] == nil, id.last?.isLowercase == true { id.removeLast() }
        guard let text = rules[id] else { return nil }
        // Plain text: the markdown's emphasis and code marks are for the file; wrapped so it
        // stays on the screen.
        return Self.wrapped("\(id): " + text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: ""))
    }
}
