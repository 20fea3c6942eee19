/// Navigation controllers: the stack in motion (push, pop, the interactive pop of POP-2) and
/// the navigation bar as section 13 draws it: its appearance (BAR-1) over content scrolled
/// under it (BAR-2), large titles (BAR-3), compact height (BAR-4), back buttons and titles
/// that fit (BAR-6) and iOS 26's glass (BAR-8), with POP-4's visibility.
extension SceneBuilder {
    /// One controller as the bar shows it while it is on top.
    struct BarPage {
        var id: String
        var title: String
        /// The back button's label; nil at the root (no back button).
        var back: String?
        /// BAR-3: a large title shows (its band is `band` high now).
        var largeTitle: Bool
        var band: Double
        /// The small title's opacity: it fades in as the large title collapses.
        var smallTitle: Double
        var colors: BarColors
        /// BAR-8: content is scrolled under the bar (the scroll edge effect shows), and how it
        /// fades there (BAR-8a).
        var scrolledUnder: Bool
        var edgeEffect: EdgeEffect = .gradient
        /// BAR-9: how much of the bar has slid away (0 shown, 1 gone), and whether the content
        /// follows it (`safeAreaAdjustment` not disabled).
        var minimized = 0.0
        var reflows = true
    }

    /// BAR-8a: what a glass bar draws over content scrolled under it.
    enum EdgeEffect {
        /// BAR-8's gradient of the background, opaque at the screen's top (`soft`; iOS 26's `automatic`).
        case gradient
        /// iOS 27's `automatic`: a uniform band of the background.
        case band
        /// `hard`: a nearly opaque band and a dividing line.
        case hard
    }

    /// What a bar draws with, after its appearance is resolved (BAR-1).
    struct BarColors {
        var background: Color
        var shadow: Color
        var title: Color
        var largeTitle: Color
        var tint: Color
        /// BAR-8: a system-default bar on iOS 26: no background, a scroll edge effect instead.
        var glass: Bool

        func blended(with other: BarColors, _ t: Double) -> BarColors {
            guard t > 0 else { return self }
            guard t < 1 else { return other }
            return BarColors(background: background.premultipliedMix(other.background, t), shadow: shadow.premultipliedMix(other.shadow, t),
                             title: title.mixed(with: other.title, t), largeTitle: largeTitle.mixed(with: other.largeTitle, t),
                             tint: tint.mixed(with: other.tint, t), glass: t < 0.5 ? glass : other.glass)
        }
    }

