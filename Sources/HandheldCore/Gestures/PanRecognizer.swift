/// A pan gesture recognizer, fed points and times in interface coordinates (POP-1).
public struct PanRecognizer: Equatable, Sendable {
    /// UIGestureRecognizer's states.
    public enum Phase: String, Equatable, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// One touch sample.
    public struct Sample: Equatable, Sendable {
        public var point: Point
        public var time: Double
    }

    /// How far a touch moves before a pan is recognised, in points (UIKit's is about 10).
    public static let hysteresis = 10.0
    /// Velocity is measured over the samples of the last this-many seconds.
    public static let velocityWindow = 0.1

    public private(set) var phase = Phase.possible
    public private(set) var samples: [Sample]
    /// Whether the touch began on the tips overlay, which owns it (TIP-8).
    public private(set) var beganOnTipsOverlay: Bool

    /// A touch went down.
    public init(at point: Point, time: Double, onTipsOverlay: Bool = false) {
        samples = [Sample(point: point, time: time)]
        beganOnTipsOverlay = onTipsOverlay
    }

    /// Where the touch went down.
    public var start: Point { samples[0].point }
    /// The latest point.
    public var location: Point { samples[samples.count - 1].point }
    /// How far the touch has moved from where it went down.
    public var translation: Point { Point(location.x - start.x, location.y - start.y) }

    /// Points per second over the last samples.
    public var velocity: Point {
        guard let last = samples.last else { return Point(0, 0) }
        let window = samples.filter { last.time - $0.time <= Self.velocityWindow + 1e-9 }
        guard let first = window.first, last.time > first.time else { return Point(0, 0) }
        let dt = last.time - first.time
        return Point((last.point.x - first.point.x) / dt, (last.point.y - first.point.y) / dt)
    }

    /// Whether the touch has moved far enough to be a pan.
    public var passedHysteresis: Bool {
        let t = translation
        return (t.x * t.x + t.y * t.y).squareRoot() >= Self.hysteresis
    }

    mutating func add(_ point: Point, time: Double) {
        samples.append(Sample(point: point, time: time))
        // Keep what velocity needs, and the start.
        if samples.count > 64 { samples.removeSubrange(1..<(samples.count - 32)) }
    }

    mutating func set(_ phase: Phase) { self.phase = phase }
}
