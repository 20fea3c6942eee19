/// The status bar as drawn: hidden and style animations (SB-8), the overrides (DEV-5), and
/// its layout from the device profile.
extension SceneBuilder {
    // MARK: - Status bar (SB-8, DEV-5)

    func statusBarLayer() -> Layer {
        let display = state.statusBar
        let height = state.device.statusBarHeight
        let frame = Rect(0, 0, size.x, height)
        // Hidden: animates with the owner's animation (SB-8).
        var opacity = display.resolution.isHidden ? 0.0 : 1.0
        var offset = display.resolution.isHidden ? -height : 0.0
        if let shown = statusBarShown {
            opacity = shown ? 1 : 0
            offset = 0
        } else if let change = display.hiddenChange {
            let p = Curve.easeInOut(min(1, max(0, (now - change.start) / statusBarAnimationDuration)))
            let shown = display.resolution.isHidden ? 1 - p : p
            switch change.animation {
            case .fade:
                opacity = shown
                offset = 0
            case .slide:
                opacity = 1
                offset = -height * (1 - shown)
            case .none:
                break
            }
        } else if display.resolution.isHidden {
            offset = 0
        }
        var sublayers: [Layer] = []
        // Style: the content colour cross-fades (SB-8).
        if let change = display.contentChange {
            let p = min(1, max(0, (now - change.start) / statusBarAnimationDuration))
            sublayers.append(statusBarContent(change.previous, opacity: 1 - p, name: "statusBarContent:previous"))
            sublayers.append(statusBarContent(display.content, opacity: p, name: "statusBarContent"))
        } else {
            sublayers.append(statusBarContent(display.content, opacity: 1, name: "statusBarContent"))
        }
        // VER-6: over a sheet's backdrop the glyphs are light, following the card's progress.
        let allLight = display.content == .light && (display.contentChange?.previous ?? .light) == .light
        if !allLight, let backdrop = state.sheetBackdrop, backdrop.share > 0 {
            var below = Layer("statusBarGlyphs", frame: Rect(0, 0, size.x, height), opacity: 1 - backdrop.share, sublayers: sublayers)
            below.allowsGroupOpacity = false
            sublayers = [below, statusBarContent(.light, opacity: backdrop.share, name: "statusBarContent:backdrop")]
        }
        // VER-7, issue 34: glyphs that cannot be seen are said on the device itself, so an
        // invisible status bar never looks like a broken picture.
        if !omitsOverlays, state.rotation == nil, let low = state.lowContrast {
            sublayers.append(lowContrastMark(low, below: height))
        }
        return Layer("statusBar", frame: frame.offsetBy(0, offset), opacity: opacity, sublayers: sublayers)
    }

    /// VER-7's (or BAR-5's) marker: a yellow tag naming the contrast and the rule, where it hides
    /// neither the glyphs it is about nor the bar under them (issue 50: under the status bar it
    /// covered the navigation bar's title, and was cut): in the bottom safe area of a phone with
    /// a home indicator (nothing is laid out there), else in the status bar's gap beside the
    /// time; its text shortened and smaller until it fits, never cut.
    func lowContrastMark(_ low: LowContrast, below height: Double) -> Layer {
        let ratio = JSONOutput.format((low.ratio * 10).rounded() / 10)
        let texts = [tr("⚠ status bar glyphs cannot be seen: contrast %s:1 (%s)", ratio, low.rule), tr("⚠ %s:1 (%s)", ratio, low.rule)]
        let bottomFree = orientation.isLandscape ? state.device.safeAreaBottomLandscape : state.device.safeAreaBottom
        // The span the tag may take, and its top.
        let span: (x: Double, width: Double, y: Double)
        if bottomFree >= 24 {
            span = (8, size.x - 16, size.y - bottomFree + 2)
        } else if state.device.statusBarLayout == .leadingTime {
            span = (150, max(40, size.x - 116 - 150), (height - 16) / 2)
        } else {
            // Between the signal and Wi-Fi glyphs and the centred time's box.
            span = (rtl ? size.x / 2 + 54 : 46, max(40, size.x / 2 - 54 - 46), (height - 16) / 2)
        }
        var chosen = (text: texts[1], size: 7.0, width: span.width)
        search: for text in texts {
            for fontSize in stride(from: 11.0, through: 7.0, by: -1) {
                let width = measurer.width(of: text, size: fontSize, weight: .semibold) + 12
                if width <= span.width {
                    chosen = (text, fontSize, width)
                    break search
                }
            }
        }
        let x = rtl ? span.x + span.width - chosen.width : span.x + (bottomFree >= 24 ? (span.width - chosen.width) / 2 : 0)
        return Layer("lowContrastMark", frame: Rect(x, span.y, chosen.width, 16), content: .fill(Color(hex: 0xFFD60A, alpha: 0.95), cornerRadius: 8), sublayers: [
            Layer("lowContrastMarkText", frame: Rect(6, (16 - chosen.size - 3) / 2, chosen.width - 12, chosen.size + 3),
                  content: .text(TextRun(chosen.text, size: chosen.size, weight: .semibold, color: Color(hex: 0x3D2A00), maxLines: 1))),
        ])
    }

