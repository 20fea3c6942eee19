import ArgumentParser
import HandheldCore

/// Issue 49: the options of a lint of an app's sources, declared once. `handheld-sources lint`
/// reads them; `handheld lint` declares the same group and hands its arguments on as given, so
/// the two commands cannot drift apart (`handheld lint` had no --output, --deployment-target
/// or --only-errors-fail).
public struct SourceLintOptions: ParsableArguments {
    @Option(help: ArgumentHelp(tr("text (default), json, github (workflow annotations), sarif (2.1.0), checkstyle or junit.")))
    public var format: String?

    @Option(help: ArgumentHelp(tr("The app's deployment target (read from project.pbxproj or .xcconfig when not given).")))
    public var deploymentTarget: Double?

    @Flag(help: ArgumentHelp(tr("Also SB-7's looser guesses: a property the status bar getter reads, changed from another class without an update.")))
    public var pedantic = false

    @Flag(help: ArgumentHelp(tr("Also say which calls into the app's own functions could not be followed, and why.")))
    public var verbose = false

    @Option(help: ArgumentHelp(tr("The iOS SDK the app will be built with (VER-8, VER-11): 27 by default.")))
    public var sdk: String?

    @Option(help: ArgumentHelp(tr("The configuration to read (by default .handheld.yml in the folder linted, else in the current folder).")))
    public var config: String?

    @Option(help: ArgumentHelp(tr("Report only the findings not in this baseline (written by --write-baseline).")))
    public var baseline: String?

    @Option(help: ArgumentHelp(tr("Record today's findings in this file and report nothing: later runs with --baseline report only new ones.")))
    public var writeBaseline: String?

    @Flag(help: ArgumentHelp(tr("Notes fail too: exit status 1 with any finding.")))
    public var strict = false

    @Flag(help: ArgumentHelp(tr("Print warnings and errors only: no notes, no summary.")))
    public var quiet = false

    @Option(help: ArgumentHelp(tr("Also write the report to this file (a build tool's output).")))
    public var output: String?

    @Flag(help: ArgumentHelp(tr("Let --output and --write-baseline replace a file lint did not write, or write through a link that leads out of the folder (never a file lint reads).")))
    public var force = false

    @Flag(help: ArgumentHelp(tr("Exit 0 with warnings: only errors fail (in a build, where warnings are the compiler's kind).")))
    public var onlyErrorsFail = false

    @Flag(help: ArgumentHelp(tr("Read every file again: the cache (each file's index and each target's findings, kept by content under ~/.cache/handheld) is neither read nor written.")))
    public var noCache = false

    @Flag(help: ArgumentHelp(tr("Apply the corrections of warnings whose fix is certain (SRC-10), then lint again and report what is left.")))
    public var fix = false

    @Flag(help: ArgumentHelp(tr("With --fix: print the corrections as a unified diff and change nothing.")))
    public var dryRun = false

    @Option(help: ArgumentHelp(tr("With --fix: only the corrections for the class NAME's ignored preferences, wherever the edit goes (the window's Show Fix).")))
    public var fixClass: String?

    public init() {}

    /// The options as given, as arguments again: what `handheld lint` hands on to the reader.
    /// `SourceLintOptionsTests` checks that every option the help lists is here.
    public var arguments: [String] {
        var given: [String] = []
        func option(_ name: String, _ value: String?) { if let value { given += [name, value] } }
        func flag(_ name: String, _ on: Bool) { if on { given.append(name) } }
        option("--format", format)
        option("--deployment-target", deploymentTarget.map { String($0) })
        flag("--pedantic", pedantic)
        flag("--verbose", verbose)
        option("--sdk", sdk)
        option("--config", config)
        option("--baseline", baseline)
        option("--write-baseline", writeBaseline)
        flag("--strict", strict)
        flag("--quiet", quiet)
        option("--output", output)
        flag("--force", force)
        flag("--only-errors-fail", onlyErrorsFail)
        flag("--no-cache", noCache)
        flag("--fix", fix)
        flag("--dry-run", dryRun)
        option("--fix-class", fixClass)
        return given
    }

    /// The options given that only an app's sources take (a scenario lint refuses them): all
    /// but `--format text` and `--verbose`.
    public var givenForSources: [String] {
        let names = arguments.filter { $0.hasPrefix("--") && $0 != "--verbose" }
        return format == nil || format == "text" ? names.filter { $0 != "--format" } : names
    }
}
