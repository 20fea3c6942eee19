/// VER-3's interface style (iOS 13 and later): a controller's `overrideUserInterfaceStyle`,
/// else its parent container's, a presented controller's presenter's, and at the window's root
/// the app's `UIUserInterfaceStyle` (SRC-3), else the system appearance. It decides what `default` draws on iOS 13 to 16 and which colour of a
/// light/dark pair the controller's views use (PIC-4, THEME-8).
extension EngineState {
    public func interfaceStyle(of id: String) -> SystemAppearance {
        // iOS 12 has no dark mode (THEME-8); an app built with SDK 12 never turns dark (VER-10).
        guard linked != .iOS12 else { return .light }
        // The app-wide override of Info.plist, else the system appearance.
        let app = infoPlist.userInterfaceStyle ?? appearance
        // No override anywhere: the app's style, without walking a deep chain.
        guard hierarchy.interfaceStyleOverrides > 0 || !hierarchy.colorSchemeSetters.isEmpty else { return app }
        var current: String? = id
        // Each step goes up one container or one presentation: at most every controller once.
        for _ in 0...hierarchy.controllers.count {
            guard let id = current, let controller = hierarchy[id] else { break }
            // SUI-7: at a presentation's root (or the window's), the SwiftUI scheme its tree gives.
            if controller.parent == nil, !hierarchy.colorSchemeSetters.isEmpty, let scheme = swiftUIColorScheme(of: id)?.scheme {
                return scheme
            }
            switch controller.preferences.overrideUserInterfaceStyle {
            case .light: return .light
            case .dark: return .dark
            case .unspecified: break
            }
            // SUI-7's exception to VER-3: a presented hosting controller without a scheme of its
            // own takes the system appearance, not its presenter's (observed).
            if controller.parent == nil, controller.kind == .hosting, hierarchy.presentation(of: id) != nil { return app }
            current = controller.parent ?? hierarchy.presentation(of: id)?.host
        }
        return app
    }

    /// SUI-7: the `preferredColorScheme` that applies to the presentation whose root is `root`,
    /// and who gives it: of the hosting controllers in its tree that give one (a destination
    /// while in its stack, a tab while selected), the first in view order, an ancestor before
    /// what it contains (Apple's documentation). Costs the setters times their depth.
    public func swiftUIColorScheme(of root: String) -> (scheme: SystemAppearance, by: String)? {
        var best: (path: [Int], scheme: SystemAppearance, by: String)?
        for setter in hierarchy.colorSchemeSetters {
            guard let given = hierarchy[setter]?.preferences.swiftUI.preferredColorScheme, let scheme = given else { continue }
            var path: [Int] = []
            var child = setter
            var shown = true
            while let parentID = hierarchy[child]?.parent, let parent = hierarchy[parentID] {
                if parent.kind == .tabs, parent.selectedChild != child { shown = false; break }
                path.insert(parent.children.firstIndex(of: child) ?? 0, at: 0)
                child = parentID
            }
            guard shown, child == root else { continue }
            if best.map({ path.lexicographicallyPrecedes($0.path) }) ?? true { best = (path, scheme, setter) }
        }
        return best.map { ($0.scheme, $0.by) }
    }
}
