import ArgumentParser
import Foundation
import HandheldCore
import HandheldLintOptions
import HandheldSources

/// `handheld-sources lint PATH...`: SRC-5 on an app's Swift sources. `handheld lint` hands
/// Swift files, folders and `.xcodeproj` to it, so the window's binary never links swift-syntax.
struct SourcesTool: ParsableCommand {
    /// Run by `handheld lint` or `handheld import`, its usage and errors name `handheld` (issue 36).
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: ProcessInfo.processInfo.environment["HANDHELD_COMMAND_NAME"] ?? "handheld-sources",
        abstract: tr("Read an iOS app's Swift sources and say which status bar preferences UIKit ignores, at their file, line and column."),
        subcommands: [Lint.self, Import.self, Bench.self]) }

    /// The user's language first (issue 25), then the command.
    static func main() {
        Localization.start()
        main(nil)
    }
}

/// Issue 35: a folder that cannot be listed or an Info.plist that cannot be read stops lint and
/// import with the system's reason at its path: judging the app without them (an app in global
/// mode whose Info.plist is unreadable) would answer a different app.
func stopOnUnreadable(_ folders: [String], excluded: (String) -> Bool = { _ in false }) throws {
    // Issue 48: an excluded folder is never read, so it stops nothing.
    let unreadable = SwiftReader.unreadable(under: folders).filter { !excluded($0.0) }
    guard !unreadable.isEmpty else { return }
    var standardError = FileHandle.standardError
    for (path, reason) in unreadable {
        print("\(ShownText.escaped(path)): error: " + tr("cannot be read: %s; not judged without it (SRC-1)", reason), to: &standardError)
    }
    throw ExitCode(2)
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: tr("Lint Swift files or folders (SRC-5)."))

    @Argument(help: ArgumentHelp(tr("Swift files, folders or an .xcodeproj's folder.")))
    var paths: [String]

    /// Declared once for this command and `handheld lint` (issue 49).
    @OptionGroup var options: SourceLintOptions

    var format: String { options.format ?? "text" }
    var deploymentTarget: Double? { options.deploymentTarget }
    var pedantic: Bool { options.pedantic }
    var verbose: Bool { options.verbose }
    var sdk: String? { options.sdk }
    var config: String? { options.config }
    var baseline: String? { options.baseline }
    var writeBaseline: String? { options.writeBaseline }
    var strict: Bool { options.strict }
    var quiet: Bool { options.quiet }
    var output: String? { options.output }
    var force: Bool { options.force }
    var onlyErrorsFail: Bool { options.onlyErrorsFail }
    var noCache: Bool { options.noCache }
    var fix: Bool { options.fix }
    var dryRun: Bool { options.dryRun }
    var fixClass: String? { options.fixClass }

    func run() throws {
        // Issue 39: each folder listed once, whatever is looked for in it.
        try RunMemo.during { try lint() }
    }

    func lint() throws {
        // Issue 48: each path normalized once, here: `./App` and `App` are one app.
        let paths = self.paths.map(LintPath.normalized)
        // Issue 39: the configuration first; an error in it stops lint at its place.
        let configuration: LintConfiguration
        do {
            configuration = try LintConfiguration.find(explicit: config, paths: paths)
        } catch let problem as LintConfiguration.Problem {
            var standardError = FileHandle.standardError
            print(problem.description, to: &standardError)
            throw ExitCode(2)
        }
        let sdk = self.sdk ?? configuration.sdk?.rawValue ?? IOSVersion.default.rawValue
        guard let builtWith = IOSRelease(sdk)?.rules else {
            throw ValidationError(tr("--sdk: one of %s, not '%s'", IOSRelease.acceptedList, sdk))
        }
        let pedantic = self.pedantic || configuration.pedantic == true
        guard let reporter = FindingReporters.named(format) else {
            throw ValidationError(tr("--format: %s, not '%s'", FindingReporters.names.joined(separator: ", "), format))
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError(tr("%s: no such file or folder", path))
        }
        let started = Date()
        let folders = paths.map { $0.hasSuffix(".xcodeproj") ? ProjectSettings.projectFolder($0) : $0 }
        // Issue 48: what lint will write is checked before anything is read, so a refusal
        // costs nothing and nothing is half done.
        let readFiles = [configuration.file, baseline].compactMap { $0 }
        do {
            if let writeBaseline {
                // The baseline read may be the one written again (`--baseline b --write-baseline b`).
                try ReportFile.check(writeBaseline, kind: .baseline, option: "--write-baseline", reading: folders,
                                     readFiles: [configuration.file].compactMap { $0 }, force: force)
            }
            if let output {
                try ReportFile.check(output, kind: .report(format), option: "--output", reading: folders, readFiles: readFiles, force: force)
            }
        } catch {
            var standardError = FileHandle.standardError
            print("error: " + error.description, to: &standardError)
            throw ExitCode(2)
        }
        let excluded = configuration.excluder()
        try stopOnUnreadable(folders, excluded: excluded)
        let listed = SwiftReader.swiftFiles(under: folders)
        let swiftFiles = (listed + ProjectSettings.packageSwiftFiles(under: paths, besides: listed)).count { !excluded($0) }
        let storyboards = StoryboardReader.files(under: folders).count { !excluded($0) }
        // Issue 36: a folder with nothing to read is said so, not passed as clean.
        guard swiftFiles + storyboards > 0 else {
            var standardError = FileHandle.standardError
            print(tr("no Swift sources found in %s", paths.map { ShownText.escaped($0) }.joined(separator: ", ")), to: &standardError)
            throw ExitCode(2)
        }
        // Issue 39: each file's index and each target's report are kept by content.
        let cache = noCache ? nil : SourceCache(folder: SourceCache.defaultFolder())
        let run = try LintPipeline.findings(paths, configuration: configuration, deploymentTarget: deploymentTarget,
                                       pedantic: pedantic, sdk: builtWith, cache: cache)
        let targets = run.targets
        var findings = run.findings
        let root = FileManager.default.currentDirectoryPath
        if let writeBaseline {
            do {
                try Baseline(entries: Baseline.entries(findings, root: root)).write(to: writeBaseline)
            } catch {
                var standardError = FileHandle.standardError
                print("error: " + tr("--write-baseline: %s", "\(error)"), to: &standardError)
                throw ExitCode(2)
            }
            var standardError = FileHandle.standardError
            print(trn("wrote %s finding to %s", "wrote %s findings to %s", findings.count, findings.count, writeBaseline), to: &standardError)
            return
        }
        if let baseline {
            do {
                findings = try Baseline.read(baseline).newFindings(findings, root: root)
            } catch let problem as Baseline.Problem {
                var standardError = FileHandle.standardError
                print("\(problem.description)", to: &standardError)
                throw ExitCode(2)
            }
        }
        if fix {
            // Issue 51 (SRC-10): the certain corrections, written (or shown), then lint again.
            let allSwift = (listed + ProjectSettings.packageSwiftFiles(under: paths, besides: listed)).filter { !excluded($0) }
            let changed = try FixRun(folders: folders, allSwift: allSwift, dryRun: dryRun, onlyClass: fixClass).run(findings) {
                try LintPipeline.findings(paths, configuration: configuration, deploymentTarget: deploymentTarget,
                                          pedantic: pedantic, sdk: builtWith, cache: nil).findings
            }
            // --dry-run: the diff alone on stdout, so that `git apply` takes it whole.
            if dryRun { return }
            if changed {
                findings = try LintPipeline.findings(paths, configuration: configuration, deploymentTarget: deploymentTarget,
                                                     pedantic: pedantic, sdk: builtWith, cache: nil).findings
                if let baseline { findings = (try? Baseline.read(baseline).newFindings(findings, root: root)) ?? findings }
            }
        } else if dryRun {
            throw ValidationError(tr("--dry-run goes with --fix"))
        } else if fixClass != nil {
            throw ValidationError(tr("--fix-class goes with --fix"))
        }
        var errorOutput = FileHandle.standardError
        var problems: Set<String> = []
        if verbose {
            // Issue 47: which parser answered, and how it was built.
            print(ReaderBuild.description, to: &errorOutput)
            // Issue 50, item 8: where each setting came from.
            let configFile = configuration.file.map(ShownText.escaped) ?? ".handheld.yml"
            let target = deploymentTarget.map { tr("%s (--deployment-target)", JSONOutput.format($0)) }
                ?? configuration.deploymentTarget.map { tr("%s (%s)", JSONOutput.format($0), configFile) }
                ?? tr("each target's, from the project")
            let sdkFrom = self.sdk != nil ? "--sdk" : configuration.sdk != nil ? configFile : tr("the default")
            print(tr("settings: deployment target %s; SDK %s (%s); pedantic %s", target, builtWith.rawValue, sdkFrom, pedantic ? "true" : "false"), to: &errorOutput)
        }
        if let cache, let reason = cache.writeFailure, !quiet {
            print("\(ShownText.escaped(cache.folder)): note: " + tr("the cache could not keep %s entries (%s): this report is whole; the next lint reads those files again",
                                                                      "\(cache.writeFailures)", reason), to: &errorOutput)
        }
        if verbose, let cache {
            print(tr("cache: %s Swift files read, %s from the cache; %s of %s targets' findings from the cache (%s)", cache.filesRead,
                     cache.filesFromCache, cache.reportsFromCache, targets.count, ShownText.escaped(cache.folder)), to: &errorOutput)
        }
        // --quiet: warnings and errors only, nothing about the reader.
        for target in targets where !quiet {
            for (position, problem) in target.problems where problems.insert("\(position)").inserted {
                // What the reader could not read is about the reader, not the app: a note (issue 36).
                print("\(position): note: \(SourceFinding.oneLine(ShownText.escaped(problem))) (SRC-1)", to: &errorOutput)
            }
            // Issue 36, pattern 6: a present or push of what an app function returns that the
            // reader could not follow (its class is then unknown there).
            if verbose {
                // SUI-16, SUI-17: what the reader made of the target's SwiftUI.
                if let counts = target.swiftUICounts, counts.count == 6 {
                    print("\(ShownText.escaped(target.folder)): note: " + tr("SwiftUI: %s views, %s of them placed from %s window roots and %s hosting controllers; %s representables; %s modifiers recognised",
                                                                               counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]),
                          to: &errorOutput)
                }
                for (position, problem) in target.unfollowed where problems.insert("\(position) \(problem)").inserted {
                    print("\(position): note: " + tr("not followed: %s", SourceFinding.oneLine(ShownText.escaped(problem))), to: &errorOutput)
                }
            }
            // SRC-8: with no deployment target, the lowest version is assumed.
            if target.deploymentTarget == nil, target.hasClasses {
                print("\(ShownText.escaped(target.folder)): note: " + tr("no IPHONEOS_DEPLOYMENT_TARGET found; read as from %s (SRC-4)", IOSVersion.allCases[0].name), to: &errorOutput)
            }
        }
        // Each format is a reporter of the library's (issue 36).
        // SRC-10: the warnings whose correction is certain say so (text) or carry it (SARIF);
        // suggestions (not certain, or a note's) show under their finding, never applied.
        var listedFixes: [SourceFix] = []
        if !fix, [TextReporter.name, SARIFReporter.name].contains(format) {
            let allSwift = (listed + ProjectSettings.packageSwiftFiles(under: paths, besides: listed)).filter { !excluded($0) }
            listedFixes = SourceFixer.fixes(for: findings.filter { $0.severity == .warning }, allSwift: allSwift)
            listedFixes += SourceFixer.suggestions(for: quiet ? findings.filter { $0.severity != .note } : findings, certain: listedFixes, allSwift: allSwift)
        }
        let shown = try reporter.report(quiet ? findings.filter { $0.severity != .note } : findings, root: root, fixes: listedFixes)
        if !shown.isEmpty { print(shown) }
        if let output {
            do {
                try ReportFile.write(shown.isEmpty ? "" : shown + "\n", to: output)
            } catch {
                throw ValidationError(tr("--output: %s", error.description))
            }
        }
        if format == TextReporter.name, !quiet {
            // What was read, how long it took, and what was found (issue 36), on stderr.
            let warnings = findings.count { $0.severity == .warning }, notes = findings.count { $0.severity == .note }
            let errors = findings.count { $0.severity == .error }
            var read = [trn("%s Swift file", "%s Swift files", swiftFiles, swiftFiles.formatted())]
            if storyboards > 0 { read.append(trn("%s storyboard", "%s storyboards", storyboards, storyboards.formatted())) }
            var standardError = FileHandle.standardError
            // Issue 50: errors counted too (a rule the configuration makes an error).
            let counted = (errors > 0 ? trn("%s error", "%s errors", errors, errors.formatted()) + ", " : "")
                + trn("%s warning", "%s warnings", warnings, warnings.formatted())
            print(tr("read %s in %s s: %s, %s", read.joined(separator: ", "), String(format: "%.1f", Date().timeIntervalSince(started)),
                     counted, trn("%s note", "%s notes", notes, notes.formatted())),
                  to: &standardError)
        }
        if onlyErrorsFail {
            if findings.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        } else if findings.contains(where: { $0.severity != .note }) || strict && !findings.isEmpty {
            throw ExitCode(1)
        }
    }
}

