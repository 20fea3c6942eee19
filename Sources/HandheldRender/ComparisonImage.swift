import CGtk
import HandheldCore

/// Pictures of one moment side by side, each with a title and the lines that explain it: the
/// same session on several iOS versions (issue 12's `render --compare`, and the window's
/// side-by-side view). Each device is painted by the one painter.
public enum ComparisonImage {
    public typealias Panel = Comparison.Panel

    private static let titleMeasurer = PangoTextMeasurer()

    /// Paints the panels onto `cr` (in points), on a light page.
    public static func paint(_ panels: [Panel], frame: Bool, textScale: Double = 1, on cr: OpaquePointer) {
        let total = Comparison.size(panels, frame: frame, textScale: textScale)
        cairo_set_source_rgb(cr, 0.96, 0.96, 0.97)
        cairo_rectangle(cr, 0, 0, total.x, total.y)
        cairo_fill(cr)
        guard let layout = ScenePainter.makeLayout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var x = Comparison.margin
        for (index, panel) in panels.enumerated() {
            let width = Comparison.panelWidth(panel, frame: frame)
            let picture = panel.scene.viewerSize(framed: frame)
            cairo_save(cr)
            cairo_translate(cr, x, Comparison.margin)
            // A long title ("iOS 27, built with SDK 26") gets smaller until it fits, down to 11 pt.
            var titleSize = 20 * textScale
            while titleSize > 11 * textScale, titleMeasurer.width(of: panel.title, size: titleSize, weight: .bold) > width { titleSize -= 1 }
            ScenePainter.paintText(TextRun(panel.title, size: titleSize, weight: .bold, color: .black),
                                   in: Rect(0, 0, width, Comparison.titleHeight * textScale - 6),
                                   on: cr, layout: layout)
            cairo_restore(cr)
            cairo_save(cr)
            ScenePainter.apply(Comparison.viewer(of: index, in: panels, frame: frame, textScale: textScale), to: cr)
            if frame {
                ScenePainter.paint(panel.scene, on: cr, corners: .underFrame)
                ScenePainter.paintFrame(panel.scene, outside: .fill(Color(0.96, 0.96, 0.97)), on: cr)
            } else {
                ScenePainter.paint(panel.scene, on: cr, corners: .fill(Color(0.96, 0.96, 0.97)))
            }
            cairo_restore(cr)
            let lines = Comparison.lineCount(panel, frame: frame, textScale: textScale)
            cairo_save(cr)
            cairo_translate(cr, x, Comparison.margin + Comparison.titleHeight * textScale + picture.y + 12)
            ScenePainter.paintText(TextRun(panel.lines.joined(separator: "\n"), size: Comparison.textSize * textScale, color: Color(0.2, 0.2, 0.22),
                                           maxLines: lines),
                                   in: Rect(0, 0, width, Double(lines) * Comparison.lineHeight * textScale), on: cr, layout: layout)
            cairo_restore(cr)
            x += width + Comparison.margin
        }
    }
}

extension RenderedImage {
    /// An image of panels side by side (`render --compare`).
    public convenience init(comparing panels: [ComparisonImage.Panel], scale: Double, frame: Bool) {
        let size = Comparison.size(panels, frame: frame)
        self.init(width: Int((size.x * scale).rounded()), height: Int((size.y * scale).rounded()), scale: scale) { cr in
            cairo_scale(cr, scale, scale)
            ComparisonImage.paint(panels, frame: frame, on: cr)
        }
    }
}
