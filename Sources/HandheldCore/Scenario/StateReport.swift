/// The engine's state as JSON (`handheld run --state`): the `expect` field names, plus the
/// explanation, the hierarchy, the managed tree and the event log.
public enum StateReport {
    /// §10: `ios` and `sdk` as the file gave them, with the rule releases they behave as beside
    /// them (`iosRules`, `sdkRules`), and the explanation's version line saying so ("iOS 16
    /// (behaves as iOS 15 here)").
    public static func given(_ state: [(String, JSONOutput)], ios: IOSRelease?, sdk: IOSRelease?, engine: Engine) -> [(String, JSONOutput)] {
        guard ios != nil || sdk != nil else { return state }
        let iosRelease = ios ?? IOSRelease(engine.state.ios)
        let sdkRelease = sdk ?? (engine.state.sdk == engine.state.ios ? iosRelease : IOSRelease(engine.state.sdk))
        var version = iosRelease.explained
        if sdkRelease.text != iosRelease.text { version = tr("%s, built with SDK %s", version, sdkRelease.text) }
        return state.flatMap { key, value -> [(String, JSONOutput)] in
            switch key {
            case "ios": return [("ios", .string(iosRelease.text))]
            case "sdk": return [("sdk", .string(sdkRelease.text))]
            case "explanation":
                guard case .object(let members) = value else { return [(key, value)] }
                return [(key, .object(members.map { $0.0 == "version" ? ("version", .string(version)) : $0 }))]
            default: return [(key, value)]
            }
        }
    }

    /// The state of an engine, in a fixed key order.
    public static func json(_ engine: Engine) -> JSONOutput {
        let state = engine.state
        let hierarchy = state.hierarchy
        let resolution = state.statusBar.resolution
        let setting: [(String, JSONOutput)] = [
            ("time", .number(state.now)),
            ("device", .string(state.device.id)),
            ("ios", .string(state.ios.rawValue)),
            // §10: the rule releases the engine answers as ("16" is read as 15).
            ("iosRules", .string(state.ios.rawValue)),
            ("sdk", .string(state.sdk.rawValue)),
            ("sdkRules", .string(state.sdk.rawValue)),
            ("mode", .string(state.mode.rawValue)),
            ("appearance", .string(state.appearance.rawValue)),
            ("layoutDirection", .string(state.layoutDirection.rawValue)),
            ("infoPlist", state.infoPlist.json),
        ]
        // The `expect` fields, from the vocabulary's one table.
        let expectable = ExpectField.all.map { ($0.name, $0.read(engine, nil)) }
        return .object(setting + expectable + [
            ("explanation", .object([
                // VER-9: the system, and the SDK when it differs ("iOS 27, built with SDK 26").
                ("version", .string(state.versionName)),
                ("style", .strings(resolution.styleSteps.map(\.description))),
                ("hidden", .strings(resolution.hiddenSteps.map(\.description))),
                ("stale", .optional(state.staleNote)),
                ("content", .optional(state.sheetBackdrop?.reason ?? state.statusBar.contentReason)),
                // VER-7: glyphs that cannot be seen, naming the owner, the style and the colour.
                ("lowContrast", .optional(state.lowContrast?.description)),
                // BAR-1: the bar's slot in use and where it came from.
                ("barAppearance", .optional(state.appearanceInUse(on: nil).map { $0.appearance.explained(for: $0.controller) })),
                // BAR-9: a minimizing bar, or why it stays.
                ("barMinimization", .optional(state.barMinimizationLine)),
                // SB-11: the given preferences UIKit would not read now, and why.
                ("ignored", .strings(IgnoredPreferences.list(state).map(\.description))),
            ])),
            ("hierarchy", controllerJSON(hierarchy.windowRoot, hierarchy)),
            ("presentations", .array(hierarchy.presentations.map { presentation in
                .object([
                    ("controller", .string(presentation.controller)),
                    ("askedBy", .string(presentation.askedBy)),
                    ("host", .string(presentation.host)),
                    // VER-1, VER-2: the style asked for and the one in effect.
                    ("presentationStyle", .string(hierarchy[presentation.controller]?.preferences.modalPresentationStyle.rawValue ?? "")),
                    ("presentationStyleInEffect", .string(hierarchy[presentation.controller].map {
                        state.ios.presentation(of: $0.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).style.rawValue } ?? "")),
                    ("tree", controllerJSON(presentation.controller, hierarchy)),
                ])
            })),
            ("managerTree", .strings(state.manager.keysDepthFirst.map { entry in
                let node = state.manager.node(entry.key)!
                let marker = state.manager.isOnCurrentPath(entry.key) ? "*" : " "
                return StatusBarManagerTree.indent(entry.depth) + "\(marker) \(entry.key) "
                    + "(\(node.state.style.rawValue), \(node.state.isHidden ? "hidden" : "shown"), \(node.state.animation.rawValue))"
            })),
            ("log", .strings(engine.log.map(\.description))),
        ])
    }

    private static func controllerJSON(_ id: String, _ hierarchy: Hierarchy) -> JSONOutput {
        guard let controller = hierarchy[id] else { return .null }
        var members: [(String, JSONOutput)] = [
            ("id", .string(controller.id)),
            ("type", .string(controller.kind.rawValue)),
            ("statusBarStyle", .string(controller.preferences.preferredStatusBarStyle.rawValue)),
            ("statusBarHidden", .bool(controller.preferences.prefersStatusBarHidden)),
        ]
        if let bar = controller.navigationBar {
            members.append(("barStyle", .string(bar.barStyle.rawValue)))
            members.append(("barHidden", .bool(bar.isHidden)))
        }
        if controller.kind == .tabs { members.append(("selected", .number(Double(controller.selectedIndex)))) }
        // Section 15: a hosting controller's SwiftUI view and modifiers; what SwiftUI made a child for.
        if let view = controller.view { members.append(("view", .string(view))) }
        if controller.kind == .hosting, !controller.preferences.swiftUI.isEmpty {
            members.append(("swiftUI", ScenarioEncoder.swiftUI(controller.preferences.swiftUI)))
        }
        if let container = controller.swiftUIContainer { members.append(("swiftUIContainer", .string(container.rawValue))) }
        if controller.representable { members.append(("representable", .bool(true))) }
        if !controller.children.isEmpty {
            members.append(("children", .array(controller.children.map { controllerJSON($0, hierarchy) })))
        }
        return .object(members)
    }

    /// One line about the hierarchy, for failure messages.
    public static func summary(_ engine: Engine) -> String {
        let state = engine.state
        let hierarchy = state.hierarchy
        let top = state.topContentController
        var parts = [tr("top '%s'", top)]
        if let navigation = hierarchy.navigationController(containing: top), let controller = hierarchy[navigation] {
            parts.append(tr("'%s' stack [%s]", navigation, controller.children.joined(separator: ", ")))
        }
        parts.append(tr("presented [%s]", hierarchy.presentedIDs.joined(separator: ", ")))
        if state.isAnyTransitionRunning { parts.append(tr("a transition is running")) }
        let queued = state.navigationQueues.keys.sorted().flatMap { key in state.navigationQueues[key]!.requests.map { tr("%s on '%s'", $0.summary, key) } }
        if !queued.isEmpty { parts.append(tr("queued: %s", queued.joined(separator: ", "))) }
        return parts.joined(separator: ", ")
    }
}
