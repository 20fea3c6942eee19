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

    @Test("every rule id of the SPEC is in the table (when the SPEC is beside the repository)")
    func everySpecRuleIsListed() throws {
        let spec = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/SPEC.md")
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return }
        let listed = Set(try ruleTable().flatMap(\.rules))
        let pattern = try NSRegularExpression(pattern: "\\b(SB|VC|DEV|MGR|TIP|THEME|POP|PIC|VER|UI)-[0-9]+\\b")
        let ids = Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range, in: text)!])
        })
        #expect(ids.subtracting(listed).isEmpty, "not in the README's table: \(ids.subtracting(listed).sorted())")
    }
}
