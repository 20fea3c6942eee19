import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 36: each of lint's formats is a reporter of its own, and each is checked here on a
// finding from a hostile path (a space, '#', '?', a comma, a colon, a newline).

private func finding(_ file: String, severity: SourceFinding.Severity = .warning) -> SourceFinding {
    SourceFinding(position: SourcePosition(file: file, line: 3, column: 18), severity: severity, rule: "SB-4",
                  message: "'Search'.preferredStatusBarStyle is ignored", className: "Search", versions: [.iOS15, .iOS17],
                  notes: [(SourcePosition(file: file, line: 9, column: 5), "'Search' is the root of 'Nav' here")])
}

@Suite("Lint's formats, each a reporter (issue 36)")
struct ReporterTests {
    @Test("Every --format is a reporter of that name; an unknown name is none")
    func named() {
        #expect(FindingReporters.names == ["text", "json", "github", "sarif", "checkstyle", "junit"])
        #expect(FindingReporters.named("pmd") == nil)
        #expect(FindingReporters.all.allSatisfy { FindingReporters.named($0.name) != nil })
    }

    @Test("text: FILE:LINE:COLUMN: warning: … (RULE), then each note; a newline in a path is escaped")
    func text() throws {
        let shown = try #require(FindingReporters.named("text")).report([finding("App/a\nb.swift")], root: "/r")
        #expect(shown.split(separator: "\n").count == 2)
        #expect(shown.hasPrefix("App/a\\nb.swift:3:18: warning: 'Search'.preferredStatusBarStyle is ignored (SB-4)"))
        #expect(shown.hasSuffix(": note: 'Search' is the root of 'Nav' here"))
    }

    @Test("json: one object per finding, with its versions and notes")
    func json() throws {
        let shown = try #require(FindingReporters.named("json")).report([finding("App/a.swift", severity: .note)], root: "/r")
        let array = try #require(JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array[0]["severity"] as? String == "note")
        #expect(array[0]["column"] as? Int == 18)
        #expect((array[0]["notes"] as? [[String: Any]])?.first?["line"] as? Int == 9)
        #expect(array[0]["versions"] as? [String] == [IOSVersion.iOS15.rawValue, IOSVersion.iOS17.rawValue])
    }

    @Test("github: one command per line, the path's %, CR, LF, ':' and ',' escaped as the runner reads them")
    func github() throws {
        let shown = try #require(FindingReporters.named("github")).report([finding("App/x,y:z\n::error file=evil.swift::%0A.swift")], root: "/r")
        let lines = shown.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") || $0.hasPrefix("::notice file=") })
        #expect(lines[0].hasPrefix("::warning file=App/x%2Cy%3Az%0A%3A%3Aerror file=evil.swift%3A%3A%250A.swift,line=3,col=18,title=SB-4::"))
    }

    @Test("sarif: 2.1.0, columns in Unicode code points, URI references relative to SRCROOT (percent-encoded) or file: URIs")
    func sarif() throws {
        let shown = try #require(FindingReporters.named("sarif")).report([finding("My App/a#b?.swift"), finding("/abs/p q.swift", severity: .note)],
                                                                      root: "/work/my app")
        let log = try #require(JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String)
        #expect(base == "file:///work/my%20app/")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "handheld")
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == ["SB-4"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["warning", "note"])
        func artifact(_ result: [String: Any]) -> [String: Any]? {
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]) as? [String: Any]
        }
        #expect(artifact(results[0])?["uri"] as? String == "My%20App/a%23b%3F.swift")
        #expect(artifact(results[0])?["uriBaseId"] as? String == "SRCROOT")
        #expect(artifact(results[1])?["uri"] as? String == "file:///abs/p%20q.swift")
        #expect(artifact(results[1])?["uriBaseId"] == nil)
        // Every region starts at line and column 1 or later; related locations have distinct ids.
        for result in results {
            let related = try #require(result["relatedLocations"] as? [[String: Any]])
            #expect(Set(related.compactMap { $0["id"] as? Int }).count == related.count)
            #expect((result["message"] as? [String: Any])?["text"] is String)
        }
    }
}
