/// Why a scenario failed: at which step, and what was seen.
public struct ScenarioFailure: Equatable, Sendable, CustomStringConvertible {
    /// The step, counted from 1 (0: the hierarchy could not be built).
    public var step: Int
    /// The step's op.
    public var op: String
    /// What went wrong, with expected and actual values and why.
    public var message: String

    /// `step N (op): message`.
    public var description: String { tr("step %s (%s): %s", step, op, message) }
}

/// What running a scenario gave.
public struct ScenarioOutcome: Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// The engine as it was at the end (or at the failing step).
    public var engine: Engine?
    /// The failure, if any.
    public var failure: ScenarioFailure?

    /// Whether every step held.
    public var passed: Bool { failure == nil }

    /// `PASS name` or `FAIL name: step N: …`.
    /// `FILE:LINE:COLUMN:` of the step that did not hold (the root for the hierarchy), for
    /// error lines that begin with the position.
    public var position: String {
        let step = failure.map { $0.step } ?? 0
        let location = step >= 1 && step <= scenario.steps.count ? scenario.steps[step - 1].location : scenario.rootLocation
        return "\(ShownText.escaped(scenario.file)):\(location.line):\(location.column)"
    }

    public var line: String {
        // What the file named is shown, never obeyed by a terminal (ShownText).
        // VER-8: an app that did not launch says why at the end of its line.
        let why = engine?.state.launched == false ? " — " + Lifecycle.refusal : ""
        if let failure { return ShownText.message("FAIL \(ShownText.name(tr(scenario.name))): \(failure)" + why) }
        return ShownText.message("PASS \(ShownText.name(tr(scenario.name)))" + why)
    }
}

/// A scenario run to one time after another (increasing), each answer what
/// `ScenarioRunner.run(scenario, until: time)` gives, without starting again for each (issue 21:
/// `record` ran the scenario from its start for every frame). It keeps the engine at the start
/// of the step the last time fell in and runs on from there.
public struct ScenarioPlayback {
    public let scenario: Scenario
    /// The engine before step `next`; nil when the hierarchy could not be built.
    private var checkpoint: Engine?
    private var next = 0
    /// The outcome once a step did not hold: every later time answers it.
    private var stopped: ScenarioOutcome?

    public init(_ scenario: Scenario) {
        self.scenario = scenario
        do {
            checkpoint = try ScenarioRunner.startingEngine(scenario)
        } catch {
            stopped = ScenarioOutcome(scenario: scenario, engine: nil,
                                      failure: ScenarioFailure(step: 0, op: "root", message: tr("cannot build the hierarchy: %s", error.description)))
        }
    }

    /// The scenario as it is at `time`; `time` is at least the last one asked for.
    public mutating func outcome(at time: Double) -> ScenarioOutcome {
        if let stopped { return stopped }
        guard var engine = checkpoint else { return ScenarioOutcome(scenario: scenario, engine: nil, failure: nil) }
        while next < scenario.steps.count {
            let step = scenario.steps[next]
            var trial = engine
            if case .action(let action) = step.kind, step.expectedError == nil {
                do {
                    if try trial.send(action, stoppingAt: time) {
                        // The time falls inside this step: the checkpoint stays before it.
                        return ScenarioOutcome(scenario: scenario, engine: trial, failure: nil)
                    }
                } catch {
                    stopped = ScenarioOutcome(scenario: scenario, engine: trial,
                                              failure: ScenarioFailure(step: next + 1, op: step.op, message: tr("the operation failed: %s", error.description)))
                    return stopped!
                }
            } else if let message = ScenarioRunner.perform(step, on: &trial) {
                stopped = ScenarioOutcome(scenario: scenario, engine: trial, failure: ScenarioFailure(step: next + 1, op: step.op, message: message))
                return stopped!
            }
            engine = trial
            checkpoint = trial
            next += 1
        }
        engine.advanceClock(to: time)
        return ScenarioOutcome(scenario: scenario, engine: engine, failure: nil)
    }
}

