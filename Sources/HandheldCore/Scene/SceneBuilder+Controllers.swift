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
            lines.append("modalPresentationStyle  .\(state.ios.presentation(controller.preferences.modalPresentationStyle, on: state.device).description)")
        }
        let resolution = state.statusBar.resolution
        if resolution.styleOwner == controller.id { lines.append("◆ decides the status bar style") }
        if resolution.hiddenOwner == controller.id { lines.append("◆ decides whether it is hidden") }
        let top = safeTop + 20
        // A chip of the controller's own colour tells screens apart under one theme.
        let chipX = rtl ? frame.width - safeSide - 16 - 28 : safeSide + 16
        let textX = safeSide + (rtl ? 16 : 52.0)
        let width = frame.width - 68 - 2 * safeSide
        let detailsHeight = Double(lines.count) * 20 + 4
        var marks: [Layer] = []
        if let mark = ignoredMark(controller, at: top + 48 + Double(lines.count) * 16 + 12, width: frame.width - 32 - 2 * safeSide) { marks.append(mark) }
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
            let line = "⚠ \(whose)\(preference.preference) ignored (\(preference.rule))"
            if measurer.width(of: line, size: size, weight: .semibold) <= width - 8 {
                lines.append(line)
            } else {
                lines += ["⚠ \(whose)\(preference.preference)", "    ignored (\(preference.rule))"]
            }
        }
        if found.count > 4 { lines.append("⚠ and \(found.count - 4) more") }
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
        let barHeight = state.device.tabBarHeight + safeBottom
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
        let itemWidth = (frame.width - 2 * safeSide) / Double(count)
        for (index, child) in tabs.children.enumerated() {
            let slot = rtl ? count - 1 - index : index
            // The article's AppTabBarController: tintColor from the theme's bar foreground.
            let foreground = theme.barForegroundColor
            let color = index == tabs.selectedIndex ? foreground : foreground.withAlpha(foreground.alpha * 0.4)
            let x = safeSide + Double(slot) * itemWidth
            items.append(Layer("tabIcon:\(tabs.id):\(index)", frame: Rect(x + itemWidth / 2 - 12, 6, 24, 22),
                               content: .fill(color, cornerRadius: 6)))
            // BAR-6: a tab bar item shows its controller's title, or nothing (never an id).
            items.append(Layer("tabTitle:\(tabs.id):\(index)", frame: Rect(x + 2, 31, itemWidth - 4, 14),
                               content: .text(TextRun(hierarchy[child].map { $0.titleGiven ? $0.title : "" } ?? "", size: 10, weight: .semibold, color: color, alignment: .center))))
            // UI-6: each item's hit area, of equal width, the bar's 49 pt above the safe area.
            items.append(Layer("hit:tab:\(tabs.id):\(index)", frame: Rect(x, 0, itemWidth, state.device.tabBarHeight)))
        }
        layers.append(Layer("tabBar:\(tabs.id)", frame: Rect(0, frame.height - barHeight, frame.width, barHeight), sublayers: items))
        return layers
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
