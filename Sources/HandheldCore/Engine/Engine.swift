/// The headless engine: all state, all rules, all timing. It is driven by `send(_:)` and by
/// its clock (`advanceClock(to:)`), and answers with its state, which the Scene, the
/// scenario runner and the inspector read.
public struct Engine: Sendable {
    /// The state.
    public private(set) var state: EngineState
    /// What happened, oldest first (UI-4).
    public private(set) var log: [LogEntry] = []

    /// A window on `device` whose root controller is built from `root`.
    public init(
        device: DeviceProfile, root: ControllerSpec, mode: StatusBarMode = .viewController,
        orientation: InterfaceOrientation = .portrait, appearance: SystemAppearance = .light,
        themes: [Theme] = [.fallback], theme: String? = nil, ios: IOSVersion = .default
    ) throws(EngineError) {
        let list = ThemeList(themes.isEmpty ? [.fallback] : themes)
        let current = theme.flatMap { list.theme(named: $0) } ?? list.themes[0]
        if let theme, list.theme(named: theme) == nil { throw .unknownTheme(theme, known: list.themes.map(\.name)) }
        let hierarchy = try Hierarchy(root: root, theme: current)
        // A placeholder resolution; `resolveInitialStatusBar` below replaces it.
        let placeholder = StatusBarResolution(
            style: .default, isHidden: false, animation: .fade, styleOwner: root.id, hiddenOwner: root.id,
            styleSteps: [], hiddenSteps: [])
        let initial = EngineState(
            now: 0, device: device, ios: ios, orientation: orientation, appearance: appearance, layoutDirection: .ltr,
            mode: mode, hierarchy: hierarchy, application: ApplicationStatusBar(), manager: StatusBarManagerTree(),
            statusBar: StatusBarDisplay(resolution: placeholder, content: .dark), transitions: [],
            navigationQueues: [:], themes: list, themeName: current.name, themeDissolve: nil, rotation: nil, staleNote: nil)
        var transaction = EngineTransaction(state: initial)
        transaction.attachToManager(hierarchy.windowRoot, under: .root)
        transaction.resolveInitialStatusBar()
        state = transaction.state
        log = transaction.entries
    }

    /// Carries out an action. On error the state is exactly as it was (VC-4) and the error
    /// is in the log.
    public mutating func send(_ action: Action) throws(EngineError) {
        var transaction = EngineTransaction(state: state)
        do {
            try transaction.apply(action)
        } catch {
            log.append(LogEntry(time: state.now, kind: .error, message: error.description))
            throw error
        }
        state = transaction.state
        log.append(contentsOf: transaction.entries)
    }

    /// Moves the clock forward to `time`, ending transitions and running queued operations
    /// as they fall due. Earlier times are ignored.
    public mutating func advanceClock(to time: Double) {
        var transaction = EngineTransaction(state: state)
        transaction.advance(to: time)
        state = transaction.state
        log.append(contentsOf: transaction.entries)
    }

    /// The status bar as last resolved.
    public var statusBar: StatusBarResolution { state.statusBar.resolution }
}

/// One operation's work on a copy of the state: committed only if it finishes without error.
struct EngineTransaction {
    var state: EngineState
    var entries: [LogEntry] = []

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

    // MARK: - Dispatch

