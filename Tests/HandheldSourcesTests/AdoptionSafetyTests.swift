import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 48: what was added for teams never destroys a user's file, never lies, never prints a
// command; and its cost grows with its input, no faster. Each test fails without its fix.

private func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-safety-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
}

/// An app whose one finding is SB-1 at line 4.
private let screen = "import UIKit\nfinal class Home: UIViewController {\n    func dim() {\n        UIApplication.shared.statusBarStyle = .lightContent\n    }\n}\n"

@Suite("Nothing lost (issue 48, items 1, 2, 8)")
struct NothingLostTests {
    @Test("--write-baseline and --output refuse a file lint reads, another tool's file, and a link out of the folder")
    func refusals() throws {
        let root = try folder()
        try write(screen, root + "/App/Home.swift")
        try write("disabled_rules: [SB-7]\n", root + "/App/.handheld.yml")
        try write("{\"mine\": true}\n", root + "/notes.json")
        let outside = try folder()
        try write("precious\n", outside + "/q3.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/baseline.json", withDestinationPath: outside + "/q3.json")
        func refused(_ path: String, _ kind: ReportFile.Kind, force: Bool = false) -> Bool {
            do {
                try ReportFile.check(path, kind: kind, option: "--write-baseline", reading: [root + "/App"], readFiles: [root + "/App/.handheld.yml"], force: force)
                return false
            } catch { return true }
        }
        #expect(refused(root + "/App/Home.swift", .baseline))
        #expect(refused(root + "/App/Home.swift", .baseline, force: true), "a source file is never replaced, --force or not")
        #expect(refused(root + "/App/.handheld.yml", .report("text"), force: true))
        #expect(refused(root + "/notes.json", .baseline))
        #expect(!refused(root + "/notes.json", .baseline, force: true))
        #expect(refused(root + "/App/baseline.json", .baseline), "a link out of the folder is not followed in silence")
        #expect(refused(root, .report("sarif")), "a folder is not a file")
        #expect(!refused(root + "/new-baseline.json", .baseline))
        // A baseline lint wrote may be written again, in place, its mode kept.
        let baseline = Baseline(entries: [Baseline.Entry(rule: "SB-1", className: "Home", fingerprint: "1", file: "App/Home.swift", message: "m")])
        try baseline.write(to: root + "/b.json")
        chmod(root + "/b.json", 0o600)
        #expect(!refused(root + "/b.json", .baseline))
        try baseline.write(to: root + "/b.json")
        var info = stat()
        stat(root + "/b.json", &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try Baseline.read(root + "/b.json") == baseline)
        // Reports: a SARIF lint wrote is recognised; a text report; a user's file is not.
        try write("{\n  \"runs\" : [ { \"tool\" : { \"driver\" : { \"name\" : \"handheld\" } } } ]\n}\n", root + "/r.sarif")
        #expect(!refused(root + "/r.sarif", .report("sarif")))
        try write("App/Home.swift:4:9: warning: x (SB-1)\nApp/Home.swift:2:1: note: y\n", root + "/r.txt")
        #expect(!refused(root + "/r.txt", .report("text")))
        #expect(refused(root + "/notes.json", .report("json")))
        #expect(try String(contentsOfFile: outside + "/q3.json", encoding: .utf8) == "precious\n")
    }

