/// VER-3: what `.default` draws, per version. iOS 12: dark content always. iOS 13 (to 16): dark
/// on a light appearance, light on a dark one. iOS 17 and later (Apple: `.default` "maintains
/// contrast with the content below it"): the glyph colour with the higher WCAG 2 contrast
/// against the colour the Scene shows under the status bar (white below a relative luminance of
/// 0.179), read again at every frame, no update call needed.
extension EngineTransaction {
    /// The content the resolved style draws now, and, for a content-adaptive `default`, why.
    func statusBarContent(for style: StatusBarStyle, owner: String) -> (StatusBarContent, [DeferredMessage]?) {
        guard style == .default else { return (StatusBarContent(style: style, appearance: state.appearance), nil) }
        // VER-10: the adaptive default follows the system it runs on (iOS 17); the interface
        // style's default follows the SDK too (iOS 13: an app built with SDK 12 draws dark).
        if state.ios < .iOS17 {
            guard state.linked >= .iOS13 else { return (.dark, nil) }
            // The owner's interface style: its override, else inherited (VER-3).
            let interface = state.hierarchy[owner] == nil ? state.appearance : state.interfaceStyle(of: owner)
            return (StatusBarContent(style: style, appearance: interface), nil)
        }
        let under = SceneBuilder.colourUnderStatusBar(state)
        let luminance = under.relativeLuminance
        let content: StatusBarContent = luminance < 0.179 ? .light : .dark
        let figure = (luminance * 100).rounded() / 100
        return (content, [trLater("%s: .default keeps contrast with what is below it: %s (luminance %s) ", state.ios.name, under.hexString, figure),
                          trLater("→ %s content (VER-3)", content.rawValue)])
    }

    /// Reads the colour under the status bar again (VER-3, iOS 17 and later): when what passes
    /// under it changes the content that contrasts, the content cross-fades as SB-8 says.
    /// `earlier` is when it was last read: the cross-fade starts when the colour crossed over
    /// between then and now (found by halving the interval), so a frame's picture does not
    /// depend on how often frames were asked for (the window at 60 Hz, `render --at` once).
    mutating func adaptStatusBarContent(since earlier: Double? = nil) {
        guard state.ios >= .iOS17, state.statusBar.resolution.style == .default else { return }
        let owner = state.statusBar.resolution.styleOwner
        let (content, reason) = statusBarContent(for: .default, owner: owner)
        state.statusBar.contentReasonMessages = reason
        guard content != state.statusBar.content else { return }
        var crossed = state.now
        if let earlier, earlier < state.now {
            var before = earlier, after = state.now
            var probe = self
            for _ in 0..<10 where after - before > 0.001 {
                let middle = (before + after) / 2
                probe.state.now = middle
                if probe.statusBarContent(for: .default, owner: owner).0 == content { after = middle } else { before = middle }
            }
            crossed = after
        }
        state.statusBar.show(state.statusBar.resolution, content: content, now: crossed)
        state.statusBar.dropFinishedAnimations(at: state.now)
        entries.append(LogEntry(time: crossed, kind: .statusBar, message: tr("status bar: %s content, as what lies under it changed (VER-3)", content.rawValue)))
    }
}
