import CGtk
import HandheldCore

/// Keeps the bitmap of one layer that carries a `rasterKey` (a theme cross-dissolve's old
/// picture), so a painter that paints frame after frame paints it once. The window holds one;
/// a single rendered image needs none.
public final class PaintCache {
    private var key: String?
    private var pixelsPerPoint = 0.0
    private var surface: OpaquePointer?

    public init() {}

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The layer's bitmap at the context's resolution, painted now if not kept yet.
    func bitmap(for key: String, layer: Layer, like cr: OpaquePointer) -> OpaquePointer? {
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        if key == self.key, abs(scale - pixelsPerPoint) < 1e-9, let surface { return surface }
        if let surface { cairo_surface_destroy(surface) }
        let width = Int32((layer.frame.width * scale).rounded(.up))
        let height = Int32((layer.frame.height * scale).rounded(.up))
        guard width > 0, height > 0, let image = cairo_surface_create_similar_image(
            cairo_get_target(cr), layer.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, width, height) else {
            return nil
        }
        cairo_surface_set_device_scale(image, scale, scale)
        let context = cairo_create(image)!
        if let layout = ScenePainter.makeLayout(context) {
            var still = layer
            still.frame = Rect(0, 0, layer.frame.width, layer.frame.height)
            still.opacity = 1
            still.rasterKey = nil
            ScenePainter.paint(still, on: context, text: layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        cairo_destroy(context)
        cairo_surface_flush(image)
        self.key = key
        pixelsPerPoint = scale
        surface = image
        return image
    }
}