    func navigationLayers(_ nav: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        let bar = nav.navigationBar ?? NavigationBarState()
        let transition = state.transitions.last {
            $0.navigation == nav.id && ($0.kind == .push || $0.kind == .pop) && $0.end > now
        }
        let barHeight = state.navigationBarHeight(orientation)
        var layers: [Layer] = []
        // How visible the bar is: animates with the transition (POP-4).
        var barVisibility = bar.isHidden ? 0.0 : 1.0
        var items = BarItems()
        var page: BarPage?
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
            let underPage = barPage(nav, top: under, in: underHierarchy, width: width)
            let overPage = barPage(nav, top: over, in: overHierarchy, width: width)
            let shownHeight = barHeight * barVisibility
            var underLayer = controllerLayer(under, in: underHierarchy, frame: frame, safeTop: contentTop(underPage, safeTop: safeTop, barHeight: shownHeight), safeBottom: safeBottom)
            underLayer.frame = underLayer.frame.offsetBy(underOffset, 0)
            var overLayer = controllerLayer(over, in: overHierarchy, frame: frame, safeTop: contentTop(overPage, safeTop: safeTop, barHeight: shownHeight), safeBottom: safeBottom)
            overLayer.frame = overLayer.frame.offsetBy(overOffset, 0)
            let dimming = Self.pushDimming * (isPush ? p : 1 - p)
            if underLayer.coveringBackground() != nil {
                // The view below is opaque and covers all the dimming shows of the screen (it
                // reaches past the arriving view's edge): its colours darkened are the same
                // picture as a veil over it, without a full-screen blend. Where the arriving
                // view is opaque too, only the strip beside it is painted.
                let darkened = underLayer.darkened(by: dimming)
                if overLayer.coveringBackground() != nil {
                    // One point past the arriving view's edge, under it: its antialiased edge then
                    // blends over the view below, as before, not over a cut (no seam).
                    let strip = overOffset >= 0 ? Rect(0, 0, min(width, overOffset + 1), frame.height)
                                                : Rect(max(0, width + overOffset - 1), 0, min(width, -overOffset + 1), frame.height)
                    let place = strip.offsetBy(frame.x, frame.y)
                    var moved = darkened
                    moved.frame = moved.frame.offsetBy(-place.x, -place.y)
                    layers.append(Layer("pushUnder:\(nav.id)", frame: place, clipsToBounds: true, sublayers: [moved]))
                } else {
                    layers.append(darkened)
                }
            } else {
                layers.append(underLayer)
                layers.append(Layer("pushDimming:\(nav.id)", frame: frame, content: .fill(Color(0, 0, 0, Self.pushDimming)),
                                    opacity: isPush ? p : 1 - p))
            }
            layers.append(overLayer)
            let leaving = isPush ? underPage : overPage
            let arriving = isPush ? overPage : underPage
            items = barItemsInMotion(isPush: isPush, p: p, width: width, leaving: (leaving.title, leaving.back), arriving: (arriving.title, arriving.back))
            for index in items.titles.indices {
                items.titles[index].1 *= index == 0 ? leaving.smallTitle : arriving.smallTitle
            }
            // BAR-1: the bar's appearance cross-fades from the leaving top's to the arriving one's;
            // BAR-3: each large title moves with its view, and the band follows.
            var blended = leaving
            blended.colors = leaving.colors.blended(with: arriving.colors, p)
            blended.band = leaving.band + (arriving.band - leaving.band) * p
            blended.scrolledUnder = p < 0.5 ? leaving.scrolledUnder : arriving.scrolledUnder
            blended.edgeEffect = p < 0.5 ? leaving.edgeEffect : arriving.edgeEffect
            blended.minimized = leaving.minimized + (arriving.minimized - leaving.minimized) * p
            page = blended
            items.largeTitles = [(underPage, underOffset), (overPage, overOffset)].filter { $0.0.largeTitle && $0.0.band > 0.5 }
        } else if let top = nav.topOfStack {
            let shown = barPage(nav, top: top, in: hierarchy, width: frame.width)
            let contentTop = bar.isHidden ? safeTop : contentTop(shown, safeTop: safeTop, barHeight: barHeight)
            layers.append(controllerLayer(top, in: hierarchy, frame: frame, safeTop: contentTop, safeBottom: safeBottom))
            items.titles = [(shown.title, shown.smallTitle, 0, shown.back)]
            items.backs = shown.back.map { [($0, 1)] } ?? []
            items.chevron = shown.back == nil ? 0 : 1
            items.largeTitles = shown.largeTitle ? [(shown, 0)] : []
            page = shown
        }
        if barVisibility > 0, let page {
            layers.append(navigationBarLayer(nav, page: page, frame: frame, safeTop: safeTop, visibility: barVisibility, items: items))
        }
        return layers
    }

    /// BAR-3: the content of a large-title page starts below the whole band; scrolling moves
    /// it up under the collapsing band.
    func contentBand(_ page: BarPage) -> Double { page.largeTitle ? state.device.largeTitleBand : 0 }

    /// The content's top below the bar (`barHeight` as shown) and a large title's band; BAR-9:
    /// moved up one to one as the bar slides away (`minimized` of the bar's whole height from the
    /// screen's top), down to the top safe area, unless the content does not reflow.
    func contentTop(_ page: BarPage, safeTop: Double, barHeight: Double) -> Double {
        let below = barHeight + contentBand(page)
        guard page.reflows, page.minimized > 0 else { return safeTop + below }
        return safeTop + max(0, below - page.minimized * (safeTop + below))
    }

    /// The bar as it shows `top`: its title and back button (BAR-6), its large title (BAR-3)
    /// and its appearance at the content's scroll position (BAR-1, BAR-2).
    func barPage(_ nav: Controller, top: String, in hierarchy: Hierarchy, width: Double) -> BarPage {
        let appearance = state.navigationBarAppearance(nav, top: top, in: hierarchy, orientation: orientation)
        let bar = nav.navigationBar ?? NavigationBarState()
        // SUI-8: a SwiftUI destination's toolbarColorScheme is the scheme its bar renders in,
        // "only respected while a background is visible" in it.
        let scheme = hierarchy[top].flatMap { $0.kind == .hosting ? $0.preferences.swiftUI.toolbarColorScheme[.navigationBar] : nil }
        let away = barColors(appearance.standard, bar: bar, nav: nav, scheme: appearance.standard.appearance.isTransparent ? nil : scheme)
        let edge = barColors(appearance.scrollEdge, bar: bar, nav: nav, scheme: appearance.scrollEdge.appearance.isTransparent ? nil : scheme)
        let content = hierarchy.contentController(from: top)
        let offset = hierarchy[content]?.preferences.scrollView == true ? state.scrollOffset(of: content, in: hierarchy) : 0
        let large = appearance.largeTitle
        let collapsed = large ? min(1, max(0, offset / state.device.largeTitleBand)) : 1
        var page = BarPage(id: top, title: title(top, hierarchy), back: backTitle(of: top, in: hierarchy, width: width),
                           largeTitle: large, band: large ? state.device.largeTitleBand * (1 - collapsed) : 0, smallTitle: collapsed,
                           colors: away.blended(with: edge, appearance.scrollEdgeShare), scrolledUnder: offset > 0)
        let preferences = hierarchy[content]?.preferences ?? ControllerPreferences()
        // BAR-8a: `automatic` is BAR-8's gradient on iOS 26 and a uniform band from iOS 27 (a
        // run-time change: WWDC26 session 278).
        switch preferences.scrollEdgeEffectStyle {
        case .soft: page.edgeEffect = .gradient
        case .hard: page.edgeEffect = .hard
        case .automatic: page.edgeEffect = state.ios >= .iOS27 ? .band : .gradient
        }
        page.minimized = state.barMinimizedShare(nav, top: top, in: hierarchy)
        page.reflows = hierarchy[top]?.preferences.safeAreaAdjustment != .disabled
        return page
    }

    /// BAR-1's resolved appearance as colours, in the bar's interface style; SB-4's `barStyle`
    /// picks the default material's shade and text, never the status bar's look here.
    func barColors(_ resolved: ResolvedAppearance, bar: NavigationBarState, nav: Controller, scheme: SystemAppearance? = nil) -> BarColors {
        let appearance = resolved.appearance
        // BAR-1: iOS 27's `overrideUserInterfaceStyle` of the appearance styles its material and
        // titles; the status bar still reads `barStyle` (this project's choice).
        let style = Self.style(appearance.interfaceStyle) ?? scheme ?? state.interfaceStyle(of: nav.id)
        let barPalette = style == .dark ? ScenePalette(.dark) : ScenePalette(.light)
        let black = bar.barStyle == .black
        let glass = state.drawsGlass && resolved.isSystemDefault
        var background: Color
        switch appearance.background {
        case .default:
            // iOS 12 drew the bar as before; from iOS 13 the material is translucent.
            let material = black ? barPalette.blackBarBackground : barPalette.barBackground
            background = glass ? .clear : material.withAlpha(state.ios >= .iOS13 ? Self.materialAlpha : 1)
        case .opaque: background = black ? palette.blackBarBackground : (style == .dark ? .black : .white)
        case .transparent: background = .clear
        }
        if let colour = appearance.backgroundColor?.resolved(style) { background = background.under(colour) }
        let shadow: Color = switch appearance.shadow {
        case .system: appearance.background == .transparent || glass ? .clear : (black ? Color(1, 1, 1, 0.15) : barPalette.barSeparator)
        case .hidden: .clear
        case .color(let colour): colour.resolved(style)
        }
        let text = black ? Color.white : (style == .dark ? Color.white : Color.black)
        let title = appearance.titleColor?.resolved(style) ?? text
        var tint = black ? Color(hex: 0x0A84FF) : palette.tint
        // A themed navigation controller's items follow its theme, as the article's
        // AppNavigationController sets tintColor.
        if nav.isThemed { tint = theme(of: nav).barForegroundColor }
        return BarColors(background: background, shadow: shadow, title: title, largeTitle: appearance.largeTitleColor?.resolved(style) ?? title,
                         tint: tint, glass: glass)
    }

    /// An appearance's own interface style, if it gives one (BAR-1, iOS 27).
    static func style(_ given: UserInterfaceStyle) -> SystemAppearance? {
        switch given {
        case .unspecified: nil
        case .light: .light
        case .dark: .dark
        }
    }

    /// The system material's opacity: the content shows faintly through it (BAR-1).
    static let materialAlpha = 0.92

    /// How dark the view below a push gets at its end (black at this opacity over it).
    static let pushDimming = 0.1

    /// BAR-6: a controller's title as its bar shows it: its own, or nothing (never its id).
    func title(_ id: String, _ hierarchy: Hierarchy) -> String {
        hierarchy[id].map { $0.titleGiven ? $0.title : "" } ?? ""
    }

    /// BAR-6: the back button's label while `id` is on top of its stack (searched from the end:
    /// the bar shows the top, whatever its depth): the previous controller's `backButtonTitle`
    /// or title; "Back" when that does not fit beside the centred title (or there is none); ""
    /// (the chevron alone) when "Back" does not fit either, and always on iOS 26's glass bar
    /// (BAR-8). Nil at the root: no back button.
    func backTitle(of id: String, in hierarchy: Hierarchy, width: Double) -> String? {
        guard let parent = hierarchy[id]?.parent, let stack = hierarchy[parent]?.children,
              let index = stack.lastIndex(of: id), index > 0 else { return nil }
        if state.drawsGlass { return "" }
        let centred = measurer.width(of: title(id, hierarchy), size: 17, weight: .semibold)
        let room = (width - centred) / 2 - safeSide - Self.backTitleX - Self.titleGap
        let previous = stack[index - 1]
        let own = hierarchy[previous]?.preferences.backButtonTitle ?? title(previous, hierarchy)
        return [own, tr("Back")].first { !$0.isEmpty && backTitleWidth($0) <= room } ?? ""
    }

    /// The least room between a back label and the centred title.
    static let titleGap = 8.0

    /// What the bar's items show at one moment (PIC-3).
    struct BarItems {
        /// Title, opacity, horizontal offset from its place, and the back title beside it
        /// (which decides how much room the title has).
        var titles: [(String, Double, Double, String?)] = []
        /// Back button labels and their opacities, all at the back button's place.
        var backs: [(String, Double)] = []
        var chevron = 0.0
        /// BAR-3: the large titles showing, each with its view's horizontal offset.
        var largeTitles: [(BarPage, Double)] = []
    }

    static let backTitleX = 26.0

    /// A back label's width: it is only shown where it fits (BAR-6).
    func backTitleWidth(_ text: String) -> Double { measurer.width(of: text, size: 17, weight: .regular) }

    /// How far a title moves from the bar's middle to the back button's place.
    func shiftToBack(_ title: String, width: Double) -> Double {
        width / 2 - (safeSide + Self.backTitleX + backTitleWidth(title) / 2)
    }

    /// PIC-3: in a push the leaving title slides toward the back button's place and fades out
    /// over the first 60 %; the arriving one slides in from the trailing side and fades in over
    /// the last 60 %, apart from the other while both show; the back labels cross-fade in place, the old one gone in the first
    /// quarter, the new one arriving in the last. A pop is the same backwards. So two
    /// different texts are never drawn over each other.
    func barItemsInMotion(isPush: Bool, p: Double, width: Double, leaving: (String, String?), arriving: (String, String?)) -> BarItems {
        let direction = rtl ? -1.0 : 1.0
        let fadeOut = max(0, 1 - p / 0.6)
        let fadeIn = max(0, (p - 0.4) / 0.6)
        var items = BarItems()
        if isPush {
            items.titles = [(leaving.0, fadeOut, -p * shiftToBack(leaving.0, width: width) * direction, leaving.1),
                            (arriving.0, fadeIn, (1 - p) * width / 2 * direction, arriving.1)]
        } else {
            items.titles = [(leaving.0, fadeOut, p * width / 2 * direction, leaving.1),
                            (arriving.0, fadeIn, -(1 - p) * shiftToBack(arriving.0, width: width) * direction, arriving.1)]
        }
        if let back = leaving.1 { items.backs.append((back, max(0, 1 - 4 * p))) }
        if let back = arriving.1 { items.backs.append((back, max(0, 4 * p - 3))) }
        items.chevron = (leaving.1 == nil ? 0 : 1 - p) + (arriving.1 == nil ? 0 : p)
        return items
    }

    /// BAR-6: where the title sits: centred on the bar while it fits between insets as wide as
    /// the back button on both sides; else from the back button to the trailing margin (moved
    /// toward the trailing side), truncated at its tail if it still does not fit.
    func titleFrame(_ title: String, back: String?, width: Double, height: Double) -> Rect {
        let inset = safeSide + max(80, back.map { Self.backTitleX + backTitleWidth($0) + Self.titleGap } ?? 0)
        if titlesLeading {
            let start = safeSide + (back == nil ? 16 : Self.backTitleX + backTitleWidth(back ?? "") + Self.titleGap)
            let room = max(0, min(width * 0.3, width - start - safeSide - 16))
            return Rect(rtl ? width - start - room : start, 0, room, height)
        }
        let symmetric = max(0, width - 2 * inset)
        guard measurer.width(of: title, size: 17, weight: .semibold) > symmetric else { return Rect(inset, 0, symmetric, height) }
        let trailing = safeSide + 16
        // With no back button (a sheet's root, say) nothing is beside it: a long title stays
        // centred over the bar's margins and is cut at its tail (issue 34: it moved right).
        guard back != nil else { return Rect(trailing, 0, max(0, width - 2 * trailing), height) }
        return Rect(rtl ? trailing : inset, 0, max(0, width - inset - trailing), height)
    }

    /// UIKit's `systemBackground` in the appearance shown: white, or black in dark appearance.
    var systemBackground: Color { palette.isDark ? Color(hex: 0x000000) : Color(hex: 0xFFFFFF) }

    func navigationBarLayer(
        _ nav: Controller, page: BarPage, frame: Rect, safeTop: Double, visibility: Double, items: BarItems
    ) -> Layer {
        let barHeight = state.navigationBarHeight(orientation)
        let colors = page.colors
        let height = safeTop + barHeight + page.band
        // Hiding slides the bar up under the status bar with its background (PIC-3); its
        // items fade and never rise above the status bar's bottom: they are cut there.
        // BAR-9: a minimized bar slides up the same way, taking its background and scroll edge
        // effect with it; its items are cut at the status bar's bottom but do not fade.
        let offset = -height * max(1 - visibility, page.minimized)
        var sublayers: [Layer] = []
        // BAR-8: the scroll edge effect: the content fades toward the screen's top under a glass bar
        // (BAR-8a: a uniform band on iOS 27, or a hard cut-off with a line).
        if colors.glass && page.scrolledUnder {
            let background = contentBackground(of: page.id)
            let place = Rect(0, offset, frame.width, height)
            switch page.edgeEffect {
            case .gradient:
                sublayers.append(Layer("scrollEdgeEffect:\(nav.id)", frame: place, content: .gradient(top: background, bottom: background.withAlpha(0))))
            case .band:
                // BAR-8a: the system background, not the content's (issue 50: scrolled black
                // content read as black under the status bar through a white band).
                sublayers.append(Layer("scrollEdgeEffect:\(nav.id)", frame: place, content: .fill(systemBackground.withAlpha(BarMetrics.automaticEdgeOpacity))))
            case .hard:
                sublayers.append(Layer("scrollEdgeEffect:\(nav.id)", frame: place, content: .fill(systemBackground.withAlpha(BarMetrics.hardEdgeOpacity))))
                sublayers.append(Layer("scrollEdgeLine:\(nav.id)", frame: Rect(0, offset + height - 1, frame.width, 1),
                                       content: .fill(palette.barSeparator)))
            }
        }
        // Drawn even when clear: it is where the bar is (a transparent bar at its scroll edge).
        sublayers.append(Layer("navigationBarBackground:\(nav.id)", frame: Rect(0, offset, frame.width, height), content: .fill(colors.background)))
        if colors.shadow.alpha > 0.001 {
            sublayers.append(Layer("navigationBarSeparator:\(nav.id)", frame: Rect(0, offset + height - 0.5, frame.width, 0.5),
                                   content: .fill(colors.shadow)))
        }
        var parts: [Layer] = []
        for (index, (title, opacity, dx, back)) in items.titles.enumerated() where opacity > 0.001 {
            var place = titleFrame(title, back: colors.glass ? nil : back, width: frame.width, height: barHeight)
            place.x += dx
            parts.append(Layer("navigationTitle:\(nav.id):\(index)", frame: place,
                               content: .text(TextRun(title, size: 17, weight: .semibold, color: colors.title,
                                                      alignment: titlesLeading ? (rtl ? .trailing : .leading) : .center)),
                               opacity: opacity))
        }
        if items.chevron > 0 {
            if colors.glass {
                // BAR-8: the chevron in a glass circle at the leading margin.
                let diameter = min(BarMetrics.glassBackDiameter, barHeight)
                let x = rtl ? frame.width - safeSide - 16 - diameter : safeSide + 16
                parts.append(Layer("backGlass:\(nav.id)", frame: Rect(x, (barHeight - diameter) / 2, diameter, diameter),
                                   content: .glass(glassFill(under: colors.title), rim: glassRim(under: colors.title), cornerRadius: diameter / 2), opacity: items.chevron))
                parts.append(Layer("backChevron:\(nav.id)", frame: Rect(x + diameter / 2 - 7, (barHeight - 22) / 2, 12, 22),
                                   content: .symbol(.backChevron(pointsLeft: !rtl), colors.title), opacity: items.chevron))
            } else {
                let chevronX = rtl ? frame.width - safeSide - 20 : safeSide + 8
                parts.append(Layer("backChevron:\(nav.id)", frame: Rect(chevronX, (barHeight - 22) / 2, 12, 22),
                                   content: .symbol(.backChevron(pointsLeft: !rtl), colors.tint), opacity: items.chevron))
            }
        }
        for (index, (back, opacity)) in items.backs.enumerated() where opacity > 0 && !back.isEmpty && !colors.glass {
            let labelWidth = backTitleWidth(back).rounded(.up) + 2
            let textX = rtl ? frame.width - safeSide - Self.backTitleX - labelWidth : safeSide + Self.backTitleX
            parts.append(Layer("backTitle:\(nav.id):\(index)", frame: Rect(textX, 0, labelWidth, barHeight),
                               content: .text(TextRun(back, size: 17, color: colors.tint, alignment: rtl ? .trailing : .leading)),
                               opacity: opacity))
        }
        // UI-6: the back button's hit area, from the leading edge to the end of its label plus
        // 8, at least 44 wide (the glass circle and its margin); an invisible layer the engine's hit test reads.
        if items.chevron > 0.5, let back = items.backs.last(where: { $0.1 > 0.5 })?.0 {
            let label = colors.glass || back.isEmpty ? 0 : Self.backTitleX + backTitleWidth(back) + 8
            let width = colors.glass ? 16 + BarMetrics.glassBackDiameter : max(44, label)
            parts.append(Layer("hit:back:\(nav.id)", frame: Rect(rtl ? frame.width - safeSide - width : safeSide, 0, width, barHeight)))
        }
        var itemsLayer = Layer("navigationBarItems:\(nav.id)", frame: Rect(0, safeTop, frame.width, barHeight), opacity: visibility,
                               clipsToBounds: true, sublayers: parts.map { var layer = $0; layer.frame.y += offset; return layer })
        itemsLayer.allowsGroupOpacity = false
        sublayers.append(itemsLayer)
        // BAR-3: the large titles in their band below the bar, each moving with its view, cut
        // at the band's edges as it collapses.
        if page.band > 0.5, !items.largeTitles.isEmpty {
            let band = page.band
            let large = items.largeTitles.map { shown, dx in
                // Each at the foot of its own band: one scrolled away shows nothing.
                Layer("largeTitle:\(shown.id)", frame: Rect(safeSide + 16 + dx, shown.band - state.device.largeTitleBand + 2, frame.width - 32 - 2 * safeSide, 48),
                      content: .text(TextRun(shown.title, size: BarMetrics.largeTitleSize, weight: .bold, color: colors.largeTitle,
                                             alignment: rtl ? .trailing : .leading)),
                      opacity: visibility)
            }
            sublayers.append(Layer("largeTitleBand:\(nav.id)", frame: Rect(0, offset + safeTop + barHeight, frame.width, band),
                                   clipsToBounds: true, sublayers: large))
        }
        return Layer("navigationBar:\(nav.id)", frame: Rect(0, 0, frame.width, height), sublayers: sublayers)
    }

    /// BAR-8's glass: a translucent light (or dark) fill with a bright rim.
    var glassFill: Color { glassFill(under: nil) }
    var glassRim: Color { glassRim(under: nil) }

    /// The glass under items drawn in `ink`: dark in the dark appearance, and under light items
    /// (issue 34: a dark theme's white tab labels sat on light grey glass, unreadable), as iOS
    /// keeps glass legible under what it carries.
    /// BAR-8a: from iOS 27 (at run time, SDK-26 builds included) the fill is 0.1 more opaque;
    /// the user's `glassTint` blends it toward opaque.
    func glassFill(under ink: Color?) -> Color {
        var alpha = 0.72 + (state.ios >= .iOS27 ? 0.1 : 0)
        alpha += (1 - alpha) * min(1, max(0, state.glassTint))
        return darkGlass(under: ink) ? Color(0.22, 0.22, 0.24, alpha) : Color(1, 1, 1, alpha)
    }

    /// The one-point rim: bright on iOS 26; a darkened edge from iOS 27 (BAR-8a).
    func glassRim(under ink: Color?) -> Color {
        if state.ios >= .iOS27 { return darkGlass(under: ink) ? Color(0, 0, 0, 0.55) : Color(0, 0, 0, 0.24) }
        return darkGlass(under: ink) ? Color(1, 1, 1, 0.28) : Color(1, 1, 1, 0.95)
    }

    func darkGlass(under ink: Color?) -> Bool {
        palette.isDark || (ink.map { $0.alpha > 0.5 && $0.relativeLuminance > 0.5 } ?? false)
    }
}

extension Color {
    /// A mix in premultiplied alpha: fading toward clear keeps the colour, not black.
    func premultipliedMix(_ other: Color, _ t: Double) -> Color {
        let alpha = self.alpha + (other.alpha - self.alpha) * t
        guard alpha > 1e-9 else { return .clear }
        func channel(_ a: Double, _ b: Double) -> Double { (a * self.alpha * (1 - t) + b * other.alpha * t) / alpha }
        return Color(channel(red, other.red), channel(green, other.green), channel(blue, other.blue), alpha)
    }

    /// `top` drawn over this colour ("source over"), alpha kept.
    func under(_ top: Color) -> Color {
        let alpha = top.alpha + self.alpha * (1 - top.alpha)
        guard alpha > 1e-9 else { return .clear }
        func channel(_ t: Double, _ b: Double) -> Double { (t * top.alpha + b * self.alpha * (1 - top.alpha)) / alpha }
        return Color(channel(top.red, red), channel(top.green, green), channel(top.blue, blue), alpha)
    }
}
