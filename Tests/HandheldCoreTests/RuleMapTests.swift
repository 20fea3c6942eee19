import Foundation
import Testing

/// The README's table of where each rule lives, as rows of (rule ids, file or nil when not built).
private func ruleTable() throws -> [(rules: [String], file: String?)] {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: "### Where each rule lives") else { return [] }
    let section = readme[start.upperBound...].prefix { _ in true }
    var rows: [(rules: [String], file: String?)] = []
    for line in section.split(separator: "\n") {
        if line.hasPrefix("#") { break }
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 4, cells[1] != "rules", !cells[1].hasPrefix("---") else { continue }
        let rules = cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var file: String?
        if !cells[2].hasPrefix("not built yet"), let open = cells[2].firstIndex(of: "`") {
            let rest = cells[2][cells[2].index(after: open)...]
            file = rest.firstIndex(of: "`").map { String(rest[..<$0]) }
        }
        rows.append((rules, file))
    }
    return rows
}

@Suite("Each rule has one home (the README's table)")
struct RuleMapTests {
    @Test("every file the table names exists and names its rules; no rule is listed twice")
    func tableMatchesTheCode() throws {
        let rows = try ruleTable()
        #expect(rows.count > 20)
        var seen: Set<String> = []
        for row in rows {
            for rule in row.rules { #expect(seen.insert(rule).inserted, "\(rule) is listed twice") }
            guard let file = row.file else { continue }
            let path = file.hasPrefix("Sources/") ? file : "Sources/HandheldCore/" + file
            let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            for rule in row.rules {
                #expect(text.range(of: "\\b\(rule)\\b", options: .regularExpression) != nil, "\(path) does not name \(rule)")
            }
        }
    }

    @Test("every rule id of the SPEC is in the table (the SPEC beside the repository, else the shipped rules.md written from it)")
    func everySpecRuleIsListed() throws {
        let spec = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/SPEC.md")
        let shipped = packageRoot.appendingPathComponent("Resources/rules.md")
        let text = try (try? String(contentsOf: spec, encoding: .utf8)) ?? String(contentsOf: shipped, encoding: .utf8)
        let listed = Set(try ruleTable().flatMap(\.rules))
        // Every rule the SPEC defines (a line "- ID …", whatever its family: issue 50, SUI was
        // missing from a fixed list of families), and every id it cites of those families.
        // (rules.md, written from the SPEC, bolds each: "**SB-4**").
        let defined = try NSRegularExpression(pattern: "^- ([A-Z]+-[0-9]+[a-z]?) |\\*\\*([A-Z]+-[0-9]+[a-z]?)\\*\\*", options: .anchorsMatchLines)
        var ids = Set(defined.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            [1, 2].lazy.compactMap { Range(match.range(at: $0), in: text) }.first.map { String(text[$0]) }
        })
        let families = Set(ids.map { String($0.prefix { $0 != "-" }) })
        let cited = try NSRegularExpression(pattern: "\\b(" + families.sorted().joined(separator: "|") + ")-[0-9]+[a-z]?\\b")
        ids.formUnion(cited.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) })
        #expect(families.contains("SUI"), "the SwiftUI family is read")
        #expect(ids.count > 80, "the rule ids were read")
        #expect(ids.subtracting(listed).isEmpty, "not in the README's table: \(ids.subtracting(listed).sorted())")
    }

    @Test("the shipped rules.md has every rule of the SPEC (scripts/rules.py wrote it from the SPEC in force)")
    func shippedRulesAreCurrent() throws {
        let shipped = try String(contentsOf: packageRoot.appendingPathComponent("Resources/rules.md"), encoding: .utf8)
        let spec = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/SPEC.md")
        guard FileManager.default.fileExists(atPath: spec.path) else {
            // NB: a clone without shared/ beside it has only the shipped file to check.
            #expect(shipped.contains("**SB-4**"))
            return
        }
        let text = try String(contentsOf: spec, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "^- ([A-Z]+-[0-9]+[a-z]?) ", options: .anchorsMatchLines)
        let ids = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
        #expect(ids.count > 80)
        for id in ids { #expect(shipped.contains("**\(id)**"), "Resources/rules.md lacks \(id): run scripts/rules.py") }
    }
}
