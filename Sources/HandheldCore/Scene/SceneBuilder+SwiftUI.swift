/// A hosting controller's content as SwiftUI draws a List or a Form in its default inset
/// grouped style (issue 38): the grouped background, rows on rounded cards inset from the
/// sides, separators inset from the leading edge. So a screenshot tells a SwiftUI screen from
/// a UIKit one (whose content is plain rows on its own background).
extension SceneBuilder {
    /// UIKit's `systemGroupedBackground` and `secondarySystemGroupedBackground`.
    static func groupedColours(dark: Bool) -> (background: Color, card: Color) {
        dark ? (Color(hex: 0x000000), Color(hex: 0x1C1C1E)) : (Color(hex: 0xF2F2F7), Color(hex: 0xFFFFFF))
    }

    func swiftUIContentLayers(_ controller: Controller, frame: Rect, safeTop: Double) -> [Layer] {
        let style = state.interfaceStyle(of: controller.id)
        let colours = Self.groupedColours(dark: style == .dark)
        let background = controller.preferences.backgroundColor?.resolved(style) ?? colours.background
        let ink: Color = background.relativeLuminance < 0.179 ? .white : .black
        var lines = [tr("%s (SwiftUI)", controller.view ?? "View")]
        let modifiers = controller.preferences.swiftUI.description
        if !modifiers.isEmpty { lines.append(modifiers) }
        if controller.preferences.statusBarStyleOverride != nil || controller.preferences.statusBarHiddenOverride != nil {
            lines.append(tr("subclass: preferredStatusBarStyle .%s, prefersStatusBarHidden %s",
                            controller.preferences.preferredStatusBarStyle.rawValue, controller.preferences.prefersStatusBarHidden))
        }
        let resolution = state.statusBar.resolution
        if resolution.styleOwner == controller.id { lines.append(tr("◆ decides the status bar style")) }
        if resolution.hiddenOwner == controller.id { lines.append(tr("◆ decides whether it is hidden")) }
        let scrolled = controller.preferences.scrollView ? state.scrollOffset(of: controller.id) : 0
        let top = safeTop + 20 - scrolled
        let inset = safeSide + 16
        let width = frame.width - 2 * inset
        let detailsHeight = Double(lines.count) * 18 + 4
        // In a navigation stack the bar shows the title (SUI-10); elsewhere the content does.
        let inStack = controller.parent.flatMap { state.hierarchy[$0] }?.kind == .navigation
        let titleHeight = inStack ? 0.0 : 44
        var layers = [Layer("content:\(controller.id)", frame: frame, content: .fill(background))]
        if !inStack {
            layers.append(Layer("title:\(controller.id)", frame: Rect(inset, top, width, 40),
                                content: .text(TextRun(controller.title, size: 30, weight: .bold, color: ink, alignment: rtl ? .trailing : .leading))))
        }
        layers.append(Layer("details:\(controller.id)", frame: Rect(inset, top + titleHeight, width, detailsHeight),
                            content: .text(TextRun(lines.joined(separator: "\n"), size: 12, color: ink.withAlpha(0.6),
                                                   alignment: rtl ? .trailing : .leading, maxLines: lines.count))))
        let start = top + titleHeight + detailsHeight + 8
        if let mark = ignoredMark(controller, at: start, width: width) {
            layers.append(mark)
        }
        let rowsStart = start + (layers.last?.name.hasPrefix("ignored") == true ? (layers.last?.frame.height ?? 0) + 8 : 0) + 8
        // The rows' ink reads on the cards, which keep the interface style's colour.
        let cardInk: Color = colours.card.relativeLuminance < 0.179 ? .white : .black
        layers += insetGroupedRows(controller, from: rowsStart, frame: frame, card: colours.card, ink: cardInk)
        return layers
    }

    /// Rows of four on rounded cards, 20 pt apart, only those in view; without a scroll view one
    /// card of three (a Form).
    func insetGroupedRows(_ controller: Controller, from start: Double, frame: Rect, card: Color, ink: Color) -> [Layer] {
        let rowHeight = 44.0, perSection = 4, gap = 20.0
        let sectionHeight = Double(perSection) * rowHeight + gap
        let contentHeight = controller.preferences.scrollView
            ? (controller.preferences.contentHeight > 0 ? controller.preferences.contentHeight : 2 * state.device.screenHeight) : 0
        let end = controller.preferences.scrollView ? start - 84 + contentHeight : start + 3 * rowHeight
        let inset = safeSide + 16
        let width = frame.width - 2 * inset
        var layers: [Layer] = []
        let first = Int(min(1e9, max(0, ((0 - start) / sectionHeight).rounded(.down))))
        var section = first
        while true {
            let y = start + Double(section) * sectionHeight
            guard y < frame.height, y < end else { break }
            let rows = controller.preferences.scrollView ? min(perSection, Int(((end - y) / rowHeight).rounded(.down))) : 3
            guard rows > 0 else { break }
            var parts: [Layer] = []
            let widths = [0.55, 0.4, 0.7, 0.48]
            for row in 0..<rows {
                let barWidth = (width - 32) * widths[(section * perSection + row) % widths.count]
                parts.append(Layer("rowText", frame: Rect(rtl ? width - 16 - barWidth : 16, Double(row) * rowHeight + 15, barWidth, 14),
                                   content: .fill(ink.withAlpha(0.14), cornerRadius: 4)))
                if row < rows - 1 {
                    parts.append(Layer("rowLine", frame: Rect(rtl ? 0 : 16, Double(row + 1) * rowHeight - 0.5, width - 16, 0.5),
                                       content: .fill(ink.withAlpha(0.15))))
                }
            }
            layers.append(Layer("section:\(controller.id):\(section)", frame: Rect(inset, y, width, Double(rows) * rowHeight),
                                content: .fill(card, cornerRadius: 10), sublayers: parts))
            if !controller.preferences.scrollView { break }
            section += 1
        }
        return layers
    }
}
