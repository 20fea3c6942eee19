/// How long a theme change cross-dissolves (THEME-5).
public let themeDissolveDuration = 0.3

/// A theme change's cross-dissolve in flight: the screen as it was, fading out over the new
/// one, as `UIView.transition(with: window, options: .transitionCrossDissolve)` does.
///
/// It keeps the state that was on screen, not a picture of it: the Scene draws the old
/// picture from that state with the caller's text measurer, the same way it draws the new.
public struct ThemeDissolve: Equatable, Sendable {
    private let old: StateBox
    /// When it started.
    public let start: Double

    /// Starts a dissolve from `previous`, the state on screen when the theme changed. If that
    /// state was itself mid-dissolve, its picture keeps that dissolve, but not one more level:
    /// the nesting stays bounded however many changes come in a row.
    init(from previous: EngineState, start: Double) {
        var previous = previous
        if let inner = previous.themeDissolve {
            var older = inner.previous
            older.themeDissolve = nil
            previous.themeDissolve = ThemeDissolve(flat: older, start: inner.start)
        }
        old = StateBox(previous)
        self.start = start
    }

    private init(flat previous: EngineState, start: Double) {
        old = StateBox(previous)
        self.start = start
    }

    /// The state whose picture fades out, as it was when the theme changed.
    public var previous: EngineState { old.state }

    /// When it ends.
    public var end: Double { start + themeDissolveDuration }

    /// The old picture's opacity at `time`: 1 at the start, 0 at the end.
    public func snapshotOpacity(at time: Double) -> Double {
        1 - Curve.easeInOut((time - start) / themeDissolveDuration)
    }
}

/// Holds a state inside a state (a value cannot contain itself).
private final class StateBox: Equatable, Sendable {
    let state: EngineState

    init(_ state: EngineState) {
        self.state = state
    }

    static func == (left: StateBox, right: StateBox) -> Bool {
        left === right || left.state == right.state
    }
}
