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

    /// Runs `scenario` once (to its end, or to the step that does not hold) and notes the times.
    public init(_ scenario: Scenario) {
        guard var engine = try? ScenarioRunner.startingEngine(scenario) else { return }
        for (index, step) in scenario.steps.enumerated() {
            let start = engine.state.now
            let failed = ScenarioRunner.perform(step, on: &engine) != nil
            entries.append(Entry(step: index + 1, op: step.op, start: start, end: engine.state.now))
            if case .action(let action) = step.kind, step.expectedError == nil {
                switch action {
                case .tap(let point): touches.append(Touch(start: start, duration: 0, from: point, to: point))
                case let .drag(from, to, duration): touches.append(Touch(start: start, duration: duration, from: from, to: to))
                case .dragAlong(let path): touches.append(Touch(start: start, path: path))
                default: break
                }
            }
            end = engine.state.now
            if failed { break }
        }
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
