import CGtk
import HandheldCore

/// Pictures of one moment side by side, each with a title and the lines that explain it: the
/// same session on several iOS versions (issue 12's `render --compare`, and the window's
/// side-by-side view). Each device is painted by the one painter.
public enum ComparisonImage {
    /// One panel: a title ("iOS 12"), the Scene, and its explanation.
    public struct Panel {
        public var title: String
        public var scene: Scene
        public var lines: [String]

        public init(title: String, scene: Scene, lines: [String]) {
            self.title = title
            self.scene = scene
            self.lines = lines
        }
    }

    static let margin = 24.0
    static let titleHeight = 34.0
    private static let titleMeasurer = PangoTextMeasurer()
    static let lineHeight = 16.0
    static let textSize = 12.0

    /// The size in points of the picture of `panels`, each `width` wide for its text.
    /// `textScale` enlarges the titles and explanations (the window's side-by-side view keeps
    /// them readable when the picture is zoomed out to fit).
    public static func size(_ panels: [Panel], frame: Bool, textScale: Double = 1) -> Point {
        let width = panels.map { panelWidth($0, frame: frame) }.reduce(margin, { $0 + $1 + margin })
        let height = panels.map { panelHeight($0, frame: frame, textScale: textScale) }.max() ?? 0
        return Point(width, height + 2 * margin)
    }

    static func panelWidth(_ panel: Panel, frame: Bool) -> Double { max(300, panel.scene.viewerSize(framed: frame).x) }

    static func panelHeight(_ panel: Panel, frame: Bool, textScale: Double = 1) -> Double {
        titleHeight * textScale + panel.scene.viewerSize(framed: frame).y + 12
            + Double(lineCount(panel, frame: frame, textScale: textScale)) * lineHeight * textScale
    }

    static func lineCount(_ panel: Panel, frame: Bool, textScale: Double = 1) -> Int {
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

    /// Paints the panels onto `cr` (in points), on a light page.
    public static func paint(_ panels: [Panel], frame: Bool, textScale: Double = 1, on cr: OpaquePointer) {
        let total = size(panels, frame: frame, textScale: textScale)
        cairo_set_source_rgb(cr, 0.96, 0.96, 0.97)
        cairo_rectangle(cr, 0, 0, total.x, total.y)
        cairo_fill(cr)
        guard let layout = ScenePainter.makeLayout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var x = margin
        for (index, panel) in panels.enumerated() {
            let width = panelWidth(panel, frame: frame)
            let picture = panel.scene.viewerSize(framed: frame)
            cairo_save(cr)
            cairo_translate(cr, x, margin)
            // A long title ("iOS 27, built with SDK 26") gets smaller until it fits, down to 11 pt.
            var titleSize = 20 * textScale
            while titleSize > 11 * textScale, titleMeasurer.width(of: panel.title, size: titleSize, weight: .bold) > width { titleSize -= 1 }
            ScenePainter.paintText(TextRun(panel.title, size: titleSize, weight: .bold, color: .black),
                                   in: Rect(0, 0, width, titleHeight * textScale - 6),
                                   on: cr, layout: layout)
            cairo_restore(cr)
            cairo_save(cr)
            ScenePainter.apply(viewer(of: index, in: panels, frame: frame, textScale: textScale), to: cr)
            if frame {
                ScenePainter.paint(panel.scene, on: cr, corners: .underFrame)
                ScenePainter.paintFrame(panel.scene, outside: .fill(Color(0.96, 0.96, 0.97)), on: cr)
            } else {
                ScenePainter.paint(panel.scene, on: cr, corners: .fill(Color(0.96, 0.96, 0.97)))
            }
            cairo_restore(cr)
            let lines = lineCount(panel, frame: frame, textScale: textScale)
            cairo_save(cr)
            cairo_translate(cr, x, margin + titleHeight * textScale + picture.y + 12)
            ScenePainter.paintText(TextRun(panel.lines.joined(separator: "\n"), size: textSize * textScale, color: Color(0.2, 0.2, 0.22),
                                           maxLines: lines),
                                   in: Rect(0, 0, width, Double(lines) * lineHeight * textScale), on: cr, layout: layout)
            cairo_restore(cr)
            x += width + margin
        }
    }
}

extension RenderedImage {
    /// An image of panels side by side (`render --compare`).
    public convenience init(comparing panels: [ComparisonImage.Panel], scale: Double, frame: Bool) {
        let size = ComparisonImage.size(panels, frame: frame)
        self.init(width: Int((size.x * scale).rounded()), height: Int((size.y * scale).rounded()), scale: scale) { cr in
            cairo_scale(cr, scale, scale)
            ComparisonImage.paint(panels, frame: frame, on: cr)
        }
    }
}
