/// The inspector's text (UI-4): the status bar and why, the controller tree with the owners
/// marked, the manager tree in managed mode with the current path marked (MGR-9), and the event log. Plain text, so the window
/// shows it and tests read it.
public enum InspectorText {
    /// The whole inspector; the event log newest first, so the latest is in view.
    public static func text(_ engine: Engine, logLines: Int = 40) -> String {
        let state = engine.state
        let resolution = state.statusBar.resolution
        var lines: [String] = []
        // VER-8: an app that did not launch has no status bar to explain.
        if !state.launched {
            return [tr("NOT LAUNCHED — %s, %s", state.versionName, state.device.name), "  " + Lifecycle.refusal,
                    tr("  only the launch screen shows; no status bar rule runs")].joined(separator: "\n")
        }
        lines.append(tr("STATUS BAR — %s mode, %s, %s, %s appearance, theme '%s'", state.mode.rawValue, state.device.name, state.orientation.rawValue, state.appearance.rawValue, state.themeName))
        func at(_ id: String) -> String { state.hierarchy[id]?.source.map { " (\($0))" } ?? "" }
        lines.append(tr("  style   .%s (%s content), decided by '%s'%s", resolution.style.rawValue, state.settledStatusBarContent.rawValue, resolution.styleOwner, at(resolution.styleOwner)))
        lines.append(tr("  hidden  %s, decided by '%s'%s, animation .%s", resolution.isHidden, resolution.hiddenOwner, at(resolution.hiddenOwner), resolution.animation.rawValue))
        if let stale = state.staleNote { lines.append("  ⚠ \(stale)") }
        if let reason = state.statusBar.contentReason { lines.append("  \(reason)") }
        if let backdrop = state.sheetBackdrop { lines.append("  \(backdrop.reason)") }
        if let low = state.lowContrast { lines.append("  ⚠ \(low)") }
        if let (id, bar) = state.appearanceInUse(on: nil) {
            lines.append(tr("  bar     %s", bar.explained(for: id)))
        }
        if let minimization = state.barMinimizationLine { lines.append(tr("  bar     %s", minimization)) }
        let tips = state.tips
        if let tip = tips.current {
            let timer = tips.hideAt.map { tr(", hides at %s s", JSONOutput.seconds($0)) } ?? ""
            lines.append(tr("  tip     \"%s\" (%s%s)%s", tip.text, tip.style.rawValue, timer, tips.queue.isEmpty ? "" : tr(", %s waiting", tips.queue.count)))
        }
        lines.append("")
        lines.append(tr("WHY (style)"))
        lines += resolution.styleSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append(tr("WHY (hidden)"))
        lines += resolution.hiddenSteps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        let ignored = IgnoredPreferences.list(state)
        if !ignored.isEmpty {
            lines.append(tr("IGNORED — given, but UIKit does not read them now (SB-11)"))
            for preference in ignored {
                lines.append("  ⚠ \(preference.entry) = \(preference.value) (\(preference.rule))")
                lines.append("      \(preference.reason).")
                lines.append(tr("      Fix: %s.", preference.fix))
                if let code = preference.code { lines.append(tr("      In code: %s", code)) }
            }
        }
        lines.append("")
        lines.append(tr("CONTROLLERS   (S = style owner, H = hidden owner, ▶ = top content, ⚠ = a preference ignored)"))
        lines += controllerTree(state)
        if state.mode == .managed {
            lines.append("")
            lines.append(tr("STATUSBARMANAGER TREE   (* = current path)"))
            lines += state.manager.keysDepthFirst.map { entry in
                let node = state.manager.node(entry.key)!
                let marker = state.manager.isOnCurrentPath(entry.key) ? "*" : " "
                return "  " + StatusBarManagerTree.indent(entry.depth) + "\(marker) \(entry.key)  "
                    + ".\(node.state.style.rawValue) \(node.state.isHidden ? tr("hidden") : tr("shown")) .\(node.state.animation.rawValue)"
            }
        }
        lines.append("")
        lines.append(tr("EVENT LOG (newest first)"))
        lines += engine.log.suffix(logLines).reversed().map { "  \($0.shown)" }
        // Ids and titles come from files: shown, never acting on what shows them (issue 21).
        return ShownText.escaped(lines.joined(separator: "\n"))
    }

    /// The window root's tree, then each presented controller's, indented.
    /// A few lines on who decides the status bar and why (SB-9): what a side-by-side panel
    /// shows under its device (`render --compare`, the window's comparison).
    public static func summary(_ engine: Engine) -> [String] {
        let state = engine.state
        if !state.launched { return [Lifecycle.refusal] }
        let resolution = state.statusBar.resolution
        var lines = [tr("style .%s (%s content) from '%s'; ", resolution.style.rawValue, state.settledStatusBarContent.rawValue, resolution.styleOwner)
                     + tr("%s from '%s'", resolution.isHidden ? tr("hidden") : tr("shown"), resolution.hiddenOwner)]
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
            var detail = controller.kind.label
            if let bar = controller.navigationBar {
                detail += tr(", bar %s%s", bar.barStyle.rawValue, bar.isHidden ? tr(" hidden") : "")
                if state.isTransitioning(id) { detail += tr(", transitioning") }
            }
            if controller.kind == .tabs { detail += tr(", selected %s", controller.selectedIndex) }
            let warning = ignored[id].map { tr("  ⚠ %s ignored", $0.map(\.preference).joined(separator: ", ")) } ?? ""
            // SRC-6: where it came from in the app's sources, beside its id.
            let source = controller.source.map { "  @ \($0)" } ?? ""
            lines.append("  \(marks) " + String(repeating: "  ", count: depth) + "\(id) (\(detail))\(note)\(warning)\(source)")
            for child in controller.children {
                let selected = controller.kind == .tabs && controller.selectedChild != child ? tr(" [tab]") : ""
                walk(child, depth: depth + 1, note: selected)
            }
        }
        walk(hierarchy.windowRoot, depth: 0, note: tr(" — window root"))
        for presentation in hierarchy.presentations {
            let style = hierarchy[presentation.controller].map {
                state.ios.presentation(of: $0.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).description } ?? ""
            walk(presentation.controller, depth: 0, note: tr(" — presented %s by '%s' on '%s'", style, presentation.askedBy, presentation.host))
        }
        return lines
    }
}