/// `handheld-sources import PATH... --out FILE.json` (SRC-6): the app's screens as scenarios.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: tr("Write an app's screens and flows as a scenario handheld run and the window open (SRC-6)."))

    @Argument(help: ArgumentHelp(tr("Swift files, folders or an .xcodeproj's folder.")))
    var paths: [String]

    @Option(help: ArgumentHelp(tr("The scenario to write; with several window roots, one file per root named after it (FILE-Root.json).")))
    var out: String

    @Flag(help: ArgumentHelp(tr("Say what is being read on stderr, a line each (the window shows it).")))
    var progress = false

    @Flag(help: ArgumentHelp(tr("Replace files at --out that handheld import did not write.")))
    var force = false

    func run() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError(tr("%s: no such file or folder", path))
        }
        guard out.hasSuffix(".json") else { throw ValidationError(tr("--out: a .json file, not '%s'", out)) }
        try stopOnUnreadable(paths.map { $0.hasSuffix(".xcodeproj") ? ProjectSettings.projectFolder($0) : $0 })
        if progress { FileHandle.standardError.write(tr("reading the sources of %s\n", paths.joined(separator: " "))) }
        var imported: [(SourceImport.Imported, String)] = []
        // Issue 34: the app's own targets, never an extension's (a Siri intent UI, a widget):
        // their controllers are not the app's window root. The app's roots are written first.
        for target in SourceProject.read(paths) {
            if target.isExtension {
                if progress { FileHandle.standardError.write(tr("%s is an app extension (NSExtension): its controllers are not the app's window root\n", target.folder)) }
                continue
            }
            if progress { FileHandle.standardError.write(tr("finding the window roots of %s\n", target.folder)) }
            imported += SourceImport.scenarios(target.index, folder: target.folder).map { ($0, target.folder) }
        }
        guard !imported.isEmpty else {
            throw ValidationError(tr("%s: no window root found (a 'window.rootViewController = …' or a storyboard's initial controller), so there is no screen to start from", paths.joined(separator: " ")))
        }
        let catalog = try DeviceCatalog.shipped()
        // Issue 35: never inside the folders it reads (the app's own files), never over a file
        // it did not write (unless --force), one name per target and root.
        let outFolder = URL(fileURLWithPath: (out as NSString).deletingLastPathComponent.isEmpty ? "." : (out as NSString).deletingLastPathComponent)
            .standardizedFileURL.resolvingSymlinksInPath().path
        for path in paths {
            let read = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if outFolder == read || outFolder.hasPrefix(read + "/") {
                throw ValidationError(tr("--out %s is inside %s, which import reads: write the scenarios somewhere else", out, path))
            }
        }
        var names: Set<String> = []
        var planned: [(SourceImport.Imported, String)] = []
        for (scenario, folder) in imported {
            let stem = String(out.dropLast(5))
            func slug(_ text: String) -> String { text.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-") }
            var file = imported.count == 1 ? out : stem + "-" + slug(scenario.rootClass) + ".json"
            if names.contains(file) { file = stem + "-" + slug((folder as NSString).lastPathComponent) + "-" + slug(scenario.rootClass) + ".json" }
            var number = 2
            while names.contains(file) {
                file = stem + "-" + slug((folder as NSString).lastPathComponent) + "-" + slug(scenario.rootClass) + "-\(number).json"
                number += 1
            }
            names.insert(file)
            if !force, FileManager.default.fileExists(atPath: file), !Self.wroteItself(file) {
                throw ValidationError(tr("%s exists and was not written by handheld import: give another --out, or --force to replace it", file))
            }
            planned.append((scenario, file))
        }
        for (scenario, file) in planned {
            let text = scenario.json.rendered() + "\n"
            // What is written must run: decoded here as `handheld run` decodes it.
            do {
                _ = try ScenarioDecoder.decode(text, file: file, catalog: catalog)
            } catch {
                throw ValidationError(tr("the scenario for '%s' does not decode (a bug in the reader): %s", scenario.rootClass, error))
            }
            try SafeFile.write(Data(text.utf8), to: file)
            print(tr("%s: '%s', %s, %s", file, scenario.rootClass, trn("%s chapter", "%s chapters", scenario.chapters, scenario.chapters),
                     trn("%s unknown", "%s unknowns", scenario.unknowns.count, scenario.unknowns.count)))
        }
    }

    /// Whether `file` is a scenario an earlier `handheld import` wrote (its readMe says so).
    static func wroteItself(_ file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let readMe = object["readMe"] as? String else { return false }
        return readMe.hasPrefix("Imported by handheld import") || readMe.hasPrefix(tr("Imported by handheld import from %s: the window root '%s' (%s)", "", "", "").prefix(12))
    }
}

