import Foundation
@testable import HandheldCore

// The Scene as geometry, for the picture rules (SPEC §11): every layer placed on the physical
// screen with the transform, opacity and clips the painter gives it.

/// A rectangle in some layer's own coordinates, with rounded corners.
struct LocalShape {
    var transform: Transform
    var rect: Rect
    var radius: Double

    /// Whether a screen point lies inside.
    func contains(_ point: Point) -> Bool {
        let p = transform.inverted.apply(point)
        guard rect.contains(p) else { return false }
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else { return true }
        // Outside a corner's quarter circle?
        let cx = min(max(p.x, rect.x + r), rect.maxX - r)
        let cy = min(max(p.y, rect.y + r), rect.maxY - r)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= r * r
    }

    /// The axis-aligned box it covers on screen.
    var box: Rect { transform.boundingBox(of: rect) }
}

/// One layer as painted.
struct PlacedLayer {
    var layer: Layer
    /// The layer's own coordinates → screen.
    var transform: Transform
    /// Its opacity times every ancestor's.
    var opacity: Double
    /// Every ancestor's clip (and the group bounds of a translucent ancestor).
    var clips: [LocalShape]
    /// Names of the ancestors, outermost first.
    var path: [String]
    /// Whether a controller's view around it is moved off its place (sliding in a push or pop).
    var displaced = false
    /// Whether an opaque snapshot (a rotation's or theme's old picture at its start) is drawn
    /// over it: nothing of it shows.
    var hidden = false

    var bounds: Rect { Rect(0, 0, layer.frame.width, layer.frame.height) }
    var name: String { layer.name }
    var isRotatedOffQuarter: Bool {
        let quarters = transform.angle / (.pi / 2)
        return abs(quarters - quarters.rounded()) > 1e-6
    }

    func isInside(_ ancestor: String) -> Bool { path.contains { $0.hasPrefix(ancestor) } }

    /// Which picture the layer belongs to: the live one, or a snapshot cross-fading over it
    /// (a rotation's old layout, a theme's old picture). Rules about one layout compare layers
    /// of one picture.
    var picture: String { path.first { $0 == "rotationSnapshot" || $0 == "themeSnapshot" } ?? "live" }

    /// Whether a screen point is painted by this layer's own content (a fill's rounded corners
    /// count) and not clipped away.
    func paints(_ point: Point) -> Bool {
        var radius = 0.0
        if case .fill(_, let r, _) = layer.content { radius = r }
        guard LocalShape(transform: transform, rect: bounds, radius: radius).contains(point) else { return false }
        return clips.allSatisfy { $0.contains(point) }
    }

    /// The box of the text's ink on screen (measured as the Scene measured it), or nil.
    func inkBox(measurer: any TextMeasuring = ShippedFontMeasurer()) -> Rect? {
        guard case .text(let run) = layer.content else { return nil }
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { measurer.width(of: String($0), size: run.size, weight: run.weight) }.max() ?? 0
        let width = min(bounds.width, widest)
        let lineCount = Double(min(lines.count, max(1, run.maxLines)))
        let height = min(bounds.height, run.size * 1.2 * lineCount)
        let x: Double
        switch run.alignment {
        case .leading: x = 0
        case .center: x = (bounds.width - width) / 2
        case .trailing: x = bounds.width - width
        }
        let y = run.maxLines == 1 ? (bounds.height - height) / 2 : 0
        return clipped(transform.boundingBox(of: Rect(x, y, width, height)))
    }

    /// The box of the layer's bounds on screen, cut by its clips' boxes.
    var visibleBox: Rect? { clipped(transform.boundingBox(of: bounds)) }

    func clipped(_ box: Rect) -> Rect? {
        var result: Rect? = box
        for clip in clips { result = result.flatMap { intersection($0, clip.box) } }
        return result
    }
}

func intersection(_ a: Rect, _ b: Rect) -> Rect? { a.intersection(b) }

/// Every layer of the Scene, back to front, as painted.
func placedLayers(_ scene: Scene) -> [PlacedLayer] {
    var result: [PlacedLayer] = []
    func walk(_ layer: Layer, _ parent: Transform, _ opacity: Double, _ clips: [LocalShape], _ path: [String], _ displaced: Bool) {
        let t = layer.placement(in: parent)
        let effective = opacity * layer.opacity
        var own = layer
        own.sublayers = []
        let moved = displaced || (layer.name.hasPrefix("view:") && layer.frame.x != 0)
        result.append(PlacedLayer(layer: own, transform: t, opacity: effective, clips: clips, path: path, displaced: moved))
        var inner = clips
        let bounds = Rect(0, 0, layer.frame.width, layer.frame.height)
        if layer.clipsToBounds {
            inner.append(LocalShape(transform: t, rect: bounds, radius: layer.clipCornerRadius))
        } else if layer.opacity < 0.999, layer.allowsGroupOpacity, !layer.sublayers.isEmpty {
            inner.append(LocalShape(transform: t, rect: bounds, radius: 0)) // a group is cut at its frame
        }
        for sublayer in layer.sublayers { walk(sublayer, t, effective, inner, path + [layer.name], moved) }
    }
    for layer in scene.layers { walk(layer, .identity, 1, [], [], false) }
    // What an opaque snapshot covers is not seen.
    if let cover = result.lastIndex(where: { ($0.name == "rotationSnapshot" || $0.name == "themeSnapshot") && $0.opacity >= 0.999 }) {
        for index in 0..<cover where result[index].picture == "live" { result[index].hidden = true }
    }
    return result.filter { !$0.hidden }
}
