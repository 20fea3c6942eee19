import Foundation
import HandheldCore

/// Ctrl+C (SIGINT) and the window's Cancel (SIGTERM) while recording (issue 34): the signal
/// only marks the recording stopped; the frame loop sees it, throws, and the temporary files
/// are removed on the way out, so nothing half-written is left.
final class Cancellation: @unchecked Sendable {
    nonisolated(unsafe) private static var signalled: sig_atomic_t = 0

    /// Watches SIGINT and SIGTERM from now on.
    static func watchingSignals() -> Cancellation {
        let handler: @convention(c) (Int32) -> Void = { _ in Cancellation.signalled = 1 }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        return Cancellation()
    }

    /// Throws once a signal came.
    func check() throws {
        guard Self.signalled == 0 else { throw RecordCommand.Failure(message: tr("record: stopped; nothing was written"), status: 130) }
    }
}

/// How far a recording is: on a terminal, one line rewritten in place; with `--progress`, a
/// line a frame ("frame 12 of 300") that the window reads.
final class ProgressReport {
    let total: Int
    let lines: Bool
    private let terminal = isatty(STDERR_FILENO) != 0
    private var shown = false

    init(total: Int, lines: Bool) {
        self.total = total
        self.lines = lines
    }

    func frame(_ number: Int) {
        if lines {
            FileHandle.standardError.write(Data("frame \(number) of \(total)\n".utf8))
        } else if terminal {
            FileHandle.standardError.write(Data("\r\(tr("recording frame %s of %s", number, total))".utf8))
            shown = true
        }
    }

    /// Ends the terminal's line.
    func finish() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
