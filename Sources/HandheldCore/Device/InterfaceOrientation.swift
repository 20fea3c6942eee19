/// The interface orientations of DEV-2.
public enum InterfaceOrientation: String, Equatable, Hashable, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    /// Home side on the left: the interface's top is the screen's physical left edge.
    case landscapeLeft
    case landscapeRight

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation after turning the device a quarter clockwise: its home side goes left
    /// first (landscapeLeft), then up, then right.
    public var rotatedRight: InterfaceOrientation {
        switch self {
        case .portrait: .landscapeLeft
        case .landscapeLeft: .portraitUpsideDown
        case .portraitUpsideDown: .landscapeRight
        case .landscapeRight: .portrait
        }
    }

    /// The orientation after turning the device a quarter counter-clockwise.
    public var rotatedLeft: InterfaceOrientation {
        switch self {
        case .portrait: .landscapeRight
        case .landscapeRight: .portraitUpsideDown
        case .portraitUpsideDown: .landscapeLeft
        case .landscapeLeft: .portrait
        }
    }
}

/// How long a rotation animates (DEV-3).
public let rotationDuration = 0.4
