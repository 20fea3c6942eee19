/// The headless engine: all state, all rules, all timing. It is driven by `send(_:)` and by
/// its clock (`advanceClock(to:)`), and answers with its state, which the Scene, the
/// scenario runner and the inspector read.
///
/// This file only orchestrates: the transaction (copy, apply, commit or throw), the dispatch
/// of actions to the concept that owns them, and the clock. Each rule lives with its noun:
/// see the README's layout section for which file holds which rule ids.
public struct Engine: Sendable {
    /// The state.
    public private(set) var state: EngineState
    /// What happened, oldest first (UI-4). Persistent, like the state: a copy of the engine
    /// (a snapshot, a look ahead) costs nothing however long the session has run.
    public private(set) var log = PersistentArray<LogEntry>()

    /// A window on `device` whose root controller is built from `root`.
    public init(
        device: DeviceProfile, root: ControllerSpec, mode: StatusBarMode = .viewController,
        orientation: InterfaceOrientation = .portrait, appearance: SystemAppearance = .light,
        themes: [Theme] = [.fallback], theme: String? = nil, ios: IOSVersion = .default, sdk: IOSVersion? = nil,
        lifecycle: Lifecycle = .scene, infoPlist: InfoPlist = InfoPlist(), glassTint: Double = 0
    ) throws(EngineError) {
        let list = ThemeList(themes.isEmpty ? [.fallback] : themes)
        let current = theme.flatMap { list.theme(named: $0) } ?? list.themes[0]
        if let theme, list.theme(named: theme) == nil { throw .unknownTheme(theme, known: list.themes.map(\.name)) }
        let hierarchy = try Hierarchy(root: root, theme: current)
        var initial = EngineState(
            now: 0, device: device, ios: ios, orientation: orientation, appearance: appearance, layoutDirection: .ltr,
            mode: mode, hierarchy: hierarchy, application: ApplicationStatusBar(), manager: StatusBarManagerTree(),
            statusBar: StatusBarDisplay(resolution: .placeholder(owner: root.id), content: .dark), transitions: [],
            navigationQueues: [:], themes: list, themeName: current.name, themeDissolve: nil, rotation: nil, staleNote: nil)
        // VER-9: built with the SDK of the system it runs on unless told otherwise.
        initial.sdk = sdk ?? ios
        initial.launched = lifecycle.launches(ios: ios, sdk: initial.sdk)
        initial.glassTint = glassTint
        var transaction = EngineTransaction(state: initial)
        transaction.adopt(infoPlist)
        transaction.attachToManager(hierarchy.windowRoot, under: .root)
        transaction.resolveInitialStatusBar()
        state = transaction.state
        log = PersistentArray(transaction.entries)
    }

    /// Carries out an action. On error the state is exactly as it was (VC-4) and the error
    /// is in the log.
    public mutating func send(_ action: Action) throws(EngineError) {
        try perform(action, stoppingAt: .infinity)
    }

    /// Carries out an action, but stops the clock at `time` if the action would move it past
    /// (a `wait`, `settle` or `drag`): the state at exactly that moment, a drag's finger still
    /// down, for painting a frame (`render --at`). Returns whether the action was cut short.
    @discardableResult
    public mutating func send(_ action: Action, stoppingAt time: Double) throws(EngineError) -> Bool {
        try perform(action, stoppingAt: time)
    }

    /// One transaction: applied to a copy, committed only if it succeeds (VC-4).
    @discardableResult
    private mutating func perform(_ action: Action, stoppingAt time: Double) throws(EngineError) -> Bool {
        // VER-8: an app that did not launch shows its launch screen; only time passes.
        if !state.launched {
            switch action {
            case .wait, .settle: break
            default: throw .notLaunched
            }
        }
        var transaction = EngineTransaction(state: state)
        transaction.clockStop = time
        do {
            try transaction.apply(action)
        } catch {
            log.append(LogEntry(time: state.now, kind: .error, message: error.description))
            throw error
        }
        transaction.commit()
        state = transaction.state
        log.append(contentsOf: transaction.entries)
        return transaction.stoppedEarly
    }

    /// Moves the clock forward to `time`, ending transitions and running queued operations
    /// as they fall due. Earlier times are ignored.
    public mutating func advanceClock(to time: Double) {
        var transaction = EngineTransaction(state: state)
        transaction.advance(to: time)
        transaction.commit()
        state = transaction.state
        log.append(contentsOf: transaction.entries)
    }

