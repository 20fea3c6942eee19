/// The tips overlay window (TIP-2, TIP-4, TIP-5, TIP-6, TIP-7).
extension SceneBuilder {
    // MARK: - Tips overlay (TIP-2, TIP-5, TIP-6, TIP-7)

    /// The tip's text size: TIP-2's 12 pt on a status bar of the article's height, 15 pt on the
    /// tall bars of phones with a housing (their time is 17 pt).
    static func tipTextSize(barHeight: Double) -> Double { barHeight > 30 ? 13 : 12 }

    static func tipColor(_ style: TipStyle) -> Color {
        switch style {
        case .plain: .black
        case .success: Color(hex: 0x1E8E3E)
        case .warning: Color(hex: 0xB86E00)
        case .error: Color(hex: 0xC5221F)
        }
    }

    /// The overlay window, placed the article's way: its own transform, centre and bounds in
    /// the fixed portrait screen, so it lies along the top edge of the interface (placed at
    /// `interface`, turned by `angle`): TIP-4's placement at rest, and at every frame of a
    /// rotation (PIC-2).
    func tipsLayer(interface: Rect, angle: Double) -> Layer? {
        let tips = state.tips
        var offset = 0.0
        let tip: TipRequest
        if let slide = tips.slide, slide.end > now {
            let p = Curve.easeInOut((now - slide.start) / tipAnimationDuration)
            tip = slide.showing ? (tips.current ?? slide.tip) : slide.tip
            offset = slide.showing ? -(1 - p) : -p
        } else if let current = tips.current {
            tip = current
        } else {
            return nil
        }
        // TIP-4: the status bar's height, or the compact bar's where the status bar hides in
        // landscape; the label and icon inside the side safe areas.
        let height = state.device.tipsHeight(in: state.orientation)
        let inset = state.device.tipsSideInset(in: state.orientation)
        let width = interface.width
        // The top edge's middle: the interface's centre, moved up half its height less half the
        // overlay's, turned with it.
        let up = Transform.rotation(angle).apply(Point(0, -interface.height / 2 + height / 2))
        let center = Point(interface.midX + up.x, interface.midY + up.y)
        // TIP-7: with a housing in the bar (portrait), the label keeps to its right, and clear of
        // the screen's rounded corner at the bar's middle (issue 34: its end lay under the curve).
        var clear = 0.0
        var corner = 0.0
        if let housing = state.device.housing, !state.orientation.isLandscape {
            clear = (width + housing.width) / 2
            let radius = state.device.cornerRadius, middle = height / 2
            if middle < radius { corner = (radius - (radius * radius - (radius - middle) * (radius - middle)).squareRoot()).rounded(.up) }
        }
        // TIP-2's 12 pt is the article's 20 pt bar; in the ears of a taller bar the tip is set
        // at the size of the status bar's own words there (issue 34: it read tiny).
        let textSize = Self.tipTextSize(barHeight: height)
        let textWidth = measurer.width(of: tip.text, size: textSize, weight: .regular)
        var layout = TipsGeometry.layout(overlayWidth: width - 2 * inset - corner, height: height, textWidth: textWidth, hasIcon: tip.icon != nil,
                                         clearFrom: clear, confined: inset > 0 || corner > 0)
        layout.labelX += inset
        layout.iconCenter?.x += inset
        var sublayers = [
            Layer("tipBackground", frame: Rect(0, 0, width, height), content: .fill(Self.tipColor(tip.style))),
            Layer("tipLabel", frame: Rect(layout.labelX, 0, layout.labelWidth, height),
                  content: .text(TextRun(tip.text, size: textSize, color: .white, alignment: .center))),
        ]
        if let icon = tip.icon, let center = layout.iconCenter {
            sublayers.append(Layer("tipIcon", frame: Rect(center.x - 10, center.y - 10, 20, 20), content: .symbol(.tipIcon(icon), .white)))
        }
        if let progress = tip.progress {
            sublayers.append(Layer("tipProgress", frame: Rect(0, height - 2, width * progress, 2), content: .fill(Color(1, 1, 1, 0.85))))
        }
        let content = Layer("tipContent", frame: Rect(0, height * offset, width, height), sublayers: sublayers)
        var window = Layer("tips", frame: Rect(center.x - width / 2, center.y - height / 2, width, height), sublayers: [content])
        window.rotation = angle
        return window
    }
}
