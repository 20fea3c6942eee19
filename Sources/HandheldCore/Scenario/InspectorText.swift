/// The inspector's text (UI-4): the status bar and why, the controller tree with the owners
/// marked, the manager tree in managed mode with the current path marked (MGR-9), and the event log. Plain text, so the window
/// shows it and tests read it.
public enum InspectorText {
    /// The whole inspector; the event log newest first, so the latest is in view.
    public static func text(_ engine: Engine, logLines: Int = 40) -> String {
        let state = engine.state
        let resolution = state.statusBar.resolution
        var lines: [String] = []
        lines.append("STATUS BAR — \(state.mode.rawValue) mode, \(state.device.name), \(state.orientation.rawValue), \(state.appearance.rawValue) appearance, theme '\(state.themeName)'")
        func at(_ id: String) -> String { state.hierarchy[id]?.source.map { " (\($0))" } ?? "" }
        lines.append("  style   .\(resolution.style.rawValue) (\(state.settledStatusBarContent.rawValue) content), decided by '\(resolution.styleOwner)'\(at(resolution.styleOwner))")
        lines.append("  hidden  \(resolution.isHidden), decided by '\(resolution.hiddenOwner)'\(at(resolution.hiddenOwner)), animation .\(resolution.animation.rawValue)")
        if let stale = state.staleNote { lines.append("  ⚠ \(stale)") }
        if let reason = state.statusBar.contentReason { lines.append("  \(reason)") }
        if let backdrop = state.sheetBackdrop { lines.append("  \(backdrop.reason)") }
        if let low = state.lowContrast { lines.append("  ⚠ \(low)") }
        if let (id, bar) = state.appearanceInUse(on: nil) {
            lines.append("  bar     '\(id)' uses its \(bar.slot.rawValue): \(bar.inUse.origin)")
        }
        let tips = state.tips
        if let tip = tips.current {
            let timer = tips.hideAt.map { ", hides at \(JSONOutput.seconds($0)) s" } ?? ""
            lines.append("  tip     \"\(tip.text)\" (\(tip.style.rawValue)\(timer))\(tips.queue.isEmpty ? "" : ", \(tips.queue.count) waiting")")
        }
        lines.append("")
        lines.append("WHY (style)")
        lines += resolution.styleSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("WHY (hidden)")
        lines += resolution.hiddenSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        let ignored = IgnoredPreferences.list(state)
        if !ignored.isEmpty {
            lines.append("IGNORED — given, but UIKit does not read them now (SB-11)")
            for preference in ignored {
                lines.append("  ⚠ \(preference.entry) = \(preference.value) (\(preference.rule))")
                lines.append("      \(preference.reason).")
                lines.append("      Fix: \(preference.fix).")
            }
        }
        lines.append("")
        lines.append("CONTROLLERS   (S = style owner, H = hidden owner, ▶ = top content, ⚠ = a preference ignored)")
        lines += controllerTree(state)
        if state.mode == .managed {
            lines.append("")
            lines.append("STATUSBARMANAGER TREE   (* = current path)")
            lines += state.manager.keysDepthFirst.map { entry in
                let node = state.manager.node(entry.key)!
                let marker = state.manager.isOnCurrentPath(entry.key) ? "*" : " "
                return "  " + StatusBarManagerTree.indent(entry.depth) + "\(marker) \(entry.key)  "
                    + ".\(node.state.style.rawValue) \(node.state.isHidden ? "hidden" : "shown") .\(node.state.animation.rawValue)"
            }
        }
        lines.append("")
        lines.append("EVENT LOG (newest first)")
        lines += engine.log.suffix(logLines).reversed().map { "  \($0)" }
        // Ids and titles come from files: shown, never acting on what shows them (issue 21).
        return ShownText.escaped(lines.joined(separator: "\n"))
    }

    /// The window root's tree, then each presented controller's, indented.
    /// A few lines on who decides the status bar and why (SB-9): what a side-by-side panel
    /// shows under its device (`render --compare`, the window's comparison).
    public static func summary(_ engine: Engine) -> [String] {
        let state = engine.state
        let resolution = state.statusBar.resolution
        var lines = ["style .\(resolution.style.rawValue) (\(state.settledStatusBarContent.rawValue) content) from '\(resolution.styleOwner)'; "
                     + "\(resolution.isHidden ? "hidden" : "shown") from '\(resolution.hiddenOwner)'"]
        lines += resolution.styleSteps.suffix(6).map { "• \($0.description)" }
        if let reason = state.statusBar.contentReason { lines.append("• \(reason)") }
        if let backdrop = state.sheetBackdrop { lines.append("• \(backdrop.reason)") }
        if let low = state.lowContrast { lines.append("⚠ \(low)") }
        return lines
    }

    public static func controllerTree(_ state: EngineState) -> [String] {
        let hierarchy = state.hierarchy
        let resolution = state.statusBar.resolution
        let top = state.topContentController
        let ignored = IgnoredPreferences.byController(state)
        var lines: [String] = []
        func walk(_ id: String, depth: Int, note: String) {
            guard let controller = hierarchy[id] else { return }
            var marks = ""
            marks += resolution.styleOwner == id ? "S" : " "
            marks += resolution.hiddenOwner == id ? "H" : " "
            marks += top == id ? "▶" : " "
            var detail = controller.kind.rawValue
            if let bar = controller.navigationBar {
                detail += ", bar \(bar.barStyle.rawValue)\(bar.isHidden ? " hidden" : "")"
                if state.isTransitioning(id) { detail += ", transitioning" }
            }
            if controller.kind == .tabs { detail += ", selected \(controller.selectedIndex)" }
            let warning = ignored[id].map { "  ⚠ " + $0.map(\.preference).joined(separator: ", ") + " ignored" } ?? ""
            // SRC-6: where it came from in the app's sources, beside its id.
            let source = controller.source.map { "  @ \($0)" } ?? ""
            lines.append("  \(marks) " + String(repeating: "  ", count: depth) + "\(id) (\(detail))\(note)\(warning)\(source)")
            for child in controller.children {
                let selected = controller.kind == .tabs && controller.selectedChild != child ? " [tab]" : ""
                walk(child, depth: depth + 1, note: selected)
            }
        }
        walk(hierarchy.windowRoot, depth: 0, note: " — window root")
        for presentation in hierarchy.presentations {
            let style = hierarchy[presentation.controller].map {
                state.ios.presentation($0.preferences.modalPresentationStyle, on: state.device).description } ?? ""
            walk(presentation.controller, depth: 0, note: " — presented \(style) by '\(presentation.askedBy)' on '\(presentation.host)'")
        }
        return lines
    }
}
