/// How the window's width is shared between its three panes at first launch (UI-8, issue 34):
/// the device, the controls' column and the inspector, side by side. The inspector is what
/// people read most ("why is my status bar white?"), so it never starts as a sliver: it gets
/// at least `inspectorMinimum`, the device about a third, the controls their column.
public struct PaneLayout: Equatable, Sendable {
    /// The controls' column: its widest row (choosers cut their chosen item; titles wrap).
    public static let controlsWidth = 350.0
    /// Wide enough for the explanation's longest identifiers, at the default monospace font.
    public static let inspectorMinimum = 400.0
    /// The device pane's least width (its size request).
    public static let deviceMinimum = 300.0
    /// The two dividers' handles.
    static let handles = 12.0

    /// The device pane's width: the first divider's position.
    public var device: Double
    /// The controls' width: the second divider's position, in the pane right of the first.
    public var controls: Double
    /// What is left for the inspector.
    public var inspector: Double

    public init(windowWidth: Double) {
        controls = Self.controlsWidth
        let shared = windowWidth - controls - Self.handles
        // A third of the window for the device, but never at the inspector's cost.
        device = max(Self.deviceMinimum, min((windowWidth / 3).rounded(), shared - Self.inspectorMinimum))
        inspector = shared - device
    }
}