    mutating func apply(_ action: Action) throws(EngineError) {
        switch action {
        case let .push(spec, on, animated):
            try request(.push(spec, animated: animated), on: on)
        case let .pop(on, animated):
            try request(.pop(animated: animated), on: on)
        case let .popToRoot(on, animated):
            try request(.popToRoot(animated: animated), on: on)
        case let .setViewControllers(entries, on, animated):
            try request(.setViewControllers(entries, animated: animated), on: on)
        case let .present(spec, from, animated):
            try present(spec, from: from, animated: animated)
        case let .dismiss(target, animated):
            try dismiss(target: target, animated: animated)
        case let .selectTab(on, index):
            try selectTab(on: on, index: index)
        case let .set(target, changes, update):
            try set(target: target, changes, update: update)
        case let .applicationSetStatusBar(style, hidden, animation):
            applicationSetStatusBar(style: style, hidden: hidden, animation: animation)
        case let .overrideStatusBar(time, batteryLevel, cellularBars, wifiBars):
            var overrides = state.statusBarOverrides
            if let time { overrides.time = time }
            if let batteryLevel {
                guard (0...1).contains(batteryLevel) else { throw .invalid("battery level must be 0…1, not \(batteryLevel)") }
                overrides.batteryLevel = batteryLevel
            }
            if let cellularBars {
                guard (0...4).contains(cellularBars) else { throw .invalid("cellular bars must be 0…4, not \(cellularBars)") }
                overrides.cellularBars = cellularBars
            }
            if let wifiBars {
                guard (0...3).contains(wifiBars) else { throw .invalid("Wi-Fi bars must be 0…3, not \(wifiBars)") }
                overrides.wifiBars = wifiBars
            }
            state.statusBarOverrides = overrides
            note(.operation, "status bar override: \(overrides.time), battery \(Int((overrides.batteryLevel * 100).rounded())) %, "
                + "\(overrides.cellularBars) bars, Wi-Fi \(overrides.wifiBars) (DEV-5)")
        case .setMode(let mode):
            guard mode != state.mode else { return }
            state.mode = mode
            note(.operation, "status bar mode → \(mode.rawValue)")
            updateStatusBar()
        case .rotate(let orientation):
            rotate(to: orientation)
        case .setTheme(let name):
            guard let theme = state.themes.theme(named: name) else {
                throw .unknownTheme(name, known: state.themes.themes.map(\.name))
            }
            changeTheme(to: theme)
        case .nextTheme:
            if let theme = state.themes.next(after: state.themeName) { changeTheme(to: theme) }
        case .addTheme(let theme):
            state.themes.add(theme)
            note(.operation, "theme '\(theme.name)' added")
            changeTheme(to: theme, force: true)
        case .showTip(let request):
            if let seconds = request.hideAfter, !(seconds >= 0 && seconds.isFinite) {
                throw .invalid("hideAfter must be 0 or more seconds, not \(seconds)")
            }
            if let progress = request.progress, !(0...1).contains(progress) {
                throw .invalid("a tip's progress must be 0…1, not \(progress)")
            }
            note(.operation, state.tips.show(request, now: state.now))
        case .hideTip:
            note(.operation, state.tips.hide(now: state.now) ?? "hideTip: no tip is shown")
        case .tap(let point):
            tap(at: point)
        case let .setTipOptions(queue, animated, tapToHide):
            if let queue { state.tips.queueMode = queue }
            if let animated { state.tips.animated = animated }
            if let tapToHide { state.tips.tapToHide = tapToHide }
            note(.operation, "tips overlay: queue \(state.tips.queueMode), animations \(state.tips.animated), tap to hide \(state.tips.tapToHide)")
        case .pointerPressed(let point):
            state.pan = PanRecognizer(at: point, time: state.now)
        case .pointerMoved(let point):
            pointerMoved(to: point)
        case .pointerReleased(let point):
            pointerReleased(at: point)
        case let .drag(from, to, duration):
            guard duration >= 0, duration.isFinite else { throw .invalid("a drag's duration must be 0 or more, not \(duration)") }
            state.pan = PanRecognizer(at: from, time: state.now)
            let steps = max(1, Int((duration * 60).rounded()))
            for step in 1...steps {
                advance(to: state.now + duration / Double(steps))
                let t = Double(step) / Double(steps)
                pointerMoved(to: Point(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t))
            }
            pointerReleased(at: to)
        case .setDevice(let device):
            guard device != state.device else { return }
            state.device = device
            note(.operation, "device → \(device.name)")
            updateStatusBar()
        case .setAppearance(let appearance):
            guard appearance != state.appearance else { return }
            state.appearance = appearance
            note(.operation, "system appearance → \(appearance.rawValue)")
            updateStatusBar()
        case .setLayoutDirection(let direction):
            guard direction != state.layoutDirection else { return }
            state.layoutDirection = direction
            note(.operation, "layout direction → \(direction.rawValue)")
        case .wait(let seconds):
            guard seconds >= 0, seconds.isFinite else { throw .invalid("cannot wait \(seconds) seconds") }
            advance(to: state.now + seconds)
        case .settle:
            settle()
        }
    }

    // MARK: - Clock

    /// Ends what falls due up to `time`, in time order, then sets the clock to `time`.
    mutating func advance(to time: Double) {
        while true {
            // The motion after an interactive pop's release ends in time order too (POP-3).
            if let end = state.interactivePop?.end, end <= time,
               end <= (nextTransitionIndex(endingBy: time).map { state.transitions[$0].end } ?? .infinity),
               end <= (state.tips.hideAt ?? .infinity) {
                state.now = max(state.now, end)
                interactivePopEnded()
                continue
            }
            let index = nextTransitionIndex(endingBy: time)
            let transitionEnd = index.map { state.transitions[$0].end }
            // A tip's timer fires in time order with the transitions (TIP-3).
            if let timer = state.tips.hideAt, timer <= time, timer <= (transitionEnd ?? .infinity) {
                state.now = max(state.now, timer)
                if let message = state.tips.timerFired(now: state.now) { note(.operation, message) }
                continue
            }
            guard let index else { break }
            let transition = state.transitions.remove(at: index)
            state.now = max(state.now, transition.end)
            finished(transition)
        }
        state.now = max(state.now, time)
        state.statusBar.dropFinishedAnimations(at: state.now)
        if let rotation = state.rotation, rotation.end <= state.now { state.rotation = nil }
        if let dissolve = state.themeDissolve, dissolve.end <= state.now { state.themeDissolve = nil }
        state.tips.dropFinishedSlide(at: state.now)
    }

