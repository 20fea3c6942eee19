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

    public init(kind: Kind, rules: [String], position: SourcePosition) {
        self.kind = kind
        self.rules = rules
        self.position = position
    }

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

    /// Each directive's region. Issue 48: an enable closes what it names through an index by
    /// rule, each open disable closed once, so n disables and n enables cost n, not n × n.
    static func regions(_ directives: [SuppressionDirective]) -> [Region] {
        var regions: [Region] = []
        var opened: [(rules: Set<String>, from: Int, directive: Int)] = []
        var isOpen: [Bool] = []
        var byRule: [String: [Int]] = [:]
        var all: [Int] = []
        func close(_ entry: Int, at line: Int) {
            guard isOpen[entry] else { return }
            isOpen[entry] = false
            let open = opened[entry]
            regions.append(Region(lines: open.from...max(open.from, line), rules: open.rules, directive: open.directive))
        }
        for (index, directive) in directives.enumerated() {
            let line = directive.position.line
            let rules = Set(directive.rules)
            switch directive.kind {
            case .next: regions.append(Region(lines: (line + 1)...(line + 1), rules: rules, directive: index))
            case .this: regions.append(Region(lines: line...line, rules: rules, directive: index))
            case .disable:
                opened.append((rules, line, index))
                isOpen.append(true)
                for rule in rules { byRule[rule, default: []].append(opened.count - 1) }
                all.append(opened.count - 1)
            case .enable:
                // Closes what it names (`all` closes everything); an enable of a rule never disabled is stale.
                let before = regions.count
                if rules.contains("all") {
                    for entry in all { close(entry, at: line) }
                    all.removeAll()
                    byRule.removeAll()
                } else {
                    for rule in rules {
                        for entry in byRule.removeValue(forKey: rule) ?? [] { close(entry, at: line) }
                    }
                }
                if regions.count == before { regions.append(Region(lines: 0...0, rules: [], directive: index)) }
            }
        }
        for entry in opened.indices where isOpen[entry] {
            regions.append(Region(lines: opened[entry].from...Int.max - 1, rules: opened[entry].rules, directive: opened[entry].directive))
        }
        return regions
    }

    /// The findings no directive suppresses, and a note at each directive that suppressed none.
    ///
    /// Issue 48: one sweep per file over its findings and regions in line order, so n findings
    /// and n directives cost n log n, not n × n (10,000 of each took 36 s): whether a finding is
    /// covered is a binary search in each rule's merged lines; which directives it uses, each
    /// directive taken off its rule's waiting list once.
    public static func apply(_ findings: [SourceFinding], directives: [String: [SuppressionDirective]]) -> [SourceFinding] {
        var regionsByFile: [String: [Region]] = [:]
        for (file, list) in directives { regionsByFile[file] = regions(list) }
        var used: Set<String> = []
        var kept: [SourceFinding] = []
        var byFile: [String: [Int]] = [:]
        for (place, finding) in findings.enumerated() {
            if regionsByFile[finding.position.file] == nil { kept.append(finding) } else { byFile[finding.position.file, default: []].append(place) }
        }
        for (file, places) in byFile {
            let regions = regionsByFile[file] ?? []
            // Each rule's lines, merged and sorted ("all" is a rule here).
            var spans: [String: [ClosedRange<Int>]] = [:]
            for region in regions where !region.rules.isEmpty {
                for rule in region.rules { spans[rule, default: []].append(region.lines) }
            }
            for (rule, list) in spans {
                var merged: [ClosedRange<Int>] = []
                for span in list.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                    if let last = merged.last, span.lowerBound <= last.upperBound + 1 {
                        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
                    } else {
                        merged.append(span)
                    }
                }
                spans[rule] = merged
            }
            func covered(_ rule: String, _ line: Int) -> Bool {
                guard let list = spans[rule] else { return false }
                var low = 0, high = list.count
                while low < high {
                    let middle = (low + high) / 2
                    if list[middle].upperBound < line { low = middle + 1 } else { high = middle }
                }
                return low < list.count && list[low].contains(line)
            }
            // Regions by their first line; each waits on its rules' lists until a finding uses it.
            let order = regions.indices.filter { !regions[$0].rules.isEmpty }.sorted { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound }
            var next = 0
            var waiting: [String: [Int]] = [:]
            for place in places.sorted(by: { findings[$0].position.line < findings[$1].position.line }) {
                let finding = findings[place]
                let line = finding.position.line
                while next < order.count, regions[order[next]].lines.lowerBound <= line {
                    for rule in regions[order[next]].rules { waiting[rule, default: []].append(order[next]) }
                    next += 1
                }
                guard covered(finding.rule, line) || covered("all", line) else {
                    kept.append(finding)
                    continue
                }
                for rule in [finding.rule, "all"] {
                    // Each began at this line or before; those that end at it or after cover
                    // this finding, the others have ended: none is needed again.
                    guard let list = waiting.removeValue(forKey: rule) else { continue }
                    for region in list where regions[region].lines.upperBound >= line {
                        used.insert("\(file)#\(regions[region].directive)")
                    }
                }
            }
        }
        for (file, list) in directives {
            let regions = regionsByFile[file] ?? []
            for (index, directive) in list.enumerated() where directive.kind != .enable {
                guard !used.contains("\(file)#\(index)") else { continue }
                kept.append(SourceFinding(
                    position: directive.position, severity: .note, rule: staleRule,
                    message: tr("'%s' suppresses nothing: no finding of %s is on %s. Remove it, or it will hide a finding you did not mean to hide",
                                ShownText.excerpt(directive.text, limit: 120), ShownText.excerpt(directive.rules.joined(separator: ", "), limit: 120),
                                directive.kind == .next ? tr("the next line") : directive.kind == .this ? tr("this line") : tr("the lines it covers")),
                    className: "", versions: [], notes: []))
            }
            // An enable that closes nothing.
            for region in regions where region.rules.isEmpty {
                let directive = list[region.directive]
                kept.append(SourceFinding(position: directive.position, severity: .note, rule: staleRule,
                                          message: tr("'%s' enables what no 'handheld:disable' above it turned off", ShownText.excerpt(directive.text, limit: 120)),
                                          className: "", versions: [], notes: []))
            }
        }
        return kept.sorted { ($0.position, $0.severity.rawValue, $0.rule, $0.message) < ($1.position, $1.severity.rawValue, $1.rule, $1.message) }
    }
}
