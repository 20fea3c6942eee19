/// One line of the event log the inspector shows (UI-4).
public struct LogEntry: Equatable, Sendable, CustomStringConvertible {
    /// What kind of event.
    public enum Kind: String, Equatable, Sendable {
        /// An operation that was carried out.
        case operation
        /// An operation refused with an error; nothing changed.
        case error
        /// A call that UIKit would ignore in this mode (SB-1, SB-10).
        case ignored
        /// An operation waiting for a transition to end (VC-4).
        case queued
        /// The status bar changed.
        case statusBar
        /// Anything else worth knowing.
        case note
    }

    /// When, on the engine's clock.
    public var time: Double
    /// What kind.
    public var kind: Kind
    /// What happened, in words.
    public var message: String

    public var description: String {
        "[\(JSONOutput.seconds(time))s] \(kind.rawValue): \(message)"
    }

    /// The line the inspector shows: the kind in the reader's language (`description`, with
    /// the kind's raw value, is what `--state` writes).
    public var shown: String {
        tr("[%ss] %s: %s", JSONOutput.seconds(time), kind.label, message)
    }
}

extension LogEntry.Kind {
    /// The kind in words, translated.
    public var label: String {
        switch self {
        case .operation: tr("operation")
        case .error: tr("error")
        case .ignored: tr("ignored")
        case .queued: tr("queued")
        case .statusBar: tr("status bar")
        case .note: tr("note")
        }
    }
}
