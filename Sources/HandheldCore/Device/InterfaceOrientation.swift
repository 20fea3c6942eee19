/// The interface orientations of DEV-2.
public enum InterfaceOrientation: String, Equatable, Hashable, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    /// Home side on the left: the interface's top is the screen's physical left edge.
    case landscapeLeft
    case landscapeRight

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How long a rotation animates (DEV-3).
public let rotationDuration = 0.4
