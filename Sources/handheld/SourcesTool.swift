import ArgumentParser
import Foundation
import HandheldCore

/// `handheld-sources`, the reader of an app's Swift sources (section 14), lives beside this
/// binary as a product of its own: swift-syntax is built only with it, so `make run` and the
/// window never wait for it (SRC-7).
enum SourcesTool {
    /// Its path, or nil with the words that say how to build it.
    static func path() -> Result<String, SourcesToolMissing> {
        // This executable as the system knows it, links resolved: run from PATH (a pre-commit
        // hook's `handheld lint`), `arguments[0]` is a bare name, and was looked up in the
        // current folder (issue 39).
        let exe = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : CommandLine.arguments[0]
        let here = URL(fileURLWithPath: exe).resolvingSymlinksInPath().deletingLastPathComponent()
        let tool = here.appendingPathComponent("handheld-sources").path
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            return .failure(SourcesToolMissing(message: tr("reading Swift sources needs the handheld-sources tool beside %s/handheld; build it once with `make lint-reader` in Handheld's folder (about a minute), or `make reader` for the fastest", here.path)))
        }
        return .success(tool)
    }

    /// Runs it with `arguments`, its output going where this one's goes; its exit status.
    static func run(_ arguments: [String]) throws -> Int32 {
        let tool: String
        switch path() {
        case .success(let found): tool = found
        case .failure(let missing):
            FileHandle.standardError.write(Data((missing.message + "\n").utf8))
            return 2
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HANDHELD_COMMAND_NAME"] = "handheld"
        process.environment = environment
        try process.run()
        // Issue 36: Ctrl+C, or a signal sent to `handheld` alone (a CI runner's timeout, `kill`),
        // stops the reader too; this process waits and exits as the reader did.
        let forwarded = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        let sources = forwarded.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { if process.isRunning { kill(process.processIdentifier, number) } }
            source.resume()
            return source
        }
        process.waitUntilExit()
        for (source, number) in zip(sources, forwarded) {
            source.cancel()
            signal(number, SIG_DFL)
        }
        // Stopped by a signal: the shell's convention, 128 plus its number.
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}

struct SourcesToolMissing: Error {
    var message: String
}

/// `handheld import PATH... --out FILE.json` (SRC-6): an app's screens as a scenario.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: tr("Write an iOS app's screens and flows, read from its Swift sources and storyboards, as a scenario (SRC-6)."))

    @Argument(help: ArgumentHelp(tr("The app's Swift files, folders or .xcodeproj.")))
    var paths: [String]

    @Option(help: ArgumentHelp(tr("The scenario to write; with several window roots, one file per root (FILE-Root.json).")))
    var out: String

    @Flag(help: ArgumentHelp(tr("Replace files at --out that handheld import did not write.")))
    var force = false

    func run() throws {
        throw ExitCode(try SourcesTool.run(["import"] + paths + ["--out", out] + (force ? ["--force"] : [])))
    }
}
