import ArgumentParser
import HandheldCore

/// The `handheld` command: the window by default; `run`, `render` and `lint` headlessly.
@main
struct Handheld: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handheld",
        abstract: tr("An iOS status bar, navigation and presentation playground."),
        // Issue 50: `handheld --version`.
        version: handheldVersion,
        subcommands: [WindowCommand.self, RunCommand.self, RenderCommand.self, RecordCommand.self, LintCommand.self, ImportCommand.self],
        defaultSubcommand: WindowCommand.self
    )

    /// The user's language first (issue 25), then the command.
    static func main() {
        Localization.start()
        main(nil)
    }
}

/// What `handheld --version` prints.
let handheldVersion = "handheld 0.50"
