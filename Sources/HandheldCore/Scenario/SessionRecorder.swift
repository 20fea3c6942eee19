/// Remembers what was done in the window, with when (on the engine's clock), so it can be
/// saved as a scenario that `handheld run` replays to the same state.
public struct SessionRecorder: Sendable {
    /// The device at the start.
    public private(set) var device: DeviceProfile
    /// The iOS release at the start.
    public private(set) var ios: IOSVersion
    /// The mode at the start.
    public private(set) var mode: StatusBarMode
    /// The window's root at the start.
    public private(set) var root: ControllerSpec
    /// The theme list at the start; its first is current.
    public private(set) var themes: [Theme]
    /// The SDK the app is built with (VER-9), as the opened file said; nil: `ios`'s.
    public var sdk: IOSVersion?
    /// The app's Info.plist keys (section 9).
    public var infoPlist = InfoPlist()
    /// Tips wait their turn from the start (TIP-6), as the opened file said.
    public var tipQueue = false
    /// How the app starts (VER-8) and the user's glass setting (BAR-8a), as the opened file said.
    public var lifecycle = Lifecycle.scene
    public var glassTint = 0.0
    /// The steps so far: actions, with `wait` for the time between them.
    public private(set) var steps: [ScenarioStep] = []
    /// The engine time when the last recorded step ended.
    private var clock = 0.0

    private static let origin = TextPosition(line: 1, column: 1)

    /// A session starting from this hierarchy at time 0.
    public init(device: DeviceProfile, ios: IOSVersion = .default, mode: StatusBarMode, root: ControllerSpec, themes: [Theme]) {
        self.device = device
        self.ios = ios
        self.mode = mode
        self.root = root
        self.themes = themes
    }

    /// A session that starts by replaying a scenario's actions as far as they ran (its
    /// expectations and refused steps change nothing and are left out).
    public init(replaying outcome: ScenarioOutcome) {
        let scenario = outcome.scenario
        self.init(device: scenario.device, ios: scenario.ios, mode: scenario.mode, root: scenario.root, themes: scenario.themes)
        infoPlist = scenario.infoPlist
        sdk = scenario.sdk
        lifecycle = scenario.lifecycle
        glassTint = scenario.glassTint
        tipQueue = scenario.tipQueue
        let ran = outcome.failure.map { max(0, $0.step - 1) } ?? scenario.steps.count
        steps = scenario.steps.prefix(ran).filter { step in
            if case .action = step.kind { return step.expectedError == nil }
            return false
        }
        clock = outcome.engine?.state.now ?? 0
    }

    /// Records an action the engine accepted: sent at `time`, with the clock at `after`
    /// once it was done (a `settle` or `wait` moves it).
    public mutating func record(_ action: Action, sentAt time: Double, finishedAt after: Double) {
        // Waits to the millisecond (the window's clock moves in whole milliseconds), so saved
        // files stay readable.
        let gap = DragRecording.rounded(time - clock)
        if gap > 0 {
            steps.append(ScenarioStep(kind: .action(.wait(gap)), op: "wait", location: Self.origin))
        }
        steps.append(ScenarioStep(kind: .action(action), op: "", location: Self.origin))
        clock = max(time, after)
    }

    /// UI-9: acting after scrubbing back cuts the future, like an undo history: the session
    /// keeps the steps (its own, then `future`, a file's steps not yet run) that ended by
    /// `time`; the next action is recorded after a wait up to `time`.
    /// Returns the steps cut off.
    @discardableResult
    public mutating func cut(at time: Double, future: [ScenarioStep] = []) -> [ScenarioStep] {
        var all = replay(on: build)
        all.steps = steps + future
        let ended = ScenarioTimeline(all).entries.prefix { $0.end <= time + 1e-9 }
        steps = Array(all.steps.prefix(ended.count))
        clock = ended.last?.end ?? 0
        return Array(all.steps.dropFirst(ended.count))
    }

    /// The system and SDK the session runs on.
    public var build: Build { Build(ios: ios, sdk: sdk) }

    /// The session's steps alone on another system or SDK, to run again there (the window's
    /// version and SDK choosers, its side-by-side view).
    public func replay(on build: Build) -> Scenario {
        var scenario = Scenario(name: tr("the session on %s", build.name), readMe: nil, file: tr("the session"), device: device, mode: mode,
                                themes: themes, root: root, steps: steps)
        scenario.ios = build.ios
        scenario.sdk = build.sdk == build.ios ? nil : build.sdk
        scenario.lifecycle = lifecycle
        scenario.glassTint = glassTint
        scenario.infoPlist = infoPlist
        scenario.tipQueue = tipQueue
        return scenario
    }

    /// Runs the session's steps again on another system or SDK, checked as a file for it would
    /// be (VER-4, VER-11): the outcome, or why it cannot run there.
    public func run(on build: Build, catalog: DeviceCatalog) -> Result<ScenarioOutcome, DataFileError> {
        let text = ScenarioEncoder.json(replay(on: build)).rendered()
        do {
            return .success(ScenarioRunner.run(try ScenarioDecoder.decode(text, file: tr("the session"), catalog: catalog)))
        } catch {
            return .failure(error)
        }
    }

    /// The session as a scenario: its steps, then `settle` and an `expect` of everything the
    /// settled engine shows.
    public func scenario(name: String, file: String, settledEngine: Engine) -> Scenario {
        var all = steps
        all.append(ScenarioStep(kind: .action(.settle), op: "settle", location: Self.origin))
        all.append(ScenarioStep(kind: .expect(Expectation(describing: settledEngine)), op: "expect", location: Self.origin))
        var scenario = Scenario(name: name, readMe: tr("Saved from the Handheld window."), file: file, device: device, mode: mode,
                                themes: themes, root: root, steps: all)
        scenario.ios = ios
        scenario.sdk = sdk
        scenario.lifecycle = lifecycle
        scenario.glassTint = glassTint
        scenario.infoPlist = infoPlist
        scenario.tipQueue = tipQueue
        return scenario
    }
}
