/// Controllers' views: content, tabs and containers, each in its theme (THEME-3).
extension SceneBuilder {
    // MARK: - Controllers

    /// The view of a controller in `frame`, with its safe area insets.
    func controllerLayer(
        _ id: String, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double
    ) -> Layer {
        guard let controller = hierarchy[id] else { return Layer("missing:\(id)", frame: frame) }
        let local = Rect(0, 0, frame.width, frame.height)
        var sublayers: [Layer]
        switch controller.kind {
        case .view:
            sublayers = contentLayers(controller, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .navigation:
            sublayers = navigationLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .tabs:
            sublayers = tabsLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .container:
            sublayers = containerLayers(controller, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)
        case .hosting:
            // SUI-1: its content, or the UIKit controller its content embeds, filling it.
            if let embedded = controller.children.first {
                sublayers = [controllerLayer(embedded, in: hierarchy, frame: local, safeTop: safeTop, safeBottom: safeBottom)]
            } else {
                sublayers = contentLayers(controller, frame: local, safeTop: safeTop, safeBottom: safeBottom)
            }
        }
        return Layer("view:\(id)", frame: frame, clipsToBounds: true, sublayers: sublayers)
    }

    /// The colours a controller's parts draw: from the theme its `applyTheme` last received
    /// (THEME-3), in the system appearance (THEME-8).
    func theme(of controller: Controller) -> Theme.Colors {
        (controller.appliedTheme ?? .fallback).colors(state.interfaceStyle(of: controller.id))
    }

    /// What a content controller's view is filled with.
    func contentBackground(of id: String) -> Color {
        guard let controller = state.hierarchy[id] else { return palette.isDark ? .black : .white }
        return contentBackground(controller, theme: theme(of: controller))
    }

    private func contentBackground(_ controller: Controller, theme: Theme.Colors) -> Color {
        // PIC-4a: in dark appearance a card draws the system background in its elevated variant.
        if inCard, controller.preferences.backgroundColor == nil, controller.appliedTheme?.name == Theme.systemName,
           state.interfaceStyle(of: controller.id) == .dark {
            return ScenePalette.elevatedSystemBackground
        }
        // PIC-4: the controller's own backgroundColor wins over its theme's.
        return controller.preferences.backgroundColor?.resolved(state.interfaceStyle(of: controller.id)) ?? theme.backgroundColor
    }

    func contentLayers(_ controller: Controller, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        if controller.kind == .hosting { return swiftUIContentLayers(controller, frame: frame, safeTop: safeTop) }
        let theme = theme(of: controller)
        let background = contentBackground(controller, theme: theme)
        // Text stays readable on a background of the controller's own: the theme's ink, unless
        // it is lost on it (below 3:1, WCAG's large-text contrast); then white or black.
        var ink = theme.textColor
        if controller.preferences.backgroundColor != nil, ink.contrast(with: background) < 3 {
            ink = background.relativeLuminance < 0.179 ? .white : .black
        }
        var lines = [
            "preferredStatusBarStyle  .\(controller.preferences.preferredStatusBarStyle.rawValue)",
            "prefersStatusBarHidden  \(controller.preferences.prefersStatusBarHidden)",
            "preferredStatusBarUpdateAnimation  .\(controller.preferences.statusBarAnimation.rawValue)",
        ]
        if controller.preferences.prefersNavigationBarHidden { lines.append("prefersNavigationBarHidden  true") }
        if state.hierarchy.isPresented(controller.id) {
            lines.append("modalPresentationStyle  .\(state.ios.presentation(of: controller.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).description)")
        }
        let resolution = state.statusBar.resolution
        if resolution.styleOwner == controller.id { lines.append(tr("◆ decides the status bar style")) }
        if resolution.hiddenOwner == controller.id { lines.append(tr("◆ decides whether it is hidden")) }
        // BAR-2: a scroll view's content moves up with its offset, under the bars.
        let scrolled = controller.preferences.scrollView ? state.scrollOffset(of: controller.id) : 0
        let top = safeTop + 20 - scrolled
        // A chip of the controller's own colour tells screens apart under one theme.
        let chipX = rtl ? frame.width - safeSide - 16 - 28 : safeSide + 16
        let textX = safeSide + (rtl ? 16 : 52.0)
        let width = frame.width - 68 - 2 * safeSide
        let detailsHeight = Double(lines.count) * 20 + 4
        var marks: [Layer] = []
        if let mark = ignoredMark(controller, at: top + 48 + Double(lines.count) * 16 + 12, width: frame.width - 32 - 2 * safeSide) { marks.append(mark) }
        if controller.preferences.scrollView {
            marks += scrollRows(controller, from: top + 48 + detailsHeight + 12, frame: frame, ink: ink)
        }
        return [
            Layer("content:\(controller.id)", frame: frame, content: .fill(background)),
            Layer("chip:\(controller.id)", frame: Rect(chipX, top + 6, 28, 28),
                  content: .fill(palette.contentColor(for: controller.id), cornerRadius: 7)),
            Layer("title:\(controller.id)", frame: Rect(textX, top, width, 40),
                  content: .text(TextRun(controller.title, size: 30, weight: .bold, color: ink, alignment: rtl ? .trailing : .leading))),
            Layer("details:\(controller.id)", frame: Rect(safeSide + 16, top + 48, frame.width - 32 - 2 * safeSide, detailsHeight),
                  content: .text(TextRun(lines.joined(separator: "\n"), size: 13, color: ink.withAlpha(ink.alpha * 0.7),
                                         alignment: rtl ? .trailing : .leading, maxLines: lines.count))),
        ] + marks
    }

    /// BAR-2: the rows of a scrolling content, only those in view (a frame's cost does not grow
    /// with the content's height): a hairline and a placeholder bar each, down to the content's end.
    func scrollRows(_ controller: Controller, from start: Double, frame: Rect, ink: Color) -> [Layer] {
        let rowHeight = 44.0
        let contentHeight = controller.preferences.contentHeight > 0 ? controller.preferences.contentHeight : 2 * state.device.screenHeight
        // `start` is where the rows begin on screen; the content's end is `contentHeight` below its top.
        let end = start - 20 - 48 + contentHeight
        // Rows above the screen are skipped, counted without overflowing whatever the offset.
        let first = Int(min(1e9, max(0, ((0 - start) / rowHeight).rounded(.down))))
        var rows: [Layer] = []
        var index = first
        while true {
            let y = start + Double(index) * rowHeight
            guard y < frame.height, y + rowHeight <= end else { break }
            let widths = [0.62, 0.45, 0.78, 0.54, 0.7]
            let barWidth = (frame.width - 2 * safeSide - 32) * widths[index % widths.count]
            rows.append(Layer("row:\(controller.id):\(index)", frame: Rect(safeSide + 16, y, frame.width - 2 * safeSide - 16, rowHeight), sublayers: [
                Layer("rowText", frame: Rect(rtl ? frame.width - 2 * safeSide - 32 - barWidth : 0, 15, barWidth, 14),
                      content: .fill(ink.withAlpha(0.12), cornerRadius: 4)),
                Layer("rowLine", frame: Rect(0, rowHeight - 0.5, frame.width - 2 * safeSide - 16, 0.5), content: .fill(ink.withAlpha(0.15))),
            ]))
            index += 1
        }
        return rows
    }

    /// SB-11 on the device: an amber note under a controller's details naming each preference
    /// of its own, and of the containers around it, that UIKit does not read now.
    func ignoredMark(_ controller: Controller, at y: Double, width: Double) -> Layer? {
        var found = ignoredMarks[controller.id] ?? []
        var parent = controller.parent
        while let id = parent, let container = state.hierarchy[id] {
            found += ignoredMarks[id] ?? []
            parent = container.parent
        }
        guard !found.isEmpty else { return nil }
        // One line an entry, or two where it does not fit.
        let size = 12.0
        var lines: [String] = []
        for preference in found.prefix(4) {
            let whose = preference.controller == controller.id ? "" : "'\(preference.controller)'."
            let line = tr("⚠ %s%s ignored (%s)", whose, preference.preference, preference.rule)
            if measurer.width(of: line, size: size, weight: .semibold) <= width - 8 {
                lines.append(line)
            } else {
                lines += ["⚠ \(whose)\(preference.preference)", tr("    ignored (%s)", preference.rule)]
            }
        }
        if found.count > 4 { lines.append(tr("⚠ and %s more", found.count - 4)) }
        let height = Double(lines.count) * 17 + 12
        let ink = Color(hex: 0x3D2A00)
        return Layer("ignored:\(controller.id)", frame: Rect(safeSide + 12, y, width + 8, height),
                     content: .fill(Color(hex: 0xFFD60A, alpha: 0.92), cornerRadius: 8), sublayers: [
                        Layer("ignoredText:\(controller.id)", frame: Rect(8, 6, width - 8, height - 12),
                              content: .text(TextRun(lines.joined(separator: "\n"), size: size, weight: .semibold, color: ink,
                                                     alignment: rtl ? .trailing : .leading, maxLines: lines.count))),
                     ])
    }

    func tabsLayers(_ tabs: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        let compact = state.isCompactHeight(orientation)
        let appearance = state.tabBarAppearance(tabs, in: hierarchy)
        let away = tabBarColors(appearance.standard, tabs)
        let edge = tabBarColors(appearance.scrollEdge, tabs)
        let colors = away.blended(with: edge, appearance.scrollEdgeShare)
        let count = max(1, tabs.children.count)
        var layers: [Layer] = []
        func itemTitle(_ child: String) -> String {
            // BAR-6: a tab bar item shows its controller's title, or nothing (never an id).
            hierarchy[child].map { $0.titleGiven ? $0.title : "" } ?? ""
        }
        func itemColor(_ index: Int) -> Color {
            index == tabs.selectedIndex ? colors.title : colors.title.withAlpha(colors.title.alpha * 0.4)
        }

        if state.tabBarOnTop {
            // BAR-7: a floating bar centred in the navigation bar's row; the content gets the full height.
            var inner = self
            inner.titlesLeading = true
            if let selected = tabs.selectedChild {
                layers.append(inner.controllerLayer(selected, in: hierarchy, frame: frame, safeTop: safeTop, safeBottom: safeBottom))
            }
            let widths = tabs.children.map { (measurer.width(of: itemTitle($0), size: 15, weight: .semibold) + BarMetrics.topTabItemPadding).rounded(.up) }
            let total = widths.reduce(0, +) + 8
            let height = BarMetrics.topTabBarHeight
            let y = safeTop + (state.navigationBarHeight(orientation) - height) / 2
            var items: [Layer] = []
            var x = 4.0
            for (index, child) in tabs.children.enumerated() {
                let slot = rtl ? count - 1 - index : index
                let itemX = rtl ? total - x - widths[slot] : x
                if index == tabs.selectedIndex {
                    items.append(Layer("tabPill:\(tabs.id)", frame: Rect(itemX, 4, widths[index], height - 8),
                                       content: .fill(colors.title.withAlpha(0.12), cornerRadius: (height - 8) / 2)))
                }
                items.append(Layer("tabTitle:\(tabs.id):\(index)", frame: Rect(itemX, 0, widths[index], height),
                                   content: .text(TextRun(itemTitle(child), size: 15, weight: .semibold, color: itemColor(index), alignment: .center))))
                items.append(Layer("hit:tab:\(tabs.id):\(index)", frame: Rect(itemX, 0, widths[index], height)))
                x += widths[index]
            }
            layers.append(Layer("tabBar:\(tabs.id)", frame: Rect((frame.width - total) / 2, y, total, height),
                                content: .glass(state.drawsGlass ? glassFill(under: colors.title) : colors.background.withAlpha(max(0.9, colors.background.alpha)),
                                                rim: state.drawsGlass ? glassRim(under: colors.title) : colors.shadow, cornerRadius: height / 2),
                                sublayers: items))
            return layers
        }

        if state.drawsGlass && !state.device.isPad {
            // BAR-8: a glass capsule floating above the bottom safe area, inset from the sides.
            let height = compact ? state.device.compactBarHeight + 12 : state.device.glassTabBar.height
            let inset = safeSide + state.device.glassTabBar.inset
            var capsule = Rect(inset, frame.height - safeBottom - state.device.glassTabBar.lift - height, frame.width - 2 * inset, height)
            if let selected = tabs.selectedChild {
                layers.append(controllerLayer(selected, in: hierarchy, frame: frame, safeTop: safeTop, safeBottom: frame.height - capsule.y))
            }
            // BAR-10: the prominent tab in a glass circle of the capsule's height at its trailing
            // end, 8 pt apart; the others share the rest (this project's numbers).
            let prominent = state.linked >= .iOS27 ? tabs.preferences.prominentTab.flatMap { tabs.children.firstIndex(of: $0) } : nil
            if let prominent {
                capsule.width -= height + BarMetrics.prominentTabGap
                if rtl { capsule.x += height + BarMetrics.prominentTabGap }
                let circle = Rect(rtl ? inset : capsule.maxX + BarMetrics.prominentTabGap, capsule.y, height, height)
                var parts: [Layer] = []
                if prominent == tabs.selectedIndex {
                    parts.append(Layer("tabPill:\(tabs.id)", frame: Rect(4, 4, height - 8, height - 8),
                                       content: .fill(darkGlass(under: colors.title) ? Color(1, 1, 1, 0.16) : Color(0, 0, 0, 0.07), cornerRadius: (height - 8) / 2)))
                }
                // "Enhanced visual emphasis": its icon in the items' full colour, selected or not.
                parts.append(Layer("tabIcon:\(tabs.id):\(prominent)", frame: Rect(height / 2 - 13, height / 2 - 12, 26, 24),
                                   content: .fill(colors.title, cornerRadius: 7)))
                parts.append(Layer("hit:tab:\(tabs.id):\(prominent)", frame: Rect(0, 0, height, height)))
                layers.append(Layer("prominentTab:\(tabs.id)", frame: circle,
                                    content: .glass(glassFill(under: colors.title), rim: glassRim(under: colors.title), cornerRadius: height / 2),
                                    sublayers: parts))
            }
            let shared = prominent == nil ? count : max(1, count - 1)
            let itemWidth = (capsule.width - 8) / Double(shared)
            var items: [Layer] = []
            for (index, child) in tabs.children.enumerated() where index != prominent {
                let place = prominent.map { index > $0 ? index - 1 : index } ?? index
                let slot = rtl ? shared - 1 - place : place
                let x = 4 + Double(slot) * itemWidth
                if index == tabs.selectedIndex {
                    items.append(Layer("tabPill:\(tabs.id)", frame: Rect(x, 4, itemWidth, height - 8),
                                       content: .fill(darkGlass(under: colors.title) ? Color(1, 1, 1, 0.16) : Color(0, 0, 0, 0.07), cornerRadius: (height - 8) / 2)))
                }
                items += tabItem(tabs, index, title: itemTitle(child), color: itemColor(index), in: Rect(x, 4, itemWidth, height - 8), beside: compact)
            }
            layers.append(Layer("tabBar:\(tabs.id)", frame: capsule, content: .glass(glassFill(under: colors.title), rim: glassRim(under: colors.title), cornerRadius: height / 2),
                                sublayers: items))
            return layers
        }

        // The bottom bar: 49 pt above the safe area, 32 in compact height with each icon beside its title (BAR-4).
        let itemsHeight = state.tabBarHeight(orientation)
        let barHeight = itemsHeight + safeBottom
        if let selected = tabs.selectedChild {
            layers.append(controllerLayer(selected, in: hierarchy, frame: frame, safeTop: safeTop, safeBottom: barHeight))
        }
        var items: [Layer] = []
        if colors.background.alpha > 0.001 {
            items.append(Layer("tabBarBackground:\(tabs.id)", frame: Rect(0, 0, frame.width, barHeight), content: .fill(colors.background)))
        }
        if colors.shadow.alpha > 0.001 {
            items.append(Layer("tabBarSeparator:\(tabs.id)", frame: Rect(0, 0, frame.width, 0.5), content: .fill(colors.shadow)))
        }
        let itemWidth = (frame.width - 2 * safeSide) / Double(count)
        for (index, child) in tabs.children.enumerated() {
            let slot = rtl ? count - 1 - index : index
            let x = safeSide + Double(slot) * itemWidth
            items += tabItem(tabs, index, title: itemTitle(child), color: itemColor(index), in: Rect(x, 0, itemWidth, itemsHeight), beside: compact)
        }
        layers.append(Layer("tabBar:\(tabs.id)", frame: Rect(0, frame.height - barHeight, frame.width, barHeight), sublayers: items))
        return layers
    }

    /// One tab bar item in `box`: its icon over its title, or beside it (compact height, BAR-4),
    /// and its hit area, the whole box (UI-6).
    func tabItem(_ tabs: Controller, _ index: Int, title: String, color: Color, in box: Rect, beside: Bool) -> [Layer] {
        var layers: [Layer]
        if beside {
            let textWidth = min(box.width - 36, measurer.width(of: title, size: 13, weight: .semibold).rounded(.up) + 2)
            let groupWidth = 22 + (title.isEmpty ? 0 : 6 + textWidth)
            let x = box.x + (box.width - groupWidth) / 2
            layers = [Layer("tabIcon:\(tabs.id):\(index)", frame: Rect(rtl ? x + groupWidth - 22 : x, box.y + (box.height - 20) / 2, 22, 20),
                            content: .fill(color, cornerRadius: 5))]
            if !title.isEmpty {
                layers.append(Layer("tabTitle:\(tabs.id):\(index)", frame: Rect(rtl ? x : x + 28, box.y, max(0, textWidth), box.height),
                                    content: .text(TextRun(title, size: 13, weight: .semibold, color: color, alignment: .center))))
            }
        } else {
            layers = [
                Layer("tabIcon:\(tabs.id):\(index)", frame: Rect(box.midX - 12, box.y + 6, 24, 22), content: .fill(color, cornerRadius: 6)),
                Layer("tabTitle:\(tabs.id):\(index)", frame: Rect(box.x + 2, box.y + 31, box.width - 4, 14),
                      content: .text(TextRun(title, size: 10, weight: .semibold, color: color, alignment: .center))),
            ]
        }
        layers.append(Layer("hit:tab:\(tabs.id):\(index)", frame: box))
        return layers
    }

    /// BAR-1 for a tab bar: a resolved appearance as colours. The article's AppTabBarController
    /// follows its theme (THEME-3): a tabs controller under a theme of the app's own draws the
    /// theme's bar colours where no appearance is given.
    func tabBarColors(_ resolved: ResolvedAppearance, _ tabs: Controller) -> BarColors {
        let theme = theme(of: tabs)
        // BAR-1: iOS 27's appearance `interfaceStyle` styles the bar (this project's choice).
        let style = Self.style(resolved.appearance.interfaceStyle) ?? state.interfaceStyle(of: tabs.id)
        let themed = resolved.isSystemDefault && (tabs.appliedTheme.map { $0.name != Theme.systemName } ?? false)
        var background: Color
        if themed {
            background = theme.barBackgroundColor
        } else {
            switch resolved.appearance.background {
            case .default: background = theme.barBackgroundColor.withAlpha(state.ios >= .iOS13 ? Self.materialAlpha : 1)
            case .opaque: background = style == .dark ? .black : .white
            case .transparent: background = .clear
            }
        }
        if let colour = resolved.appearance.backgroundColor?.resolved(style) { background = background.under(colour) }
        let shadow: Color = switch resolved.appearance.shadow {
        case .system: !themed && resolved.appearance.background == .transparent ? .clear : palette.barSeparator
        case .hidden: .clear
        case .color(let colour): colour.resolved(style)
        }
        // The article's AppTabBarController: tintColor from the theme's bar foreground.
        let items = resolved.appearance.titleColor?.resolved(style) ?? theme.barForegroundColor
        return BarColors(background: background, shadow: shadow, title: items, largeTitle: items, tint: items, glass: false)
    }

    func containerLayers(_ box: Controller, in hierarchy: Hierarchy, frame: Rect, safeTop: Double, safeBottom: Double) -> [Layer] {
        guard !box.children.isEmpty else {
            return contentLayers(box, frame: frame, safeTop: safeTop, safeBottom: safeBottom)
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
}