/// Runs scenarios headlessly on the engine (section 9).
public enum ScenarioRunner {
    /// Runs every step in order, stopping at the first that does not hold. With `time`, stops
    /// when the clock reaches it (mid-`wait` or mid-`settle` included), for rendering a frame.
    public static func run(_ scenario: Scenario, until time: Double? = nil) -> ScenarioOutcome {
        var engine: Engine
        do {
            engine = try startingEngine(scenario)
        } catch {
            return ScenarioOutcome(
                scenario: scenario, engine: nil,
                failure: ScenarioFailure(step: 0, op: "root", message: tr("cannot build the hierarchy: %s", error.description)))
        }
        for (index, step) in scenario.steps.enumerated() {
            // With `time`: a step that would move the clock past it stops there (a drag mid-way).
            if let time, case .action(let action) = step.kind, step.expectedError == nil {
                do {
                    if try engine.send(action, stoppingAt: time) {
                        return ScenarioOutcome(scenario: scenario, engine: engine, failure: nil)
                    }
                } catch {
                    return ScenarioOutcome(
                        scenario: scenario, engine: engine,
                        failure: ScenarioFailure(step: index + 1, op: step.op, message: tr("the operation failed: %s", error.description)))
                }
                continue
            }
            if let message = perform(step, on: &engine) {
                return ScenarioOutcome(
                    scenario: scenario, engine: engine,
                    failure: ScenarioFailure(step: index + 1, op: step.op, message: message))
            }
        }
        if let time { engine.advanceClock(to: time) }
        return ScenarioOutcome(scenario: scenario, engine: engine, failure: nil)
    }

    /// The engine a scenario starts from: its device, hierarchy, mode, themes, version and tips
    /// queue (`run` and `lint` both start here).
    static func startingEngine(_ scenario: Scenario) throws(EngineError) -> Engine {
        var engine = try Engine(device: scenario.device, root: scenario.root, mode: scenario.mode, themes: scenario.themes, ios: scenario.ios,
                                sdk: scenario.sdk, lifecycle: scenario.lifecycle, infoPlist: scenario.infoPlist,
                                glassTint: scenario.glassTint)
        if scenario.tipQueue { try engine.send(.setTipOptions(queue: true, animated: nil, tapToHide: nil)) }
        return engine
    }

    /// Performs one step; returns what went wrong, or `nil` when it held.
    static func perform(_ step: ScenarioStep, on engine: inout Engine) -> String? {
        switch step.kind {
        case .chapter:
            return nil
        case .expect(let expectation):
            // VER-8: an app that did not launch has nothing to check but that.
            if !engine.state.launched, expectation.values.contains(where: { $0.field != "launched" }) {
                guard let expected = step.expectedError else { return Lifecycle.refusal }
                if case .containing(let text) = expected, !Lifecycle.refusal.lowercased().contains(text.lowercased()) {
                    return tr("expected an error containing \"%s\", got \"%s\"", text, Lifecycle.refusal)
                }
                return nil
            }
            let mismatches = ExpectationCheck.mismatches(expectation, in: engine)
            guard !mismatches.isEmpty else {
                return step.expectedError == nil ? nil : tr("expected an error, got none")
            }
            return ExpectationCheck.describe(mismatches, in: engine)
        case .action(let action):
            let before = engine.state
            do {
                try engine.send(action)
            } catch {
                guard let expected = step.expectedError else {
                    return tr("the operation failed: %s", error.description)
                }
                if case .containing(let text) = expected,
                   !error.description.lowercased().contains(text.lowercased()) {
                    return tr("expected an error containing \"%s\", got \"%s\"", text, error.description)
                }
                // VC-4: a refused operation leaves everything exactly as it was.
                if engine.state != before {
                    return tr("the operation failed as expected (%s) but changed the state", error.description)
                }
                return nil
            }
            if step.expectedError != nil {
                return tr("expected an error, got none")
            }
            return nil
        }
    }
}
