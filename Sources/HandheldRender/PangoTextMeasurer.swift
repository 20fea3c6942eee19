import CGtk
import HandheldCore

/// Measures text with Pango, in the fonts and options the painter draws with.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    // NB: @unchecked because Pango objects are not thread-safe; one measurer is used from
    // one thread (the window's main thread, or the renderer's).
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer

    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        layout = ScenePainter.makeLayout(context)!
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func width(of text: String, size: Double, weight: TextRun.Weight) -> Double {
        ScenePainter.configure(layout, TextRun(text, size: size, weight: weight, color: .black), width: -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Double(logical.width) / ScenePainter.pangoScale
    }
}
