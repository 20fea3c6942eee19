/// How long a theme change cross-dissolves (THEME-5).
public let themeDissolveDuration = 0.3

/// A theme change's cross-dissolve in flight: the screen as it was, fading out over the new
/// one, as `UIView.transition(with: window, options: .transitionCrossDissolve)` does.
public struct ThemeDissolve: Equatable, Sendable {
    /// What was on screen when the theme changed (itself mid-dissolve, if one was running).
    public var snapshot: [Layer]
    /// When it started.
    public var start: Double

    /// When it ends.
    public var end: Double { start + themeDissolveDuration }

    /// The old picture's opacity at `time`: 1 at the start, 0 at the end.
    public func snapshotOpacity(at time: Double) -> Double {
        1 - Curve.easeInOut((time - start) / themeDissolveDuration)
    }
}
