import ArgumentParser
import Foundation
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
        // Issue 50, item 7: a bare word the window would refuse as "unexpected arguments" is a
        // command mistyped: say which one was meant.
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, let message = CommandSuggestion.unknown(first, commands: configuration.subcommands.map { $0._commandName }) {
            let usage = tr("Usage: handheld <command>, one of: %s (the window when none is given); see 'handheld --help'.",
                           configuration.subcommands.map { $0._commandName }.joined(separator: ", "))
            FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
            Foundation.exit(64)
        }
        main(nil)
    }
}

/// Issue 50, item 7: what a mistyped command was meant to be.
enum CommandSuggestion {
    /// The line for `word` when it is no command, no option and no file (the window takes no
    /// bare argument); nil when it is one of those.
    static func unknown(_ word: String, commands: [String]) -> String? {
        guard !word.hasPrefix("-"), !commands.contains(word), word != "help", !FileManager.default.fileExists(atPath: word) else { return nil }
        let near = commands.map { ($0, distance($0, word)) }.filter { $0.1 <= max(2, word.count / 3) }.min { $0.1 < $1.1 }
        if let near { return tr("unknown command '%s'; did you mean '%s'?", word, near.0) }
        return tr("unknown command '%s'", word)
    }

    /// Levenshtein distance (with an adjacent swap counted once).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var rows = [Array(0...y.count)]
        for i in 1...x.count {
            var row = [i] + Array(repeating: 0, count: y.count)
            for j in 1...y.count {
                row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { row[j] = min(row[j], rows[i - 2][j - 2] + 1) }
            }
            rows.append(row)
        }
        return rows[x.count][y.count]
    }
}

/// What `handheld --version` prints.
let handheldVersion = "handheld 0.50"
