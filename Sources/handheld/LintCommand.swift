import ArgumentParser
import Foundation
import HandheldCore
import HandheldLintOptions

/// `handheld lint FILE...`: SB-11's ignored preferences as compiler-style warnings.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: tr("Point at the status bar preferences UIKit ignores (SB-11)."),
        discussion: """
            Reads scenarios (or a hierarchy with no steps) and prints each pitfall as \
            FILE:LINE:COLUMN: warning: … (RULE-ID), at the controller field or step that gave the \
            preference. From the file alone: a sheet given a status bar preference that does not \
            capture the status bar appearance; a themed navigation controller in global mode. From \
            running the steps: every preference that was ignored and never read from the step that \
            gave it to the end. Exit status: 0 when clean, 1 with warnings, 2 for an invalid file.
            """
    )

    @Argument(help: ArgumentHelp(tr("Scenario or hierarchy JSON files; or an app's Swift files, folders or .xcodeproj (SRC-5, with handheld-sources).")))
    var files: [String]

    @Flag(help: ArgumentHelp(tr("Report warnings as errors (for CI): 'error:' in place of 'warning:'.")))
    var error = false

    /// For an app's sources: the options `handheld-sources lint` takes, declared once (issue 49).
    @OptionGroup(title: tr("For an app's sources")) var sources: SourceLintOptions

    @Option(help: ArgumentHelp(tr("Read the steps up to the end of chapter N only (a pitfall's \"before\" half is chapter 1).")))
    var chapter: Int?

    func validate() throws {
        if let chapter, chapter < 1 { throw ValidationError(tr("--chapter counts from 1, not %s", chapter)) }
    }

    /// SRC-5: Swift files, folders and `.xcodeproj` are an app's own sources, read by the
    /// `handheld-sources` tool beside this binary (swift-syntax is built only with it).
    static func isAppSource(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return path.hasSuffix(".swift") || path.hasSuffix(".xcodeproj")
            || (FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue)
    }

    func lintSources() throws {
        // `--` before the paths: a file named like an option is still a file.
        throw ExitCode(try SourcesTool.run(["lint"] + sources.arguments + ["--"] + files))
    }

    func run() throws {
        // Issue 50: a file that is neither is said so, not read as a scenario ("unexpected '#'").
        if let other = files.first(where: { !$0.hasSuffix(".json") && !Self.isAppSource($0) }) {
            throw ValidationError(tr("lint takes scenario files (.json), or an app's sources (.swift files, folders, an .xcodeproj); '%s' is neither", other))
        }
        if files.contains(where: Self.isAppSource) {
            guard files.allSatisfy(Self.isAppSource) else {
                throw ValidationError(tr("give either scenario files or an app's sources (.swift files, folders, .xcodeproj), not both"))
            }
            try lintSources()
        }
        if let format = sources.format, format != "text" { throw ValidationError(tr("--format %s is for an app's sources; scenarios are linted as text", format)) }
        if sources.pedantic { throw ValidationError(tr("--pedantic is for an app's sources (SB-7's guesses); a scenario's SB-7 is not a guess")) }
        if let given = sources.givenForSources.first {
            throw ValidationError(tr("%s is for an app's sources (.swift files, folders, an .xcodeproj), not scenarios", given))
        }
        let catalog = try DeviceCatalog.shippedForCommand()
        let severity = error ? "error" : "warning"
        var invalid = false
        var count = 0
        // SB-11's settled details: stdout is flushed before anything goes to stderr, so the
        // two never interleave in a log.
        func complain(_ text: String) {
            fflush(nil)
            FileHandle.standardError.write(Data("\(text)\n".utf8))
        }
        for path in files {
            do {
                let scenario = try ScenarioBatch.load(path, catalog: catalog, stepsOptional: true)
                if let chapter, chapter > scenario.chapters.count {
                    let has = scenario.chapters.count
                    complain(tr("%s: --chapter %s is beyond its chapters: it has %s", path, chapter, has == 0 ? tr("none") : "\(has)"))
                    invalid = true
                    continue
                }
                let text = scenario.unknowns.isEmpty ? "" : (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                for warning in ScenarioLint.findings(scenario, text: text, catalog: catalog, throughChapter: chapter) {
                    print(warning.line(as: severity))
                    if !warning.isNote { count += 1 }
                }
            } catch {
                complain("\(error)")
                invalid = true
            }
        }
        if count > 0 {
            let found = severity == "error" ? trn("%s error", "%s errors", count, count) : trn("%s warning", "%s warnings", count, count)
            complain(trn("%s in %s file", "%s in %s files", files.count, found, files.count))
        }
        fflush(nil)
        // One invalid file among several: exit 2, whatever the others found.
        if invalid { throw ExitCode(2) }
        if count > 0 { throw ExitCode(1) }
    }
}
