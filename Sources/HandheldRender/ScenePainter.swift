import CGtk
import HandheldCore

/// Paints a Scene onto any Cairo context, in points (the caller scales to pixels). The window
/// and the PNG renderer both call this, so they show the same pixels. It decides nothing:
/// every position, colour and opacity comes from the Scene.
public enum ScenePainter {
    /// Pango units per point.
    static let pangoScale = 1024.0

    /// What becomes of the screen rectangle's parts outside its rounded corners.
    public enum Corners {
        /// Cleared to transparent (a PNG).
        case cut
        /// Painted in this colour (what lies around the device in the window).
        case fill(Color)
        /// Left as they are: `paintFrame` paints the bezel over them next. Painting them in the
        /// bezel's colour first would only darken the screen's antialiased edge twice, and on a
        /// turned device cost a tenth of the frame.
        case underFrame
    }

    /// Paints the device screen, layers back to front, then treats its rounded corners.
    /// `shortcuts: false` paints every layer and clip as the Scene gives them (tests compare
    /// the two: what the painter leaves out must change no pixel).
    public static func paint(_ scene: Scene, on cr: OpaquePointer, corners: Corners = .cut, cache: PaintCache? = nil,
                             shortcuts: Bool = true) {
        let screen = Rect(0, 0, scene.size.x, scene.size.y)
        cairo_save(cr)
        // NB: a rectangular clip, not a rounded one: a rounded clip sends every layer through
        // a mask, which costs as much as the rest of the frame.
        cairo_rectangle(cr, screen.x, screen.y, screen.width, screen.height)
        cairo_clip(cr)
        // One Pango layout serves every text of the frame; creating one per text costs more
        // than the text itself.
        if let layout = makeLayout(cr) {
            // What an opaque layer covering the screen hides is not painted at all.
            let cover = shortcuts ? scene.cover : nil
            var order = PaintOrder(hidden: cover ?? 0, repeating: scene.fillsRepeating(cover: cover), shortcuts: shortcuts)
            for layer in scene.layers { paint(layer, on: cr, text: layout, cache: cache, order: &order) }
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        cairo_restore(cr)
        if scene.cornerRadius > 0, !corners.isUnderFrame {
            // Outside the screen's clip and a point past its edge: where a turned screen's edge
            // covers part of a pixel, nothing of the content is left there as a fringe.
            cairo_save(cr)
            switch corners {
            case .cut: cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            case .fill(let color): setColor(cr, color)
            case .underFrame: break
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            let outer = screen.outset(1, 1)
            cairo_rectangle(cr, outer.x, outer.y, outer.width, outer.height)
            roundedRectangle(cr, screen, radius: scene.cornerRadius)
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// Applies a transform to the context.
    public static func apply(_ t: Transform, to cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        cairo_transform(cr, &matrix)
    }

    /// The bezel's colour.
    public static let bezelColor = Color(0.11, 0.11, 0.12)

    /// The device around the screen (`--frame`, and the window) as the Scene's chrome says
    /// (PIC-8), painted after the screen; what lies outside its outer curve is treated as
    /// `outside`.
    public static func paintFrame(_ scene: Scene, outside: Corners, on cr: OpaquePointer) {
        let screen = Rect(0, 0, scene.size.x, scene.size.y)
        let outer = scene.outline(framed: true)
        let radius = scene.chrome.cornerRadius
        cairo_save(cr)
        // The screen's rectangular corners can reach past the bezel's outer curve.
        switch outside {
        case .cut:
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cornerRegions(cr, outer, radius: radius)
            cairo_fill(cr)
        case .fill(let color):
            setColor(cr, color)
            cornerRegions(cr, outer, radius: radius)
            cairo_fill(cr)
        case .underFrame:
            break // no frame lies around the frame
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        roundedRectangle(cr, outer, radius: radius)
        roundedRectangle(cr, screen, radius: scene.cornerRadius)
        setColor(cr, bezelColor)
        cairo_fill(cr)
        roundedRectangle(cr, outer, radius: radius)
        cairo_set_source_rgb(cr, 0.32, 0.32, 0.34)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        if let button = scene.chrome.homeButton {
            // A ring, and the rounded square printed on it.
            let r = button.width / 2
            cairo_new_path(cr)
            cairo_arc(cr, button.midX, button.midY, r - 1, 0, 2 * .pi)
            cairo_set_source_rgb(cr, 0.32, 0.32, 0.34)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
            let square = r * 0.72
            roundedRectangle(cr, Rect(button.midX - square / 2, button.midY - square / 2, square, square), radius: square * 0.22)
            cairo_set_line_width(cr, 1.2)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    /// The parts of the screen's rectangle outside its rounded corners: four small pieces,
    /// each a corner less the arc `roundedRectangle` draws there. (The rectangle less the
    /// rounded one is the same region, but on a turned device Cairo pays for every row the
    /// long straight edges cross: a quarter of a mid-rotation frame.)
    static func cornerRegions(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        guard radius > 0 else { return }
        let corners: [(corner: Point, start: Point, centre: Point, from: Double)] = [
            (Point(r.maxX, r.y), Point(r.maxX - radius, r.y), Point(r.maxX - radius, r.y + radius), -.pi / 2),
            (Point(r.maxX, r.maxY), Point(r.maxX, r.maxY - radius), Point(r.maxX - radius, r.maxY - radius), 0),
            (Point(r.x, r.maxY), Point(r.x + radius, r.maxY), Point(r.x + radius, r.maxY - radius), .pi / 2),
            (Point(r.x, r.y), Point(r.x, r.y + radius), Point(r.x + radius, r.y + radius), .pi),
        ]
        for piece in corners {
            cairo_new_sub_path(cr)
            cairo_move_to(cr, piece.corner.x, piece.corner.y)
            cairo_line_to(cr, piece.start.x, piece.start.y)
            cairo_arc(cr, piece.centre.x, piece.centre.y, radius, piece.from, piece.from + .pi / 2)
            cairo_close_path(cr)
        }
    }

    /// A layout whose font options are fixed, so the window's context (which carries the
    /// desktop's options) and an image surface (which carries none) rasterise text alike.
    static func makeLayout(_ cr: OpaquePointer) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        // NB: text is laid out in user space, never updated to the context's transformation.
        // Pango keeps a font (and fontconfig patterns) per transformation; a frame of a rotation
        // or a zoom is a new transformation, so updating kept ~140 KB per frame, never freed, and
        // cost 10x the paint. Cairo still rasterises the glyphs at the real transformation, and
        // with hint metrics off the layout is the same either way (the pictures are identical).
        pango_context_set_matrix(pango_layout_get_context(layout), nil)
        // Glyphs where their advances put them, not rounded to whole points: the width of a line
        // is then the sum the engine counts (UI-6), at every zoom.
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        // UI-6: no kerning or ligatures, so a line is the sum of its characters' advances, as
        // the engine's ShippedFontMeasurer counts them.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new("kern 0, liga 0, clig 0"))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        return layout
    }

    /// The font the project draws and measures with (Debian's fonts-dejavu-core, installed by
    /// the make targets; its advance widths ship as Resources/fonts/dejavu-sans-metrics.json).
    static let family = "DejaVu Sans"

    /// Where the painter is in the Scene's depth-first order, and how many layers from the
    /// start an opaque cover hides (`Scene.layersHiddenByCover`).
    struct PaintOrder {
        var hidden = 0
        /// Fills of the cover's own colour, painted right over it (`Scene.fillsRepeatingCover`).
        var repeating: Set<Int> = []
        var shortcuts = true
        var next = 0
    }

    static func paint(_ layer: Layer, on cr: OpaquePointer, text: OpaquePointer, cache: PaintCache? = nil, alpha: Double = 1) {
        var order = PaintOrder()
        paint(layer, on: cr, text: text, cache: cache, alpha: alpha, order: &order)
    }

    static func paint(_ layer: Layer, on cr: OpaquePointer, text: OpaquePointer, cache: PaintCache? = nil, alpha: Double = 1,
                      order: inout PaintOrder) {
        let index = order.next
        let alpha = alpha * (layer.allowsGroupOpacity ? 1 : layer.opacity)
        if index < order.hidden, index + layer.subtreeCount <= order.hidden {
            order.next += layer.subtreeCount
            return
        }
        guard layer.opacity > 0.001, alpha > 0.001 else {
            order.next += layer.subtreeCount
            return
        }
        order.next += 1
        let content = index < order.hidden || order.repeating.contains(index) ? LayerContent.none : layer.content
        cairo_save(cr)
        cairo_translate(cr, layer.frame.x, layer.frame.y)
        if layer.rotation != 0 {
            cairo_translate(cr, layer.frame.width / 2, layer.frame.height / 2)
            cairo_rotate(cr, layer.rotation)
            cairo_translate(cr, -layer.frame.width / 2, -layer.frame.height / 2)
        }
        if layer.scale != 1 { cairo_scale(cr, layer.scale, layer.scale) }
        let bounds = Rect(0, 0, layer.frame.width, layer.frame.height)
        // A clip that cuts nothing is left out: turned (mid-rotation) Cairo would draw every
        // text beneath it through a mask.
        let clipped = layer.clipsToBounds && !(order.shortcuts && layer.clipCutsNothing)
        if clipped {
            roundedRectangle(cr, bounds, radius: layer.clipCornerRadius)
            cairo_clip(cr)
        }
        if let key = layer.rasterKey, let cache, let bitmap = cache.bitmap(for: key, layer: layer, like: cr) {
            order.next += layer.subtreeCount - 1
            cairo_set_source_surface(cr, bitmap, 0, 0)
            // Drawn at the resolution it was made for: no resampling needed (and it is slow).
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
            cairo_paint_with_alpha(cr, layer.opacity)
            cairo_restore(cr)
            return
        }
        let translucent = layer.opacity < 0.999 && layer.allowsGroupOpacity
        if !layer.allowsGroupOpacity {
            // Each piece of content carries the opacity itself (see `allowsGroupOpacity`).
            paintContent(content, in: bounds, alpha: alpha, on: cr, text: text, cache: cache)
            for sublayer in layer.sublayers { paint(sublayer, on: cr, text: text, cache: cache, alpha: alpha, order: &order) }
        } else if translucent && layer.sublayers.isEmpty {
            // One piece of content: its alpha carries the opacity, no group needed.
            paintContent(content, in: bounds, alpha: layer.opacity * alpha, on: cr, text: text, cache: cache)
        } else if translucent {
            // A group is composited within the layer's frame (see `Layer.opacity`), so it
            // costs the layer's area, not the screen's.
            if !clipped {
                cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
                cairo_clip(cr)
            }
            cairo_push_group(cr)
            paintContent(content, in: bounds, on: cr, text: text, cache: cache)
            for sublayer in layer.sublayers { paint(sublayer, on: cr, text: text, cache: cache, order: &order) }
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, layer.opacity)
        } else {
            paintContent(content, in: bounds, alpha: alpha, on: cr, text: text, cache: cache)
            for sublayer in layer.sublayers { paint(sublayer, on: cr, text: text, cache: cache, alpha: alpha, order: &order) }
        }
        cairo_restore(cr)
    }

    static func paintContent(_ content: LayerContent, in bounds: Rect, alpha: Double = 1, on cr: OpaquePointer, text: OpaquePointer,
                             cache: PaintCache? = nil) {
        switch content {
        case .none:
            break
        case let .fill(color, radius, topOnly):
            setColor(cr, color.withAlpha(color.alpha * alpha))
            if topOnly {
                topRoundedRectangle(cr, bounds, radius: radius)
            } else {
                roundedRectangle(cr, bounds, radius: radius)
            }
            cairo_fill(cr)
        case .text(var run):
            // Text is the dearest thing a frame paints, and the same text comes back frame after
            // frame (the status bar, titles, tab items, even sliding: a kept picture serves each
            // place within a pixel): the window keeps it as a picture, as it keeps glass.
            if let cache, cache.keepsText, cache.paintSprite(content, in: bounds, alpha: alpha, on: cr, margin: (run.size / 2).rounded(.up),
                                                              onlyWhenRepeated: true, draw: { context in
                guard let layout = makeLayout(context) else { return }
                paintText(run, in: bounds, on: context, layout: layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
            }) { return }
            run.color = run.color.withAlpha(run.color.alpha * alpha)
            paintText(run, in: bounds, on: cr, layout: text)
        case let .symbol(symbol, color):
            if let cache, cache.keepsText, cache.paintSprite(content, in: bounds, alpha: alpha, on: cr, margin: 2, onlyWhenRepeated: true, draw: { context in
                setColor(context, color)
                paintSymbol(symbol, color: color, in: bounds, on: context)
            }) { return }
            let faded = color.withAlpha(color.alpha * alpha)
            setColor(cr, faded)
            paintSymbol(symbol, color: faded, in: bounds, on: cr)
        case let .gradient(top, bottom):
            guard let pattern = cairo_pattern_create_linear(0, bounds.y, 0, bounds.maxY) else { return }
            cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha * alpha)
            cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha * alpha)
            cairo_set_source(cr, pattern)
            cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
            cairo_fill(cr)
            cairo_pattern_destroy(pattern)
        case let .patches(color, rects):
            setColor(cr, color.withAlpha(color.alpha * alpha))
            for r in rects {
                cairo_rectangle(cr, r.x, r.y, r.width, r.height)
                cairo_fill(cr)
            }
        case let .glass(color, rim, radius):
            // Glass does not change from frame to frame: the window keeps its picture.
            if let cache, cache.paintSprite(content, in: bounds, alpha: alpha, on: cr, margin: 1, draw: {
                paintGlass(color, rim: rim, radius: radius, in: bounds, alpha: 1, on: $0)
            }) { return }
            paintGlass(color, rim: rim, radius: radius, in: bounds, alpha: alpha, on: cr)
        }
    }

    /// A faint shade just outside, so light glass reads on a light page; the rim, a one-point
    /// ring; the glass inside it.
    static func paintGlass(_ color: Color, rim: Color, radius: Double, in bounds: Rect, alpha: Double, on cr: OpaquePointer) {
        let inner = Rect(bounds.x + 1, bounds.y + 1, bounds.width - 2, bounds.height - 2)
        fillRoundedRing(cr, outer: bounds.outset(0.5, 0.5), radius: radius + 0.5, inner: bounds, innerRadius: radius,
                        color: Color(0, 0, 0, 0.10 * alpha))
        fillRoundedRing(cr, outer: bounds, radius: radius, inner: inner, innerRadius: max(0, radius - 1),
                        color: rim.withAlpha(rim.alpha * alpha))
        fillRoundedRing(cr, outer: inner, radius: max(0, radius - 1), inner: nil, innerRadius: 0,
                        color: color.withAlpha(color.alpha * alpha))
    }

    /// Fills a rounded rectangle, less the one inside it if any. Cairo's antialiased fill costs
    /// the whole box around a shape, however thin, so on an upright (or quarter-turned) context
    /// the shape is cut at whole device pixels: the straight middle is a plain rectangle (fast)
    /// and only the two rounded ends are filled as curves. Cuts at whole pixels leave no seam.
    static func fillRoundedRing(_ cr: OpaquePointer, outer: Rect, radius: Double, inner: Rect?, innerRadius: Double, color: Color) {
        guard color.alpha > 0.001 else { return }
        func shape() {
            cairo_new_path(cr)
            roundedRectangle(cr, outer, radius: radius)
            if let inner { roundedRectangle(cr, inner, radius: innerRadius) }
        }
        setColor(cr, color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        defer { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let upright = matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0 && matrix.yy > 0
        let reach = min(max(radius, 0), outer.width / 2, outer.height / 2)
        guard upright, outer.width > 2 * reach + 4 else {
            shape()
            cairo_fill(cr)
            return
        }
        // The middle's ends at whole device pixels just inside the rounded ends, and every
        // band's edges at whole pixels too (a clip off the pixel grid is a mask).
        var left = outer.x + reach, top = outer.y - 1, right = outer.maxX - reach, bottom = outer.maxY + 1
        var start = outer.x - 1, end = outer.maxX + 1
        cairo_user_to_device(cr, &left, &top)
        cairo_user_to_device(cr, &right, &bottom)
        var unused = 0.0
        cairo_user_to_device(cr, &start, &unused)
        cairo_user_to_device(cr, &end, &unused)
        (left, right, top, bottom) = (left.rounded(.up), right.rounded(.down), top.rounded(.down), bottom.rounded(.up))
        (start, end) = (start.rounded(.down), end.rounded(.up))
        guard right > left else {
            shape()
            cairo_fill(cr)
            return
        }
        cairo_device_to_user(cr, &left, &top)
        cairo_device_to_user(cr, &right, &bottom)
        cairo_device_to_user(cr, &start, &unused)
        cairo_device_to_user(cr, &end, &unused)
        for band in [Rect(start, top, left - start, bottom - top), Rect(left, top, right - left, bottom - top),
                     Rect(right, top, end - right, bottom - top)] {
            cairo_save(cr)
            cairo_rectangle(cr, band.x, band.y, band.width, band.height)
            cairo_clip(cr)
            if band.x == left {
                // Within the middle the shape is straight: rectangles (top and bottom edges of
                // a ring, or the whole height), which Cairo fills without its scan converter.
                cairo_new_path(cr)
                if let inner, inner.height > 0 {
                    cairo_rectangle(cr, left, outer.y, right - left, inner.y - outer.y)
                    cairo_rectangle(cr, left, inner.maxY, right - left, outer.maxY - inner.maxY)
                } else {
                    cairo_rectangle(cr, left, outer.y, right - left, outer.height)
                }
            } else {
                shape()
            }
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    // MARK: - Text

    static func paintText(_ run: TextRun, in bounds: Rect, on cr: OpaquePointer, layout: OpaquePointer) {
        configure(layout, run, width: bounds.width)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        // One line sits centred in its box; several start at its top.
        let y = run.maxLines == 1 ? (bounds.height - Double(height)) / 2 : 0
        setColor(cr, run.color)
        cairo_move_to(cr, 0, y)
        pango_cairo_show_layout(cr, layout)
    }

    static func configure(_ layout: OpaquePointer, _ run: TextRun, width: Double) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, run.size * pangoScale)
        switch run.weight {
        case .regular: pango_font_description_set_weight(description, PANGO_WEIGHT_NORMAL)
        case .semibold: pango_font_description_set_weight(description, PANGO_WEIGHT_SEMIBOLD)
        case .bold: pango_font_description_set_weight(description, PANGO_WEIGHT_BOLD)
        }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, run.text, -1)
        // A negative width means one unbounded line (for measuring).
        pango_layout_set_width(layout, width < 0 ? -1 : Int32(width * pangoScale))
        pango_layout_set_height(layout, Int32(-max(1, run.maxLines)))
        switch run.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }

    // MARK: - Symbols

    static func paintSymbol(_ symbol: Symbol, color: Color, in b: Rect, on cr: OpaquePointer) {
        // Text leaves a current point behind; an arc would start with a line from it.
        cairo_new_path(cr)
        switch symbol {
        case .cellular(let bars):
            let barWidth = (b.width - 3 * 1.5) / 4
            for index in 0..<4 {
                let height = b.height * Double(index + 1) / 4
                setColor(cr, index < bars ? color : color.withAlpha(color.alpha * 0.3))
                roundedRectangle(cr, Rect(Double(index) * (barWidth + 1.5), b.height - height, barWidth, height), radius: 0.8)
                cairo_fill(cr)
            }
        case .wifi(let bars):
            let centreX = b.width / 2
            let centreY = b.height
            for index in 0..<3 {
                let radius = b.height * Double(index + 1) / 3
                setColor(cr, index < bars ? color : color.withAlpha(color.alpha * 0.3))
                cairo_new_path(cr)
                cairo_move_to(cr, centreX, centreY)
                cairo_arc(cr, centreX, centreY, radius, -.pi * 3 / 4, -.pi / 4)
                cairo_close_path(cr)
                if index > 0 {
                    cairo_new_sub_path(cr)
                    cairo_arc_negative(cr, centreX, centreY, b.height * Double(index) / 3 + 1, -.pi / 4, -.pi * 3 / 4)
                    cairo_line_to(cr, centreX, centreY)
                    cairo_close_path(cr)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                }
                cairo_fill(cr)
            }
        case .battery(let level):
            let body = Rect(0.5, 0.5, b.width - 3, b.height - 1)
            setColor(cr, color.withAlpha(color.alpha * 0.4))
            cairo_set_line_width(cr, 1)
            roundedRectangle(cr, body, radius: 3)
            cairo_stroke(cr)
            setColor(cr, color)
            roundedRectangle(cr, Rect(2, 2, (body.width - 3) * min(1, max(0, level)), body.height - 3), radius: 1.5)
            cairo_fill(cr)
            setColor(cr, color.withAlpha(color.alpha * 0.4))
            roundedRectangle(cr, Rect(b.width - 2, b.height / 2 - 2, 2, 4), radius: 1)
            cairo_fill(cr)
        case .tipIcon(let name):
            cairo_set_line_width(cr, 2)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            let c = (x: b.width / 2, y: b.height / 2)
            cairo_arc(cr, c.x, c.y, b.width / 2 - 2, 0, 2 * .pi)
            cairo_stroke(cr)
            switch name {
            case "checkmark":
                cairo_move_to(cr, c.x - 4, c.y)
                cairo_line_to(cr, c.x - 1, c.y + 3)
                cairo_line_to(cr, c.x + 4, c.y - 3)
                cairo_stroke(cr)
            case "exclamation", "info":
                let top = name == "info" ? c.y - 1 : c.y - 5
                let bottom = name == "info" ? c.y + 5 : c.y + 1
                cairo_move_to(cr, c.x, top)
                cairo_line_to(cr, c.x, bottom)
                cairo_stroke(cr)
                cairo_arc(cr, c.x, name == "info" ? c.y - 4 : c.y + 4, 1.2, 0, 2 * .pi)
                cairo_fill(cr)
            default:
                cairo_arc(cr, c.x, c.y, 2.5, 0, 2 * .pi)
                cairo_fill(cr)
            }
        case .backChevron(let pointsLeft):
            cairo_set_line_width(cr, 3)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            let near = pointsLeft ? 2.0 : b.width - 2
            let far = pointsLeft ? b.width - 2 : 2.0
            cairo_move_to(cr, far, 2)
            cairo_line_to(cr, near, b.height / 2)
            cairo_line_to(cr, far, b.height - 2)
            cairo_stroke(cr)
        }
    }

    // MARK: - Paths

    public static func setColor(_ cr: OpaquePointer, _ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    static func roundedRectangle(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.y + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, r.x + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, r.x + radius, r.y + radius, radius, .pi, .pi * 3 / 2)
        cairo_close_path(cr)
    }

    static func topRoundedRectangle(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
        let radius = min(radius, r.width / 2, r.height)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.y + radius, radius, -.pi / 2, 0)
        cairo_line_to(cr, r.maxX, r.maxY)
        cairo_line_to(cr, r.x, r.maxY)
        cairo_arc(cr, r.x + radius, r.y + radius, radius, .pi, .pi * 3 / 2)
        cairo_close_path(cr)
    }
}

extension ScenePainter.Corners {
    var isUnderFrame: Bool { if case .underFrame = self { true } else { false } }
}
