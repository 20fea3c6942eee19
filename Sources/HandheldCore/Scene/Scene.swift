import Foundation

/// A point or size in points.
public struct Point: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
}

/// A rectangle in points.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The same rectangle moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, width, height) }

    /// Whether the point lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// An RGBA colour, components 0…1.
public struct Color: Equatable, Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#RRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    public static let black = Color(0, 0, 0)
    public static let white = Color(1, 1, 1)
    public static let clear = Color(0, 0, 0, 0)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color { Color(red, green, blue, alpha) }

    /// WCAG 2's relative luminance (sRGB), 0 for black to 1 for white (VER-3).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with another colour, 1 to 21.
    public func contrast(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Linear mix: `t` = 0 gives self, 1 gives `other`.
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(red + (other.red - red) * t, green + (other.green - green) * t,
              blue + (other.blue - blue) * t, alpha + (other.alpha - alpha) * t)
    }
}

/// Text to draw inside a layer's frame. The painter lays it out with real fonts; the engine
/// decides the box, size, weight, colour and alignment.
public struct TextRun: Equatable, Hashable, Sendable {
    public enum Weight: String, Equatable, Hashable, Sendable { case regular, semibold, bold }
    public enum Alignment: String, Equatable, Hashable, Sendable { case leading, center, trailing }

    public var text: String
    public var size: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// Lines allowed; more are cut with an ellipsis at the tail.
    public var maxLines: Int

    public init(_ text: String, size: Double, weight: Weight = .regular, color: Color, alignment: Alignment = .leading, maxLines: Int = 1) {
        // However long a title is, only so much of it is laid out (Limits).
        self.text = text.utf8.count <= Limits.maximumLaidOutCharacters ? text : String(text.prefix(Limits.maximumLaidOutCharacters))
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.maxLines = maxLines
    }
}

/// Drawn glyphs the screen needs (status bar icons, chevrons).
public enum Symbol: Equatable, Hashable, Sendable {
    /// Cellular signal with 0…4 bars.
    case cellular(bars: Int)
    /// Wi-Fi with 0…3 arcs.
    case wifi(bars: Int)
    /// Battery with its level 0…1.
    case battery(level: Double)
    /// The back chevron of a navigation bar, pointing to the leading edge.
    case backChevron(pointsLeft: Bool)
    /// A tip's icon, by name (`checkmark`, `exclamation`, `info`; anything else a dot).
    case tipIcon(String)
}

/// What a layer draws in its own frame, before its sublayers.
public enum LayerContent: Equatable, Hashable, Sendable {
    case none
    /// A filled rectangle with optional rounded corners (`topOnly` rounds only the top two).
    case fill(Color, cornerRadius: Double = 0, topOnly: Bool = false)
    case text(TextRun)
    case symbol(Symbol, Color)
    /// A vertical linear gradient over the frame, from `top` to `bottom` (BAR-8's scroll edge effect).
    case gradient(top: Color, bottom: Color)
    /// BAR-8's glass: a rounded translucent fill with a one-point bright rim.
    case glass(Color, rim: Color, cornerRadius: Double)
    /// One colour over some rectangles of the frame that do not touch (each filled on its
    /// own, so a turned one costs its own area, not the box around them all).
    case patches(Color, [Rect])
}

extension LayerContent {
    /// The colour a fill, a gradient or glass paints at a point of its layer's own space
    /// (VER-3 reads them; text and symbols are left out).
    func fillColour(at point: Point, in frame: Rect) -> Color? {
        switch self {
        case .fill(let color, _, _), .glass(let color, _, _): color
        case let .gradient(top, bottom): top.premultipliedMix(bottom, frame.height > 0 ? min(1, max(0, point.y / frame.height)) : 0)
        case let .patches(color, rects): rects.contains { $0.contains(point) } ? color : nil
        case .none, .text, .symbol: nil
        }
    }
}

/// One layer of the Scene: a frame in its parent's coordinates, opacity, optional clipping,
/// content, and sublayers drawn in the frame's coordinates. A layer whose opacity is below 1
/// is composited as one picture within its frame: its sublayers do not show outside it.
public struct Layer: Equatable, Sendable {
    /// What it is, for tests and debugging (`statusBar`, `content:home`).
    public var name: String
    public var frame: Rect
    public var opacity: Double
    public var clipsToBounds: Bool
    /// Corner radius of the clip, when clipping.
    public var clipCornerRadius: Double
    public var content: LayerContent
    public var sublayers: [Layer]
    /// Content and sublayers are drawn scaled by this about the frame's origin; the frame's
    /// size is in unscaled points.
    public var scale: Double = 1
    /// Set when the layer's picture (not its opacity) stays the same for as long as the key
    /// does: a painter that paints many frames may keep it as a bitmap.
    public var rasterKey: String?
    /// Set when opaque content covers every point of the frame (the painter may then keep
    /// its bitmap without an alpha channel, which composites faster).
    public var isOpaque = false
    /// Like CALayer's `allowsGroupOpacity`: when false, the opacity is applied to each piece
    /// of content on its own (right when they do not overlap, and cheaper than a group).
    public var allowsGroupOpacity = true
    /// Radians, turning clockwise on screen about the frame's centre: content and sublayers
    /// are laid out in the frame's own (unrotated) coordinates.
    public var rotation: Double = 0