    private func nextTransitionIndex(endingBy time: Double) -> Int? {
        var best: Int?
        for (index, transition) in state.transitions.enumerated() where transition.end <= time {
            if best == nil || transition.end < state.transitions[best!].end { best = index }
        }
        return best
    }

    /// Advances until nothing animates and nothing waits (the `settle` op).
    mutating func settle() {
        // Each round ends at least one transition or animation; the bound only guards bugs.
        for _ in 0..<100_000 {
            if let next = (state.transitions.map(\.end) + [state.interactivePop?.end].compactMap { $0 }).min() {
                advance(to: next)
                continue
            }
            // A queue with no transition left to wait for (its controller was dismissed mid-way).
            if let navigation = state.navigationQueues.keys.sorted().first {
                runQueued(on: navigation)
                continue
            }
            let ends = [state.statusBar.animationsEnd, state.rotation?.end, state.themeDissolve?.end, state.tips.slide?.end]
                .compactMap { $0 }
            if let end = ends.max(), end > state.now {
                advance(to: end)
            } else {
                advance(to: state.now)
            }
            return
        }
    }

    private mutating func finished(_ transition: Transition) {
        guard let navigation = transition.navigation else { return }
        runQueued(on: navigation)
    }

    /// Runs the next queued push or pop of a navigation controller (VC-4).
    private mutating func runQueued(on navigation: String) {
        guard var queue = state.navigationQueues[navigation], !queue.isEmpty else { return }
        let next = queue.removeFirst()
        state.navigationQueues[navigation] = queue.isEmpty ? nil : queue
        guard hierarchy.contains(navigation) else {
            state.navigationQueues[navigation] = nil
            return
        }
        var attempt = self
        do {
            try attempt.perform(next, on: navigation)
            self = attempt
            note(.operation, "ran queued \(next.summary) on '\(navigation)'")
        } catch {
            note(.error, "queued \(next.summary) on '\(navigation)' failed: \(error.description)")
        }
    }

    // MARK: - Navigation (VC-3, VC-4, POP-4)

    private mutating func request(_ request: NavigationRequest, on given: String?) throws(EngineError) {
        let navigation = try navigationTarget(given)
        let queue = state.navigationQueues[navigation] ?? []
        if state.isTransitioning(navigation) || !queue.isEmpty {
            // Validate against the stack as it will be once the queue has run, so an
            // impossible request fails now, not later where nobody sees it.
            var probe = self
            probe.state.navigationQueues[navigation] = nil
            for earlier in queue { try probe.perform(earlier.unanimated, on: navigation) }
            try probe.perform(request.unanimated, on: navigation)
            state.navigationQueues[navigation] = queue + [request]
            note(.queued, "\(request.summary) on '\(navigation)' waits: '\(navigation)' is transitioning; it runs when the transition ends (VC-4)")
            return
        }
        try perform(request, on: navigation)
    }

    private func navigationTarget(_ given: String?) throws(EngineError) -> String {
        if let given {
            let controller = try hierarchy.controller(given)
            guard controller.kind == .navigation else {
                throw .wrongKind(id: given, expected: .navigation, actual: controller.kind)
            }
            return given
        }
        let top = hierarchy.topContentController
        guard let navigation = hierarchy.navigationController(containing: top) else {
            throw .noNavigationController(from: top)
        }
        return navigation
    }

    mutating func perform(_ request: NavigationRequest, on navigation: String) throws(EngineError) {
        switch request {
        case let .push(spec, animated): try push(spec, on: navigation, animated: animated)
        case let .pop(animated): try pop(on: navigation, animated: animated)
        case let .popToRoot(animated): try popToRoot(on: navigation, animated: animated)
        case let .setViewControllers(entries, animated):
            try setViewControllers(entries, on: navigation, animated: animated)
        }
    }

    private mutating func push(_ spec: ControllerSpec, on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let previousTop = try hierarchy.controller(navigation).topOfStack!
        try hierarchy.insert(spec, parent: navigation, theme: state.theme)
        try hierarchy.modify(navigation) { $0.children.append(spec.id) }
        // MGR-7: the pushed controller's node goes under the previous top's.
        attachToManager(spec.id, under: .controller(previousTop))
        note(.operation, "push '\(spec.id)' on '\(navigation)'\(animated ? "" : " (not animated)")")
        try stackChanged(navigation, appearing: spec.id, disappearing: previousTop, kind: .push, animated: animated, previous: previous)
    }

    private mutating func pop(on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let stack = try hierarchy.controller(navigation).children
        guard stack.count > 1 else { throw .cannotPopRoot(root: stack[0], navigation: navigation) }
        let popped = stack[stack.count - 1]
        remove(popped)
        note(.operation, "pop '\(popped)' from '\(navigation)'\(animated ? "" : " (not animated)")")
        try stackChanged(navigation, appearing: stack[stack.count - 2], disappearing: popped, kind: .pop, animated: animated, previous: previous)
    }

