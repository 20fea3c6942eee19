import ArgumentParser
import Foundation
import HandheldCore

/// `handheld` with no subcommand: opens the playground window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the playground window (the default)."
    )

    @Option(help: "A scenario to open at start: its hierarchy and steps run, and you go on from there.")
    var open: String?

    func run() throws {
        let catalog = try DeviceCatalog.shipped()
        let status = MainActor.assumeIsolated {
            PlaygroundApplication(catalog: catalog, open: open).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
