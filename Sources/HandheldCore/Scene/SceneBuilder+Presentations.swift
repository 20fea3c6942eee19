/// The presentation chain as drawn (VC-5): full screen, sheets (PIC-6) and over-full-screen,
/// presenting and dismissing in flight.
extension SceneBuilder {
    // MARK: - The presentation chain (VC-5)

    /// One entry drawn in the chain: who, from which hierarchy, and how far in.
    struct ChainEntry {
        var id: String
        var hierarchy: Hierarchy
        /// 1 when fully on screen; less while presenting or dismissing.
        var presence: Double
    }

    /// How many presentations from the top of the chain are drawn, at most: below that many
    /// cards the rest cannot be told apart, and a deep chain costs no more than its top.
    static let drawnPresentations = 8

    func presentationLayers() -> [Layer] {
        let hierarchy = state.hierarchy
        let presentations = hierarchy.presentations
        // UI-6: a sheet swiped down follows the finger, then runs on at constant speed.
        func presence(_ id: String) -> Double { state.presence(ofPresented: id) }
        // From the top down to the first opaque full-screen presentation that is in place:
        // what it covers is not drawn (and VER-3's look under the status bar costs what the
        // top does).
        var first = presentations.count
        var covered = false
        while first > max(0, presentations.count - Self.drawnPresentations) {
            first -= 1
            let id = presentations[first].controller
            guard presence(id) >= 1, let controller = hierarchy[id],
                  state.ios.presentation(of: controller.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).style == .fullScreen else { continue }
            if controller.preferences.backgroundColor.map({ $0.light.alpha >= 1 && $0.dark.alpha >= 1 }) ?? true {
                covered = true
                break
            }
        }
        var entries: [ChainEntry] = (first..<presentations.count).map { index in
            ChainEntry(id: presentations[index].controller, hierarchy: hierarchy, presence: presence(presentations[index].controller))
        }
        // Dismissals in flight: what left (the top of the chain before) is drawn from the
        // hierarchy before it left.
        for transition in state.transitions where transition.kind == .dismiss {
            let previous = transition.previous.presentations
            for index in presentations.count..<max(presentations.count, previous.count) {
                entries.append(ChainEntry(id: previous[index].controller, hierarchy: transition.previous,
                                          presence: 1 - Curve.easeInOut(transition.progress(at: now))))
            }
        }
        var layers = covered || first > 0
            ? [] : [controllerLayer(hierarchy.windowRoot, in: hierarchy, frame: screen, safeTop: safeTop, safeBottom: safeBottom)]
        for entry in entries {
            guard let controller = entry.hierarchy[entry.id] else { continue }
            // VER-1, VER-2: drawn as the style in effect.
            let style = state.ios.presentation(of: controller.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).style
            let p = entry.presence
            switch style {
            case .fullScreen, .automatic: // (`automatic` never remains in effect)
                var layer = controllerLayer(entry.id, in: entry.hierarchy, frame: screen, safeTop: safeTop, safeBottom: safeBottom)
                layer.frame = layer.frame.offsetBy(0, size.y * (1 - p))
                layers.append(layer)
            case .pageSheet, .formSheet:
                // VER-2: in compact width (a phone) both are the card sheet of PIC-6; on a pad a
                // form sheet is a centred card and a page sheet a page-sized one.
                let card = sheetFrame(style)
                if !state.device.isPad, !orientation.isLandscape {
                    layers = pushedBack(layers, by: p)
                }
                layers.append(Layer("dimming:\(entry.id)", frame: screen, content: .fill(palette.dimming), opacity: p))
                let fullWidth = card.width >= size.x
                // PIC-4a: dark appearance elevates what a card draws.
                var inside = self
                inside.inCard = true
                var layer = inside.controllerLayer(entry.id, in: entry.hierarchy, frame: card, safeTop: 0,
                                                   safeBottom: fullWidth || card.maxY >= size.y ? safeBottom : 0)
                layer.clipCornerRadius = 10
                layer.frame = layer.frame.offsetBy(0, (size.y - card.y) * (1 - p))
                layers.append(layer)
            case .overFullScreen, .overCurrentContext:
                // PIC-5: drawn as it is, opaque unless its background has alpha; then the
                // presenter, left in place, shows through, but takes no touches: the presented
                // view covers its frame for touches whatever its colour.
                var layer = controllerLayer(entry.id, in: entry.hierarchy, frame: screen, safeTop: safeTop, safeBottom: safeBottom)
                layer.frame = layer.frame.offsetBy(0, size.y * (1 - p))
                layers.append(Layer(Self.touchCoverPrefix + entry.id, frame: layer.frame))
                layers.append(layer)
            }
        }
        return layers
    }