    private mutating func popToRoot(on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let stack = try hierarchy.controller(navigation).children
        guard stack.count > 1 else {
            // NB: UIKit returns nil and does nothing here; not an error.
            note(.note, "popToRoot on '\(navigation)': already at its root '\(stack[0])'")
            return
        }
        for popped in stack.dropFirst().reversed() { remove(popped) }
        note(.operation, "popToRoot on '\(navigation)': popped \(stack.dropFirst().map { "'\($0)'" }.joined(separator: ", "))")
        try stackChanged(navigation, appearing: stack[0], disappearing: stack.last, kind: .pop, animated: animated, previous: previous)
    }

    private mutating func setViewControllers(_ entries: [StackEntry], on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let old = try hierarchy.controller(navigation).children
        guard !entries.isEmpty else { throw .emptyStack(navigation: navigation) }
        var seen: Set<String> = []
        for entry in entries {
            let ids: [String]
            switch entry {
            case .existing(let id):
                guard hierarchy.contains(id) else { throw .unknownController(id) }
                guard old.contains(id) else { throw .stackEntryInUse(id: id, navigation: navigation) }
                ids = [id]
            case .new(let spec):
                try hierarchy.validate(spec)
                ids = spec.allIDs
            }
            for id in ids where !seen.insert(id).inserted { throw .duplicateID(id) }
        }
        let kept = Set(entries.map(\.id))
        for leaving in old.reversed() where !kept.contains(leaving) { hierarchy.removeSubtree(leaving) }
        for entry in entries {
            if case .new(let spec) = entry { try hierarchy.insert(spec, parent: navigation, theme: state.theme) }
        }
        try hierarchy.modify(navigation) { $0.children = entries.map(\.id) }
        dropQueuesOfRemovedNavigationControllers()
        // MGR-7, as the article's setViewControllers does: clear the states below the
        // navigation controller and add the new stack as a chain.
        managerDo { tree throws(EngineError) in _ = try tree.clearSubStates(.controller(navigation)) }
        attachChildrenToManager(of: navigation)
        note(.operation, "setViewControllers on '\(navigation)': [\(entries.map { "'\($0.id)'" }.joined(separator: ", "))]")
        let newTop = entries[entries.count - 1].id
        let oldTop = old[old.count - 1]
        if newTop == oldTop {
            try stackChanged(navigation, appearing: nil, disappearing: nil, kind: .push, animated: false, previous: previous)
        } else {
            // UIKit animates it as a push when the new top is new, else as a pop.
            let kind: Transition.Kind = old.contains(newTop) ? .pop : .push
            try stackChanged(navigation, appearing: newTop, disappearing: oldTop, kind: kind, animated: animated, previous: previous)
        }
    }

    /// After any stack change: the bar follows the appearing controller (POP-4), the
    /// transition starts, and the status bar updates (SB-7).
    private mutating func stackChanged(
        _ navigation: String, appearing: String?, disappearing: String?, kind: Transition.Kind, animated: Bool,
        previous: Hierarchy
    ) throws(EngineError) {
        let bar = try hierarchy.controller(navigation).navigationBar ?? NavigationBarState()
        var barAfter = bar.isHidden
        if let appearing, bar.viewControllerBasedAppearance, let controller = hierarchy[appearing] {
            barAfter = controller.preferences.prefersNavigationBarHidden
        }
        if barAfter != bar.isHidden {
            try hierarchy.modify(navigation) { $0.navigationBar?.isHidden = barAfter }
            note(.operation, "'\(navigation)': navigation bar \(barAfter ? "hidden" : "shown") for '\(appearing ?? "")' (POP-4)")
        }
        if animated, appearing != nil {
            state.transitions.append(Transition(
                kind: kind, navigation: navigation, appearing: appearing, disappearing: disappearing,
                start: state.now, duration: transitionDuration,
                navigationBarHidden: .init(before: bar.isHidden, after: barAfter), previous: previous))
        }
        updateStatusBar()
    }

    /// Takes a controller (and its tree) out of the hierarchy and the managed tree at once (MGR-7).
    private mutating func remove(_ id: String) {
        if state.manager.contains(.controller(id)) {
            managerDo { tree throws(EngineError) in _ = try tree.removeState(.controller(id)) }
        }
        hierarchy.removeSubtree(id)
        dropQueuesOfRemovedNavigationControllers()
    }

    private mutating func dropQueuesOfRemovedNavigationControllers() {
        for navigation in state.navigationQueues.keys.sorted() where !hierarchy.contains(navigation) {
            note(.note, "dropped the queued operations of '\(navigation)': it left the hierarchy")
            state.navigationQueues[navigation] = nil
        }
    }

    // MARK: - Presentation (VC-5)

