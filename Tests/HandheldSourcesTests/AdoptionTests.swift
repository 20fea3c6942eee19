import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 39: what a team needs to adopt lint: inline suppressions, a baseline, a configuration,
// and the formats CI reads.

/// A file whose line 4 gives SB-1's warning (UIApplication's setter in view-controller mode).
private func app(_ directive: String = "", at place: Int = 0) -> String {
    var lines = ["import UIKit", "final class Home: UIViewController {", "    func dim() {",
                 "        UIApplication.shared.statusBarStyle = .lightContent", "    }", "}"]
    if !directive.isEmpty { lines.insert(directive, at: place) }
    return lines.joined(separator: "\n") + "\n"
}

private func lint(_ text: String, file: String = "Home.swift") -> [SourceFinding] {
    var index = SourceIndex()
    SwiftReader.read(source: text, file: file, into: &index)
    let findings = try! SourceLint.findings(index, deploymentTarget: 15)
    return Suppressions.apply(findings, directives: index.suppressions)
}

@Suite("Adopting lint (issue 39): suppressions, a baseline, a configuration, CI formats")
struct AdoptionTests {
    @Test("The finding the suppressions act on: SB-1 at line 4")
    func unsuppressed() {
        #expect(lint(app()).map { "\($0.rule):\($0.position.line)" } == ["SB-1:4"])
    }

    @Test("Each form suppresses its lines, by rule or all", arguments: [
        ("        // handheld:disable:next SB-1", 3),
        ("        // handheld:disable:next all", 3),
        ("    // handheld:disable SB-1", 2),
        ("// handheld:disable all - legacy code, reviewed", 0),
    ])
    func suppresses(directive: String, place: Int) {
        #expect(lint(app(directive, at: place)).isEmpty)
    }

    @Test("disable:this on the line itself; disable … enable around it")
    func thisAndRanges() {
        let this = app().replacingOccurrences(of: ".lightContent", with: ".lightContent // handheld:disable:this SB-1")
        #expect(lint(this).isEmpty)
        let range = app("    // handheld:disable SB-1", at: 2).replacingOccurrences(of: "    }\n}", with: "    }\n    // handheld:enable SB-1\n}")
        #expect(lint(range).isEmpty)
        // Enabled again before the line: the finding is back, and the disable suppressed nothing.
        let closed = app("    // handheld:disable SB-1\n    // handheld:enable SB-1", at: 2)
        #expect(lint(closed).map(\.rule) == [Suppressions.staleRule, "SB-1"])
    }

    @Test("A suppression that suppresses nothing is a note at it: another rule, the wrong line, an enable of nothing")
    func stale() {
        let other = lint(app("        // handheld:disable:next SB-4", at: 3))
        #expect(other.map { "\($0.rule):\($0.position.line):\($0.severity)" } == ["suppression:4:note", "SB-1:5:warning"])
        #expect(other.first?.message.contains("'handheld:disable:next SB-4' suppresses nothing") == true)
        let enable = lint(app("// handheld:enable SB-7", at: 0))
        #expect(enable.first.map { "\($0.rule):\($0.position.line):\($0.position.column)" } == "suppression:1:4")
        // Not a directive: no rule named, or not a comment.
        #expect(lint(app("// handheld:disable:next", at: 3)).map(\.rule) == ["SB-1"])
        #expect(lint(app("let s = \"handheld:disable:next SB-1\"", at: 3)).map(\.rule) == ["SB-1"])
    }

