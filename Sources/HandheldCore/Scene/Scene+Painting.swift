import Foundation

// What a painter may leave out of a Scene without changing its picture: clips that cut
// nothing, and layers an opaque layer above covers. A clip turned with the interface (a
// rotation) makes Cairo draw every text beneath it through a mask; a screen painted under
// an opaque one costs a fill for nothing. Both are facts of the Scene, so they live here,
// where tests can check them, and the painter only asks.

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(left, top, max(maxX, other.maxX) - left, max(maxY, other.maxY) - top)
    }

    /// Whether `other` lies wholly inside (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The part both share, if any (a sliver under a millionth of a point is none).
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), top = max(y, other.y), right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return right - left > 1e-6 && bottom - top > 1e-6 ? Rect(left, top, right - left, bottom - top) : nil
    }

    /// The same rectangle grown by `dx` and `dy` on every side.
    public func outset(_ dx: Double, _ dy: Double) -> Rect { Rect(x - dx, y - dy, width + 2 * dx, height + 2 * dy) }
}

extension Rect {
    /// Whether the two share a point (edges included).
    public func touches(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// Rectangles that together hold every one of `rects`, none touching another: boxes that
    /// touch are merged into the box around both, until none do (n is small: a screen's pieces).
    public static func disjointCover(_ rects: [Rect]) -> [Rect] {
        var result: [Rect] = []
        for rect in rects {
            var merged = rect
            var changed = true
            while changed {
                changed = false
                if let index = result.firstIndex(where: { $0.touches(merged) }) {
                    merged = merged.union(result.remove(at: index))
                    changed = true
                }
            }
            result.append(merged)
        }
        return result
    }
}

extension LayerContent {
    /// The box, in its layer's coordinates, that the content may paint into: a line of text
    /// may reach past its frame by a descender, a glass edge by its outer shade.
    func paintedBox(in bounds: Rect) -> Rect? {
        switch self {
        case .none: nil
        case .fill, .gradient: bounds
        case .text(let run):
            // Lines about 1.2 sizes apart, a single line centred in its frame, several from
            // its top; ellipsized to the frame's width.
            // (A glyph's bearing may reach a fraction of a point past either end.)
            { let over = 1.25 * run.size * Double(max(1, run.maxLines)) - bounds.height
              return bounds.outset(0, over > 0 ? over + 1 : 0) }()
        case .symbol: bounds.outset(2, 2)
        case .glass: bounds.outset(1, 1)
        case .patches(_, let rects): rects.dropFirst().reduce(rects.first) { $0?.union($1) }
        }
    }
}

extension Layer {
    /// The box, in the space this layer draws its content and sublayers in (its own
    /// coordinates, its scale applied), that they may paint into; nil when nothing.
    public var paintedExtent: Rect? {
        let bounds = Rect(0, 0, frame.width, frame.height)
        if clipsToBounds { return bounds }
        var box = content.paintedBox(in: bounds)
        for sublayer in sublayers {
            guard let extent = sublayer.paintedExtent else { continue }
            let placed = sublayer.placement(in: .identity).boundingBox(of: extent)
            box = box.map { $0.union(placed) } ?? placed
        }
        return box
    }

    /// Whether clipping to the bounds changes nothing: the clip is square and everything
    /// below the layer paints inside it.
    public var clipCutsNothing: Bool {
        guard clipsToBounds, clipCornerRadius == 0 else { return !clipsToBounds }
        let bounds = Rect(0, 0, frame.width, frame.height)
        var unclipped = self
        unclipped.clipsToBounds = false
        guard let extent = unclipped.paintedExtent else { return true }
        return bounds.contains(extent)
    }

    /// This layer and every layer below it.
    public var subtreeCount: Int { sublayers.reduce(1) { $0 + $1.subtreeCount } }

