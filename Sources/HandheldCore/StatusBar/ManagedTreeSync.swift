/// MGR-7 and MGR-8: the hierarchy drives the StatusBarManager tree, as the article's base
/// classes do. The tree is kept up to date in every mode and consulted in managed mode only.
extension EngineTransaction {
    /// Runs a tree operation; a failure is logged, never thrown: the hierarchy change that
    /// caused it is valid on its own.
    mutating func managerDo(_ body: (inout StatusBarManagerTree) throws(EngineError) -> Void) {
        do {
            try body(&state.manager)
        } catch {
            note(.note, error.description)
        }
    }

    /// Adds a controller's node under `parent`, then its children's (MGR-7).
    mutating func attachToManager(_ id: String, under parent: StatusBarManagerTree.Key) {
        managerDo { tree throws(EngineError) in _ = try tree.addSubState(.controller(id), parent: parent) }
        attachChildrenToManager(of: id)
    }

    /// A navigation controller's stack as a chain; a tabs controller's or container's children
    /// side by side, with the selected (or status bar) child selected (MGR-7).
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
        case .hosting:
            if let embedded = controller.children.first { attachToManager(embedded, under: .controller(id)) }
        case .tabs, .container:
            for child in controller.children { attachToManager(child, under: .controller(id)) }
            if let selected = controller.kind == .tabs ? controller.selectedChild : controller.statusBarChild {
                managerDo { tree throws(EngineError) in _ = try tree.showState(.controller(selected), parent: .controller(id)) }
            }
        }
    }

    /// A pushed controller's node goes under the previous top's (MGR-7).
    mutating func managerPushed(_ id: String, over previousTop: String) {
        attachToManager(id, under: .controller(previousTop))
    }

    /// A presented controller's node goes under the asking controller's (MGR-7).
    mutating func managerPresented(_ id: String, askedBy asker: String) {
        let parent: StatusBarManagerTree.Key = state.manager.contains(.controller(asker)) ? .controller(asker) : .root
        attachToManager(id, under: parent)
    }

    /// Controllers that left the hierarchy lose their nodes at once, not in `deinit`; a node
    /// below one of them whose controller is still on screen (say, one it presented) moves up
    /// to the nearest remaining ancestor with its state (MGR-7). Call after the hierarchy changed.
    mutating func managerRemoved(_ ids: [String]) {
        for id in ids where !hierarchy.contains(id) && state.manager.contains(.controller(id)) {
            managerDo { tree throws(EngineError) in _ = try tree.spliceOut(.controller(id)) }
        }
    }

    /// `setViewControllers`: the nodes of the controllers that left go (`managerRemoved`); the
    /// new stack is a chain under the navigation controller, kept controllers moving there with
    /// their states and new ones added, as the article adds them (MGR-7). A presented controller
    /// that was selected stays selected: it is still on screen above the stack.
    mutating func managerReplacedStack(of navigation: String, leaving: [String]) {
        managerRemoved(leaving)
        guard let stack = hierarchy[navigation]?.children else { return }
        var parent = StatusBarManagerTree.Key.controller(navigation)
        for id in stack {
            let key = StatusBarManagerTree.Key.controller(id)
            let selected = state.manager.node(parent)?.selected
            let keepsPresented = selected.map { if case .controller(let other) = $0 { hierarchy.isPresented(other) } else { false } } ?? false
            if state.manager.contains(key) {
                managerDo { tree throws(EngineError) in _ = try tree.move(key, under: parent, select: !keepsPresented) }
            } else {
                attachToManager(id, under: parent)
                if !keepsPresented {
                    managerDo { tree throws(EngineError) in _ = try tree.showState(key, parent: parent) }
                }
            }
            parent = key
        }
    }

    /// A tab switch calls `showState` (MGR-7).
    mutating func managerSelected(_ child: String, in tabs: String) {
        managerDo { tree throws(EngineError) in _ = try tree.showState(.controller(child), parent: .controller(tabs)) }
    }

    /// MGR-8: in managed mode a controller's status bar setters go to its node. Returns
    /// whether the status bar must update (MGR-6: the node is current and something changed).
    mutating func managerSetState(of target: String, _ changes: PreferenceChanges) -> Bool {
        guard state.manager.contains(.controller(target)) else {
            note(.note, tr("StatusBarManager has no state for '%s'", target))
            return false
        }
        var needsUpdate = false
        managerDo { tree throws(EngineError) in
            needsUpdate = try tree.setState(
                .controller(target), hidden: changes.statusBarHidden, style: changes.statusBarStyle,
                animation: changes.statusBarAnimation)
        }
        if !needsUpdate {
            note(.note, tr("StatusBarManager: '%s' is not the current state, or nothing changed: the status bar stays (MGR-6)", target))
        }
        return needsUpdate
    }
}