    /// The status bar's bottom edge in the interface (0 where it never shows).
    var statusBarBottom: Double {
        orientation.isLandscape && !state.device.showsStatusBarInLandscape ? 0 : state.device.statusBarHeight
    }

    func sheetFrame(_ style: ModalPresentationStyle) -> Rect {
        if state.device.isPad {
            if style == .formSheet {
                let width = min(540, size.x - 32)
                let height = min(620, size.y - safeTop - 40 - safeBottom)
                return Rect((size.x - width) / 2, (size.y - height) / 2 + safeTop / 2, width, height)
            }
            let width = min(704, size.x - 64)
            let top = statusBarBottom + 10
            return Rect((size.x - width) / 2, top, width, size.y - top)
        }
        // PIC-6: the card's top sits 10 pt below the status bar's bottom.
        let top = statusBarBottom + 10
        return Rect(0, top, size.x, size.y - top)
    }

    /// PIC-6: the presenters of a phone's sheet, scaled back over a black backdrop with their
    /// top moving down to the status bar's bottom. Below that line they are one inset card whose
    /// top corners round as it moves back; above it the strip under the glyphs is the same
    /// inset picture held still, fading to the backdrop in the first part of the motion, so no
    /// edge crosses the glyphs and the strip never stands wider than the card below it.
    func pushedBack(_ layers: [Layer], by p: Double) -> [Layer] {
        let line = statusBarBottom
        let scale = 1 - 0.08 * p
        let inset = size.x * (1 - scale) / 2
        func scaled(_ layer: Layer, top: Double) -> Layer {
            var layer = layer
            layer.scale *= scale
            layer.frame.x = size.x / 2 + (layer.frame.x - size.x / 2) * scale - inset
            layer.frame.y = layer.frame.y * scale + top
            layer.clipsToBounds = true
            layer.clipCornerRadius = 10 * p / scale
            return layer
        }
        var result = [Layer("sheetBackdrop", frame: screen, content: .fill(.black))]
        let stripOpacity = max(0, 1 - p / Self.stripFade)
        if line > 0, stripOpacity > 0 {
            result.append(Layer("presenterStrip", frame: Rect(inset, 0, size.x - 2 * inset, line), opacity: stripOpacity, clipsToBounds: true,
                                sublayers: layers.map { scaled($0, top: 0) }))
        }
        var card = Layer("presenterCard", frame: Rect(inset, line, size.x - 2 * inset, size.y - line), clipsToBounds: true,
                         sublayers: layers.map { scaled($0, top: line * p - line) })
        card.clipCornerRadius = 10 * p
        result.append(card)
        return result
    }

    /// An invisible layer that takes the touches in its frame (PIC-5).
    static let touchCoverPrefix = "touchCover:"

    /// The top-level layers of a still picture fading out over the live one (PIC-2, THEME-5):
    /// they take no touches.
    static let snapshotNames: Set<String> = ["rotationSnapshot", "themeSnapshot"]

    /// The share of a sheet's motion over which the presenter's strip under the glyphs fades
    /// out: gone before its inset sides could reach a glyph (PIC-6).
    static let stripFade = 0.35
}