    /// Whether the layer's own content is an opaque square fill over its whole frame.
    var fillsOpaquely: Bool {
        if case let .fill(color, radius, _) = content { return color.alpha >= 1 && radius == 0 }
        return false
    }
}

extension Scene {
    /// How many layers, counted depth first (a layer before its sublayers), are drawn before
    /// the last one that covers the whole screen with an opaque fill at full opacity: their
    /// content cannot show. 0 when no layer covers the screen.
    public var layersHiddenByCover: Int { cover ?? 0 }

    /// The last layer, counted depth first, that covers the whole screen with an opaque fill
    /// at full opacity; nil when none does.
    public var cover: Int? {
        var index = 0
        var hidden: Int?
        let corners = [Point(0, 0), Point(size.x, 0), Point(0, size.y), Point(size.x, size.y)]
        func covers(_ t: Transform, _ layer: Layer) -> Bool {
            let inverse = t.inverted
            let bounds = Rect(0, 0, layer.frame.width, layer.frame.height).outset(1e-9, 1e-9)
            return corners.allSatisfy { corner in
                let p = inverse.apply(corner)
                return p.x >= bounds.x && p.x <= bounds.maxX && p.y >= bounds.y && p.y <= bounds.maxY
            }
        }
        // `clear`: every layer above, down to here, lets a cover show as it is (full opacity,
        // no clip smaller than the screen, no cached bitmap standing for the sublayers).
        func visit(_ layer: Layer, _ parent: Transform, clear: Bool) {
            let t = layer.placement(in: parent)
            let mine = index
            index += 1
            let stillClear = clear && layer.opacity >= 1 && layer.rasterKey == nil && (!layer.clipsToBounds || covers(t, layer))
            if stillClear && layer.fillsOpaquely && covers(t, layer) { hidden = mine }
            for sublayer in layer.sublayers { visit(sublayer, t, clear: stillClear) }
        }
        for layer in layers { visit(layer, .identity, clear: true) }
        return hidden
    }

    /// The layers, counted depth first, whose own content is a fill of the colour of the cover
    /// just below (`layersHiddenByCover`), painted before anything else is: a colour over
    /// itself changes no pixel, at any coverage or opacity, grouped or not (compositing is
    /// linear). Mid-rotation (PIC-2) the new layout's page repeats the backdrop the turning
    /// screen shows around it: upright, a fill the size of the interface for nothing.
    public var fillsRepeatingCover: Set<Int> { fillsRepeating(cover: cover) }

    /// `fillsRepeatingCover` for the cover already found (a painter asks for both).
    public func fillsRepeating(cover: Int?) -> Set<Int> {
        guard let cover else { return [] }
        var index = 0
        var color: Color?
        var repeating: Set<Int> = []
        var painted = false
        func visit(_ layer: Layer) {
            let mine = index
            index += 1
            if mine == cover, case let .fill(fill, _, _) = layer.content {
                color = fill
            } else if mine > cover, !painted, let color {
                switch layer.content {
                case .none: break
                case let .fill(fill, _, _) where fill == color: repeating.insert(mine)
                default: painted = true
                }
            }
            // A cached bitmap stands for its sublayers: they are not painted one by one.
            if layer.rasterKey != nil && mine > cover {
                painted = true
                index += layer.subtreeCount - 1
                return
            }
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        for layer in layers { visit(layer) }
        return repeating
    }
}

extension Layer {
    /// The first layer below this one (depth first) whose opaque square fill covers this
    /// layer's whole frame at full opacity: its path of sublayer indices, its place in this
    /// layer's space, and its colour.
    func coveringBackground() -> (path: [Int], placement: Transform, color: Color, size: Point)? {
        let box = Rect(0, 0, frame.width, frame.height)
        func search(_ layer: Layer, _ t: Transform, _ path: [Int]) -> (path: [Int], placement: Transform, color: Color, size: Point)? {
            guard layer.opacity >= 1, layer.rasterKey == nil else { return nil }
            if layer.fillsOpaquely, case let .fill(color, _, _) = layer.content,
               t.boundingBox(of: Rect(0, 0, layer.frame.width, layer.frame.height)).contains(box), t.b == 0, t.c == 0 {
                return (path, t, color, Point(layer.frame.width, layer.frame.height))
            }
            // Only the first branch is followed: a later sibling would paint over its elders.
            guard let first = layer.sublayers.first else { return nil }
            return search(first, first.placement(in: t), path + [0])
        }
        guard let first = sublayers.first else { return nil }
        return search(first, first.placement(in: .identity), [0])
    }