    @Test("The baseline survives a line inserted above a finding; a changed line is new")
    func baseline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Home.swift"
        func findings() throws -> [SourceFinding] {
            var index = SourceIndex()
            SwiftReader.read(source: try String(contentsOfFile: file, encoding: .utf8), file: file, into: &index)
            return try SourceLint.findings(index, deploymentTarget: 15)
        }
        try app().write(toFile: file, atomically: true, encoding: .utf8)
        let recorded = Baseline(entries: Baseline.entries(try findings(), root: folder))
        try recorded.write(to: folder + "/baseline.json")
        let read = try Baseline.read(folder + "/baseline.json")
        #expect(read == recorded && read.entries.map(\.file) == ["Home.swift"])
        // Lines inserted above: the same finding, at another line, is not new.
        try app("// A comment\n// and another", at: 1).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try findings().first?.position.line == 6)
        #expect(read.newFindings(try findings(), root: folder).isEmpty)
        // Its own line changed: new.
        try app().replacingOccurrences(of: "statusBarStyle = .lightContent", with: "statusBarStyle = .darkContent")
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(read.newFindings(try findings(), root: folder).count == 1)
        // Not a baseline: an error naming the file.
        try "{\"version\": 1}".write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        #expect(throws: Baseline.Problem.self) { try Baseline.read(folder + "/bad.json") }
    }

    @Test("The configuration's keys, read with Yams")
    func configuration() throws {
        let configuration = try LintConfiguration.parse("""
        disabled_rules: [SB-7, SUI-15c]
        error_rules:
          - SB-4
        excluded: [Generated, "**/*.generated.swift"]
        suppressions:
          - path: App/Info.plist
            rules: [SRC-5]
        deployment_target: 16.0
        sdk: 26
        pedantic: true
        """, file: ".handheld.yml")
        #expect(configuration.disabledRules == ["SB-7", "SUI-15c"] && configuration.errorRules == ["SB-4"])
        #expect(configuration.deploymentTarget == 16 && configuration.sdk == .iOS26 && configuration.pedantic == true)
        func finding(_ file: String, _ rule: String) -> SourceFinding {
            SourceFinding(position: SourcePosition(file: file, line: 1, column: 1), severity: .warning, rule: rule, message: "m",
                          className: "", versions: [], notes: [])
        }
        let kept = configuration.apply([finding("A.swift", "SB-7"), finding("A.swift", "SB-4"), finding("Generated/B.swift", "SB-2"),
                                        finding("Deep/x/C.generated.swift", "SB-2"), finding("App/Info.plist", "SRC-5"),
                                        finding("App/Info.plist", "SB-1"), finding("D.swift", "SB-2")])
        #expect(kept.map { "\($0.position.file) \($0.rule) \($0.severity)" } == ["A.swift SB-4 error", "App/Info.plist SB-1 warning", "D.swift SB-2 warning"])
        #expect(LintConfiguration.matches("Generated", "Generated/B.swift") && !LintConfiguration.matches("Generated", "GeneratedX/B.swift"))
    }

    @Test("A configuration's errors name the file, line and column", arguments: [
        ("disabled_rules: [SB-7]\nexclude: [Pods]\n", "2:1", "unknown key 'exclude'"),
        ("disabled_rules: SB-7\n", "1:17", "a list of rule ids"),
        ("error_rules: [SB-4, sb4]\n", "1:21", "'sb4' is not a rule id"),
        ("sdk: 99\n", "1:6", "'sdk': one of"),
        ("pedantic: maybe\n", "1:11", "true or false"),
        ("deployment_target: [16]\n", "1:20", "a version"),
        ("suppressions:\n  - path: A.plist\n    rule: [SB-1]\n", "3:5", "unknown key 'rule' in a suppression"),
        ("disabled_rules: [SB-7\n", "2:1", "not YAML"),
        ("- a\n- b\n", "1:1", "a mapping of keys"),
    ])
    func configurationErrors(text: String, place: String, reason: String) {
        do {
            _ = try LintConfiguration.parse(text, file: "app/.handheld.yml")
            Issue.record("no error for \(text)")
        } catch let problem as LintConfiguration.Problem {
            #expect(problem.description.hasPrefix("app/.handheld.yml:\(place): error: "), "\(problem)")
            #expect(problem.reason.contains(reason), "\(problem)")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// Findings with what XML must escape, for the formats.
    static let awkward = [
        SourceFinding(position: SourcePosition(file: "A & B/<Screen>.swift", line: 3, column: 7), severity: .warning, rule: "SB-4",
                      message: "'X'.style \"quoted\" & <tagged>\u{1B}", className: "X", versions: [.iOS15],
                      notes: [(SourcePosition(file: "A & B/Nav.swift", line: 1, column: 2), "the root here")]),
        SourceFinding(position: SourcePosition(file: "C.swift", line: 9, column: 1), severity: .note, rule: "SUI-6",
                      message: "a note", className: "C", versions: [.iOS27], notes: []),
        SourceFinding(position: SourcePosition(file: "C.swift", line: 12, column: 1), severity: .error, rule: "SB-2",
                      message: "an error", className: "C", versions: [.iOS27], notes: []),
    ]

    @Test("checkstyle: well-formed XML, a <file> per file, an <error> per finding with its severity and rule")
    func checkstyle() throws {
        let xml = CheckstyleReporter().report(Self.awkward, root: "/app")
        let document = try XMLDocument(xmlString: xml, options: [])
        let files = try document.nodes(forXPath: "/checkstyle/file").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(files == ["A & B/<Screen>.swift", "C.swift"])
        let errors = try document.nodes(forXPath: "//error").compactMap { $0 as? XMLElement }
        #expect(errors.map { $0.attribute(forName: "severity")?.stringValue } == ["warning", "info", "error"])
        #expect(errors.map { $0.attribute(forName: "source")?.stringValue } == ["handheld.SB-4", "handheld.SUI-6", "handheld.SB-2"])
        #expect(errors.first?.attribute(forName: "message")?.stringValue?.contains("\"quoted\" & <tagged>") == true)
        #expect(errors.first?.attribute(forName: "line")?.stringValue == "3")
    }

    @Test("JUnit: well-formed XML, a test case per finding; warnings and errors fail, notes pass; nothing found is one passing case")
    func junit() throws {
        let document = try XMLDocument(xmlString: JUnitReporter().report(Self.awkward, root: "/app"), options: [])
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3" && suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(try document.nodes(forXPath: "//testcase").count == 3 && document.nodes(forXPath: "//failure").count == 2)
        let empty = try XMLDocument(xmlString: JUnitReporter().report([], root: "/app"), options: [])
        #expect(try empty.nodes(forXPath: "//testcase").count == 1 && empty.nodes(forXPath: "//failure").isEmpty)
    }

    @Test("An error is an error in every format")
    func errorSeverity() throws {
        let error = [Self.awkward[2]]
        #expect(TextReporter().report(error, root: "/").contains(": error: an error (SB-2)"))
        #expect(GitHubReporter().report(error, root: "/").hasPrefix("::error "))
        #expect(try SARIFReporter().report(error, root: "/").contains("\"level\" : \"error\""))
        #expect(try JSONReporter().report(error, root: "/").contains("\"severity\" : \"error\""))
    }
}