    @Test("Pruning deletes only the cache's own entries, in a folder it made, never through a link")
    func pruneTouchesOnlyItsOwn() throws {
        let home = try folder()
        // A user's folder with a reports/ of their own, used as the cache folder.
        try write("{}", home + "/work/reports/2025/q3.json")
        try write("{}", home + "/work/files/ab/notes.json")
        let old = time(nil) - 40 * 86_400
        for file in [home + "/work/reports/2025/q3.json", home + "/work/files/ab/notes.json"] {
            var times = [timeval(tv_sec: old, tv_usec: 0), timeval(tv_sec: old, tv_usec: 0)]
            utimes(file, &times)
        }
        SourceCache(folder: home + "/work").prune(now: time(nil))
        #expect(FileManager.default.fileExists(atPath: home + "/work/reports/2025/q3.json"))
        // A link to it, as the cache folder.
        try FileManager.default.createSymbolicLink(atPath: home + "/cache", withDestinationPath: home + "/work")
        SourceCache(folder: home + "/cache").prune(now: time(nil))
        #expect(FileManager.default.fileExists(atPath: home + "/work/reports/2025/q3.json"))
        #expect(FileManager.default.fileExists(atPath: home + "/work/files/ab/notes.json"))
        // The cache's own folder: its own stale entries go; a file of another name stays.
        let cache = SourceCache(folder: home + "/own")
        let app = home + "/app"
        try write(screen, app + "/Home.swift")
        _ = try TargetReport.all([app], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache)
        #expect(cache.isOwnFolder())
        let entries = (FileManager.default.enumerator(atPath: home + "/own")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        #expect(!entries.isEmpty)
        try write("{}", home + "/own/files/zz/mine.json")
        for entry in entries.map({ home + "/own/" + $0 }) + [home + "/own/files/zz/mine.json"] {
            var times = [timeval(tv_sec: old, tv_usec: 0), timeval(tv_sec: old, tv_usec: 0)]
            utimes(entry, &times)
        }
        SourceCache(folder: home + "/own").prune(now: time(nil))
        #expect(entries.allSatisfy { !FileManager.default.fileExists(atPath: home + "/own/" + $0) })
        #expect(FileManager.default.fileExists(atPath: home + "/own/files/zz/mine.json"))
    }

    @Test("The cache past its size keeps the entries used last")
    func sizeCap() throws {
        let home = try folder()
        let app = home + "/app"
        for number in 0..<6 { try write(screen.replacingOccurrences(of: "Home", with: "Home\(number)"), app + "/H\(number).swift") }
        let cache = SourceCache(folder: home + "/cache")
        _ = try TargetReport.all([app], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache)
        let before = (FileManager.default.enumerator(atPath: home + "/cache")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        SourceCache(folder: home + "/cache").prune(now: time(nil), maximumBytes: 1)
        let after = (FileManager.default.enumerator(atPath: home + "/cache")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        #expect(before.count > 1 && after.count < before.count)
    }

    @Test("One app named three ways (App, ./App, /abs/App) keeps one set of file entries")
    func normalizedKeys() throws {
        let home = try folder()
        try write(screen, home + "/App/Home.swift")
        try write(screen.replacingOccurrences(of: "Home", with: "Away"), home + "/App/Away.swift")
        // Relative to the current folder without changing it (tests run side by side).
        let up = String(repeating: "../", count: FileManager.default.currentDirectoryPath.split(separator: "/").count)
        let relative = up + home.dropFirst() + "/App"
        var read: [Int] = []
        for spelling in [relative, "./" + relative + "/", home + "/App"] {
            let cache = SourceCache(folder: home + "/cache")
            _ = try TargetReport.all([LintPath.normalized(spelling)], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache)
            read.append(cache.filesRead)
        }
        // The first reads both files; the others find every file's index in the cache.
        #expect(read == [2, 0, 0])
        let entries = (FileManager.default.enumerator(atPath: home + "/cache/files")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 2)
    }

    @Test("A cache that cannot be written costs time, never the report")
    func unwritableCache() throws {
        let home = try folder()
        let app = home + "/app"
        try write(screen, app + "/Home.swift")
        // A file where the cache folder should be.
        try write("x", home + "/cache")
        let cache = SourceCache(folder: home + "/cache")
        let findings = try TargetReport.all([app], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache).flatMap(\.findings)
        #expect(findings.map(\.rule) == ["SB-1"])
        #expect(cache.writeFailure != nil)
    }
}

@Suite("Nothing injected (issue 48, items 3 to 6)")
struct NothingInjectedTests {
    @Test("A name holding a line break can never start a line, in any format")
    func oneLine() throws {
        let finding = SourceFinding(position: SourcePosition(file: "App/Main.storyboard", line: 3, column: 1), severity: .warning, rule: "SB-4",
                                    message: "'X\n::error file=a::owned' is ignored", className: "X\n::error file=a::owned", versions: [],
                                    notes: [(SourcePosition(file: "a\n::error b", line: 1, column: 1), "note\n::error ::x")])
        for name in FindingReporters.names {
            let text = try #require(FindingReporters.named(name)).report([finding], root: "/")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::error") }, "\(name)")
        }
    }

    @Test("A configuration's unknown key is quoted escaped, on one line, cut short")
    func configurationEcho() {
        let key = "\u{1B}]0;owned\u{07}\nerror: forged" + String(repeating: "k", count: 500)
        do {
            _ = try LintConfiguration.parse("\"\(key.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{07}", with: "\\a"))\": 1\n", file: ".handheld.yml")
            Issue.record("accepted")
        } catch {
            let text = "\(error)"
            #expect(!text.contains("\u{1B}") && !text.contains("\u{07}") && !text.contains("\n"))
            #expect(text.count < 400)
        }
    }

    @Test("A configuration found by name that links out of the project, or dangles, is refused with why")
    func configurationLinks() throws {
        let root = try folder()
        let secret = try folder()
        try write("root:*:19000:0:99999:7:::\n", secret + "/shadow")
        try write(screen, root + "/App/Home.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/.handheld.yml", withDestinationPath: secret + "/shadow")
        do {
            _ = try LintConfiguration.find(explicit: nil, paths: [root + "/App"])
            Issue.record("read through the link")
        } catch {
            #expect(!"\(error)".contains("root:*"))
            #expect("\(error)".contains("symbolic link"))
        }
        try FileManager.default.removeItem(atPath: root + "/App/.handheld.yml")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/.handheld.yml", withDestinationPath: root + "/App/missing.yml")
        #expect(throws: LintConfiguration.Problem.self) { try LintConfiguration.find(explicit: nil, paths: [root + "/App"]) }
        // A folder, a FIFO and /dev/null say what they are.
        for path in [root, "/dev/null"] {
            do {
                _ = try LintConfiguration.read(path)
                Issue.record("read \(path)")
            } catch {
                #expect(!"\(error)".contains("No such file"), "\(error)")
            }
        }
        mkfifo(root + "/fifo", 0o600)
        #expect(throws: Baseline.Problem.self) { try Baseline.read(root + "/fifo") }
    }

    @Test("A cache entry is believed only when its seal matches its name and its bytes")
    func sealedEntries() throws {
        let home = try folder()
        let app = home + "/app"
        try write(screen, app + "/Home.swift")
        let findings = { (cache: SourceCache?) in
            try TargetReport.all([app], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache).flatMap(\.findings).map(\.text)
        }
        let fresh = try findings(nil)
        _ = try findings(SourceCache(folder: home + "/cache"))
        let reports = (FileManager.default.enumerator(atPath: home + "/cache/reports")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        let entry = home + "/cache/reports/" + (try #require(reports.first))
        // A crafted report: its body says there is nothing to find.
        let text = try String(contentsOfFile: entry, encoding: .utf8)
        let header = text.prefix { $0 != "\n" }
        try (header + "\n" + "{\"findings\":[]}").write(toFile: entry, atomically: false, encoding: .utf8)
        let cache = SourceCache(folder: home + "/cache")
        #expect(try findings(cache) == fresh)
        #expect(cache.entriesRefused > 0)
        // Every entry moved under another's name is refused too.
        let files = (FileManager.default.enumerator(atPath: home + "/cache/files")?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
        for file in files {
            let data = try #require(FileManager.default.contents(atPath: home + "/cache/files/" + file))
            let key = String(((file as NSString).lastPathComponent).dropLast(5))
            #expect(SourceCache.opened(data, key: key) != nil)
            #expect(SourceCache.opened(data, key: String(repeating: "f", count: 64)) == nil)
        }
    }

    @Test("A stale directive naming 200,000 rule ids gives a note of a few hundred characters")
    func longDirective() {
        let rules = (0..<200_000).map { "SB-\($0)" }.joined(separator: " ")
        let directives = SuppressionDirective.find(in: "// handheld:disable:next \(rules)\nlet a = 1\n", file: "A.swift")
        let notes = Suppressions.apply([], directives: ["A.swift": directives])
        #expect(notes.count == 1)
        #expect((notes.first?.text.count ?? 0) < 600)
    }

    @Test("A directive inside a string literal is text, not a directive")
    func directivesInStrings() {
        let text = "import UIKit\nlet help = \"\"\"\n// handheld:disable all\n\"\"\"\n" + screen.replacingOccurrences(of: "import UIKit\n", with: "")
        var index = SourceIndex()
        SwiftReader.read(source: text, file: "Home.swift", into: &index)
        #expect(index.suppressions.isEmpty)
        let findings = Suppressions.apply(try! SourceLint.findings(index, deploymentTarget: 15), directives: index.suppressions)
        #expect(findings.map(\.rule) == ["SB-1"])
    }
}

@Suite("What the reader cannot read is said at its place (issue 48, from round three)")
struct UnreadPlaceTests {
    @Test("A byte that is not UTF-8 is placed at its line and column, not at 1:1")
    func badByte() throws {
        let root = try folder()
        var data = Data("import UIKit\nlet a = 1\nlet é = \"".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("\"\n".utf8))
        _ = FileManager.default.createFile(atPath: root + "/Bad.swift", contents: data)
        guard case .failure(let unread) = SwiftReader.contents(of: root + "/Bad.swift") else {
            Issue.record("read")
            return
        }
        #expect(unread.line == 3 && unread.column == 10)
        let index = SwiftReader.read(files: [root + "/Bad.swift"])
        #expect(index.problems.map { "\($0.0.line):\($0.0.column)" } == ["3:10"])
    }

    @Test("Issue 49: columns count Unicode scalars (SRC-8), not UTF-8 bytes")
    func scalarColumns() {
        let text = screen.replacingOccurrences(of: "        UIApplication.shared", with: "        /*日本é*/UIApplication.shared")
        var index = SourceIndex()
        SwiftReader.read(source: text, file: "Home.swift", into: &index)
        let findings = try! SourceLint.findings(index, deploymentTarget: 15)
        // `statusBarStyle` is at column 30 without the comment; `/*日本é*/` adds 7 scalars (11 bytes).
        #expect(findings.map { "\($0.position.line):\($0.position.column)" } == ["4:37"])
    }

    @Test("Issue 49: a finding names classes as the sources do: no '#from', and an unnamed presenter said so")
    func namesAsWritten() {
        let text = """
            import UIKit
            final class Card: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func more() {
                    let next = Card()
                    next.modalPresentationStyle = .pageSheet
                    present(next, animated: true)
                }
            }
            """
        var index = SourceIndex()
        SwiftReader.read(source: text, file: "Card.swift", into: &index)
        let messages = (try! SourceLint.findings(index, deploymentTarget: 15)).map(\.text).joined(separator: "\n")
        #expect(messages.contains("SB-2"), "\(messages)")
        #expect(!messages.contains("#from") && !messages.contains("#unnamed"), "\(messages)")
        #expect(SourceLint.shownNames("'UIViewController#unnamed' decides") == "a presenter the sources do not name decides")
        #expect(SourceLint.shownNames("'Nav#nav' shows its bar; 'A#parent', 'T#tabs'") == "'Nav' shows its bar; 'A', 'T'")
    }

    @Test("Issue 49, pattern 7: a style chosen by a literal idiom check holds on its own device: the iPad's sheet is a note naming the iPad; an iPhone-only app says nothing")
    func stylePerDevice() {
        let text = """
            import UIKit
            final class Reader: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Library: UIViewController {
                func open() {
                    let reader = Reader()
                    reader.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen
                    present(reader, animated: true)
                }
            }
            """
        var index = SourceIndex()
        SwiftReader.read(source: text, file: "Library.swift", into: &index)
        let both = try! SourceLint.findings(index, deploymentTarget: 15, families: [.phone, .pad])
        #expect(both.map { "\($0.severity) \($0.rule)" } == ["note SB-2"], "\(both.map(\.text))")
        #expect(both.first.map { $0.message.contains("on iPad") && !$0.message.contains("iPhone") } == true, "\(both.map(\.text))")
        let phone = try! SourceLint.findings(index, deploymentTarget: 15, families: [.phone])
        #expect(phone.isEmpty, "\(phone.map(\.text))")
    }

    @Test("A file whose name is not UTF-8 is said so, not 'No such file'")
    func badName() throws {
        let root = try folder()
        var path = Array((root + "/Screen").utf8)
        path += [0xFF, 0x2E, 0x73, 0x77, 0x69, 0x66, 0x74, 0]   // \xFF.swift
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        let files = SwiftReader.swiftFiles(under: [root])
        #expect(files.count == 1)
        let index = SwiftReader.read(files: files)
        #expect(index.problems.count == 1)
        #expect(index.problems.first.map { $0.1.contains("UTF-8") } == true, "\(index.problems)")
    }
}

@Suite("Paths normalized once; patterns without blow-ups (issue 48, items 7, 10 to 13)")
struct PathAndPatternTests {
    @Test("./App, App/ and App name one app: excluded and suppressed alike")
    func normalized() {
        #expect(LintPath.normalized("./App/") == "App")
        #expect(LintPath.normalized("App//Screens/./x.swift") == "App/Screens/x.swift")
        #expect(LintPath.normalized("a/../b") == "b")
        #expect(LintPath.normalized("../x") == "../x")
        #expect(LintPath.normalized("/a/./b/") == "/a/b")
        #expect(LintPath.normalized("./") == ".")
        var configuration = LintConfiguration()
        configuration.excluded = ["Generated"]
        configuration.folder = "App"
        for file in ["App/Generated/G.swift", "./App/Generated/G.swift", FileManager.default.currentDirectoryPath + "/App/Generated/G.swift"] {
            let finding = SourceFinding(position: SourcePosition(file: file, line: 1, column: 1), severity: .warning, rule: "SB-4",
                                        message: "m", className: "C", versions: [], notes: [])
            #expect(configuration.apply([finding]).isEmpty, "\(file)")
        }
    }

    @Test("Globs: ** any folders, * within a name, a plain path a file or folder")
    func globs() {
        #expect(Glob("**/*.generated.swift").matches("App/Model/A.generated.swift"))
        #expect(Glob("**/*.generated.swift").matches("A.generated.swift"))
        #expect(!Glob("*.swift").matches("App/A.swift"))
        #expect(Glob("App/*").matches("App/A.swift"))
        #expect(Glob("App/*").matches("App/Sub/A.swift"), "a folder matched holds what is inside it")
        #expect(Glob("Generated").matches("Generated/x.swift"))
        #expect(!Glob("Generated").matches("GeneratedOther/x.swift"))
        #expect(Glob("**").matches("anything/at/all"))
        let deep = (0..<40).map { "f\($0)" }.joined(separator: "/") + "/x.swift"
        #expect(Glob(String(repeating: "**/", count: 30) + "x.swift").matches(deep), "thirty **/ still match")
        #expect(!Glob(String(repeating: "**/", count: 30) + "y.swift").matches(deep))
        // A trailing `/` says a folder (review): everything under it.
        #expect(Glob("Pods/**/").matches("Pods/A/B.swift"))
        #expect(Glob("**/").matches("A/B.swift"))
        #expect(!Glob("").matches("A.swift"), "an empty pattern matches nothing")
        #expect(Glob("App//Generated/./").matches("App/Generated/G.swift"))
    }

    @Test("An alias bomb is refused before Yams expands it, naming the bound")
    func aliasBomb() {
        var text = "a: &a [x, x]\n"
        for level in 1...30 { text += "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n" }
        text += "? *l30\n: 1\n"
        do {
            _ = try LintConfiguration.parse(text, file: ".handheld.yml")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("aliases"))
        }
        // Brackets nested past the bound, before Yams recurses into them.
        let deep = "excluded: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n"
        do {
            _ = try LintConfiguration.parse(deep, file: ".handheld.yml")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("deep"))
        }
        // Quotes that do not open a scalar, or that hold an escaped backslash, hide no alias (review).
        let aliases = (1...25).map { "k\($0): *a" }.joined(separator: "\n")
        for before in ["x: \"a\\\\\"\n", "x: a 'b\n", "x: 'it''s'\n"] {
            do {
                _ = try LintConfiguration.parse("a: &a [1]\n" + before + aliases + "\n", file: ".handheld.yml")
                Issue.record("accepted after \(before)")
            } catch {
                #expect("\(error)".contains("aliases"), "\(before): \(error)")
            }
        }
        // A configuration past its size is refused before Yams reads it.
        let big = "excluded: [" + String(repeating: "\"a\", ", count: LintConfiguration.maximumBytes / 5) + "]\n"
        do {
            _ = try LintConfiguration.parse(big, file: ".handheld.yml")
            Issue.record("accepted \(big.utf8.count) bytes")
        } catch {
            #expect("\(error)".contains("a configuration is at most"), "\(error)")
        }
        // Block nesting is bounded as brackets are.
        do {
            _ = try LintConfiguration.parse("excluded:\n" + String(repeating: "- ", count: 5_000) + "x\n", file: ".handheld.yml")
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("deep"))
        }
        // A few aliases are YAML a team may write.
        #expect((try? LintConfiguration.parse("rules: &r [SB-7]\ndisabled_rules: *r\n", file: "c.yml")) == nil, "an unknown key is still refused")
        #expect((try? LintConfiguration.parse("disabled_rules: &r [SB-7]\nerror_rules: *r\n", file: "c.yml"))?.errorRules == ["SB-7"])
    }

    @Test("Issue 50: a well-formed rule id that names no rule (SB-77) is refused, and the ids listed")
    func unknownRuleIds() {
        do {
            _ = try LintConfiguration.parse("disabled_rules: [SB-4, SB-77]\n", file: "c.yml")
            Issue.record("accepted SB-77")
        } catch {
            #expect("\(error)".contains("SB-77") && "\(error)".contains("SUI-15c") && "\(error)".contains("c.yml:1:"), "\(error)")
        }
        #expect((try? LintConfiguration.parse("disabled_rules: [SB-4, SUI-15c, suppression]\n", file: "c.yml"))?.disabledRules.count == 3)
    }

    @Test("deployment_target outside the releases this project knows is refused")
    func deploymentTargets() throws {
        for value in [".inf", "1e308", "11", "28", ".nan"] {
            #expect(throws: LintConfiguration.Problem.self, "\(value)") { try LintConfiguration.parse("deployment_target: \(value)\n", file: "c.yml") }
        }
        #expect((try? LintConfiguration.parse("deployment_target: 16.4\n", file: "c.yml"))?.deploymentTarget == 16.4)
        // A baseline past its bound is refused from its size, before a byte is read.
        let root = try folder()
        let huge = root + "/baseline.json"
        _ = FileManager.default.createFile(atPath: huge, contents: Data())
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: UInt64(Baseline.maximumBytes + 1))
        try handle.close()
        do {
            _ = try Baseline.read(huge)
            Issue.record("read a baseline over the bound")
        } catch {
            #expect("\(error)".contains("more than a baseline holds"), "\(error)")
        }
    }

