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

extension PaneLayout {
    /// UI-8: the window's first size for a screen whose work area is `workArea` pixels (nil or
    /// zero: unknown): the area less a margin, from 1240 x 680 (a 1280 x 720 screen) up to
    /// 1440 x 900; less on a smaller screen.
    public static func windowSize(workArea: (width: Int32, height: Int32)?) -> (width: Int32, height: Int32) {
        var size: (width: Int32, height: Int32) = (1240, 680)
        guard let area = workArea else { return size }
        if area.width > 0 { size.width = min(max(size.width, area.width - 40), 1440, area.width) }
        if area.height > 0 { size.height = min(max(size.height, area.height - 40), 900, area.height - 30) }
        return size
    }
}