    /// The battery level as a number, "100".
    var batteryNumber: String { "\(Int((state.statusBarOverrides.batteryLevel * 100).rounded()))" }

    /// The battery level as iOS writes it beside the glyph, "100%" (no space).
    var batteryPercent: String { batteryNumber + "%" }

    /// The time, signal, Wi-Fi and battery, in the content colour.
    func statusBarContent(_ content: StatusBarContent, opacity: Double, name: String) -> Layer {
        let color = content == .light ? Color.white : Color.black
        let overrides = state.statusBarOverrides
        let height = state.device.statusBarHeight
        let width = size.x
        var layers: [Layer] = []
        let layout = state.device.statusBarLayout
        if layout == .leadingTime {
            // PIC-8, the iPad: time and date at the leading edge, Wi-Fi and battery trailing.
            let middle = height / 2
            layers.append(Layer("time", frame: Rect(20, middle - 8, 130, 16),
                                content: .text(TextRun(tr("%s  Tue Jan 9", overrides.time), size: 12, weight: .semibold, color: color))))
            let percent = batteryPercent
            layers.append(Layer("wifi", frame: Rect(width - 108, middle - 5, 15, 10), content: .symbol(.wifi(bars: overrides.wifiBars), color)))
            layers.append(Layer("batteryPercent", frame: Rect(width - 88, middle - 8, 44, 16),
                                content: .text(TextRun(percent, size: 12, color: color, alignment: .trailing))))
            layers.append(Layer("battery", frame: Rect(width - 40, middle - 5, 25, 11), content: .symbol(.battery(level: overrides.batteryLevel), color)))
        } else if layout == .ears, let housing = state.device.housing, !orientation.isLandscape {
            // Time in the left ear, icons in the right ear, both centred on the ears.
            let ear = (width - housing.width) / 2
            let middle = height / 2 + 3
            layers.append(Layer("time", frame: Rect(0, middle - 11, ear, 22),
                                content: .text(TextRun(overrides.time, size: 17, weight: .semibold, color: color, alignment: .center))))
            let iconsWidth = 18.0 + 6 + 17 + 6 + 27
            let start = width - ear + (ear - iconsWidth) / 2
            layers.append(Layer("cellular", frame: Rect(start, middle - 6, 18, 12), content: .symbol(.cellular(bars: overrides.cellularBars), color)))
            layers.append(Layer("wifi", frame: Rect(start + 24, middle - 6, 17, 12), content: .symbol(.wifi(bars: overrides.wifiBars), color)))
            var battery = Layer("battery", frame: Rect(start + 47, middle - 6, 27, 13), content: .symbol(.battery(level: overrides.batteryLevel), color))
            if state.ios >= .iOS17 {
                // From iOS 16 a Face ID iPhone shows the number inside the glyph (this project's
                // versions: 15 stands for 15 and 16 and draws as 15 did, so from 17), in the
                // colour that stands out on the filled glyph.
                let inverse = content == .light ? Color.black : Color.white
                battery.sublayers = [Layer("batteryPercent", frame: Rect(0, 0, 24, 13),
                                           content: .text(TextRun(batteryNumber, size: 9, weight: .bold, color: inverse, alignment: .center)))]
            }
            layers.append(battery)
        } else {
            let middle = height / 2
            layers.append(Layer("cellular", frame: Rect(6, middle - 5, 17, 10), content: .symbol(.cellular(bars: overrides.cellularBars), color)))
            layers.append(Layer("wifi", frame: Rect(28, middle - 5, 15, 10), content: .symbol(.wifi(bars: overrides.wifiBars), color)))
            layers.append(Layer("time", frame: Rect(width / 2 - 50, middle - 8, 100, 16),
                                content: .text(TextRun(overrides.time, size: 12, weight: .semibold, color: color, alignment: .center))))
            let percent = batteryPercent
            layers.append(Layer("batteryPercent", frame: Rect(width - 80, middle - 8, 44, 16),
                                content: .text(TextRun(percent, size: 12, color: color, alignment: .trailing))))
            layers.append(Layer("battery", frame: Rect(width - 32, middle - 5, 25, 11), content: .symbol(.battery(level: overrides.batteryLevel), color)))
        }
        var content = Layer(name, frame: Rect(0, 0, width, height), opacity: opacity, sublayers: layers)
        content.allowsGroupOpacity = false // the glyphs do not overlap
        return content
    }
}