    public init(
        _ name: String, frame: Rect, content: LayerContent = .none, opacity: Double = 1,
        clipsToBounds: Bool = false, clipCornerRadius: Double = 0, sublayers: [Layer] = []
    ) {
        self.name = name
        self.frame = frame
        self.opacity = opacity
        self.clipsToBounds = clipsToBounds
        self.clipCornerRadius = clipCornerRadius
        self.content = content
        self.sublayers = sublayers
    }

    /// The transform from this layer's own coordinates (content and sublayers, scaled and
    /// turned as the painter draws them) to the space `parent` maps its parent's into.
    public func placement(in parent: Transform) -> Transform {
        var t = parent.concatenating(.translation(frame.x, frame.y))
        if rotation != 0 {
            t = t.concatenating(.translation(frame.width / 2, frame.height / 2))
                .concatenating(.rotation(rotation))
                .concatenating(.translation(-frame.width / 2, -frame.height / 2))
        }
        return scale == 1 ? t : t.concatenating(.scale(scale))
    }

    /// This layer and every layer below it, depth first, with frames in screen coordinates
    /// (the box a rotated layer covers), and opacity, scale and rotation carried down the tree.
    public func flattened(_ transform: Transform = .identity, opacity inherited: Double = 1) -> [Layer] {
        // This layer's frame in its parent's space, then its own coordinates (scaled, rotated).
        var local = Transform.translation(frame.x, frame.y)
        if rotation != 0 {
            local = local.concatenating(.translation(frame.width / 2, frame.height / 2))
                .concatenating(.rotation(rotation))
                .concatenating(.translation(-frame.width / 2, -frame.height / 2))
        }
        let placed = transform.concatenating(local)
        var own = self
        own.frame = placed.boundingBox(of: Rect(0, 0, frame.width, frame.height))
        own.opacity = opacity * inherited
        own.sublayers = []
        own.rotation = placed.angle
        let inner = scale == 1 ? placed : placed.concatenating(.scale(scale))
        own.scale = inner.scaleFactor
        return [own] + sublayers.flatMap { $0.flattened(inner, opacity: own.opacity) }
    }
}

/// Everything the device screen shows at one moment: what the window and the PNG renderer
/// paint, with the same painter. The painter asks nothing and decides nothing.
public struct Scene: Equatable, Sendable {
    /// The physical screen, in fixed portrait points (DEV-2): every layer is placed in it.
    public var size: Point
    /// How far the viewer turns the device so the interface stands upright (DEV-3): radians,
    /// clockwise; it moves during a rotation.
    public var viewerRotation: Double = 0
    /// Pixels per point of the device.
    public var scale: Double
    /// The screen's corner radius.
    public var cornerRadius: Double
    /// The device around the screen (PIC-8): the window and `--frame` draw it.
    public var chrome = Chrome()
    /// The layers, back to front.
    public var layers: [Layer]

    /// Every layer with screen-coordinate frames, back to front.
    public var flattened: [Layer] { layers.flatMap { $0.flattened() } }

    /// The colour painted at a point of the screen by the layers' fills, back to front, each
    /// composited with its opacity over what lies below (VER-3's "colour under the status bar").
    /// Text and symbols are left out; rounded corners count as square. A layer drawn as a group
    /// (the painter's offscreen group: a fading snapshot, a dissolve) is composited as one
    /// picture at its opacity, as the painter draws it, not piece by piece.
    public func colour(at point: Point) -> Color {
        func composite(_ layer: Layer, _ parent: Transform, _ opacity: Double, over below: Color) -> Color {
            let t = layer.placement(in: parent)
            let local = t.inverted.apply(point)
            let inside = Rect(0, 0, layer.frame.width, layer.frame.height).contains(local)
            let grouped = layer.opacity < 0.999 && layer.allowsGroupOpacity && !layer.sublayers.isEmpty
            if !inside && (layer.clipsToBounds || grouped) { return below }
            if grouped {
                // Over `below`, the group drawn whole and then mixed by its opacity equals the
                // offscreen group composited at that opacity.
                var inner = below
                if inside, let color = layer.content.fillColour(at: local, in: layer.frame) { inner = Self.over(inner, color, color.alpha) }
                for sublayer in layer.sublayers { inner = composite(sublayer, t, 1, over: inner) }
                return Self.over(below, inner, opacity * layer.opacity)
            }
            let alpha = opacity * layer.opacity
            var result = below
            if inside, let color = layer.content.fillColour(at: local, in: layer.frame) { result = Self.over(result, color, color.alpha * alpha) }
            for sublayer in layer.sublayers { result = composite(sublayer, t, alpha, over: result) }
            return result
        }
        return layers.reduce(Color.black) { composite($1, .identity, 1, over: $0) }
    }