extension Bench {
    /// Issue 48, items 10 to 12: what a team's suppressions, exclusions and patterns cost, at n,
    /// 2n and 4n, each with its ratio to the half (target ≤ 2.2 per doubling).
    func adoptionScaling(seconds: (Duration) -> Double) throws {
        let clock = ContinuousClock()
        func measure(_ title: String, _ sizes: [Int], _ body: (Int) throws -> Void) rethrows {
            print(title)
            var previous: Double?
            for size in sizes {
                let elapsed = seconds(try clock.measure { try body(size) })
                print("  \(size): \(String(format: "%.3f", elapsed)) s" + (previous.map { String(format: "; %.2fx the half", elapsed / $0) } ?? ""))
                previous = elapsed
            }
        }
        let file = "App/Screen.swift"
        measure(tr("== Suppressions: n 'handheld:disable' of n rules, then n enables (item 10)"), [5_000, 10_000, 20_000]) { size in
            let text = (0..<size).map { "// handheld:disable SB-\($0)" }.joined(separator: "\n") + "\n"
                + (0..<size).map { "// handheld:enable SB-\($0)" }.joined(separator: "\n") + "\n"
            _ = Suppressions.apply([], directives: [file: SuppressionDirective.find(in: text, file: file)])
        }
        measure(tr("== Suppressions: n findings, each under a region of its own and all under n spans (item 10)"), [10_000, 20_000, 40_000]) { size in
            let directives = (0..<size).map { SuppressionDirective(kind: .disable, rules: ["SB-7"], position: SourcePosition(file: file, line: $0 + 1, column: 1)) }
                + (0..<size).map { SuppressionDirective(kind: .next, rules: ["SB-4"], position: SourcePosition(file: file, line: size + 2 * $0 + 1, column: 1)) }
            let findings = (0..<size).map { SourceFinding(position: SourcePosition(file: file, line: size + 2 * $0 + 2, column: 1), severity: .warning,
                                                          rule: $0.isMultiple(of: 2) ? "SB-4" : "SB-7", message: "m", className: "C", versions: [], notes: []) }
            _ = Suppressions.apply(findings, directives: [file: directives])
        }
        // The folder is written before the clock starts: only the lint is timed.
        print(tr("== An excluded folder of n classes beside one screen (item 11)"))
        var previous: Double?
        for size in [2_000, 4_000, 8_000] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-excluded-\(size)").path
            try? FileManager.default.removeItem(atPath: root)
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.createDirectory(atPath: root + "/Generated", withIntermediateDirectories: true)
            try "import UIKit\nfinal class Screen: UIViewController {}\n".write(toFile: root + "/Screen.swift", atomically: true, encoding: .utf8)
            for number in 0..<size {
                try "import UIKit\nfinal class G\(number): UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"
                    .write(toFile: root + "/Generated/G\(number).swift", atomically: true, encoding: .utf8)
            }
            var configuration = LintConfiguration()
            configuration.excluded = ["Generated"]
            configuration.folder = root
            let elapsed = seconds(try clock.measure { _ = try LintPipeline.findings([root], configuration: configuration) })
            print("  \(size): \(String(format: "%.3f", elapsed)) s" + (previous.map { String(format: "; %.2fx the half", elapsed / $0) } ?? ""))
            previous = elapsed
        }
        let finding = SourceFinding(position: SourcePosition(file: "App/Screens/Feed/Cells/FeedCell.swift", line: 3, column: 1), severity: .warning,
                                    rule: "SB-4", message: "m", className: "C", versions: [], notes: [])
        measure(tr("== n configuration patterns against a finding (item 12)"), [50_000, 100_000, 200_000]) { size in
            var configuration = LintConfiguration()
            configuration.excluded = (0..<size).map { "Generated\($0)/**/*.swift" }
            _ = configuration.apply([finding])
        }
        measure(tr("== One pattern of n '**/' against a path of n folders (item 12)"), [30, 60, 120]) { size in
            var configuration = LintConfiguration()
            configuration.excluded = [String(repeating: "**/", count: size) + "x.swift"]
            let deep = SourceFinding(position: SourcePosition(file: (0..<size).map { "f\($0)" }.joined(separator: "/") + "/y.swift", line: 1, column: 1),
                                     severity: .warning, rule: "SB-4", message: "m", className: "C", versions: [], notes: [])
            for _ in 0..<1_000 { _ = configuration.apply([deep]) }
        }
    }

    /// Issue 39: lint of the generated app with a new cache, cold, again unchanged, and after one
    /// file changed, each as `handheld lint` runs it (the reports of every target, from the
    /// folder's listing to the findings); and how long the cross-file analysis takes alone.
    func cacheRuns(_ folder: String, files: Int, seconds: (Duration) -> Double) throws {
        let clock = ContinuousClock()
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-sources-bench-cache").path
        try? FileManager.default.removeItem(atPath: cacheFolder)
        defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
        var elapsedLast = 0.0
        func lint(_ title: String, cached: Bool = true) throws -> [SourceFinding] {
            let cache = cached ? SourceCache(folder: cacheFolder) : nil
            var reports: [TargetReport] = []
            let elapsed = try clock.measure {
                reports = try TargetReport.all([folder], deploymentTarget: nil, configured: nil, pedantic: false, sdk: .default, cache: cache)
            }
            elapsedLast = seconds(elapsed)
            if let cache {
                print(tr("  %s: %s s (%s of %s files read, %s target reports from the cache)", title, String(format: "%.2f", seconds(elapsed)),
                         cache.filesRead, files, cache.reportsFromCache))
                if cache.judgementsDecided + cache.judgementsRecalled > 0 {
                    print(tr("    the engine decided %s contexts and recalled %s from the last lint (issue 49: target for one file changed, under 1 s)",
                             cache.judgementsDecided, cache.judgementsRecalled))
                }
            } else {
                print("  \(title): \(String(format: "%.2f", seconds(elapsed))) s")
            }
            return reports.flatMap(\.findings)
        }
        print(tr("== The cache (issue 39): the same app linted with a new cache (target: unchanged under 0.5 s)"))
        // Issue 48, item 14: writing the cache costs the first run at most a fifth more.
        _ = try lint(tr("without the cache"), cached: false)
        let uncached = elapsedLast
        let cold = try lint(tr("cold, nothing cached"))
        print(tr("  the cold run, which writes the cache, is %sx the run without it (target ≤ 1.2, issue 48)", String(format: "%.2f", elapsedLast / max(uncached, 0.001))))
        let again = try lint(tr("unchanged"))
        // One screen gains a method: its file is read again, every other file's index comes
        // from the cache, and the whole app is judged again.
        let changed = (folder as NSString).appendingPathComponent("Screen\(files / 2).swift")
        var text = try String(contentsOfFile: changed, encoding: .utf8)
        text += "\nextension Screen\(files / 2) {\n    func refresh() { setNeedsStatusBarAppearanceUpdate() }\n}\n"
        try text.write(toFile: changed, atomically: true, encoding: .utf8)
        _ = try lint(tr("one file changed"))
        guard cold == again else { throw ValidationError("the cached findings differ from the cold run's") }
        // The analysis alone: the index read, then only what judging it costs.
        guard let target = SourceProject.read([folder], cache: SourceCache(folder: cacheFolder)).first else { return }
        let analysis = try clock.measure { _ = try TargetReport(target, deploymentTarget: nil, pedantic: false, sdk: .default) }
        print(tr("  of which the cross-file analysis (the engine on every context), alone: %s s", String(format: "%.2f", seconds(analysis))))
    }
}

