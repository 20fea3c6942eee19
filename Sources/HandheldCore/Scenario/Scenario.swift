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
    /// The SDK the app is built with (VER-9); nil: the same as `ios`.
    public var sdk: IOSVersion?
    /// `ios` and `sdk` as the file gave them when they are not rule releases themselves ("16",
    /// "16.4": §10); nil otherwise.
    public var iosGiven: IOSRelease?
    public var sdkGiven: IOSRelease?
    /// How the app starts (VER-8).
    public var lifecycle = Lifecycle.scene
    /// BAR-8a: the user's glass setting, 0 (clear, the default) to 1 (tinted).
    public var glassTint = 0.0
    /// The status bar mode at the start.
    public var mode: StatusBarMode
    /// The themes `nextTheme` cycles through; the first is current at the start (THEME-4).
    public var themes: [Theme]
    /// The Info.plist keys it gives (section 9, SRC-3).
    public var infoPlist = InfoPlist()
    /// Tips wait their turn instead of replacing a timed one (TIP-6).
    public var tipQueue = false
    /// The window's root controller.
    public var root: ControllerSpec
    /// Where the file gives it.
    public var rootLocation = TextPosition(line: 1, column: 1)
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The fields given as `"unknown"` (section 9, SRC-6), in file order.
    public var unknowns: [UnknownField] = []
    /// Where the file sets `UIDesignRequiresCompatibility` in its `infoPlist` (VER-11's lint).
    public var compatibilityKeyLocation: TextPosition?
    /// Where the file gave each status bar preference (SB-11): `handheld lint` points there.
    public var preferenceSources: [PreferenceSource] = []

    /// The preference sources of steps, by step index: what each step gives found in O(1).
    public var preferenceSourcesByStep: [Int: [PreferenceSource]] {
        Dictionary(grouping: preferenceSources.filter { $0.step != nil }) { $0.step! }
    }

    /// The `chapter` steps: their index among the steps, and their titles.
    public var chapters: [(step: Int, title: String)] {
        steps.indices.compactMap { index in
            if case .chapter(let title) = steps[index].kind { return (index, title) }
            return nil
        }
    }

    /// The steps up to the end of chapter `number` (from 1): everything before the next
    /// `chapter` step. With no such chapter, every step.
    public func steps(throughChapter number: Int) -> [ScenarioStep] {
        let marks = chapters
        guard number >= 0, number < marks.count else { return steps }
        return Array(steps.prefix(marks[number].step))
    }
}

/// Where a scenario file gives a status bar preference: a controller's field, or a `set` step's.
public struct PreferenceSource: Equatable, Sendable {
    /// The step (from 0) that gives it; `nil` for the `root` hierarchy.
    public var step: Int?
    /// The controller; `nil` for a `set` step without a `target` (the top content controller
    /// when it runs).
    public var controller: String?
    /// UIKit's name: `preferredStatusBarStyle`, `prefersStatusBarHidden`,
    /// `preferredStatusBarUpdateAnimation`.
    public var preference: String
    /// Where the field's key stands.
    public var location: TextPosition
}

/// One step of a scenario.
public struct ScenarioStep: Equatable, Sendable {
    /// What the step does.
    public enum Kind: Equatable, Sendable {
        /// An action sent to the engine.
        case action(Action)
        /// Checks on the state.
        case expect(Expectation)
        /// A chapter begins here (`"op": "chapter"`): the window stops before each, and
        /// `handheld lint --chapter N` reads up to the end of one.
        case chapter(String)
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
    /// Where it came from in an app's sources, `FILE:LINE:COLUMN` (SRC-6).
    public var source: String?
}

/// A field an imported file gives as `"unknown"` (section 9): the sources did not say. `run`
/// takes UIKit's default; `lint` weighs every value in `values` (SRC-5).
public struct UnknownField: Equatable, Sendable {
    /// The controller it belongs to (a `set` step's target, or the controller it is on).
    public var controller: String?
    /// The field: `presentationStyle`.
    public var field: String
    /// Where the `"unknown"` stands.
    public var location: TextPosition
    /// The values it can take, as JSON literals (`"pageSheet"`, `true`, `null`).
    public var values: [String]

    /// `'episode'.presentationStyle`.
    public var name: String { "\(controller.map { "'\($0)'." } ?? "")\(field)" }
}
