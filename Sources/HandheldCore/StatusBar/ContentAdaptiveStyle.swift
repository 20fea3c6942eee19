/// VER-3: what `.default` draws, per version. iOS 12: dark content always. iOS 13 (to 16): dark
/// on a light appearance, light on a dark one. iOS 17 and later (Apple: `.default` "maintains
/// contrast with the content below it"): the glyph colour with the higher WCAG 2 contrast
/// against the colour the Scene shows under the status bar (white below a relative luminance of
/// 0.179), read again at every frame, no update call needed.
extension EngineTransaction {
    /// The content the resolved style draws now, and, for a content-adaptive `default`, why.
    func statusBarContent(for style: StatusBarStyle, owner: String) -> (StatusBarContent, String?) {
        guard style == .default else { return (StatusBarContent(style: style, appearance: state.appearance), nil) }
        switch state.ios {
        case .iOS12:
            return (.dark, nil)
        case .iOS13:
            // The owner's interface style: its override, else inherited (VER-3).
            let interface = state.hierarchy[owner] == nil ? state.appearance : state.interfaceStyle(of: owner)
            return (StatusBarContent(style: style, appearance: interface), nil)
        case .iOS17, .iOS18, .iOS26:
            let under = SceneBuilder.colourUnderStatusBar(state)
            let luminance = under.relativeLuminance
            let content: StatusBarContent = luminance < 0.179 ? .light : .dark
            let figure = (luminance * 100).rounded() / 100
            return (content, "\(state.ios.name): .default keeps contrast with what is below it: \(under.hexString) (luminance \(figure)) "
                + "→ \(content.rawValue) content (VER-3)")
        }
    }

    /// Reads the colour under the status bar again (VER-3, iOS 17 and later): when what passes
    /// under it changes the content that contrasts, the content cross-fades as SB-8 says.
    mutating func adaptStatusBarContent() {
        guard state.ios >= .iOS17, state.statusBar.resolution.style == .default else { return }
        let (content, reason) = statusBarContent(for: .default, owner: state.statusBar.resolution.styleOwner)
        state.statusBar.contentReason = reason
        guard content != state.statusBar.content else { return }
        state.statusBar.show(state.statusBar.resolution, content: content, now: state.now)
        note(.statusBar, "status bar: \(content.rawValue) content, as what lies under it changed (VER-3)")
    }
}
