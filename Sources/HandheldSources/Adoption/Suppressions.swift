import Foundation
import HandheldCore

/// Issue 39: inline suppressions in Swift sources, as SwiftLint writes them:
/// `// handheld:disable:next SB-4`, `// handheld:disable:this SB-2`, `// handheld:disable SB-7`
/// … `// handheld:enable SB-7`, with rule ids or `all`. A suppression that suppresses nothing is
/// itself a note, so stale ones do not pile up.
public struct SuppressionDirective: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case next = "disable:next", this = "disable:this", disable, enable }
    public var kind: Kind
    /// Rule ids, or `all`.
    public var rules: [String]
    public var position: SourcePosition

    /// The comment as written: `handheld:disable:next SB-4`.
    public var text: String { "handheld:\(kind.rawValue) \(rules.joined(separator: " "))" }

    /// The directives in one file's text, each at its `handheld:`. Words after the rule ids (a
    /// reason) are allowed; a directive naming no rule is not one.
    public static func find(in source: String, file: String) -> [SuppressionDirective] {
        guard source.containsBytes("handheld:") else { return [] }
        var found: [SuppressionDirective] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let comment = line.range(of: "//"), let marker = line.range(of: "handheld:", range: comment.upperBound..<line.endIndex),
                  line[comment.upperBound..<marker.lowerBound].allSatisfy(\.isWhitespace) else { continue }
            let words = line[marker.upperBound...].split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
            guard let first = words.first, let kind = Kind(rawValue: first) else { continue }
            let rules = Array(words.dropFirst().prefix { $0 == "all" || $0.range(of: #"^[A-Z]+-\d+[a-z]?$"#, options: .regularExpression) != nil })
            guard !rules.isEmpty else { continue }
            let column = line[..<marker.lowerBound].unicodeScalars.count + 1
            found.append(SuppressionDirective(kind: kind, rules: rules, position: SourcePosition(file: file, line: number + 1, column: column)))
        }
        return found
    }
}

public enum Suppressions {
    /// The rule id of a suppression that suppresses nothing.
    public static let staleRule = "suppression"

    /// A stretch of lines of one file where some rules are off, and the directive that says so.
    struct Region {
        var lines: ClosedRange<Int>
        var rules: Set<String>
        var directive: Int
        func covers(_ finding: SourceFinding) -> Bool {
            lines.contains(finding.position.line) && (rules.contains("all") || rules.contains(finding.rule))
        }
    }

    static func regions(_ directives: [SuppressionDirective]) -> [Region] {
        var regions: [Region] = []
        var open: [(rules: Set<String>, from: Int, directive: Int)] = []
        for (index, directive) in directives.enumerated() {
            let line = directive.position.line
            let rules = Set(directive.rules)
            switch directive.kind {
            case .next: regions.append(Region(lines: (line + 1)...(line + 1), rules: rules, directive: index))
            case .this: regions.append(Region(lines: line...line, rules: rules, directive: index))
            case .disable: open.append((rules, line, index))
            case .enable:
                // Closes what it names (`all` closes everything); an enable of a rule never disabled is stale.
                var closed = false
                open.removeAll { entry in
                    let matches = rules.contains("all") || !entry.rules.isDisjoint(with: rules) || entry.rules.contains("all") && rules.contains("all")
                    if matches { regions.append(Region(lines: entry.from...max(entry.from, line), rules: entry.rules, directive: entry.directive)); closed = true }
                    return matches
                }
                if !closed { regions.append(Region(lines: 0...0, rules: [], directive: index)) }
            }
        }
        for entry in open { regions.append(Region(lines: entry.from...Int.max - 1, rules: entry.rules, directive: entry.directive)) }
        return regions
    }

    /// The findings no directive suppresses, and a note at each directive that suppressed none.
    public static func apply(_ findings: [SourceFinding], directives: [String: [SuppressionDirective]]) -> [SourceFinding] {
        var regionsByFile: [String: [Region]] = [:]
        for (file, list) in directives { regionsByFile[file] = regions(list) }
        var used: Set<String> = []
        var kept: [SourceFinding] = []
        for finding in findings {
            let covering = (regionsByFile[finding.position.file] ?? []).filter { $0.covers(finding) }
            guard !covering.isEmpty else { kept.append(finding); continue }
            for region in covering { used.insert("\(finding.position.file)#\(region.directive)") }
        }
        for (file, list) in directives {
            let regions = regionsByFile[file] ?? []
            for (index, directive) in list.enumerated() where directive.kind != .enable {
                guard !used.contains("\(file)#\(index)") else { continue }
                kept.append(SourceFinding(
                    position: directive.position, severity: .note, rule: staleRule,
                    message: tr("'%s' suppresses nothing: no finding of %s is on %s. Remove it, or it will hide a finding you did not mean to hide",
                                directive.text, directive.rules.joined(separator: ", "),
                                directive.kind == .next ? tr("the next line") : directive.kind == .this ? tr("this line") : tr("the lines it covers")),
                    className: "", versions: [], notes: []))
            }
            // An enable that closes nothing.
            for region in regions where region.rules.isEmpty {
                let directive = list[region.directive]
                kept.append(SourceFinding(position: directive.position, severity: .note, rule: staleRule,
                                          message: tr("'%s' enables what no 'handheld:disable' above it turned off", directive.text),
                                          className: "", versions: [], notes: []))
            }
        }
        return kept.sorted { ($0.position, $0.severity.rawValue, $0.rule, $0.message) < ($1.position, $1.severity.rawValue, $1.rule, $1.message) }
    }
}
