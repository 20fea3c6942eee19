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
        guard hierarchy.interfaceStyleOverrides > 0 else { return app }
        var current: String? = id
        // Each step goes up one container or one presentation: at most every controller once.
        for _ in 0...hierarchy.controllers.count {
            guard let id = current, let controller = hierarchy[id] else { break }
            switch controller.preferences.overrideUserInterfaceStyle {
            case .light: return .light
            case .dark: return .dark
            case .unspecified: break
            }
            current = controller.parent ?? hierarchy.presentation(of: id)?.host
        }
        return app
    }
}