    /// The mean of `colour(at:)` over a rectangle given in a layer's space (`placed` maps it to
    /// the screen), sampled on a grid: VER-3 reads the status bar's whole rectangle this way.
    public func meanColour(in rect: Rect, placed: Transform, columns: Int = 8, rows: Int = 2) -> Color {
        var points: [Point] = []
        for row in 0..<rows {
            for column in 0..<columns {
                points.append(placed.apply(Point(rect.x + rect.width * (Double(column) + 0.5) / Double(columns),
                                                 rect.y + rect.height * (Double(row) + 0.5) / Double(rows))))
            }
        }
        let colours = colours(at: points)
        let count = Double(colours.count)
        return Color(colours.reduce(0) { $0 + $1.red } / count, colours.reduce(0) { $0 + $1.green } / count,
                     colours.reduce(0) { $0 + $1.blue } / count)
    }

    /// `colour(at:)` of many points in one walk of the layers (issue 34: VER-3 reads the colour
    /// under the status bar at every frame; each layer's placement is found once, not once a
    /// point, and a clipping layer none of the points fall in is not entered).
    public func colours(at points: [Point]) -> [Color] {
        func composite(_ layer: Layer, _ parent: Transform, _ opacity: Double, over below: [Color]) -> [Color] {
            let t = layer.placement(in: parent)
            let inverse = t.inverted
            let bounds = Rect(0, 0, layer.frame.width, layer.frame.height)
            let locals = points.map { inverse.apply($0) }
            let inside = locals.map { bounds.contains($0) }
            let grouped = layer.opacity < 0.999 && layer.allowsGroupOpacity && !layer.sublayers.isEmpty
            let cuts = layer.clipsToBounds || grouped
            if cuts && !inside.contains(true) { return below }
            var result = below
            if grouped {
                for index in points.indices where inside[index] {
                    if let color = layer.content.fillColour(at: locals[index], in: layer.frame) { result[index] = Self.over(result[index], color, color.alpha) }
                }
                for sublayer in layer.sublayers { result = composite(sublayer, t, 1, over: result) }
                for index in points.indices { result[index] = Self.over(below[index], result[index], opacity * layer.opacity) }
            } else {
                let alpha = opacity * layer.opacity
                for index in points.indices where inside[index] {
                    if let color = layer.content.fillColour(at: locals[index], in: layer.frame) { result[index] = Self.over(result[index], color, color.alpha * alpha) }
                }
                for sublayer in layer.sublayers { result = composite(sublayer, t, alpha, over: result) }
            }
            // A point outside a layer that cuts (clips, or is a group) sees what lay below it.
            if cuts { for index in points.indices where !inside[index] { result[index] = below[index] } }
            return result
        }
        return layers.reduce([Color](repeating: .black, count: points.count)) { composite($1, .identity, 1, over: $0) }
    }

    /// `top` composited over `bottom` with alpha `alpha`.
    static func over(_ bottom: Color, _ top: Color, _ alpha: Double) -> Color {
        Color(top.red * alpha + bottom.red * (1 - alpha), top.green * alpha + bottom.green * (1 - alpha),
              top.blue * alpha + bottom.blue * (1 - alpha))
    }

    /// The first layer whose name matches, with screen-coordinate frame.
    public func layer(named name: String) -> Layer? { flattened.first { $0.name == name } }

    /// The picture's outline in portrait screen points: the device's with `framed`, else the
    /// screen's.
    public func outline(framed: Bool) -> Rect {
        framed ? Rect(-chrome.sides, -chrome.top, size.x + 2 * chrome.sides, size.y + chrome.top + chrome.bottom) : Rect(0, 0, size.x, size.y)
    }

    /// Portrait screen points to the viewer's picture (the upright interface, landscape wide),
    /// in points, the device around the screen included when `framed`.
    public func viewerTransform(framed: Bool = false) -> Transform {
        let box = viewerSize(framed: framed)
        let outline = outline(framed: framed)
        return Transform.translation(box.x / 2, box.y / 2)
            .concatenating(.rotation(viewerRotation))
            .concatenating(.translation(-outline.midX, -outline.midY))
    }

    /// The size of the viewer's picture, in points.
    public func viewerSize(framed: Bool = false) -> Point {
        let box = Transform.rotation(viewerRotation).boundingBox(of: outline(framed: framed))
        return Point(box.width, box.height)
    }
}

/// The device's parts around the screen (PIC-8), in portrait screen points.
public struct Chrome: Equatable, Sendable {
    /// How far the housing reaches beyond the screen's edges.
    public var top = 0.0
    public var sides = 0.0
    public var bottom = 0.0
    /// The housing's outer corner radius.
    public var cornerRadius = 0.0
    /// A Home button below the screen (iphone-se, classic), its circle's box.
    public var homeButton: Rect?

    public init() {}
}