    private mutating func present(_ spec: ControllerSpec, from given: String?, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let asker = given ?? hierarchy.topContentController
        _ = try hierarchy.controller(asker)
        let host = hierarchy.topOfChain
        try hierarchy.appendPresentation(spec, askedBy: asker, theme: state.theme)
        // MGR-7: the presented node becomes a child of the asking controller's.
        let parent: StatusBarManagerTree.Key = state.manager.contains(.controller(asker)) ? .controller(asker) : .root
        attachToManager(spec.id, under: parent)
        let style = spec.preferences.modalPresentationStyle.rawValue
        note(.operation, "'\(asker)' presents '\(spec.id)' (\(style))\(host == asker ? "" : ", hosted by '\(host)' (VC-5)")")
        if animated {
            state.transitions.append(Transition(
                kind: .present, navigation: nil, appearing: spec.id, disappearing: nil,
                start: state.now, duration: transitionDuration, navigationBarHidden: nil, previous: previous))
        }
        updateStatusBar()
    }

    private mutating func dismiss(target: String?, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        guard !hierarchy.presentations.isEmpty else { throw .nothingPresented }
        var index = hierarchy.presentations.count - 1
        if let target {
            guard let chainIndex = hierarchy.chainIndex(containing: target) else { throw .unknownController(target) }
            guard chainIndex > 0 else { throw .notPresented(target) }
            index = chainIndex - 1
        }
        let leaving = hierarchy.presentations[index...].map(\.controller)
        for id in leaving.reversed() where state.manager.contains(.controller(id)) {
            managerDo { tree throws(EngineError) in _ = try tree.removeState(.controller(id)) }
        }
        _ = hierarchy.removePresentations(from: index)
        dropQueuesOfRemovedNavigationControllers()
        note(.operation, "dismiss \(leaving.reversed().map { "'\($0)'" }.joined(separator: ", "))\(animated ? "" : " (not animated)")")
        if animated {
            state.transitions.append(Transition(
                kind: .dismiss, navigation: nil, appearing: nil, disappearing: leaving[0],
                start: state.now, duration: transitionDuration, navigationBarHidden: nil, previous: previous))
        }
        updateStatusBar()
    }

    // MARK: - Tabs (SB-5)

    private mutating func selectTab(on given: String?, index: Int) throws(EngineError) {
        let tabs: String
        if let given {
            let controller = try hierarchy.controller(given)
            guard controller.kind == .tabs else { throw .wrongKind(id: given, expected: .tabs, actual: controller.kind) }
            tabs = given
        } else {
            let top = hierarchy.topContentController
            guard let found = hierarchy.tabsController(containing: top) else { throw .noTabsController(from: top) }
            tabs = found
        }
        let controller = try hierarchy.controller(tabs)
        guard controller.children.indices.contains(index) else {
            throw .tabIndexOutOfRange(index: index, tabs: tabs, count: controller.children.count)
        }
        guard index != controller.selectedIndex else {
            note(.note, "'\(tabs)': tab \(index) is already selected")
            return
        }
        try hierarchy.modify(tabs) { $0.selectedIndex = index }
        let child = controller.children[index]
        // MGR-7: a tab switch calls showState.
        managerDo { tree throws(EngineError) in _ = try tree.showState(.controller(child), parent: .controller(tabs)) }
        note(.operation, "'\(tabs)' selects tab \(index) '\(child)'")
        updateStatusBar()
    }

    // MARK: - Preferences (VC-2, SB-7, MGR-8)

