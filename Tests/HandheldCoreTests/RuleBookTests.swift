import Foundation
import Testing
@testable import HandheldCore

/// The rules ship with the app (docs/rules.md): the window shows a rule's text where the
/// inspector cites its id (issue 14).
struct RuleBookTests {
    @Test("Every rule id the inspector and the explanations cite has its text in the shipped rules")
    func everyCitedRuleIsShipped() throws {
        let book = RuleBook.shipped
        #expect(book.rules.count >= 76, "\(book.rules.count) rules")
        #expect(book.rules["SB-4"]?.contains("navigation") == true)
        // Every id cited anywhere in the engine's sources.
        let sources = packageRoot.appendingPathComponent("Sources/HandheldCore")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
        var cited = Set<String>()
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /\b(SB|VC|DEV|MGR|TIP|THEME|POP|UI|VER|PIC)-\d+/) { cited.insert(String(match.output.0)) }
        }
        let missing = cited.filter { book.rules[$0] == nil }.sorted()
        #expect(missing.isEmpty, "cited but not in rules.md: \(missing)")
    }

    @Test("The id under the pointer: SB-4 in '(SB-4)', POP-1 in 'POP-1.3', nothing in plain words")
    func idUnderPointer() {
        let line = "  3. nav: navigation bar visible, barStyle black → lightContent (SB-4); see POP-1.3."
        let sb4 = line.distance(from: line.startIndex, to: line.range(of: "SB-4")!.lowerBound)
        #expect(RuleBook.ruleID(in: line, at: sb4 + 2) == "SB-4")
        let pop = line.distance(from: line.startIndex, to: line.range(of: "POP-1.3")!.lowerBound)
        #expect(RuleBook.ruleID(in: line, at: pop + 5) == "POP-1")
        #expect(RuleBook.ruleID(in: line, at: 6) == nil)
        #expect(RuleBook.shipped.tooltip(in: line, at: sb4)?.hasPrefix("SB-4: ") == true)
    }

    @Test("issue 20: the pointer need not sit on the exact characters; PIC-4a is an id; the tooltip's lines stay short")
    func forgivingTooltip() throws {
        let line = "  • dark appearance elevates a card (PIC-4a); a sheet's backdrop (VER-6)."
        let open = line.distance(from: line.startIndex, to: line.range(of: "(VER-6)")!.lowerBound)
        #expect(RuleBook.ruleID(in: line, at: open) == "VER-6", "on the bracket")
        #expect(RuleBook.ruleID(in: line, at: open + 7) == "VER-6", "just past it")
        let pic = line.distance(from: line.startIndex, to: line.range(of: "PIC-4a")!.lowerBound)
        #expect(RuleBook.ruleID(in: line, at: pic + 1) == "PIC-4a")
        let tooltip = try #require(RuleBook.shipped.tooltip(in: line, at: pic))
        #expect(tooltip.hasPrefix("PIC-4a: "))
        #expect(tooltip.split(separator: "\n").allSatisfy { $0.count <= 72 } && tooltip.contains("\n"))
    }

    @Test("issue 25: a translated rule wraps between Chinese characters (two columns each), English at spaces")
    func wideCharactersWrap() {
        let chinese = "导航栏隐藏时，导航控制器把样式委托给它的顶层控制器；导航栏可见时由它自己决定：`barStyle` `black` 得到 `lightContent`。"
        let lines = RuleBook.wrapped(chinese, width: 40).split(separator: "\n").map(String.init)
        func columns(_ line: String) -> Int { line.reduce(0) { $0 + ($1.unicodeScalars.first!.value >= 0x2E80 ? 2 : 1) } }
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
        #expect(lines.joined() == chinese.replacingOccurrences(of: " ", with: "") || lines.joined(separator: " ").contains("`barStyle` `black`"))
        #expect(RuleBook.wrapped("one two three four", width: 9) == "one two\nthree\nfour")
    }
}
