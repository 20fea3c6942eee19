/// Measures text: the one thing the engine needs from outside (SPEC section 1). The app and
/// the renderer give it Pango; tests give it `ApproximateTextMeasurer`.
public protocol TextMeasuring: Sendable {
    /// The width in points of `text` set on one line at `size` points.
    func width(of text: String, size: Double, weight: TextRun.Weight) -> Double
}

/// A deterministic measurer: every character is 0.55 em wide (0.6 em when bold). Good enough
/// for layout rules, and the same on every machine.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: String, size: Double, weight: TextRun.Weight) -> Double {
        Double(text.count) * size * (weight == .regular ? 0.55 : 0.6)
    }
}