    private mutating func set(target given: String?, _ changes: PreferenceChanges, update: Bool) throws(EngineError) {
        let target = given ?? hierarchy.topContentController
        var controller = try hierarchy.controller(target)
        var barTarget: String?
        if changes.touchesNavigationBar {
            if given != nil {
                guard controller.kind == .navigation else {
                    let field = changes.barStyle != nil ? "barStyle" : changes.barHidden != nil
                        ? "barHidden" : "viewControllerBasedNavigationBarAppearance"
                    throw .navigationOnly(field: field, id: target)
                }
                barTarget = target
            } else {
                guard let navigation = hierarchy.navigationController(containing: target) else {
                    throw .noNavigationController(from: target)
                }
                barTarget = navigation
            }
        }
        for case let .some(.some(child)) in [changes.childForStatusBarStyle, changes.childForStatusBarHidden] {
            guard controller.children.contains(child) else { throw .notAChild(child: child, parent: target) }
        }

        if changes.touchesController {
            if let value = changes.popMaxDistance, !(value >= 0 && value.isFinite) {
                throw .invalid("popMaxDistance must be 0 or more, not \(value)")
            }
            var described: [String] = []
            if let value = changes.title {
                controller.title = value
                described.append("title \"\(value)\"")
            }
            var preferences = controller.preferences
            described += changes.apply(to: &preferences)
            controller.preferences = preferences
            let updated = controller
            try hierarchy.modify(target) { $0 = updated }
            note(.operation, "'\(target)': \(described.joined(separator: ", "))")
        }

        var barHiddenChanged = false
        if let barTarget {
            var bar = try hierarchy.controller(barTarget).navigationBar ?? NavigationBarState()
            var barDescribed: [String] = []
            if let value = changes.barStyle { bar.barStyle = value; barDescribed.append("barStyle \(value.rawValue)") }
            if let value = changes.barHidden {
                barHiddenChanged = value != bar.isHidden
                bar.isHidden = value
                barDescribed.append("navigation bar \(value ? "hidden" : "shown") (setNavigationBarHidden)")
            }
            if let value = changes.viewControllerBasedNavigationBarAppearance {
                bar.viewControllerBasedAppearance = value
                barDescribed.append("viewControllerBasedNavigationBarAppearanceEnabled \(value)")
            }
            let newBar = bar
            try hierarchy.modify(barTarget) { $0.navigationBar = newBar }
            note(.operation, "'\(barTarget)': \(barDescribed.joined(separator: ", "))")
        }

        var needsUpdate = false
        switch state.mode {
        case .managed where changes.touchesStatusBar:
            // MGR-8: the controller's status bar setters go to its node in the tree.
            if state.manager.contains(.controller(target)) {
                managerDo { tree throws(EngineError) in
                    needsUpdate = try tree.setState(
                        .controller(target), hidden: changes.statusBarHidden, style: changes.statusBarStyle,
                        animation: changes.statusBarAnimation)
                }
                if !needsUpdate {
                    note(.note, "StatusBarManager: '\(target)' is not the current state, or nothing changed: the status bar stays (MGR-6)")
                }
            } else {
                note(.note, "StatusBarManager has no state for '\(target)'")
            }
        case .global where changes.touchesStatusBar:
            note(.ignored, "global mode: '\(target)''s status bar preferences are ignored (SB-10)")
        default:
            break
        }
        // NB: UINavigationController asks for a status bar update itself when its bar hides
        // or shows, since that moves the style decision (SB-4).
        if barHiddenChanged && state.mode == .viewController { needsUpdate = true }
        if update {
            if state.mode == .global {
                note(.ignored, "setNeedsStatusBarAppearanceUpdate() on '\(target)' has no effect in global mode (SB-10)")
            } else {
                note(.operation, "'\(target)'.setNeedsStatusBarAppearanceUpdate()")
                needsUpdate = true
            }
        }
        if needsUpdate {
            updateStatusBar()
        } else if changes.touchesStatusBar && state.mode == .viewController {
            state.staleNote = "'\(target)' changed its status bar preferences without calling setNeedsStatusBarAppearanceUpdate(): the status bar still shows the last resolution (SB-7)"
            note(.note, state.staleNote!)
        }
    }

    // MARK: - Themes (THEME-2…THEME-6)

    /// Makes `theme` current: every controller in the hierarchy (the live subscribers; one that
    /// left is gone and never told) applies it, themed navigation controllers ask for a status
    /// bar update, and the screen cross-dissolves from what was on it.
    private mutating func changeTheme(to theme: Theme, force: Bool = false) {
        guard force || theme.name != state.themeName else {
            note(.note, "theme '\(theme.name)' is already current")
            return
        }
        let onScreen = SceneBuilder.scene(state).layers
        state.themeName = theme.name
        var asking: [String] = []
        for id in hierarchy.allControllerIDs {
            var askedForUpdate = false
            try? hierarchy.modify(id) { askedForUpdate = $0.applyTheme(theme) }
            if askedForUpdate { asking.append(id) }
        }
        state.themeDissolve = ThemeDissolve(snapshot: onScreen, start: state.now)
        note(.operation, "theme → \(theme.name) (cross-dissolve \(JSONOutput.format(themeDissolveDuration)) s)")
        guard !asking.isEmpty else { return }
        let names = asking.map { "'\($0)'" }.joined(separator: ", ")
        if state.mode == .global {
            note(.ignored, "\(names) (themed) set preferredStatusBarStyle .\(theme.statusBarStyle.rawValue); setNeedsStatusBarAppearanceUpdate() has no effect in global mode (SB-10)")
        } else {
            note(.operation, "\(names) (themed) set preferredStatusBarStyle .\(theme.statusBarStyle.rawValue) and call setNeedsStatusBarAppearanceUpdate() (THEME-6)")
            updateStatusBar()
        }
    }

    // MARK: - The full-screen pop gesture (POP-1…POP-6)

    private var readingSign: Double { state.layoutDirection == .rtl ? -1 : 1 }

    private var interfaceWidth: Double {
        state.orientation.isLandscape ? state.device.screenHeight : state.device.screenWidth
    }