/// SRC-7's figures: parse and analysis speed on a generated app of pinned size, and the wall
/// time of a whole lint of it (`make bench` runs it on the release build).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: tr("Measure reading speed on a generated app (SRC-7)."))

    @Option(help: ArgumentHelp(tr("Lines of Swift to generate.")))
    var lines = 100_000

    @Option(help: ArgumentHelp(tr("The share of the generated files that are SwiftUI views, 0 to 1 (issue 38).")))
    var swiftui = 0.0

    @Flag(help: ArgumentHelp(tr("Also the cost of each input that once grew faster than its size, at n, 2n and 4n.")))
    var scaling = false

    @Flag(help: ArgumentHelp(tr("Only the cost by the number of files, at n, 2n and 4n (with --lines 0: nothing else).")))
    var fileScaling = false

    @Flag(help: ArgumentHelp(tr("Only the cost of what teams add (issue 48): suppressions, excluded folders and patterns, at n, 2n and 4n.")))
    var adoption = false

    @Flag(help: ArgumentHelp(tr("Also lint the generated app three times with a new cache: cold, unchanged, one file changed (issue 39).")))
    var cache = false

    @Option(help: ArgumentHelp(tr("Only write the generated app into this new folder, to lint it as a user does (issue 47).")))
    var keep: String?

    func run() throws {
        let clock = ContinuousClock()
        let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        if let keep {
            guard !FileManager.default.fileExists(atPath: keep) else { throw ValidationError(tr("--keep: %s already exists", keep)) }
            _ = try GeneratedApp.write(lines: lines, to: keep, swiftUI: swiftui)
            return
        }
        if lines > 0 {
            guard (0...1).contains(swiftui) else { throw ValidationError(tr("--swiftui: a share from 0 to 1, not %s", String(swiftui))) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-sources-bench-\(lines)")
            try? FileManager.default.removeItem(at: folder)
            let written = try GeneratedApp.write(lines: lines, to: folder.path, swiftUI: swiftui)
            var index = SourceIndex()
            let reading = clock.measure { index = SwiftReader.read(files: SwiftReader.swiftFiles(under: [folder.path])) }
            var findings: [SourceFinding] = []
            let deciding = try clock.measure { findings = try SourceLint.findings(index) }
            print(tr("== Reading an app's sources (SRC-7): a generated app of %s files, %s lines, %s classes, %s edges", written.files, index.lines, index.classes.count, index.edges.count))
            print("  " + ReaderBuild.description)
            if swiftui > 0 {
                print(tr("  %s%% of the files SwiftUI: %s views, %s modifiers recognised", Int(swiftui * 100), index.swiftUI.views.count, index.swiftUI.allModifiers.count))
            }
            print(tr("  parse and analysis: %s s, %s lines a second (target ≥ 60,000 on one core, release)", String(format: "%.2f", seconds(reading)), Int(Double(index.lines) / seconds(reading))))
            print(tr("  the engine deciding every context on every version: %s s, %s findings", String(format: "%.2f", seconds(deciding)), findings.count))
            print(tr("  lint's wall time, both together: %s s", String(format: "%.2f", seconds(reading) + seconds(deciding))))
            if cache { try cacheRuns(folder.path, files: written.files, seconds: seconds) }
            try? FileManager.default.removeItem(at: folder)
        }
        // Issue 35: each input that once cost more than linear, at n, 2n and 4n, with the ratio
        // per doubling (target ≤ 2.2). Lint reads and judges each; import also writes its flows.
        func measure(_ title: String, _ sizes: [Int], importing: Bool = false, _ files: (Int) -> [(String, String)]) {
            print(title)
            var previous: Double?
            for size in sizes {
                let chain = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-sources-scaling-\(size)")
                try? FileManager.default.removeItem(at: chain)
                try? FileManager.default.createDirectory(at: chain, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: chain) }
                for (name, text) in files(size) { try? text.write(to: chain.appendingPathComponent(name), atomically: true, encoding: .utf8) }
                let elapsed = seconds(clock.measure {
                    for target in SourceProject.read([chain.path]) {
                        _ = try? SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget)
                        if importing { _ = SourceImport.scenarios(target.index, folder: target.folder).map { $0.json.rendered().utf8.count } }
                    }
                })
                print("  \(size): \(String(format: "%.2f", elapsed)) s" + (previous.map { String(format: "; %.2fx the half", elapsed / $0) } ?? ""))
                previous = elapsed
            }
        }
        // The reader's cost by the number of files: each file read once, nothing copied per file
        // (issue 35: in debug, 16,000 files took 87 s). `make bench` runs this in debug too.
        if scaling || fileScaling {
            measure(tr("== Files of one class each (%s build)", isDebugBuild ? "debug" : "release"), [1_000, 2_000, 4_000]) { size in
                (0..<size).map { ("F\($0).swift", "import UIKit\nfinal class F\($0): UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n") }
            }
        }
        if adoption { try adoptionScaling(seconds: seconds) }
        guard scaling else { return }
        // Issue 49: the placement graph and every class's contexts from it, read beforehand (only
        // the graph and the contexts are timed): n screens, each the root of a navigation
        // controller, pushing the next and presenting a sheet (3n places).
        print(tr("== The placement graph and each class's contexts: n screens, 3n places (issue 49)"))
        var previousGraph: Double?
        for size in [2_000, 4_000, 8_000] {
            var index = SourceIndex()
            let source = "import UIKit\n" + (0..<size).map { number in
                "final class G\(number): UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n"
                    + "    func go() {\n        navigationController?.pushViewController(G\(number + 1)(), animated: true)\n"
                    + "        let sheet = S\(number)()\n        sheet.modalPresentationStyle = .formSheet\n        present(sheet, animated: true)\n    }\n}\n"
                    + "final class S\(number): UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"
                    + "let n\(number) = UINavigationController(rootViewController: G\(number)())\n"
            }.joined()
            SwiftReader.read(source: source, file: "Graph.swift", into: &index)
            var contexts = 0
            let elapsed = seconds(clock.measure {
                let graph = PlacementGraph(index)
                contexts = SourceLint.contextCount(index, graph)
            })
            print("  \(size): \(String(format: "%.3f", elapsed)) s, \(contexts) contexts" + (previousGraph.map { String(format: "; %.2fx the half", elapsed / $0) } ?? ""))
            previousGraph = elapsed
        }
        measure(tr("== A chain of subclasses, each overriding preferredStatusBarStyle"), [4_000, 8_000, 16_000]) { size in
            [("Chain.swift", (["import UIKit", "class C0: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"]
                + (1..<size).map { "class C\($0): C\($0 - 1) { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }" }).joined(separator: "\n"))]
        }
        // Issue 38: SwiftUI views each pushing the next in one NavigationStack, each hiding the
        // status bar (a note each): places found once per view, bounded per view.
        measure(tr("== SwiftUI views, each a NavigationStack destination of the one before"), [1_000, 2_000, 4_000]) { size in
            [("App.swift", "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { NavigationStack { V0() } } } }\n")]
                + (0..<size).map { ("V\($0).swift", "import SwiftUI\nstruct V\($0): View {\n    var body: some View {\n        NavigationLink(\"Next\") { V\($0 + 1)() }.statusBarHidden(true)\n    }\n}\n") }
        }
        measure(tr("== Package.swift platforms, lines of .iOS("), [100_000, 200_000, 400_000]) { size in
            [("Package.swift", "let package = Package(platforms: [\n" + String(repeating: ".iOS(\n", count: size) + "])\n")]
        }
        measure(tr("== Classes in one file"), [5_000, 10_000, 20_000]) { size in
            [("Many.swift", "import UIKit\n" + (0..<size).map { "final class M\($0): UIViewController { override var prefersStatusBarHidden: Bool { true } }" }.joined(separator: "\n"))]
        }
        // The nesting guard's blanked run inside brackets the parser looks ahead through (issue
        // 35: 11 `[` around 80 KB took 35 s in debug).
        measure(tr("== A chain nested past the guard inside 11 brackets, bytes blanked"), [300_000, 600_000, 1_200_000]) { size in
            [("Deep.swift", "let x = " + String(repeating: "[", count: 11) + "a" + String(repeating: ".b", count: size / 2) + String(repeating: "]", count: 11) + "\n")]
        }
        // Issue 48: lines inside 11 brackets (80 KB took 97 s in debug: each outer `[` lexed the
        // blanked run's line breaks again).
        measure(tr("== n lines nested inside 11 brackets, blanked"), [20_000, 40_000, 80_000]) { size in
            [("Lines.swift", "let x = " + String(repeating: "[", count: 11) + String(repeating: "a\n", count: size) + "a" + String(repeating: "]", count: 11) + "\n")]
        }
        // Import of a tab bar of n tabs, each its own class (issue 35: controllers × edges, 100,000
        // tabs took 130 s).
        measure(tr("== import: a tab bar controller of n tabs"), [2_000, 4_000, 8_000], importing: true) { size in
            [("Tabs.swift", "import UIKit\n" + (0..<size).map { "final class T\($0): UIViewController {}" }.joined(separator: "\n")
                + "\nfinal class Tabs: UITabBarController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        viewControllers = ["
                + (0..<size).map { "T\($0)()" }.joined(separator: ", ") + "]\n    }\n}\n"
                + "final class Delegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        window?.rootViewController = Tabs()\n        return true\n    }\n}\n")]
        }
    }
}

#if DEBUG
let isDebugBuild = true
#else
let isDebugBuild = false
#endif

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}

// Issue 35: swift-syntax's parser and the reader's visitors recurse once per level of nesting
// (a chain of `else if`, `try`, nested `#if`), and legal Swift nested a few thousand deep ran
// past the main thread's 8 MiB stack. The whole tool runs on a thread with a stack of 1 GiB
// (address space: only the pages used are memory), and every input is bounded (files at most
// SwiftReader's size limit); past what even that holds, the nesting guard reports and skips.
// Issue 48: past `ulimit -f` a write fails with EFBIG and is reported, rather than the signal
// ending lint with no report (exit 153).
signal(SIGXFSZ, SIG_IGN)
let worker = Thread {
    LargeStack.markCurrentThread()
    SourcesTool.main()
    exit(0)
}
worker.stackSize = LargeStack.size
worker.start()
while true { sleep(3600) }
