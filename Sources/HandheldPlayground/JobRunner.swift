import Foundation
import HandheldCore

/// Runs a job's command (issue 34), collecting what it prints and says as it goes; the window
/// polls it from its main loop to show the progress, and Cancel stops it (SIGTERM: the command
/// removes what it had begun). Foundation only: tested without a display.
public final class JobRunner {
    private let process = Process()
    private let said = Collected()
    private let printed = Collected()
    private var cancelled = false
    /// Set when the command could not start.
    private var failure: String?
    private var ended: JobEnd?

    public init(_ job: Job) {
        process.executableURL = URL(fileURLWithPath: job.tool)
        process.arguments = job.arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let (said, printed) = (said, printed)
        errors.fileHandleForReading.readabilityHandler = { handle in said.append(handle.availableData) }
        output.fileHandleForReading.readabilityHandler = { handle in printed.append(handle.availableData) }
        do {
            try process.run()
        } catch {
            failure = tr("cannot run %s: %s", job.tool, error.localizedDescription)
        }
    }

    /// How far it is.
    public var progress: JobProgress { JobProgress(said: said.text) }

    /// Stops the command; false when it was not running.
    @discardableResult
    public func cancel() -> Bool {
        guard process.isRunning, !cancelled else { return false }
        cancelled = true
        process.terminate()
        return true
    }

    /// How it ended, once it has; nil while it runs.
    public func end() -> JobEnd? {
        if let failure { return .failedToStart(failure) }
        if let ended { return ended }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        for (pipe, collected) in [(process.standardError, said), (process.standardOutput, printed)] {
            guard let pipe = pipe as? Pipe else { continue }
            pipe.fileHandleForReading.readabilityHandler = nil
            collected.append(pipe.fileHandleForReading.readDataToEndOfFile())
        }
        ended = cancelled ? .cancelled : .exited(process.terminationStatus, printed: printed.text, said: said.text)
        return ended
    }
}

/// What a command wrote, appended from Foundation's reading thread, read on the main one.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