    /// The status bar as last resolved.
    public var statusBar: StatusBarResolution { state.statusBar.resolution }
}

/// One operation's work on a copy of the state: committed only if it finishes without error.
/// The state's large parts are persistent collections, so the copy costs O(1) and each change
/// to it O(log n), whatever the size of the hierarchy.
struct EngineTransaction {
    var state: EngineState
    var entries: [LogEntry] = []
    /// SB-7: operations mark that the status bar must read its preferences again; the update
    /// runs once, before the clock moves and when the transaction commits (`StatusBarUpdate`).
    var statusBarUpdateRequested = false
    /// The clock does not pass this in this transaction (`Engine.send(_:stoppingAt:)`).
    var clockStop = Double.infinity
    /// Set when the action was cut short at `clockStop`.
    var stoppedEarly = false

    init(state: EngineState) {
        self.state = state
    }

    var hierarchy: Hierarchy {
        get { state.hierarchy }
        set { state.hierarchy = newValue }
    }

    mutating func note(_ kind: LogEntry.Kind, _ message: String) {
        entries.append(LogEntry(time: state.now, kind: kind, message: message))
    }

    /// Ends the transaction: the status bar update asked for, if any, runs once (SB-7).
    mutating func commit() {
        resolvePendingStatusBarUpdate()
        adaptStatusBarContent()
    }

    // MARK: - Dispatch: each action to the concept that owns it

    mutating func apply(_ action: Action) throws(EngineError) {
        switch action {
        case let .push(spec, on, animated): try request(.push(spec, animated: animated), on: on)
        case let .pop(on, animated): try request(.pop(animated: animated), on: on)
        case let .popToRoot(on, animated): try request(.popToRoot(animated: animated), on: on)
        case let .setViewControllers(entries, on, animated): try request(.setViewControllers(entries, animated: animated), on: on)
        case let .present(spec, from, animated): try present(spec, from: from, animated: animated)
        case let .dismiss(target, animated): try dismiss(target: target, animated: animated)
        case let .selectTab(on, index): try selectTab(on: on, index: index)
        case let .scroll(target, offset, animated): try scroll(target: target, offset: offset, animated: animated)
        case let .set(target, changes, update): try set(target: target, changes, update: update)
        case let .applicationSetStatusBar(style, hidden, animation):
            applicationSetStatusBar(style: style, hidden: hidden, animation: animation)
        case let .overrideStatusBar(time, battery, cellular, wifi):
            try overrideStatusBar(time: time, batteryLevel: battery, cellularBars: cellular, wifiBars: wifi)
        case .setMode(let mode): setMode(mode)
        case .rotate(let orientation): try rotate(to: orientation)
        case .setDevice(let device): setDevice(device)
        case .setAppearance(let appearance): try setAppearance(appearance)
        case .setLayoutDirection(let direction): setLayoutDirection(direction)
        case .setTheme(let name): try setTheme(named: name)
        case .nextTheme: nextTheme()
        case .addTheme(let theme): addTheme(theme)
        case .showTip(let request): try showTip(request)
        case .hideTip: hideTip()
        case let .setTipOptions(queue, animated, tapToHide): setTipOptions(queue: queue, animated: animated, tapToHide: tapToHide)
        case .tap(let point): try tap(at: point)
        case .pointerPressed(let point): pointerPressed(at: point)
        case .pointerMoved(let point): pointerMoved(to: point)
        case .pointerReleased(let point): pointerReleased(at: point)
        case let .drag(from, to, duration): try drag(from: from, to: to, duration: duration)
        case .dragAlong(let path): try drag(along: path)
        case .wait(let seconds):
            guard seconds >= 0, seconds.isFinite else { throw .invalid(tr("cannot wait %s seconds", seconds)) }
            try checkClock(passing: seconds)
            advance(to: state.now + seconds)
        case .settle: settle()
        }
    }

    // MARK: - The clock

    /// Refuses what would move the clock past its limit (Limits.maximumTime).
    func checkClock(passing seconds: Double) throws(EngineError) {
        guard state.now + seconds <= Limits.maximumTime else {
            throw .invalid(tr("the clock would pass its limit of %s s (it is at %s s)", JSONOutput.format(Limits.maximumTime), JSONOutput.seconds(state.now)))
        }
    }

