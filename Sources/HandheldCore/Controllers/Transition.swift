/// How long a push, pop, present or dismiss animates (VC-3, VC-5).
public let transitionDuration = 0.35

/// An animated change of the hierarchy in flight. The hierarchy already shows the result;
/// this records what moves on screen until `end`.
public struct Transition: Equatable, Sendable {
    /// What kind of change.
    public enum Kind: String, Equatable, Sendable {
        case push, pop, present, dismiss
    }

    /// The navigation bar's hidden state before and after a push or pop (POP-4).
    public struct BarChange: Equatable, Sendable {
        public var before: Bool
        public var after: Bool
    }

    /// What kind of change.
    public var kind: Kind
    /// The navigation controller, for push and pop.
    public var navigation: String?
    /// The controller coming on screen.
    public var appearing: String?
    /// The controller leaving the screen.
    public var disappearing: String?
    /// When it started, on the engine's clock.
    public var start: Double
    /// How long it lasts.
    public var duration: Double
    /// Push and pop: the navigation bar's change (POP-4).
    public var navigationBarHidden: BarChange?
    /// The hierarchy just before the change, so what leaves can still be drawn leaving.
    public var previous: Hierarchy

    /// When it ends.
    public var end: Double { start + duration }

    /// Progress 0…1 at `time`, linear.
    public func progress(at time: Double) -> Double {
        duration <= 0 ? 1 : min(1, max(0, (time - start) / duration))
    }
}

/// A push or pop asked for while its navigation controller was transitioning (VC-4).
public enum NavigationRequest: Equatable, Sendable {
    case push(ControllerSpec, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setViewControllers([StackEntry], animated: Bool)

    /// A short description for the event log.
    public var summary: String {
        switch self {
        case .push(let spec, _): tr("push '%s'", spec.id)
        case .pop: "pop"
        case .popToRoot: "popToRoot"
        case .setViewControllers(let entries, _): tr("setViewControllers [%s]", entries.map(\.id).joined(separator: ", "))
        }
    }
}

/// A rotation in flight (DEV-3).
public struct RotationAnimation: Equatable, Sendable {
    /// The orientation before.
    public var from: InterfaceOrientation
    /// The orientation after.
    public var to: InterfaceOrientation
    /// When it started.
    public var start: Double

    /// DEV-3: a half turn (landscapeLeft ↔ landscapeRight, portrait ↔ portraitUpsideDown)
    /// keeps its bounds and takes twice as long, as UIKit doubles the duration.
    public var isHalfTurn: Bool { from != to && from.isLandscape == to.isLandscape }

    /// How long it animates.
    public var duration: Double { isHalfTurn ? 2 * rotationDuration : rotationDuration }

    /// When it ends.
    public var end: Double { start + duration }

    /// How far it has turned at `time`, 0…1, eased.
    public func progress(at time: Double) -> Double {
        Curve.easeInOut(min(1, max(0, (time - start) / duration)))
    }
}
