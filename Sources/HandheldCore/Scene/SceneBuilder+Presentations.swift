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

    func presentationLayers() -> [Layer] {
        let hierarchy = state.hierarchy
        var entries: [ChainEntry] = hierarchy.presentations.map { presentation in
            let presenting = state.transitions.last { $0.kind == .present && $0.appearing == presentation.controller }
            return ChainEntry(id: presentation.controller, hierarchy: hierarchy,
                              presence: presenting.map { Curve.easeInOut($0.progress(at: now)) } ?? 1)
        }
        // Dismissals in flight: what left is drawn from the hierarchy before it left.
        for transition in state.transitions where transition.kind == .dismiss {
            let current = Set(hierarchy.presentedIDs)
            for old in transition.previous.presentations where !current.contains(old.controller) {
                entries.append(ChainEntry(id: old.controller, hierarchy: transition.previous,
                                          presence: 1 - Curve.easeInOut(transition.progress(at: now))))
            }
        }
        var layers = [controllerLayer(hierarchy.windowRoot, in: hierarchy, frame: screen, safeTop: safeTop, safeBottom: safeBottom)]
        for entry in entries {
            guard let controller = entry.hierarchy[entry.id] else { continue }
            let style = controller.preferences.modalPresentationStyle
            let p = entry.presence
            switch style {
            case .fullScreen:
                var layer = controllerLayer(entry.id, in: entry.hierarchy, frame: screen, safeTop: safeTop, safeBottom: safeBottom)
                layer.frame = layer.frame.offsetBy(0, size.y * (1 - p))
                layers.append(layer)
            case .pageSheet, .formSheet:
                // The presenter is pushed back and dimmed; the sheet is a card.
                if style == .pageSheet, !state.orientation.isLandscape || state.device.showsStatusBarInLandscape {
                    layers = layers.map { pushedBack($0, by: p) }
                }
                layers.append(Layer("dimming:\(entry.id)", frame: screen, content: .fill(palette.dimming), opacity: p))
                let card = sheetFrame(style)
                var layer = controllerLayer(entry.id, in: entry.hierarchy, frame: card, safeTop: 0,
                                            safeBottom: style == .pageSheet ? safeBottom : 0)
                layer.clipCornerRadius = 10
                layer.frame = layer.frame.offsetBy(0, (size.y - card.y) * (1 - p))
                layers.append(layer)
            case .overFullScreen, .overCurrentContext:
                layers.append(Layer("dimming:\(entry.id)", frame: screen, content: .fill(palette.dimming.withAlpha(0.25)), opacity: p))
                var layer = controllerLayer(entry.id, in: entry.hierarchy, frame: screen, safeTop: safeTop,
                                            safeBottom: safeBottom, translucent: true)
                layer.frame = layer.frame.offsetBy(0, size.y * (1 - p))
                layers.append(layer)
            }
        }
        return layers
    }

    func sheetFrame(_ style: ModalPresentationStyle) -> Rect {
        if style == .formSheet {
            let width = min(540, size.x - 32)
            let height = min(620, size.y - safeTop - 40 - safeBottom)
            return Rect((size.x - width) / 2, (size.y - height) / 2 + safeTop / 2, width, height)
        }
        let wide = size.x > 600
        let width = wide ? min(704, size.x - 64) : size.x
        let top = safeTop + 10
        return Rect((size.x - width) / 2, top, width, size.y - top)
    }

    /// The presenter of a page sheet: scaled back a little, rounded, dimmed by the caller.
    func pushedBack(_ layer: Layer, by p: Double) -> Layer {
        var layer = layer
        let scale = 1 - 0.08 * p
        layer.scale *= scale
        layer.frame.x += layer.frame.width * (1 - scale) / 2
        layer.frame.y += safeTop * 0.6 * p
        layer.clipsToBounds = true
        layer.clipCornerRadius = 10 * p
        return layer
    }
}
