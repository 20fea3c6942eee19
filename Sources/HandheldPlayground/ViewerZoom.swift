import HandheldCore
/// UI-7: how large the window paints the device. `fit` shrinks the picture into the pane
/// (never past 1 pt = 1 px); a fixed zoom paints it at that many pixels per point, and the
/// pane scrolls. The painter draws at the zoom itself, so text stays crisp at every level.
public enum ViewerZoom: Equatable, Sendable {
    case fit
    case fixed(Double)

    /// The fixed levels Ctrl+plus and Ctrl+minus step through; 1 is 1 pt = 1 px, and the
    /// device's scale (2 or 3) is its actual pixels.
    public static let levels: [Double] = [0.5, 0.75, 1, 1.5, 2, 3]

    /// Every choice, as the zoom menu lists them.
    public static let choices: [ViewerZoom] = [.fit] + levels.map { .fixed($0) }

    /// Pixels per point when the picture (`picture`, in points) is shown in a pane of `pane`
    /// pixels with `margin` pixels around it.
    public func scale(picture: (width: Double, height: Double), pane: (width: Double, height: Double), margin: Double = 16) -> Double {
        switch self {
        case .fit: max(0.05, min(1, (pane.width - margin) / picture.width, (pane.height - margin) / picture.height))
        case .fixed(let zoom): zoom
        }
    }

    /// The drawing area's size request for a picture of `picture` points shown at `zoom`: at a
    /// fixed zoom, the picture with its margin (the pane scrolls); to fit, little.
    public func areaRequest(picture: (width: Double, height: Double), zoom: Double, margin: Double) -> (width: Int32, height: Int32) {
        guard self != .fit else { return (240, 240) }
        return (Int32((picture.width * zoom + margin).rounded(.up)), Int32((picture.height * zoom + margin).rounded(.up)))
    }

    /// Ctrl+plus: the next level above what is shown now (`current`, pixels per point).
    public static func zoomedIn(from current: Double) -> ViewerZoom {
        .fixed(levels.first { $0 > current + 1e-6 } ?? levels[levels.count - 1])
    }

    /// Ctrl+minus: the next level below what is shown now.
    public static func zoomedOut(from current: Double) -> ViewerZoom {
        .fixed(levels.last { $0 < current - 1e-6 } ?? levels[0])
    }

    /// The menu's words: 1 pt = 1 px, and the actual pixels of a @2x and a @3x screen.
    public var label: String {
        switch self {
        case .fit: return tr("Fit")
        case .fixed(let zoom):
            let percent = "\(Int((zoom * 100).rounded())) %"
            if zoom == 1 { return tr("%s · 1 pt = 1 px", percent) }
            if zoom == 2 || zoom == 3 { return tr("%s · actual pixels", percent) }
            return percent
        }
    }
}