    /// The boxes, in this layer's space, of everything drawn after the layer at `path`.
    func boxesPainted(after path: [Int]) -> [Rect] {
        var boxes: [Rect] = []
        var passed = false
        func visit(_ layer: Layer, _ t: Transform, _ at: [Int]) {
            guard layer.opacity > 0.001 else { return }
            if passed, let box = layer.content.paintedBox(in: Rect(0, 0, layer.frame.width, layer.frame.height)) {
                boxes.append(t.boundingBox(of: box))
            }
            if at == path { passed = true }
            for (index, sublayer) in layer.sublayers.enumerated() { visit(sublayer, sublayer.placement(in: t), at + [index]) }
        }
        for (index, sublayer) in sublayers.enumerated() { visit(sublayer, sublayer.placement(in: .identity), [index]) }
        return boxes
    }

    /// A cross-fade's old picture drawn over `current` in the same frame, with its background
    /// kept only where `current` draws something over its own background of the same colour:
    /// elsewhere the old background would fade over itself, which changes no pixel. The same
    /// picture, for a fraction of a full-screen blend (PIC-2's rotation).
    public func washing(only current: Layer) -> Layer {
        guard let mine = coveringBackground(), let theirs = current.coveringBackground(), mine.color == theirs.color else { return self }
        let into = mine.placement.inverted
        // A point wider than each piece, so a patch's edge lies on the background it fades
        // over, and no wider than the background's frame, where the full fill's edge was.
        let bounds = Rect(0, 0, mine.size.x, mine.size.y)
        let patches = Rect.disjointCover(current.boxesPainted(after: theirs.path).map { into.boundingBox(of: $0).outset(1, 1) })
            .compactMap { $0.intersection(bounds) }
        var result = self
        func replace(_ layer: inout Layer, _ path: ArraySlice<Int>) {
            guard let index = path.first else {
                layer.content = .patches(mine.color, patches)
                return
            }
            replace(&layer.sublayers[index], path.dropFirst())
        }
        replace(&result, mine.path[...])
        return result
    }
}

extension Color {
    /// This colour with black at `amount` composited over whatever it ends up on: its red,
    /// green and blue scaled down, its alpha kept (compositing is linear, so a picture drawn
    /// with every colour darkened is the picture under a black veil).
    func darkened(by amount: Double) -> Color {
        Color(red * (1 - amount), green * (1 - amount), blue * (1 - amount), alpha)
    }
}

extension LayerContent {
    func darkened(by amount: Double) -> LayerContent {
        switch self {
        case .none: return .none
        case let .fill(color, radius, topOnly): return .fill(color.darkened(by: amount), cornerRadius: radius, topOnly: topOnly)
        case .text(var run):
            run.color = run.color.darkened(by: amount)
            return .text(run)
        case let .symbol(symbol, color): return .symbol(symbol, color.darkened(by: amount))
        case let .gradient(top, bottom): return .gradient(top: top.darkened(by: amount), bottom: bottom.darkened(by: amount))
        case let .glass(color, rim, radius): return .glass(color.darkened(by: amount), rim: rim.darkened(by: amount), cornerRadius: radius)
        case let .patches(color, rects): return .patches(color.darkened(by: amount), rects)
        }
    }
}

extension Layer {
    /// The same picture under a black veil of opacity `amount`, wherever it is opaque: each
    /// colour darkened instead of a translucent layer over the screen (a full-screen blend).
    public func darkened(by amount: Double) -> Layer {
        var result = self
        result.content = content.darkened(by: amount)
        result.sublayers = sublayers.map { $0.darkened(by: amount) }
        return result
    }
}
