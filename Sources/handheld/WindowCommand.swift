import ArgumentParser
import Foundation
import HandheldCore

/// `handheld` with no subcommand: opens the playground window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: tr("Open the playground window (the default).")
    )

    @Option(help: ArgumentHelp(tr("A scenario to open at start: its hierarchy and steps run, and you go on from there.")))
    var open: String?

    @Option(name: .customLong("theme-file"), help: ArgumentHelp(tr("A theme JSON file to load at start and make current (THEME-1).")))
    var themeFile: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("With --open: hold the scenario still at this time (seconds), as render --at paints it, until you act.")))
    var at: Double?

    func validate() throws {
        if let at { try OptionChecks.time(at, option: "--at") }
        if at != nil, open == nil { throw ValidationError(tr("--at needs --open FILE: the scenario to hold still")) }
    }

    func run() throws {
        let catalog = try DeviceCatalog.shipped()
        let status = MainActor.assumeIsolated {
            PlaygroundApplication.run(catalog: catalog, open: open, at: at, themeFile: themeFile)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