    /// What falls due on the clock, in the order ties are handled.
    private enum Due: Int, Comparable {
        case interactivePopEnd, interactiveDismissalEnd, tipTimer, transitionEnd
        static func < (lhs: Due, rhs: Due) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The next thing that falls due by `time`, if any: the motion after an interactive pop's
    /// release (POP-3), a tip's timer (TIP-3), or a transition's end, in time order.
    private func nextDue(by time: Double) -> (time: Double, what: Due, index: Int)? {
        var best: (time: Double, what: Due, index: Int)?
        func consider(_ candidate: (time: Double, what: Due, index: Int)) {
            guard candidate.time <= time else { return }
            if let current = best, (current.time, current.what) <= (candidate.time, candidate.what) { return }
            best = candidate
        }
        if let end = state.interactivePop?.end { consider((end, .interactivePopEnd, 0)) }
        if let end = state.interactiveDismissal?.end { consider((end, .interactiveDismissalEnd, 0)) }
        if let timer = state.tips.hideAt { consider((timer, .tipTimer, 0)) }
        for (index, transition) in state.transitions.enumerated() { consider((transition.end, .transitionEnd, index)) }
        return best
    }

    /// Ends what falls due up to `time`, in time order, then sets the clock to `time`. A status
    /// bar update asked for at one moment is resolved at that moment, before time moves on.
    mutating func advance(to requested: Double) {
        let time = min(requested, clockStop)
        if requested > clockStop { stoppedEarly = true }
        resolvePendingStatusBarUpdate()
        var read = state.now
        while let due = nextDue(by: time) {
            state.now = max(state.now, due.time)
            // VER-3: what passed under the status bar up to this moment, before it changes.
            adaptStatusBarContent(since: read)
            read = state.now
            switch due.what {
            case .interactivePopEnd:
                interactivePopEnded()
            case .interactiveDismissalEnd:
                interactiveDismissalEnded()
            case .tipTimer:
                if let message = state.tips.timerFired(now: state.now) { note(.operation, message) }
            case .transitionEnd:
                let transition = state.transitions.remove(at: due.index)
                if let navigation = transition.navigation { runQueued(on: navigation) }
            }
            resolvePendingStatusBarUpdate()
        }
        state.now = max(state.now, time)
        // Read while what ended by now is still in the state: the search back in time sees it.
        adaptStatusBarContent(since: read)
        state.statusBar.dropFinishedAnimations(at: state.now)
        if let rotation = state.rotation, rotation.end <= state.now { state.rotation = nil }
        if let dissolve = state.themeDissolve, dissolve.end <= state.now { state.themeDissolve = nil }
        if let scroll = state.scrollAnimation, scroll.end <= state.now {
            state.scrollAnimation = nil
            swiftUIStyleFollowsScroll()
        }
        if let restore = state.barRestore, restore.end <= state.now { state.barRestore = nil }
        state.tips.dropFinishedSlide(at: state.now)
        adaptStatusBarContent()
    }

    /// Advances until nothing animates and nothing waits (the `settle` op), including what
    /// starts meanwhile; timers that fall due meanwhile fire, and a pending timer is not waited for.
    mutating func settle() {
        // Each round ends at least one transition, queued request or animation; the bound only guards bugs.
        for _ in 0..<1_000_000 {
            if stoppedEarly { return }
            // An update asked for just now (a queued push that ran) starts its animations now,
            // and settle waits for those too.
            resolvePendingStatusBarUpdate()
            if let next = (state.transitions.map(\.end) + [state.interactivePop?.end, state.interactiveDismissal?.end].compactMap { $0 }).min() {
                advance(to: next)
            } else if let navigation = state.navigationQueues.keys.sorted().first {
                // A queue with no transition left to wait for (its controller was dismissed mid-way).
                runQueued(on: navigation)
            } else if let end = [state.statusBar.animationsEnd, state.rotation?.end, state.themeDissolve?.end,
                                 state.tips.slide?.end, state.scrollAnimation?.end,
                                 state.barRestore?.end].compactMap({ $0 }).max(), end > state.now {
                advance(to: end)
            } else {
                advance(to: state.now)
                return
            }
        }
    }
}
