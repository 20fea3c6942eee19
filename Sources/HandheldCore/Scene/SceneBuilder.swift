/// Builds the Scene of the engine's state at its current time: every position, colour and
/// opacity the painter will use, transitions in flight included.
public struct SceneBuilder {
    /// Navigation bar height below the status bar.
    public static let navigationBarHeight = 44.0
    /// Tab bar height above the home indicator area.
    public static let tabBarHeight = 49.0
    /// How far the view below moves during a push or pop (POP-2's 30 % parallax).
    public static let parallax = 0.3

    let state: EngineState
    let palette: ScenePalette
    let now: Double
    /// The interface's size (landscape is wide).
    let size: Point
    let safeTop: Double
    let safeBottom: Double
    let rtl: Bool
    let measurer: any TextMeasuring

    /// The Scene of `state` at `state.now`; text is measured with `measurer` (Pango in the
    /// window and the renderer).
    public static func scene(_ state: EngineState, measurer: any TextMeasuring = ApproximateTextMeasurer()) -> Scene {
        SceneBuilder(state: state, measurer: measurer).build()
    }

    init(state: EngineState, measurer: any TextMeasuring = ApproximateTextMeasurer()) {
        self.measurer = measurer
        self.state = state
        palette = ScenePalette(state.appearance)
        now = state.now
        let device = state.device
        let landscape = state.orientation.isLandscape
        size = landscape ? Point(device.screenHeight, device.screenWidth) : Point(device.screenWidth, device.screenHeight)
        let hasHomeIndicator = device.sensorHousing != .none
        if landscape {
            safeTop = device.showsStatusBarInLandscape ? device.statusBarHeight : 0
            safeBottom = hasHomeIndicator ? 21 : 0
        } else {
            safeTop = device.statusBarHeight
            safeBottom = hasHomeIndicator ? 34 : 0
        }
        rtl = state.layoutDirection == .rtl
    }

    var screen: Rect { Rect(0, 0, size.x, size.y) }

    /// The interface's rotation in the physical screen, as TIP-4's table turns things.
    static func angle(_ orientation: InterfaceOrientation) -> Double {
        switch orientation {
        case .portrait: 0
        case .portraitUpsideDown: .pi
        case .landscapeLeft: -.pi / 2
        case .landscapeRight: .pi / 2
        }
    }

    /// The interface's angle now: during a rotation it turns from the old one to the new by
    /// the shorter way, and the viewer turns the device back, so the interface stays upright
    /// (DEV-3).
    var interfaceAngle: Double {
        let target = Self.angle(state.orientation)
        guard let rotation = state.rotation, rotation.end > now else { return target }
        let from = Self.angle(rotation.from)
        var delta = (target - from).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return from + delta * Curve.easeInOut((now - rotation.start) / rotationDuration)
    }

    func build() -> Scene {
        // The interface, laid out upright in its own space, turned into the fixed portrait
        // screen (DEV-2).
        // (No background of its own: the screen's black shows wherever the interface leaves a gap.)
        var interfaceLayers = presentationLayers()
        interfaceLayers.append(statusBarLayer())
        interfaceLayers.append(contentsOf: homeIndicatorLayers())
        let portrait = Point(state.device.screenWidth, state.device.screenHeight)
        let angle = interfaceAngle
        var interface = Layer("interface", frame: Rect((portrait.x - size.x) / 2, (portrait.y - size.y) / 2, size.x, size.y),
                              sublayers: interfaceLayers)
        interface.rotation = angle
        var layers = [Layer("screenBackground", frame: Rect(0, 0, portrait.x, portrait.y), content: .fill(.black)), interface]
        // TIP-1: the overlay is its own window above the status bar and every controller.
        if let tips = tipsLayer() { layers.append(tips) }
        layers.append(contentsOf: hardwareLayers())
        // THEME-5: the old picture fades out over the new one.
        if let dissolve = state.themeDissolve, dissolve.end > now {
            var snapshot = Layer("themeSnapshot", frame: Rect(0, 0, portrait.x, portrait.y), opacity: dissolve.snapshotOpacity(at: now),
                                 clipsToBounds: true, sublayers: SceneBuilder(state: dissolve.previous, measurer: measurer).build().layers)
            // The old picture is a still: like UIKit's snapshot view, it can be kept as a bitmap.
            snapshot.rasterKey = "themeSnapshot@\(dissolve.start)->\(state.themeName)"
            snapshot.isOpaque = true // it begins with the opaque background layer
            layers.append(snapshot)
        }
        var scene = Scene(size: portrait, scale: state.device.scale, cornerRadius: state.device.cornerRadius, layers: layers)
        scene.viewerRotation = -angle
        return scene
    }

