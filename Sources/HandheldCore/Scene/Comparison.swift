/// Where things go in a picture of one moment side by side (issue 12's `render --compare` and
/// the window's side-by-side view): each panel's title, device and explanation. Geometry only,
/// so the playground places the window's picture without the painter (issue 50, item 17);
/// HandheldRender's ComparisonImage paints it.
public enum Comparison {
    /// One panel: a title ("iOS 12"), the Scene, and its explanation.
    public struct Panel: Equatable, Sendable {
        public var title: String
        public var scene: Scene
        public var lines: [String]

        public init(title: String, scene: Scene, lines: [String]) {
            self.title = title
            self.scene = scene
            self.lines = lines
        }
    }

    public static let margin = 24.0
    public static let titleHeight = 34.0
    public static let lineHeight = 16.0
    public static let textSize = 12.0

    /// The size in points of the picture of `panels`, each `width` wide for its text.
    /// `textScale` enlarges the titles and explanations (the window's side-by-side view keeps
    /// them readable when the picture is zoomed out to fit).
    public static func size(_ panels: [Panel], frame: Bool, textScale: Double = 1) -> Point {
        let width = panels.map { panelWidth($0, frame: frame) }.reduce(margin, { $0 + $1 + margin })
        let height = panels.map { panelHeight($0, frame: frame, textScale: textScale) }.max() ?? 0
        return Point(width, height + 2 * margin)
    }

    public static func panelWidth(_ panel: Panel, frame: Bool) -> Double { max(300, panel.scene.viewerSize(framed: frame).x) }

    static func panelHeight(_ panel: Panel, frame: Bool, textScale: Double = 1) -> Double {
        titleHeight * textScale + panel.scene.viewerSize(framed: frame).y + 12
            + Double(lineCount(panel, frame: frame, textScale: textScale)) * lineHeight * textScale
    }

    public static func lineCount(_ panel: Panel, frame: Bool, textScale: Double = 1) -> Int {
        // Long lines wrap: about 6.5 pt a character at 12 pt.
        let perLine = max(8, Int(panelWidth(panel, frame: frame) / (6.5 * textScale)))
        return panel.lines.reduce(0) { $0 + max(1, ($1.count + perLine - 1) / perLine) }
    }

    /// The transform from panel `index`'s portrait screen points to the picture's points.
    public static func viewer(of index: Int, in panels: [Panel], frame: Bool, textScale: Double = 1) -> Transform {
        var x = margin
        for panel in panels.prefix(index) { x += panelWidth(panel, frame: frame) + margin }
        let panel = panels[index]
        let picture = panel.scene.viewerSize(framed: frame)
        return Transform.translation(x + (panelWidth(panel, frame: frame) - picture.x) / 2, margin + titleHeight * textScale)
            .concatenating(panel.scene.viewerTransform(framed: frame))
    }
}
