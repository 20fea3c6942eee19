import CGtk
import HandheldCore

/// Keeps the bitmap of one layer that carries a `rasterKey` (a theme cross-dissolve's old
/// picture), so a painter that paints frame after frame paints it once. The window holds one;
/// a single rendered image needs none.
public final class PaintCache {
    private var key: String?
    private var pixelsPerPoint = 0.0
    private var surface: OpaquePointer?

    /// Small pictures drawn at one place of the pixel grid (glass), by what they show.
    private var sprites: [SpriteKey: OpaquePointer] = [:]
    private var spriteOrder: [SpriteKey] = []
    /// What was painted once, to keep when it comes back.
    private var seen: Set<SpriteKey> = []
    private var seenOrder: [SpriteKey] = []
    static let seenCapacity = 256
    /// Glass, text and symbols: a frame has a few dozen; a sliding text takes a picture per
    /// place within a pixel.
    static let spriteCapacity = 96
    /// A picture is kept for each place within a pixel its origin falls on, to a millionth:
    /// Cairo puts glyphs on quarters of a pixel, so a picture made at a place even a
    /// thirty-second away can draw a letter a quarter pixel off what a direct paint draws
    /// (the window's smoke test saw it). A still text comes back to its place; a moving one is
    /// painted afresh.
    static let phases = 1_048_576.0

    struct SpriteKey: Hashable {
        var content: LayerContent
        var width: Double
        var height: Double
        var pixelsPerPoint: Double
        /// Where the picture's origin falls within a device pixel, in `phases`.
        var phaseX: Int
        var phaseY: Int
    }

    /// Whether text and symbols are kept as pictures too (glass always is); off, only to
    /// measure what keeping them saves.
    public var keepsText = true

    public init() {}

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        for sprite in sprites.values { cairo_surface_destroy(sprite) }
    }

    /// Paints `content` in `bounds` from a kept picture when the context is upright (no turn,
    /// no flip): the picture is made once at this scale and this place within a pixel, and then
    /// each frame is one composite of its box. Returns false (painting nothing) otherwise.
    /// `once`: keep the picture only when the same content comes back to the same place within
    /// a pixel (text: a sliding title never does, so it is not kept, and evicts nothing).
    func paintSprite(_ content: LayerContent, in bounds: Rect, alpha: Double, on cr: OpaquePointer, margin: Double,
                     onlyWhenRepeated once: Bool = false, draw: (OpaquePointer) -> Void) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, abs(matrix.xx - matrix.yy) < 1e-9 else { return false }
        let scale = matrix.xx
        // The box with its margin, its origin's place within a pixel.
        var x = bounds.x - margin, y = bounds.y - margin
        cairo_user_to_device(cr, &x, &y)
        // To the nearest phase first, so 0.95 of a pixel is the next pixel's
        // origin, not this one's (which put the picture nearly a pixel off).
        x = (x * Self.phases).rounded() / Self.phases
        y = (y * Self.phases).rounded() / Self.phases
        let phaseX = Int(((x - x.rounded(.down)) * Self.phases).rounded()), phaseY = Int(((y - y.rounded(.down)) * Self.phases).rounded())
        let key = SpriteKey(content: content, width: bounds.width, height: bounds.height, pixelsPerPoint: scale,
                            phaseX: phaseX, phaseY: phaseY)
        let sprite: OpaquePointer
        if let kept = sprites[key] {
            sprite = kept
            // Least recently used goes first.
            if let at = spriteOrder.lastIndex(of: key), at != spriteOrder.count - 1 {
                spriteOrder.remove(at: at)
                spriteOrder.append(key)
            }
        } else if once, seen.insert(key).inserted {
            seenOrder.append(key)
            if seenOrder.count > Self.seenCapacity { seen.remove(seenOrder.removeFirst()) }
            return false
        } else {
            let width = Int32(((bounds.width + 2 * margin) * scale).rounded(.up)) + 2
            let height = Int32(((bounds.height + 2 * margin) * scale).rounded(.up)) + 2
            guard width * height < 4_000_000, let image = Self.picture(like: cr, format: CAIRO_FORMAT_ARGB32, width: width, height: height, draw: { context in
                cairo_translate(context, Double(phaseX) / Self.phases, Double(phaseY) / Self.phases)
                cairo_scale(context, scale, scale)
                cairo_translate(context, margin - bounds.x, margin - bounds.y)
                draw(context)
            }) else { return false }
            if spriteOrder.count >= Self.spriteCapacity {
                let oldest = spriteOrder.removeFirst()
                if let old = sprites.removeValue(forKey: oldest) { cairo_surface_destroy(old) }
            }
            sprites[key] = image
            spriteOrder.append(key)
            sprite = image
        }
        // Placed at whole device pixels, so it is copied, not resampled.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, sprite, x.rounded(.down), y.rounded(.down))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        return true
    }

    /// An image like `cr`'s target, `width` x `height` pixels, drawn by `draw` and finished.
    static func picture(like cr: OpaquePointer, format: cairo_format_t, width: Int32, height: Int32, deviceScale: Double = 1,
                        draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard width > 0, height > 0, let image = cairo_surface_create_similar_image(cairo_get_target(cr), format, width, height) else {
            return nil
        }
        cairo_surface_set_device_scale(image, deviceScale, deviceScale)
        let context = cairo_create(image)!
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(image)
        return image
    }

    /// The layer's bitmap at the context's resolution, painted now if not kept yet.
    func bitmap(for key: String, layer: Layer, like cr: OpaquePointer) -> OpaquePointer? {
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        if key == self.key, abs(scale - pixelsPerPoint) < 1e-9, let surface { return surface }
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        let width = Int32((layer.frame.width * scale).rounded(.up))
        let height = Int32((layer.frame.height * scale).rounded(.up))
        guard let image = Self.picture(like: cr, format: layer.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                       width: width, height: height, deviceScale: scale, draw: { context in
            guard let layout = ScenePainter.makeLayout(context) else { return }
            var still = layer
            still.frame = Rect(0, 0, layer.frame.width, layer.frame.height)
            still.opacity = 1
            still.rasterKey = nil
            ScenePainter.paint(still, on: context, text: layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }) else { return nil }
        self.key = key
        pixelsPerPoint = scale
        surface = image
        return image
    }
}
