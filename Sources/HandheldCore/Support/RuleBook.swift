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

    /// The rule id at `offset` (a character index) of `line`, like `POP-1` in "(POP-1.3)".
    public static func ruleID(in line: String, at offset: Int) -> String? {
        let characters = Array(line)
        guard characters.indices.contains(offset) else { return nil }
        func isPart(_ c: Character) -> Bool { c.isASCII && (c.isUppercase || c.isNumber || c == "-" || c == ".") }
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
        return number.isEmpty ? nil : "\(parts[0])-\(number)"
    }

    /// The tooltip for the rule id at `offset` of `line`: "SB-4: its text".
    public func tooltip(in line: String, at offset: Int) -> String? {
        guard let id = Self.ruleID(in: line, at: offset), let text = rules[id] else { return nil }
        // Plain text: the markdown's emphasis and code marks are for the file.
        return "\(id): " + text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
    }
}
