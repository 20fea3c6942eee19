/// SB-7 in one place: preferences are read again only when something asks for an update.
/// Operations call `requestStatusBarUpdate()`; the update itself runs once, when the
/// transaction commits or before the clock moves on. Also SB-10's application-level setters
/// and SB-1's mode switch, which decide whether anything is read at all.
extension EngineTransaction {
    /// Marks that the status bar must read every preference again: a hierarchy change, a
    /// rotation, a change of mode or appearance, or `setNeedsStatusBarAppearanceUpdate()` (SB-7).
    mutating func requestStatusBarUpdate() {
        statusBarUpdateRequested = true
    }

    /// Runs the update asked for, if any: resolves (SB-2…SB-6, SB-10, MGR-1, DEV-4) and shows
    /// the answer with SB-8's animations, starting now.
    mutating func resolvePendingStatusBarUpdate() {
        guard statusBarUpdateRequested else { return }
        statusBarUpdateRequested = false
        let resolution = StatusBarResolver.resolve(StatusBarInputs(state))
        let (content, reason) = statusBarContent(for: resolution.style, owner: resolution.styleOwner)
        let before = state.statusBar.resolution
        let changed = state.statusBar.show(resolution, content: content, now: state.now)
        state.statusBar.contentReasonMessages = reason
        state.staleNote = nil
        state.staleChanges = [:]
        if changed || before.styleOwner != resolution.styleOwner || before.hiddenOwner != resolution.hiddenOwner {
            note(.statusBar, tr("status bar: %s (%s content) from '%s', ", resolution.style.rawValue, content.rawValue, resolution.styleOwner)
                + (resolution.isHidden ? tr("hidden from '%s'", resolution.hiddenOwner) : tr("shown from '%s'", resolution.hiddenOwner)))
        }
    }

    /// A preference changed and nothing asked for an update: the status bar keeps showing the
    /// last resolution, and the explanation says so (SB-7).
    mutating func statusBarWentStale(because controller: String) {
        let message = tr("'%s' changed its status bar preferences without calling setNeedsStatusBarAppearanceUpdate(): ", controller)
            + tr("the status bar still shows the last resolution (SB-7)")
        state.staleNote = message
        state.staleChanges[controller] = state.now
        note(.note, message)
    }

    /// The first resolution, with nothing animating.
    mutating func resolveInitialStatusBar() {
        let resolution = StatusBarResolver.resolve(StatusBarInputs(state))
        let (content, reason) = statusBarContent(for: resolution.style, owner: resolution.styleOwner)
        state.statusBar = StatusBarDisplay(resolution: resolution, content: content)
        state.statusBar.contentReasonMessages = reason
    }

    /// SB-1: who decides the status bar.
    mutating func setMode(_ mode: StatusBarMode) {
        guard mode != state.mode else { return }
        state.mode = mode
        // Info.plist is read at launch: calls that did nothing before do not replay.
        state.application.unheard = .init()
        note(.operation, tr("status bar mode → %s", mode.rawValue))
        requestStatusBarUpdate()
    }

    /// SB-10: `UIApplication.setStatusBarStyle(_:animated:)` and `setStatusBarHidden(_:with:)`,
    /// which count in global mode only.
    mutating func applicationSetStatusBar(style: StatusBarStyle?, hidden: Bool?, animation: StatusBarAnimation?) {
        var calls: [String] = []
        if let style { calls.append("setStatusBarStyle(.\(style.rawValue), animated: true)") }
        if let hidden { calls.append("setStatusBarHidden(\(hidden), with: .\((animation ?? .none).rawValue))") }
        if calls.isEmpty, let animation { calls.append(tr("status bar animation .%s", animation.rawValue)) }
        let described = "UIApplication." + calls.joined(separator: ", ")
        guard state.mode == .global else {
            // As UIKit's header says: these do nothing with view-controller-based appearance.
            note(.ignored, tr("%s does nothing: the app uses view-controller-based status bar appearance (%s mode, SB-1)", described, state.mode.rawValue))
            if let style { state.application.unheard.style = style }
            if let hidden { state.application.unheard.isHidden = hidden }
            return
        }
        if let style { state.application.style = style }
        if let hidden { state.application.isHidden = hidden }
        state.application.unheard = .init()
        state.application.animation = animation ?? .none
        note(.operation, described)
        requestStatusBarUpdate()
    }
}

extension StatusBarResolution {
    /// Stands in until the engine's first resolution replaces it.
    static func placeholder(owner: String) -> StatusBarResolution {
        StatusBarResolution(style: .default, isHidden: false, animation: .fade, styleOwner: owner, hiddenOwner: owner,
                            styleSteps: [], hiddenSteps: [])
    }
}
