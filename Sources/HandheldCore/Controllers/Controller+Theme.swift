extension Controller {
    /// The controller's `applyTheme` (THEME-2, THEME-3): remembers the theme its parts draw;
    /// a themed navigation controller also overrides its preferredStatusBarStyle (THEME-6).
    /// Returns whether it asks for a status bar update.
    @discardableResult
    mutating func applyTheme(_ theme: Theme) -> Bool {
        appliedTheme = theme
        guard isThemed && kind == .navigation else { return false }
        preferences.statusBarStyleOverride = theme.statusBarStyle
        return true
    }
}