    // MARK: - The presentation chain (VC-5)

    /// One entry drawn in the chain: who, from which hierarchy, and how far in.
    private struct ChainEntry {
        var id: String
        var hierarchy: Hierarchy
        /// 1 when fully on screen; less while presenting or dismissing.
        var presence: Double
    }

    private func presentationLayers() -> [Layer] {
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

    private func sheetFrame(_ style: ModalPresentationStyle) -> Rect {
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
    private func pushedBack(_ layer: Layer, by p: Double) -> Layer {
        var layer = layer
        let scale = 1 - 0.08 * p
        layer.scale *= scale
        layer.frame.x += layer.frame.width * (1 - scale) / 2
        layer.frame.y += safeTop * 0.6 * p
        layer.clipsToBounds = true
        layer.clipCornerRadius = 10 * p
        return layer
    }

    // MARK: - Controllers

    /// The view of a controller in `frame`, with its safe area insets.
    func controllerLayer(
        _ id: String, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double, translucent: Bool = false
    ) -> Layer {
        guard let controller = hierarchy[id] else { return Layer("missing:\(id)", frame: frame) }
        let local = Rect(0, 0, frame.width, frame.height)
        var sublayers: [Layer]
        switch controller.kind {
        case .view:
            sublayers = contentLayers(controller, frame: local, safeTop: safeTop, safeBottom: safeBottom, translucent: translucent)
        case .navigation:
            sublayers = navigationLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .tabs:
            sublayers = tabsLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .container:
            sublayers = containerLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        }
        return Layer("view:\(id)", frame: frame, clipsToBounds: true, sublayers: sublayers)
    }

    /// The theme a controller's parts draw: the one its `applyTheme` last received (THEME-3).
    private func theme(of controller: Controller) -> Theme { controller.appliedTheme ?? .fallback }

    private func contentLayers(_ controller: Controller, frame: Rect, safeTop: Double, safeBottom: Double, translucent: Bool) -> [Layer] {
        let theme = theme(of: controller)
        let background = theme.backgroundColor.withAlpha(theme.backgroundColor.alpha * (translucent ? 0.8 : 1))
        var lines = [
            "preferredStatusBarStyle  .\(controller.preferences.preferredStatusBarStyle.rawValue)",
            "prefersStatusBarHidden  \(controller.preferences.prefersStatusBarHidden)",
            "preferredStatusBarUpdateAnimation  .\(controller.preferences.statusBarAnimation.rawValue)",
        ]
        if controller.preferences.prefersNavigationBarHidden { lines.append("prefersNavigationBarHidden  true") }
        if state.hierarchy.presentedIDs.contains(controller.id) {
            lines.append("modalPresentationStyle  .\(controller.preferences.modalPresentationStyle.rawValue)")
        }
        let resolution = state.statusBar.resolution
        if resolution.styleOwner == controller.id { lines.append("◆ decides the status bar style") }
        if resolution.hiddenOwner == controller.id { lines.append("◆ decides whether it is hidden") }
        let top = safeTop + 20
        // A chip of the controller's own colour tells screens apart under one theme.
        let chipX = rtl ? frame.width - 16 - 28 : 16
        let textX = rtl ? 16 : 52.0
        let width = frame.width - 68
        return [
            Layer("content:\(controller.id)", frame: frame, content: .fill(background)),
            Layer("chip:\(controller.id)", frame: Rect(chipX, top + 6, 28, 28),
                  content: .fill(palette.contentColor(for: controller.id), cornerRadius: 7)),
            Layer("title:\(controller.id)", frame: Rect(textX, top, width, 40),
                  content: .text(TextRun(controller.title, size: 30, weight: .bold, color: theme.textColor, alignment: rtl ? .trailing : .leading))),
            Layer("details:\(controller.id)", frame: Rect(16, top + 48, frame.width - 32, Double(lines.count) * 20 + 4),
                  content: .text(TextRun(lines.joined(separator: "\n"), size: 13, color: theme.textColor.withAlpha(theme.textColor.alpha * 0.7),
                                         alignment: rtl ? .trailing : .leading, maxLines: lines.count))),
        ]
    }

    private func navigationLayers(_ nav: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        let bar = nav.navigationBar ?? NavigationBarState()
        let transition = state.transitions.last {
            $0.navigation == nav.id && ($0.kind == .push || $0.kind == .pop) && $0.end > now
        }
        let barHeight = Self.navigationBarHeight
        var layers: [Layer] = []
        // How visible the bar is: animates with the transition (POP-4).
        var barVisibility = bar.isHidden ? 0.0 : 1.0
        var titleLayers: [(String, Double, String?)] = [] // (title, opacity, back title)
        // What moves: an animated push or pop, or an interactive pop following the finger (POP-2).
        var motion: (isPush: Bool, p: Double, appearing: String, disappearing: String, previous: Hierarchy, bar: Transition.BarChange?)?
        if let transition, let appearing = transition.appearing, let disappearing = transition.disappearing {
            motion = (transition.kind == .push, Curve.easeInOut(transition.progress(at: now)), appearing, disappearing,
                      transition.previous, transition.navigationBarHidden)
        } else if let pop = state.interactivePop, pop.navigation == nav.id {
            // POP-4's change was decided when the pop began.
            motion = (false, pop.visibleProgress(at: now), pop.appearing, pop.leaving, hierarchy, pop.navigationBarHidden)
        }
        if let motion {
            let (isPush, p, appearing, disappearing) = (motion.isPush, motion.p, motion.appearing, motion.disappearing)
            if let change = motion.bar {
                let before = change.before ? 0.0 : 1.0
                let after = change.after ? 0.0 : 1.0
                barVisibility = before + (after - before) * p
            }
            let width = frame.width
            let direction = rtl ? -1.0 : 1.0
            // Push: the new top comes from the trailing edge over the old one, which moves
            // 30 % toward the leading edge under a dimming. Pop is the same, backwards.
            let underOffset = -Self.parallax * width * (isPush ? p : 1 - p) * direction
            let overOffset = width * (isPush ? 1 - p : p) * direction
            let under = isPush ? disappearing : appearing
            let over = isPush ? appearing : disappearing
            let underHierarchy = isPush ? motion.previous : hierarchy
            let overHierarchy = isPush ? hierarchy : motion.previous
            let contentTop = safeTop + barHeight * barVisibility
            var underLayer = controllerLayer(under, in: underHierarchy, frame: frame, safeTop: contentTop, safeBottom: safeBottom)
            underLayer.frame = underLayer.frame.offsetBy(underOffset, 0)
            layers.append(underLayer)
            layers.append(Layer("pushDimming:\(nav.id)", frame: frame, content: .fill(Color(0, 0, 0, 0.1)),
                                opacity: isPush ? p : 1 - p))
            var overLayer = controllerLayer(over, in: overHierarchy, frame: frame, safeTop: contentTop, safeBottom: safeBottom)
            overLayer.frame = overLayer.frame.offsetBy(overOffset, 0)
            layers.append(overLayer)
            titleLayers.append((title(disappearing, motion.previous), 1 - p, backTitle(of: disappearing, in: motion.previous)))
            titleLayers.append((title(appearing, hierarchy), p, backTitle(of: appearing, in: hierarchy)))
        } else if let top = nav.topOfStack {
            let contentTop = safeTop + (bar.isHidden ? 0 : barHeight)
            layers.append(controllerLayer(top, in: hierarchy, frame: frame, safeTop: contentTop, safeBottom: safeBottom))
            titleLayers.append((title(top, hierarchy), 1, backTitle(of: top, in: hierarchy)))
        }
        if barVisibility > 0 {
            layers.append(navigationBarLayer(nav, bar: bar, frame: frame, safeTop: safeTop, visibility: barVisibility, titles: titleLayers))
        }
        return layers
    }

    private func title(_ id: String, _ hierarchy: Hierarchy) -> String { hierarchy[id]?.title ?? id }

    /// The title of the controller below `id` in its stack, for the back button.
    private func backTitle(of id: String, in hierarchy: Hierarchy) -> String? {
        guard let parent = hierarchy[id]?.parent, let stack = hierarchy[parent]?.children,
              let index = stack.firstIndex(of: id), index > 0 else { return nil }
        return title(stack[index - 1], hierarchy)
    }

    private func navigationBarLayer(
        _ nav: Controller, bar: NavigationBarState, frame: Rect, safeTop: Double, visibility: Double,
        titles: [(String, Double, String?)]
    ) -> Layer {
        let height = safeTop + Self.navigationBarHeight
        let black = bar.barStyle == .black
        var background = black ? palette.blackBarBackground : palette.barBackground
        var titleColor = black ? Color.white : palette.text
        var tint = black ? Color(hex: 0x0A84FF) : palette.tint
        // A themed navigation controller's bar follows its theme, as the article's
        // AppNavigationController sets barTintColor and tintColor; others keep barStyle's look.
        if nav.isThemed {
            let theme = theme(of: nav)
            background = theme.barBackgroundColor
            titleColor = theme.barForegroundColor
            tint = theme.barForegroundColor
        }
        var sublayers = [
            Layer("navigationBarBackground:\(nav.id)", frame: Rect(0, 0, frame.width, height), content: .fill(background)),
            Layer("navigationBarSeparator:\(nav.id)", frame: Rect(0, height - 0.5, frame.width, 0.5),
                  content: .fill(black ? Color(1, 1, 1, 0.15) : palette.barSeparator)),
        ]
        for (index, (title, opacity, back)) in titles.enumerated() where opacity > 0 {
            sublayers.append(Layer("navigationTitle:\(nav.id):\(index)", frame: Rect(80, safeTop, frame.width - 160, Self.navigationBarHeight),
                                   content: .text(TextRun(title, size: 17, weight: .semibold, color: titleColor, alignment: .center)),
                                   opacity: opacity))
            if let back {
                let chevronX = rtl ? frame.width - 20 : 8
                sublayers.append(Layer("backChevron:\(nav.id):\(index)", frame: Rect(chevronX, safeTop + 11, 12, 22),
                                       content: .symbol(.backChevron(pointsLeft: !rtl), tint), opacity: opacity))
                let textX = rtl ? frame.width - 28 - 90 : 26
                sublayers.append(Layer("backTitle:\(nav.id):\(index)", frame: Rect(textX, safeTop, 90, Self.navigationBarHeight),
                                       content: .text(TextRun(back, size: 17, color: tint, alignment: rtl ? .trailing : .leading)),
                                       opacity: opacity))
            }
        }
        // Hiding slides the bar up under the status bar, as UIKit does.
        let offset = -height * (1 - visibility)
        return Layer("navigationBar:\(nav.id)", frame: Rect(0, offset, frame.width, height), clipsToBounds: true, sublayers: sublayers)
    }

    private func tabsLayers(_ tabs: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        let barHeight = Self.tabBarHeight + safeBottom
        let theme = theme(of: tabs)
        var layers: [Layer] = []
        if let selected = tabs.selectedChild {
            layers.append(controllerLayer(selected, in: hierarchy, frame: frame, safeTop: safeTop, safeBottom: barHeight))
        }
        var items: [Layer] = [
            Layer("tabBarBackground:\(tabs.id)", frame: Rect(0, 0, frame.width, barHeight), content: .fill(theme.barBackgroundColor)),
            Layer("tabBarSeparator:\(tabs.id)", frame: Rect(0, 0, frame.width, 0.5), content: .fill(palette.barSeparator)),
        ]
        let count = max(1, tabs.children.count)
        let itemWidth = frame.width / Double(count)
        for (index, child) in tabs.children.enumerated() {
            let slot = rtl ? count - 1 - index : index
            // The article's AppTabBarController: tintColor from the theme's bar foreground.
            let foreground = theme.barForegroundColor
            let color = index == tabs.selectedIndex ? foreground : foreground.withAlpha(foreground.alpha * 0.4)
            let x = Double(slot) * itemWidth
            items.append(Layer("tabIcon:\(tabs.id):\(index)", frame: Rect(x + itemWidth / 2 - 12, 6, 24, 22),
                               content: .fill(color, cornerRadius: 6)))
            items.append(Layer("tabTitle:\(tabs.id):\(index)", frame: Rect(x + 2, 31, itemWidth - 4, 14),
                               content: .text(TextRun(title(child, hierarchy), size: 10, weight: .semibold, color: color, alignment: .center))))
        }
        layers.append(Layer("tabBar:\(tabs.id)", frame: Rect(0, frame.height - barHeight, frame.width, barHeight), sublayers: items))
        return layers
    }

    private func containerLayers(_ box: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        guard !box.children.isEmpty else {
            return contentLayers(box, frame: frame, safeTop: safeTop, safeBottom: safeBottom, translucent: false)
        }
        // Children side by side from top to bottom, as a split view would lay them out.
        let count = Double(box.children.count)
        let usable = frame.height
        var layers: [Layer] = []
        for (index, child) in box.children.enumerated() {
            let y = usable * Double(index) / count
            let height = usable / count
            let first = index == 0
            let last = index == box.children.count - 1
            layers.append(controllerLayer(child, in: hierarchy, frame: Rect(0, y, frame.width, height),
                                          safeTop: first ? safeTop : 0, safeBottom: last ? safeBottom : 0))
            if !first {
                layers.append(Layer("containerDivider:\(box.id):\(index)", frame: Rect(0, y - 0.5, frame.width, 1),
                                    content: .fill(palette.barSeparator)))
            }
        }
        return layers
    }

    // MARK: - Status bar (SB-8, DEV-5)

    private func statusBarLayer() -> Layer {
        let display = state.statusBar
        let height = state.device.statusBarHeight
        let frame = Rect(0, 0, size.x, height)
        // Hidden: animates with the owner's animation (SB-8).
        var opacity = display.resolution.isHidden ? 0.0 : 1.0
        var offset = display.resolution.isHidden ? -height : 0.0
        if let change = display.hiddenChange {
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
        return Layer("statusBar", frame: frame.offsetBy(0, offset), opacity: opacity, sublayers: sublayers)
    }

    /// The time, signal, Wi-Fi and battery, in the content colour.
    private func statusBarContent(_ content: StatusBarContent, opacity: Double, name: String) -> Layer {
        let color = content == .light ? Color.white : Color.black
        let overrides = state.statusBarOverrides
        let height = state.device.statusBarHeight
        let width = size.x
        var layers: [Layer] = []
        let notched = state.device.sensorHousing != .none && !state.orientation.isLandscape
        if notched {
            // Time in the left ear, icons in the right ear, both centred on the ears.
            let ear = (width - 126) / 2
            let middle = height / 2 + 3
            layers.append(Layer("time", frame: Rect(0, middle - 11, ear, 22),
                                content: .text(TextRun(overrides.time, size: 17, weight: .semibold, color: color, alignment: .center))))
            let iconsWidth = 18.0 + 6 + 17 + 6 + 27
            let start = width - ear + (ear - iconsWidth) / 2
            layers.append(Layer("cellular", frame: Rect(start, middle - 6, 18, 12), content: .symbol(.cellular(bars: overrides.cellularBars), color)))
            layers.append(Layer("wifi", frame: Rect(start + 24, middle - 6, 17, 12), content: .symbol(.wifi(bars: overrides.wifiBars), color)))
            layers.append(Layer("battery", frame: Rect(start + 47, middle - 6, 27, 13), content: .symbol(.battery(level: overrides.batteryLevel), color)))
        } else {
            let middle = height / 2
            layers.append(Layer("cellular", frame: Rect(6, middle - 5, 17, 10), content: .symbol(.cellular(bars: overrides.cellularBars), color)))
            layers.append(Layer("wifi", frame: Rect(28, middle - 5, 15, 10), content: .symbol(.wifi(bars: overrides.wifiBars), color)))
            layers.append(Layer("time", frame: Rect(width / 2 - 50, middle - 8, 100, 16),
                                content: .text(TextRun(overrides.time, size: 12, weight: .semibold, color: color, alignment: .center))))
            let percent = "\(Int((overrides.batteryLevel * 100).rounded())) %"
            layers.append(Layer("batteryPercent", frame: Rect(width - 80, middle - 8, 44, 16),
                                content: .text(TextRun(percent, size: 12, color: color, alignment: .trailing))))
            layers.append(Layer("battery", frame: Rect(width - 32, middle - 5, 25, 11), content: .symbol(.battery(level: overrides.batteryLevel), color)))
        }
        var content = Layer(name, frame: Rect(0, 0, width, height), opacity: opacity, sublayers: layers)
        content.allowsGroupOpacity = false // the glyphs do not overlap
        return content
    }

    // MARK: - Tips overlay (TIP-2, TIP-5, TIP-6, TIP-7)

    static func tipColor(_ style: TipStyle) -> Color {
        switch style {
        case .plain: .black
        case .success: Color(hex: 0x1E8E3E)
        case .warning: Color(hex: 0xB86E00)
        case .error: Color(hex: 0xC5221F)
        }
    }

    /// The overlay window, placed the article's way: its own transform, centre and bounds in
    /// the fixed portrait screen (TIP-4), so it lies along the interface's top edge.
    private func tipsLayer() -> Layer? {
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
        let height = state.device.statusBarHeight
        let placement = TipsGeometry.placement(state.orientation, width: state.device.screenWidth,
                                               height: state.device.screenHeight, barHeight: height)
        let width = placement.width
        // TIP-7: with a housing in the bar (portrait), the label keeps to its right.
        var clear = 0.0
        if state.device.sensorHousing != .none && !state.orientation.isLandscape {
            clear = (width + (state.device.sensorHousing == .island ? 126 : 160)) / 2
        }
        let textWidth = measurer.width(of: tip.text, size: 12, weight: .regular)
        let layout = TipsGeometry.layout(overlayWidth: width, height: height, textWidth: textWidth, hasIcon: tip.icon != nil, clearFrom: clear)
        var sublayers = [
            Layer("tipBackground", frame: Rect(0, 0, width, height), content: .fill(Self.tipColor(tip.style))),
            Layer("tipLabel", frame: Rect(layout.labelX, 0, layout.labelWidth, height),
                  content: .text(TextRun(tip.text, size: 12, color: .white, alignment: .center))),
        ]
        if let icon = tip.icon, let center = layout.iconCenter {
            sublayers.append(Layer("tipIcon", frame: Rect(center.x - 10, center.y - 10, 20, 20), content: .symbol(.tipIcon(icon), .white)))
        }
        if let progress = tip.progress {
            sublayers.append(Layer("tipProgress", frame: Rect(0, height - 2, width * progress, 2), content: .fill(Color(1, 1, 1, 0.85))))
        }
        let content = Layer("tipContent", frame: Rect(0, height * offset, width, height), sublayers: sublayers)
        var window = Layer("tips", frame: Rect(placement.center.x - width / 2, placement.center.y - height / 2, width, height),
                           sublayers: [content])
        window.rotation = placement.rotation
        return window
    }

    // MARK: - Hardware drawn over the screen

    /// The sensor housing, at the device's physical top in the fixed screen.
    private func hardwareLayers() -> [Layer] {
        guard state.device.sensorHousing != .none else { return [] }
        let long = state.device.sensorHousing == .island ? 126.0 : 160
        let short = state.device.sensorHousing == .island ? 37.0 : 30
        let inset = state.device.sensorHousing == .island ? 11.0 : 0
        let frame = Rect((state.device.screenWidth - long) / 2, inset, long, short)
        return [Layer("sensorHousing", frame: frame, content: .fill(.black, cornerRadius: short / 2))]
    }

    /// The home indicator, at the interface's bottom.
    private func homeIndicatorLayers() -> [Layer] {
        var layers: [Layer] = []
        if state.device.sensorHousing != .none {
            let indicatorColor = palette.isDark ? Color(1, 1, 1, 0.85) : Color(0, 0, 0, 0.85)
            let indicatorWidth = state.orientation.isLandscape ? 200.0 : 134
            layers.append(Layer("homeIndicator", frame: Rect((size.x - indicatorWidth) / 2, size.y - 8 - 5, indicatorWidth, 5),
                                content: .fill(indicatorColor, cornerRadius: 2.5)))
        }
        return layers
    }
}
