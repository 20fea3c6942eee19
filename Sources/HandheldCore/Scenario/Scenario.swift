/// A scenario file: a hierarchy, steps, and expectations, run headlessly (section 9).
public struct Scenario: Equatable, Sendable {
    /// Its name, printed in PASS/FAIL lines.
    public var name: String
    /// What it shows, for the gallery.
    public var readMe: String?
    /// The file it came from.
    public var file: String
    /// The device profile.
    public var device: DeviceProfile
    /// The iOS release whose rules apply (SPEC §10).
    public var ios: IOSVersion = .default
    /// The status bar mode at the start.
    public var mode: StatusBarMode
    /// The themes `nextTheme` cycles through; the first is current at the start (THEME-4).
    public var themes: [Theme]
    /// Tips wait their turn instead of replacing a timed one (TIP-6).
    public var tipQueue = false
    /// The window's root controller.
    public var root: ControllerSpec
    /// The steps, in order.
    public var steps: [ScenarioStep]
}

/// One step of a scenario.
public struct ScenarioStep: Equatable, Sendable {
    /// What the step does.
    public enum Kind: Equatable, Sendable {
        /// An action sent to the engine.
        case action(Action)
        /// Checks on the state.
        case expect(Expectation)
    }

    /// What a step marked `expectError` must fail with.
    public enum ExpectedError: Equatable, Sendable {
        /// Any error.
        case any
        /// An error whose message contains this text, ignoring case.
        case containing(String)
    }

    /// What the step does.
    public var kind: Kind
    /// The `op` as written.
    public var op: String
    /// Where the step starts in the file.
    public var location: TextPosition
    /// Set when the step must fail.
    public var expectedError: ExpectedError?
}