    @Test("n disables then n enables, and n findings under n regions, are each one pass")
    func suppressionsScale() {
        let file = "A.swift"
        let size = 20_000
        let text = (0..<size).map { "// handheld:disable SB-\($0)" }.joined(separator: "\n") + "\n"
            + (0..<size).map { "// handheld:enable SB-\($0)" }.joined(separator: "\n") + "\n"
        let directives = SuppressionDirective.find(in: text, file: file)
        // Every disable closed by its enable; each suppresses nothing: a note each.
        let regions = Suppressions.regions(directives)
        #expect(regions.count == size)
        #expect(regions.allSatisfy { $0.lines.upperBound - $0.lines.lowerBound == size })
        let notes = Suppressions.apply([], directives: [file: directives])
        #expect(notes.count == size)
        // Findings under regions: the covered go, the others stay, each directive used once.
        let spans = (0..<100).map { SuppressionDirective(kind: .disable, rules: ["SB-7"], position: SourcePosition(file: file, line: $0 + 1, column: 1)) }
        let findings = (0..<1_000).map { SourceFinding(position: SourcePosition(file: file, line: 200 + $0, column: 1), severity: .warning,
                                                       rule: $0.isMultiple(of: 2) ? "SB-4" : "SB-7", message: "m", className: "C", versions: [], notes: []) }
        let kept = Suppressions.apply(findings, directives: [file: spans])
        #expect(kept.count == 500 && kept.allSatisfy { $0.rule == "SB-4" })
    }

    @Test("An excluded folder is never read: an unreadable one stops nothing, its classes cost nothing")
    func excludedNeverRead() throws {
        let root = try folder()
        try write(screen, root + "/Home.swift")
        try write("import UIKit\nfinal class G: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n", root + "/Generated/G.swift")
        try write("not swift at all {{{", root + "/Generated/Broken.swift")
        var configuration = LintConfiguration()
        configuration.excluded = ["Generated"]
        configuration.folder = root
        let run = try LintPipeline.findings([root], configuration: configuration)
        #expect(run.findings.map(\.rule) == ["SB-1"])
        #expect(run.targets.allSatisfy { $0.problems.isEmpty }, "the broken excluded file was never read")
    }
}
