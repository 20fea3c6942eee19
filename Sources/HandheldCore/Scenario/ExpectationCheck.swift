/// One `expect` field that did not hold.
public struct Mismatch: Equatable, Sendable {
    /// Which field.
    public var field: String
    /// What the scenario expected.
    public var expected: JSONOutput
    /// What the engine has.
    public var actual: JSONOutput
    /// Which explanation tells why: style, hidden, or none.
    var concerns: Concern

    enum Concern { case style, hidden, ignored, bar, other }
}

/// Compares `expect` fields with the engine's settled state (section 9).
public enum ExpectationCheck {
    /// Every field of `expectation` that does not hold.
    public static func mismatches(_ expectation: Expectation, in engine: Engine) -> [Mismatch] {
        expectation.values.compactMap { name, expected in
            guard let field = ExpectField.named(name) else { return nil }
            let actual = field.read(engine, expectation.on)
            guard actual != expected else { return nil }
            if case .number(let a) = actual, case .number(let e) = expected, abs(a - e) < 0.01 { return nil }
            return Mismatch(field: name, expected: expected, actual: actual, concerns: field.concern)
        }
    }

    /// `expected F X, got Y; … (why: …)`, with the walk that explains the status bar fields.
    public static func describe(_ mismatches: [Mismatch], in engine: Engine) -> String {
        let parts = mismatches.map { tr("expected %s %s, got %s", $0.field, $0.expected.rendered(), $0.actual.rendered()) }
        let resolution = engine.state.statusBar.resolution
        var why: [String] = []
        if mismatches.contains(where: { $0.concerns == .style }) {
            why.append("style: " + resolution.styleSteps.map(\.description).joined(separator: " → "))
        }
        if mismatches.contains(where: { $0.concerns == .hidden }) {
            why.append("hidden: " + resolution.hiddenSteps.map(\.description).joined(separator: " → "))
        }
        if mismatches.contains(where: { $0.concerns == .ignored }) {
            let ignored = IgnoredPreferences.list(engine.state)
            why.append(ignored.isEmpty ? tr("every preference given is read (SB-11)") : ignored.map(\.description).joined(separator: "; "))
        }
        if mismatches.contains(where: { $0.concerns == .bar }), let (id, bar) = engine.state.appearanceInUse(on: nil) {
            why.append(bar.explained(for: id))
        }
        if let stale = engine.state.staleNote, mismatches.contains(where: { $0.concerns == .style || $0.concerns == .hidden }) {
            why.append(stale)
        }
        if mismatches.contains(where: { $0.concerns == .other }) {
            why.append(StateReport.summary(engine))
        }
        return parts.joined(separator: "; ") + " (why: " + why.joined(separator: "; ") + ")"
    }
}
