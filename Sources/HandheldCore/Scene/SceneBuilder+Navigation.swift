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

    func title(_ id: String, _ hierarchy: Hierarchy) -> String { hierarchy[id]?.title ?? id }

    /// The title of the controller below `id` in its stack, for the back button.
    func backTitle(of id: String, in hierarchy: Hierarchy) -> String? {
        guard let parent = hierarchy[id]?.parent, let stack = hierarchy[parent]?.children,
              let index = stack.firstIndex(of: id), index > 0 else { return nil }
        return title(stack[index - 1], hierarchy)
    }

    func navigationBarLayer(
        _ nav: Controller, bar: NavigationBarState, frame: Rect, safeTop: Double, visibility: Double,
        titles: [(String, Double, String?)]
    ) -> Layer {
        let height = safeTop + state.device.navigationBarHeight
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
            sublayers.append(Layer("navigationTitle:\(nav.id):\(index)", frame: Rect(80, safeTop, frame.width - 160, state.device.navigationBarHeight),
                                   content: .text(TextRun(title, size: 17, weight: .semibold, color: titleColor, alignment: .center)),
                                   opacity: opacity))
            if let back {
                let chevronX = rtl ? frame.width - 20 : 8
                sublayers.append(Layer("backChevron:\(nav.id):\(index)", frame: Rect(chevronX, safeTop + 11, 12, 22),
                                       content: .symbol(.backChevron(pointsLeft: !rtl), tint), opacity: opacity))
                let textX = rtl ? frame.width - 28 - 90 : 26
                sublayers.append(Layer("backTitle:\(nav.id):\(index)", frame: Rect(textX, safeTop, 90, state.device.navigationBarHeight),
                                       content: .text(TextRun(back, size: 17, color: tint, alignment: rtl ? .trailing : .leading)),
                                       opacity: opacity))
            }
        }
        // Hiding slides the bar up under the status bar, as UIKit does.
        let offset = -height * (1 - visibility)
        return Layer("navigationBar:\(nav.id)", frame: Rect(0, offset, frame.width, height), clipsToBounds: true, sublayers: sublayers)
    }
}
