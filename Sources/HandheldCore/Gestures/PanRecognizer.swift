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
    /// Velocity is measured over the samples of the last this-many seconds (a person's touch).
    public static let velocityWindow = 0.1
    /// A scenario's drag releases with the velocity of its last 1/60 s (UI-6's `path`).
    public static let scriptedVelocityWindow = 1.0 / 60

    /// This pan's window for velocity.
    public var velocityWindow = PanRecognizer.velocityWindow

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
        // The earliest sample in the window; when samples lie further apart than the window
        // (or the release repeats the last move's time), the latest one before the last time.
        var first = samples.first { last.time - $0.time <= velocityWindow + 1e-9 }
        if first.map({ last.time - $0.time < 1e-9 }) ?? true { first = samples.last { $0.time < last.time - 1e-9 } }
        guard let first, last.time > first.time else { return Point(0, 0) }
        let dt = last.time - first.time
        return Point((last.point.x - first.point.x) / dt, (last.point.y - first.point.y) / dt)
    }

    /// Whether the touch has moved far enough to be a pan.
    public var passedHysteresis: Bool { Self.isPan(from: start, to: location) }

    /// UI-6's one rule for tap against drag: a touch that moved less than 10 pt (straight-line
    /// distance) is a tap. The window asks this too.
    public static func isPan(from start: Point, to end: Point) -> Bool {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        return (dx * dx + dy * dy).squareRoot() >= hysteresis
    }

    mutating func add(_ point: Point, time: Double) {
        samples.append(Sample(point: point, time: time))
        // Keep what velocity needs, and the start.
        if samples.count > 64 { samples.removeSubrange(1..<(samples.count - 32)) }
    }

    mutating func set(_ phase: Phase) { self.phase = phase }
}
