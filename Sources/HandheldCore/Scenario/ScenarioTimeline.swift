/// A scenario's steps on the engine's clock: when each began and ended, where its touches
/// were, and when it all ends (`handheld record`, UI-9's time line).
public struct ScenarioTimeline: Sendable {
    /// One step: its index in the file, its op, and the clock when it began and ended.
    public struct Entry: Equatable, Sendable {
        public var step: Int
        public var op: String
        public var start: Double
        public var end: Double
    }

    /// A finger on the screen: a tap (no duration) or a drag, in interface points.
    public struct Touch: Equatable, Sendable {
        public var start: Double
        /// The finger's path, times from `start`: one point for a tap.
        public var path: [DragPoint]

        public init(start: Double, path: [DragPoint]) {
            self.start = start
            self.path = path
        }

        public init(start: Double, duration: Double, from: Point, to: Point) {
            self.init(start: start, path: duration <= 0 ? [DragPoint(from, at: 0)] : [DragPoint(from, at: 0), DragPoint(to, at: duration)])
        }

        public var duration: Double { path.last?.time ?? 0 }

        /// How long a tap's dot stays, so a frame can show it.
        public static let tapShown = 0.2

        /// Where the finger is at `time`, if it is down then (a tap shows for a moment).
        public func point(at time: Double) -> Point? {
            if duration <= 0 { return time >= start && time <= start + Self.tapShown ? path.first?.point : nil }
            guard time >= start, time <= start + duration else { return nil }
            let local = time - start
            guard let index = path.indices.dropFirst().first(where: { path[$0].time >= local }) else { return path.last?.point }
            let a = path[index - 1], b = path[index]
            let t = (local - a.time) / (b.time - a.time)
            return Point(a.point.x + (b.point.x - a.point.x) * t, a.point.y + (b.point.y - a.point.y) * t)
        }
    }

    public private(set) var entries: [Entry] = []
    public private(set) var touches: [Touch] = []
    /// The clock when the last step that ran ended.
    public private(set) var end = 0.0

    /// The steps noted so far, and the engine after the last of them (nil once one did not
    /// hold, or when the hierarchy could not be built): a longer session is noted from there.
    private var noted: [ScenarioStep] = []
    private var engine: Engine?
    private var scenarioStart: Scenario?
    /// The engine before every `checkpointStride`-th noted step that ran: any moment is reached
    /// from the checkpoint before it (UI-9's scrubber, issue 22) in the time of a few steps,
    /// however long the session. The engine is a value of persistent parts: a checkpoint shares
    /// what did not change, and one every few steps keeps a long session's memory small.
    private var checkpoints: [Engine] = []
    static let checkpointStride = 8
    /// The step that did not hold, and the outcome there.
    private var failure: (index: Int, outcome: ScenarioOutcome)?

    /// Runs `scenario` once (to its end, or to the step that does not hold) and notes the times.
    public init(_ scenario: Scenario) {
        scenarioStart = scenario
        engine = try? ScenarioRunner.startingEngine(scenario)
        note(scenario.steps)
    }

    /// The time line of `scenario`, from this one when `scenario` only adds steps to what this
    /// one noted (the window's session grows a step per action: O(new steps), not O(all),
    /// issue 21); else noted again from its start.
    public func extended(to scenario: Scenario) -> ScenarioTimeline {
        guard let start = scenarioStart, start.root == scenario.root, start.ios == scenario.ios, start.device == scenario.device,
              start.mode == scenario.mode, start.infoPlist == scenario.infoPlist, start.themes == scenario.themes,
              scenario.steps.count >= noted.count, Array(scenario.steps.prefix(noted.count)) == noted else {
            return ScenarioTimeline(scenario)
        }
        var timeline = self
        timeline.note(Array(scenario.steps.dropFirst(noted.count)))
        return timeline
    }

    private mutating func note(_ steps: [ScenarioStep]) {
        for step in steps {
            let index = noted.count
            noted.append(step)
            guard var current = engine else { continue }
            if entries.count % Self.checkpointStride == 0 { checkpoints.append(current) }
            let start = current.state.now
            let message = ScenarioRunner.perform(step, on: &current)
            let failed = message != nil
            if let message, var scenario = scenarioStart {
                scenario.steps = noted
                failure = (index, ScenarioOutcome(scenario: scenario, engine: current,
                                                  failure: ScenarioFailure(step: index + 1, op: step.op, message: message)))
            }
            entries.append(Entry(step: index + 1, op: step.op, start: start, end: current.state.now))
            if case .action(let action) = step.kind, step.expectedError == nil {
                switch action {
                case .tap(let point): touches.append(Touch(start: start, duration: 0, from: point, to: point))
                case let .drag(from, to, duration): touches.append(Touch(start: start, duration: duration, from: from, to: to))
                case .dragAlong(let path): touches.append(Touch(start: start, path: path))
                default: break
                }
            }
            end = current.state.now
            engine = failed ? nil : current
        }
    }

    /// The session as it is at `time`: what `ScenarioRunner.run(scenario, until: time)` gives,
    /// run from the checkpoint before the step `time` falls in.
    public func outcome(at time: Double) -> ScenarioOutcome? {
        guard var scenario = scenarioStart else { return nil }
        scenario.steps = noted
        // The first step that ends after `time`: every one before it ran whole by then.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].end > time { high = middle } else { low = middle + 1 }
        }
        if let failure, low >= failure.index { return failure.outcome }
        guard low < entries.count else {
            guard var last = engine else { return nil }
            last.advanceClock(to: time)
            return ScenarioOutcome(scenario: scenario, engine: last, failure: nil)
        }
        let base = low / Self.checkpointStride
        guard base < checkpoints.count else { return nil }
        var current = checkpoints[base]
        // The steps from the checkpoint to this one ran whole by `time`.
        for index in (base * Self.checkpointStride)..<low { _ = ScenarioRunner.perform(noted[index], on: &current) }
        let step = noted[low]
        if case .action(let action) = step.kind, step.expectedError == nil {
            _ = try? current.send(action, stoppingAt: time)
        } else {
            _ = ScenarioRunner.perform(step, on: &current)
        }
        return ScenarioOutcome(scenario: scenario, engine: current, failure: nil)
    }

    /// Where a finger is at `time`, if one is down.
    public func touch(at time: Double) -> Point? {
        touches.lazy.compactMap { $0.point(at: time) }.first
    }
}

extension Scene {
    /// The scene with a translucent dot where a finger touches (`record --touches`), drawn in
    /// the interface's coordinates so it turns with it.
    public func showingTouch(at point: Point) -> Scene {
        var scene = self
        guard let index = scene.layers.firstIndex(where: { $0.name == "interface" }) else { return scene }
        let radius = 22.0
        scene.layers[index].sublayers.append(
            Layer("touch", frame: Rect(point.x - radius, point.y - radius, radius * 2, radius * 2),
                  content: .fill(Color(hex: 0x808080, alpha: 0.55), cornerRadius: radius)))
        return scene
    }
}
