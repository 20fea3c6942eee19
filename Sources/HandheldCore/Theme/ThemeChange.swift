/// Theme changes (THEME-3…THEME-6): every controller in the hierarchy is a live subscriber and
/// applies the new theme; themed navigation controllers take its status bar style and ask for
/// an update; the screen cross-dissolves from what was on it.
extension EngineTransaction {
    mutating func setTheme(named name: String) throws(EngineError) {
        guard let theme = state.themes.theme(named: name) else {
            throw .unknownTheme(name, known: state.themes.themes.map(\.name))
        }
        changeTheme(to: theme)
    }

    /// THEME-4: the theme after the current one in the list, wrapping.
    mutating func nextTheme() {
        if let theme = state.themes.next(after: state.themeName) { changeTheme(to: theme) }
    }

    /// A user's theme file joins the list and becomes current.
    mutating func addTheme(_ theme: Theme) {
        state.themes.add(theme)
        note(.operation, tr("theme '%s' added", theme.name))
        changeTheme(to: theme, force: true)
    }

    /// Makes `theme` current: every controller in the hierarchy (the live subscribers; one that
    /// left is gone and never told) applies it, themed navigation controllers ask for a status
    /// bar update, and the screen cross-dissolves from what was on it.
    private mutating func changeTheme(to theme: Theme, force: Bool = false) {
        guard force || theme.name != state.themeName else {
            note(.note, tr("theme '%s' is already current", theme.name))
            return
        }
        let onScreen = state
        state.themeName = theme.name
        var asking: [String] = []
        for id in hierarchy.allControllerIDs {
            var askedForUpdate = false
            try? hierarchy.modify(id) { askedForUpdate = $0.applyTheme(theme) }
            if askedForUpdate { asking.append(id) }
        }
        state.themeDissolve = ThemeDissolve(from: onScreen, start: state.now)
        note(.operation, tr("theme → %s (cross-dissolve %s s)", theme.name, JSONOutput.format(themeDissolveDuration)))
        guard !asking.isEmpty else { return }
        let names = asking.map { "'\($0)'" }.joined(separator: ", ")
        if state.mode == .global {
            note(.ignored, tr("%s (themed) set preferredStatusBarStyle .%s; setNeedsStatusBarAppearanceUpdate() has no effect in global mode (SB-10)", names, theme.statusBarStyle.rawValue))
        } else {
            note(.operation, tr("%s (themed) set preferredStatusBarStyle .%s and call setNeedsStatusBarAppearanceUpdate() (THEME-6)", names, theme.statusBarStyle.rawValue))
            requestStatusBarUpdate()
        }
    }
}