    private mutating func pointerMoved(to point: Point) {
        guard var pan = state.pan else { return }
        pan.add(point, time: state.now)
        switch pan.phase {
        case .possible:
            guard pan.passedHysteresis else { break }
            if let reason = popBeginFailure(pan) {
                pan.set(.failed)
                note(.note, "pan: no interactive pop — \(reason)")
            } else {
                pan.set(.began)
                let navigation = hierarchy.navigationController(containing: hierarchy.topContentController)!
                let stack = hierarchy[navigation]!.children
                state.interactivePop = InteractivePop(
                    navigation: navigation, leaving: stack[stack.count - 1], appearing: stack[stack.count - 2],
                    progress: popProgress(pan), phase: .tracking)
                note(.operation, "pan began an interactive pop of '\(stack[stack.count - 1])' on '\(navigation)' (POP-1)")
            }
        case .began, .changed:
            pan.set(.changed)
            let progress = popProgress(pan)
            state.interactivePop?.progress = progress
        case .ended, .cancelled, .failed:
            break
        }
        state.pan = pan
    }

    /// POP-2: translation along the reading direction over the view's width, 0…1.
    private func popProgress(_ pan: PanRecognizer) -> Double {
        min(1, max(0, pan.translation.x * readingSign / interfaceWidth))
    }

    /// POP-1's conditions, in order; the first that fails, in words.
    private func popBeginFailure(_ pan: PanRecognizer) -> String? {
        let top = hierarchy.topContentController
        guard let navigation = hierarchy.navigationController(containing: top), let nav = hierarchy[navigation] else {
            return "no navigation controller holds the top content '\(top)'"
        }
        guard nav.children.count > 1 else { return "'\(navigation)' has only its root in its stack (POP-1.1)" }
        let topOfStack = nav.children[nav.children.count - 1]
        let preferences = hierarchy[topOfStack]?.preferences ?? ControllerPreferences()
        if preferences.interactivePopDisabled { return "'\(topOfStack)' has interactivePopDisabled (POP-1.2)" }
        let limit = preferences.interactivePopMaxAllowedInitialDistance
        let fromLeadingEdge = state.layoutDirection == .rtl ? interfaceWidth - pan.start.x : pan.start.x
        if limit > 0 && fromLeadingEdge > limit {
            return "the touch began \(JSONOutput.format(fromLeadingEdge)) pt from the leading edge, beyond '\(topOfStack)''s maximum of \(JSONOutput.format(limit)) (POP-1.3)"
        }
        if state.isTransitioning(navigation) { return "'\(navigation)' is transitioning (POP-1.4)" }
        if pan.translation.x * readingSign <= 0 { return "the drag goes against the reading direction (POP-1.5)" }
        return nil
    }

    private mutating func pointerReleased(at point: Point) {
        guard var pan = state.pan else { return }
        pan.add(point, time: state.now)
        state.pan = nil
        switch pan.phase {
        case .possible where !pan.passedHysteresis:
            tap(at: point) // a touch that did not move (TIP-5)
        case .began, .changed:
            guard var pop = state.interactivePop, pop.phase == .tracking else { return }
            pop.progress = popProgress(pan)
            // POP-3: finish on a fling, or past half way unless flung back.
            let velocity = pan.velocity.x * readingSign
            let finish = velocity > PopThresholds.finishVelocity
                || (pop.progress > PopThresholds.finishProgress && velocity >= -PopThresholds.finishVelocity)
            pop.phase = finish ? .finishing(start: state.now, from: pop.progress) : .cancelling(start: state.now, from: pop.progress)
            state.interactivePop = pop
            note(.operation, "pan ended at \(JSONOutput.format((pop.progress * 100).rounded()))% and \(JSONOutput.format(velocity.rounded())) pt/s: the pop \(finish ? "finishes" : "cancels") (POP-3)")
        default:
            break
        }
    }

    /// The motion after release ended: the pop happens now (POP-6: the status bar follows),
    /// or everything stays as it was.
    private mutating func interactivePopEnded() {
        guard let pop = state.interactivePop else { return }
        state.interactivePop = nil
        if case .finishing = pop.phase {
            var attempt = self
            do {
                try attempt.perform(.pop(animated: false), on: pop.navigation)
                self = attempt
                note(.operation, "interactive pop of '\(pop.leaving)' finished (POP-3, POP-6)")
            } catch {
                note(.error, "interactive pop could not finish: \(error.description)")
            }
        } else {
            note(.operation, "interactive pop of '\(pop.leaving)' cancelled: the stack, the bar and the status bar stay as they were (POP-3)")
        }
        runQueued(on: pop.navigation)
    }

    // MARK: - Tips (TIP-5)

    /// The overlay lies along the interface's top edge, the status bar's height deep.
    private mutating func tap(at point: Point) {
        let landscape = state.orientation.isLandscape
        let width = landscape ? state.device.screenHeight : state.device.screenWidth
        let onOverlay = point.y >= 0 && point.y < state.device.statusBarHeight && point.x >= 0 && point.x < width
        let at = "(\(JSONOutput.format(point.x)), \(JSONOutput.format(point.y)))"
        guard onOverlay, state.tips.isVisible else {
            note(.note, "tap at \(at): nothing there handles taps")
            return
        }
        guard state.tips.tapToHide else {
            note(.note, "tap at \(at) on the tip: tap-to-hide is off")
            return
        }
        note(.operation, "tap at \(at) on the tip (TIP-5): " + (state.tips.hide(now: state.now) ?? ""))
    }

