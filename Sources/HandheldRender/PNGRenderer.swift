import CGtk
import Foundation
import HandheldCore

/// An image of a Scene in memory: what `handheld render` writes and the render tests read.
/// No display is needed: Cairo paints into an image surface.
public final class RenderedImage {
    /// The Cairo image surface (ARGB32).
    let surface: OpaquePointer
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// Where the upright screen's top-left corner is in the picture, in points (inside the
    /// bezel with `frame`).
    public let screenOrigin: Point

    /// Paints `scene` at `scale` pixels per point as the viewer sees it (the interface upright:
    /// landscape is wide), with the device frame if asked. `cache` and `shortcuts` are the
    /// painter's (tests compare a picture painted with them to one painted without).
    public init(_ scene: Scene, scale: Double, frame: Bool = false, cache: PaintCache? = nil, shortcuts: Bool = true) {
        self.scale = scale
        let viewer = scene.viewerTransform(framed: frame)
        let screen = viewer.boundingBox(of: Rect(0, 0, scene.size.x, scene.size.y))
        let picture = scene.viewerSize(framed: frame)
        // Issue 50, item 10: whole pixels that hold the whole picture (a turning screen's box
        // rounded down cut its corners).
        width = max(1, Int((picture.x * scale - 1e-6).rounded(.up)))
        height = max(1, Int((picture.y * scale - 1e-6).rounded(.up)))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        // The picture from the top left corner, as the window places it: a part of a pixel to
        // spare is at the right and the bottom.
        screenOrigin = Point(screen.x, screen.y)
        ScenePainter.apply(viewer, to: cr)
        if frame {
            ScenePainter.paint(scene, on: cr, corners: .underFrame, cache: cache, shortcuts: shortcuts)
            ScenePainter.paintFrame(scene, outside: .cut, on: cr)
        } else {
            ScenePainter.paint(scene, on: cr, cache: cache, shortcuts: shortcuts)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// An image of `width` x `height` pixels that `paint` draws on.
    init(width: Int, height: Int, scale: Double, paint: (OpaquePointer) -> Void) {
        self.scale = scale
        self.width = width
        self.height = height
        screenOrigin = Point(0, 0)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The pixels as Cairo keeps them (ARGB32: native-endian words, premultiplied alpha) and
    /// the bytes a row, for an encoder that reads them in place.
    public func withPixels<Result>(_ body: (UnsafeRawPointer, Int) throws -> Result) rethrows -> Result {
        let data = cairo_image_surface_get_data(surface)!
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }

    /// Writes the image as PNG; returns an error message on failure.
    /// Writes the PNG whole beside `path`, then renames it over (SafeFile): a full disk or a
    /// failure leaves the old picture as it was. Returns why it could not, if it could not.
    public func writePNG(to path: String) -> String? {
        do {
            try SafeFile.replace(path) { temporary throws(SafeFile.WriteError) in
                errno = 0
                let status = cairo_surface_write_to_png(surface, temporary)
                guard status == CAIRO_STATUS_SUCCESS else {
                    let reason = errno != 0 ? SafeFile.errnoText() : String(cString: cairo_status_to_string(status))
                    throw SafeFile.WriteError(path: path, reason: reason)
                }
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The colour of the pixel under a point of the viewer's picture of the screen (in points,
    /// the interface upright: the interface's own coordinates once settled).
    public func color(atPoint x: Double, _ y: Double) -> Color {
        pixel(Int(((x + screenOrigin.x) * scale).rounded(.down)), Int(((y + screenOrigin.y) * scale).rounded(.down)))
    }

    /// The colour of a pixel, un-premultiplied.
    public func pixel(_ x: Int, _ y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return .clear }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let offset = y * stride + x * 4
        // ARGB32 is native-endian 32-bit words with premultiplied alpha.
        let word = data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { bytes in
            UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
        }
        let alpha = Double(word >> 24) / 255
        guard alpha > 0 else { return .clear }
        return Color(Double((word >> 16) & 0xFF) / 255 / alpha, Double((word >> 8) & 0xFF) / 255 / alpha,
                     Double(word & 0xFF) / 255 / alpha, alpha)
    }
}
