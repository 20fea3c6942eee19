/// Navigation controllers: the stack in motion (push, pop, the interactive pop of POP-2) and
/// the navigation bar with its titles, back button and POP-4 visibility.
extension SceneBuilder {
    func navigationLayers(_ nav: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        let bar = nav.navigationBar ?? NavigationBarState()
        let transition = state.transitions.last {
            $0.navigation == nav.id && ($0.kind == .push || $0.kind == .pop) && $0.end > now
        }
        let barHeight = state.device.navigationBarHeight
        var layers: [Layer] = []
        // How visible the bar is: animates with the transition (POP-4).
        var barVisibility = bar.isHidden ? 0.0 : 1.0
        var items = BarItems()
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
            items = barItemsInMotion(isPush: isPush, p: p, width: width,
                                     leaving: (title(disappearing, motion.previous), backTitle(of: disappearing, in: motion.previous, width: width)),
                                     arriving: (title(appearing, hierarchy), backTitle(of: appearing, in: hierarchy, width: width)))
        } else if let top = nav.topOfStack {
            let contentTop = safeTop + (bar.isHidden ? 0 : barHeight)
            layers.append(controllerLayer(top, in: hierarchy, frame: frame, safeTop: contentTop, safeBottom: safeBottom))
            let back = backTitle(of: top, in: hierarchy, width: frame.width)
            items.titles = [(title(top, hierarchy), 1, 0, back)]
            items.backs = back.map { [($0, 1)] } ?? []
            items.chevron = back == nil ? 0 : 1
        }
        if barVisibility > 0 {
            layers.append(navigationBarLayer(nav, bar: bar, frame: frame, safeTop: safeTop, visibility: barVisibility, items: items))
        }
        return layers
    }

    /// BAR-6: a controller's title as its bar shows it: its own, or nothing (never its id).
    func title(_ id: String, _ hierarchy: Hierarchy) -> String {
        hierarchy[id].map { $0.titleGiven ? $0.title : "" } ?? ""
    }

    /// BAR-6: the back button's label while `id` is on top of its stack (searched from the end:
    /// the bar shows the top, whatever its depth): the previous controller's title; "Back" when
    /// that does not fit beside the centred title (or there is none); "" (the chevron alone) when
    /// "Back" does not fit either. Nil at the root: no back button.
    func backTitle(of id: String, in hierarchy: Hierarchy, width: Double) -> String? {
        guard let parent = hierarchy[id]?.parent, let stack = hierarchy[parent]?.children,
              let index = stack.lastIndex(of: id), index > 0 else { return nil }
        let centred = measurer.width(of: title(id, hierarchy), size: 17, weight: .semibold)
        let room = (width - centred) / 2 - safeSide - Self.backTitleX - Self.titleGap
        return [title(stack[index - 1], hierarchy), "Back"].first { !$0.isEmpty && backTitleWidth($0) <= room } ?? ""
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

    func navigationBarLayer(
        _ nav: Controller, bar: NavigationBarState, frame: Rect, safeTop: Double, visibility: Double, items: BarItems
    ) -> Layer {
        let barHeight = state.device.navigationBarHeight
        let height = safeTop + barHeight
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
        // Hiding slides the bar up under the status bar with its background (PIC-3); its
        // items fade and never rise above the status bar's bottom: they are cut there.
        let offset = -height * (1 - visibility)
        var sublayers = [
            Layer("navigationBarBackground:\(nav.id)", frame: Rect(0, offset, frame.width, height), content: .fill(background)),
            Layer("navigationBarSeparator:\(nav.id)", frame: Rect(0, offset + height - 0.5, frame.width, 0.5),
                  content: .fill(black ? Color(1, 1, 1, 0.15) : palette.barSeparator)),
        ]
        var parts: [Layer] = []
        for (index, (title, opacity, dx, back)) in items.titles.enumerated() where opacity > 0 {
            // The title keeps clear of its back button, centred while it fits.
            let inset = safeSide + max(80, back.map { Self.backTitleX + backTitleWidth($0) + Self.titleGap } ?? 0)
            parts.append(Layer("navigationTitle:\(nav.id):\(index)", frame: Rect(inset + dx, 0, max(0, frame.width - 2 * inset), barHeight),
                               content: .text(TextRun(title, size: 17, weight: .semibold, color: titleColor, alignment: .center)),
                               opacity: opacity))
        }
        if items.chevron > 0 {
            let chevronX = rtl ? frame.width - safeSide - 20 : safeSide + 8
            parts.append(Layer("backChevron:\(nav.id)", frame: Rect(chevronX, 11, 12, 22),
                               content: .symbol(.backChevron(pointsLeft: !rtl), tint), opacity: items.chevron))
        }
        for (index, (back, opacity)) in items.backs.enumerated() where opacity > 0 {
            let labelWidth = backTitleWidth(back).rounded(.up) + 2
            let textX = rtl ? frame.width - safeSide - Self.backTitleX - labelWidth : safeSide + Self.backTitleX
            parts.append(Layer("backTitle:\(nav.id):\(index)", frame: Rect(textX, 0, labelWidth, barHeight),
                               content: .text(TextRun(back, size: 17, color: tint, alignment: rtl ? .trailing : .leading)),
                               opacity: opacity))
        }
        // UI-6: the back button's hit area, from the leading edge to the end of its label plus
        // 8, at least 44 wide; an invisible layer the engine's hit test reads.
        if items.chevron > 0.5, let back = items.backs.last(where: { $0.1 > 0.5 })?.0 {
            let width = max(44, safeSide + Self.backTitleX + backTitleWidth(back) + 8 - safeSide)
            parts.append(Layer("hit:back:\(nav.id)", frame: Rect(rtl ? frame.width - safeSide - width : safeSide, 0, width, barHeight)))
        }
        var itemsLayer = Layer("navigationBarItems:\(nav.id)", frame: Rect(0, safeTop, frame.width, barHeight), opacity: visibility,
                               clipsToBounds: true, sublayers: parts.map { var layer = $0; layer.frame.y += offset; return layer })
        itemsLayer.allowsGroupOpacity = false
        sublayers.append(itemsLayer)
        return Layer("navigationBar:\(nav.id)", frame: Rect(0, 0, frame.width, height), sublayers: sublayers)
    }
}
