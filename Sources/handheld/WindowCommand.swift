import ArgumentParser
import Foundation
import HandheldCore

/// `handheld` with no subcommand: opens the playground window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the playground window (the default)."
    )

    func run() throws {
        let catalog = try DeviceCatalog.shipped()
        let status = MainActor.assumeIsolated {
            PlaygroundApplication(catalog: catalog).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
