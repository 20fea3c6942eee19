/// A touch in the window moves along any path; a scenario's `drag` moves in a straight line at
/// constant speed. What a drag does depends only on which gesture its first 10 pt chose
/// (UI-6's dominant axis) and, on release, where it ended and how fast it moved (POP-3,
/// UI-6), so the window records the straight `drag` that does what the finger did: the same
/// ends and time first, then the same ends faster (after a `wait`, keeping the clock), then a
/// drag that does nothing, for a motion that changed nothing. Each is checked by running it.
public enum DragRecording {
    /// The step to record and when it starts, for a touch that went down at `from` at
    /// `start` on `before` and lifted at `to`, leaving `after`.
    /// `path` is where the finger was, times from `start` (UI-6's `path`): when no straight
    /// drag does what it did (a flick back, a turn), the path itself is recorded.
    public static func step(
        before: Engine, after: Engine, from: Point, to: Point, start: Double, path: [DragPoint] = []
    ) -> (action: Action, sentAt: Double) {
        let duration = rounded(max(after.state.now - start, 1.0 / 60))
        var candidates: [(Action, Double)] = [(.drag(from: from, to: to, duration: duration), start)]
        let distance = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        // Faster: a fling of the same ends, ending at the same moment.
        for speed in [600.0, 1500, 4000] where distance / speed < duration {
            let quick = rounded(max(1.0 / 60, distance / speed))
            candidates.append((.drag(from: from, to: to, duration: quick), start + duration - quick))
        }
        // The path as the finger drew it, to the millisecond and the tenth of a point.
        if let recorded = recordable(path), recorded.count > 2 { candidates.append((.dragAlong(recorded), start)) }
        // Nothing: a drag up and against the reading direction, which no gesture takes.
        let back = before.state.layoutDirection == .rtl ? 1.0 : -1.0
        candidates.append((.drag(from: from, to: Point(from.x + back * 8, from.y - 16), duration: duration), start))
        var settledAfter = after
        try? settledAfter.send(.settle)
        var fallback: (Action, Double)?
        for (action, sentAt) in candidates {
            var replay = before
            guard (try? replay.send(.wait(max(0, sentAt - replay.state.now)))) != nil,
                  (try? replay.send(action)) != nil else { continue }
            if sameMotion(replay.state, after.state) { return (action, sentAt) }
            try? replay.send(.settle)
            if fallback == nil, replay.state.hierarchy == settledAfter.state.hierarchy { fallback = (action, sentAt) }
        }
        let chosen = fallback ?? candidates[0]
        return (chosen.0, chosen.1)
    }

    /// The same hierarchy with the same motion running, if any, to the same end.
    private static func sameMotion(_ a: EngineState, _ b: EngineState) -> Bool {
        guard a.hierarchy == b.hierarchy else { return false }
        func kind(_ phase: InteractivePhase?) -> Int {
            switch phase {
            case nil: 0
            case .tracking: 1
            case .finishing: 2
            case .cancelling: 3
            }
        }
        return kind(a.interactivePop?.phase) == kind(b.interactivePop?.phase)
            && kind(a.interactiveDismissal?.phase) == kind(b.interactiveDismissal?.phase)
            && a.interactivePop?.navigation == b.interactivePop?.navigation
            && a.interactiveDismissal?.sheet == b.interactiveDismissal?.sheet
    }

    /// A path a file can hold: rounded, first at time 0, times strictly increasing.
    static func recordable(_ path: [DragPoint]) -> [DragPoint]? {
        var result: [DragPoint] = []
        for sample in path {
            let point = DragPoint(Point((sample.point.x * 10).rounded() / 10, (sample.point.y * 10).rounded() / 10),
                                  at: result.isEmpty ? 0 : rounded(sample.time))
            if let last = result.last, point.time <= last.time { continue }
            result.append(point)
        }
        return result.count >= 2 ? result : nil
    }

    /// Seconds to the millisecond, so saved files stay readable.
    public static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}

/// A finger on the window's screen, from press to release, and the step that records it: one
/// place for what the window records (issue 21: a touch is recorded at the moment it acts).
public struct TouchRecording: Sendable {
    /// Where and when the finger went down, and the engine then.
    public let start: Point
    public let startTime: Double
    public let before: Engine
    /// Where the finger has been, times from `startTime` (UI-6's `path`).
    public private(set) var path: [DragPoint]

    /// The finger went down at `point` on `engine` (before the press is sent to it).
    public init(at point: Point, engine: Engine) {
        start = point
        startTime = engine.state.now
        before = engine
        path = [DragPoint(point, at: 0)]
    }

    /// The finger moved to `point` at the engine's time.
    public mutating func moved(to point: Point, at time: Double) {
        path.append(DragPoint(point, at: time - startTime))
    }

    /// The step to record once the finger lifted at `point` and `after` has taken the release:
    /// a tap where and when it acted (the release: a press held still acts on lifting), or the
    /// drag that does what the finger did (DragRecording).
    public func released(at point: Point, releasedAt time: Double, after: Engine) -> (action: Action, sentAt: Double) {
        guard PanRecognizer.isPan(from: start, to: point) || path.contains(where: { PanRecognizer.isPan(from: start, to: $0.point) }) else {
            return (.tap(point), time)
        }
        var full = path
        full.append(DragPoint(point, at: time - startTime))
        return DragRecording.step(before: before, after: after, from: start, to: point, start: startTime, path: full)
    }
}
