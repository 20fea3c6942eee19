import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 36: a rule is a file under Sources/HandheldSources/Rules with the examples that must
// and must not trigger it; each rule's examples run here, through that rule alone.

private func findings(_ rule: any SourceRule.Type, _ example: RuleExample) throws -> (found: [SourceFinding], places: Set<String>) {
    let (places, files) = example.marked
    var index = SourceIndex()
    for (file, text) in files.sorted(by: { $0.key < $1.key }) { SwiftReader.read(source: text, file: file, into: &index) }
    if let plist = example.plist {
        ProjectSettings.read(plist: Data(plist.replacingOccurrences(of: "↓", with: "").utf8), file: "Info.plist", into: &index.plist)
    }
    var marked = places
    if let plist = example.plist {
        for (number, line) in plist.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("↓") {
            marked.insert("Info.plist:\(number + 1)")
        }
    }
    let run = try LintRun(index, deploymentTarget: example.deploymentTarget, pedantic: example.pedantic)
    return (try SourceLint.findings(run, rules: [rule]), marked)
}

@Suite("Each rule's examples (issue 36): a rule is a file with what must and must not trigger it")
struct RuleExampleTests {
    static let rules: [String] = SourceRules.all.map { "\($0)" }

    @Test("Every rule has examples both ways, and an id SPEC names")
    func everyRuleHasExamples() {
        for rule in SourceRules.all {
            #expect(!rule.triggering.isEmpty && !rule.nonTriggering.isEmpty, "\(rule)")
            #expect(rule.id.range(of: #"^[A-Z]+-\d+[a-z]?$"#, options: .regularExpression) != nil, "\(rule): \(rule.id)")
            #expect(!rule.summary.isEmpty)
        }
    }

    @Test("Each triggering example is found at its ↓ lines, with its severity and rule", arguments: rules)
    func triggers(rule name: String) throws {
        let rule = try #require(SourceRules.all.first { "\($0)" == name })
        for example in rule.triggering {
            let (found, places) = try findings(rule, example)
            let expectedRule = example.rule ?? rule.id
            let at = Set(found.filter { $0.severity == example.severity && $0.rule == expectedRule }
                .map { "\(($0.position.file as NSString).lastPathComponent):\($0.position.line)" })
            #expect(!places.isEmpty, "\(name): an example without a ↓")
            #expect(at == places, "\(name): \(expectedRule) \(example.severity) at \(at.sorted()), marked \(places.sorted()); found \(found.map(\.text))")
        }
    }

    @Test("No non-triggering example gives any finding of the rule", arguments: rules)
    func staysQuiet(rule name: String) throws {
        let rule = try #require(SourceRules.all.first { "\($0)" == name })
        for example in rule.nonTriggering {
            let (found, _) = try findings(rule, example)
            #expect(found.isEmpty, "\(name): \(found.map(\.text))")
        }
    }
}