    // MARK: - Application, rotation

    private mutating func applicationSetStatusBar(style: StatusBarStyle?, hidden: Bool?, animation: StatusBarAnimation?) {
        var calls: [String] = []
        if let style { calls.append("setStatusBarStyle(.\(style.rawValue), animated: true)") }
        if let hidden { calls.append("setStatusBarHidden(\(hidden), with: .\((animation ?? .none).rawValue))") }
        if calls.isEmpty, let animation { calls.append("status bar animation .\(animation.rawValue)") }
        let described = "UIApplication." + calls.joined(separator: ", ")
        guard state.mode == .global else {
            // As UIKit's header says: these do nothing with view-controller-based appearance.
            note(.ignored, "\(described) does nothing: the app uses view-controller-based status bar appearance (\(state.mode.rawValue) mode, SB-1)")
            return
        }
        if let style { state.application.style = style }
        if let hidden { state.application.isHidden = hidden }
        state.application.animation = animation ?? .none
        note(.operation, described)
        updateStatusBar()
    }

    private mutating func rotate(to orientation: InterfaceOrientation) {
        guard orientation != state.orientation else {
            note(.note, "already \(orientation.rawValue)")
            return
        }
        state.rotation = RotationAnimation(from: state.orientation, to: orientation, start: state.now)
        state.orientation = orientation
        note(.operation, "rotate to \(orientation.rawValue)")
        updateStatusBar()
    }

    // MARK: - Status bar (SB-7, SB-8)

    /// `setNeedsStatusBarAppearanceUpdate()`: reads every preference again and shows the answer.
    mutating func updateStatusBar() {
        let resolution = StatusBarResolver.resolve(StatusBarInputs(state))
        let content = StatusBarContent(style: resolution.style, appearance: state.appearance)
        let before = state.statusBar.resolution
        let changed = state.statusBar.show(resolution, content: content, now: state.now)
        state.staleNote = nil
        if changed || before.styleOwner != resolution.styleOwner || before.hiddenOwner != resolution.hiddenOwner {
            note(.statusBar, "status bar: \(resolution.style.rawValue) (\(content.rawValue) content) from '\(resolution.styleOwner)', "
                + "\(resolution.isHidden ? "hidden" : "shown") from '\(resolution.hiddenOwner)'")
        }
    }

    mutating func resolveInitialStatusBar() {
        let resolution = StatusBarResolver.resolve(StatusBarInputs(state))
        state.statusBar = StatusBarDisplay(
            resolution: resolution, content: StatusBarContent(style: resolution.style, appearance: state.appearance))
    }

    // MARK: - The managed tree follows the hierarchy (MGR-7)

    /// Runs a tree operation; a failure is logged, never thrown: the hierarchy change that
    /// caused it is valid on its own.
    private mutating func managerDo(_ body: (inout StatusBarManagerTree) throws(EngineError) -> Void) {
        do {
            try body(&state.manager)
        } catch {
            note(.note, error.description)
        }
    }

    /// Adds a controller's node under `parent`, then its children's, as the article's base classes do.
    mutating func attachToManager(_ id: String, under parent: StatusBarManagerTree.Key) {
        managerDo { tree throws(EngineError) in _ = try tree.addSubState(.controller(id), parent: parent) }
        attachChildrenToManager(of: id)
    }

    /// A navigation controller's stack as a chain; a tabs controller's or container's children
    /// side by side, with the selected (or status bar) child selected.
    mutating func attachChildrenToManager(of id: String) {
        guard let controller = hierarchy[id] else { return }
        switch controller.kind {
        case .view:
            break
        case .navigation:
            var previous = StatusBarManagerTree.Key.controller(id)
            for child in controller.children {
                attachToManager(child, under: previous)
                previous = .controller(child)
            }
        case .tabs, .container:
            for child in controller.children { attachToManager(child, under: .controller(id)) }
            if let selected = controller.kind == .tabs ? controller.selectedChild : controller.statusBarChild {
                managerDo { tree throws(EngineError) in _ = try tree.showState(.controller(selected), parent: .controller(id)) }
            }
        }
    }
}

extension NavigationRequest {
    /// The same request without animation (for checking a queued request ahead of time).
    var unanimated: NavigationRequest {
        switch self {
        case .push(let spec, _): .push(spec, animated: false)
        case .pop: .pop(animated: false)
        case .popToRoot: .popToRoot(animated: false)
        case .setViewControllers(let entries, _): .setViewControllers(entries, animated: false)
        }
    }
}
