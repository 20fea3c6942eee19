/// POP-4 in one place: the navigation bar follows the appearing controller's
/// `prefersNavigationBarHidden` when the per-controller appearance is on (FDFullscreenPopGesture's
/// feature). The engine's transitions, the interactive pop and the initial bar all ask here.
public enum NavigationBarAppearance {
    /// Whether the bar is hidden once `appearing` is on top of the stack.
    public static func isHidden(_ bar: NavigationBarState, appearing: Controller?) -> Bool {
        // SUI-11: SwiftUI's stack shows its bar unless the destination on top hides it, FD or not.
        if bar.swiftUI, let appearing, appearing.kind == .hosting { return appearing.preferences.swiftUI.navigationBarHidden ?? false }
        guard bar.followsControllers, let appearing else { return bar.isHidden }
        return appearing.preferences.prefersNavigationBarHidden
    }

    /// The bar's initial state: `barHidden` when given; otherwise, with the per-controller
    /// appearance on, the initial top's preference; otherwise shown.
    public static func initiallyHidden(barHidden: Bool?, viewControllerBased: Bool, initialTop: ControllerSpec?, swiftUI: Bool = false) -> Bool {
        if let barHidden { return barHidden }
        if swiftUI, let initialTop, initialTop.kind == .hosting { return initialTop.preferences.swiftUI.navigationBarHidden ?? false }
        guard viewControllerBased, let initialTop else { return false }
        return initialTop.preferences.prefersNavigationBarHidden
    }
}

/// VC-3: push, pop, popToRoot and setViewControllers on a navigation controller, each
/// animating 0.35 s; the bar per POP-4; the managed tree per MGR-7. Requests arrive through
/// the queue (`NavigationQueue.swift`, VC-4), which checks them first.
extension EngineTransaction {
    /// The navigation controller an op is about: the one named, or the top content's (VC-6).
    func navigationTarget(_ given: String?) throws(EngineError) -> String {
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

    /// Carries out one request now.
    mutating func perform(_ request: NavigationRequest, on navigation: String) throws(EngineError) {
        switch request {
        case let .push(spec, animated): try push(spec, on: navigation, animated: animated)
        case let .pop(animated): try pop(on: navigation, animated: animated)
        case let .popToRoot(animated): try popToRoot(on: navigation, animated: animated)
        case let .setViewControllers(entries, animated): try setViewControllers(entries, on: navigation, animated: animated)
        }
    }

    private mutating func push(_ spec: ControllerSpec, on navigation: String, animated: Bool) throws(EngineError) {
        try NavigationQueue.checkPushable(spec)
        let previous = hierarchy
        let previousTop = try hierarchy.controller(navigation).topOfStack!
        try hierarchy.insert(spec, parent: navigation, theme: state.theme)
        try hierarchy.modify(navigation) { $0.children.append(spec.id) }
        hierarchy.resolveLargeTitles(in: navigation, from: try hierarchy.controller(navigation).children.count - 1)
        managerPushed(spec.id, over: previousTop)
        note(.operation, tr("push '%s' on '%s'%s", spec.id, navigation, animated ? "" : tr(" (not animated)")))
        try stackChanged(navigation, appearing: spec.id, disappearing: previousTop, kind: .push, animated: animated, previous: previous)
    }

    private mutating func pop(on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let stack = try hierarchy.controller(navigation).children
        guard stack.count > 1 else { throw .cannotPopRoot(root: stack[0], navigation: navigation) }
        let popped = stack[stack.count - 1]
        remove(popped)
        note(.operation, tr("pop '%s' from '%s'%s", popped, navigation, animated ? "" : tr(" (not animated)")))
        try stackChanged(navigation, appearing: stack[stack.count - 2], disappearing: popped, kind: .pop, animated: animated, previous: previous)
    }

    private mutating func popToRoot(on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let stack = try hierarchy.controller(navigation).children
        guard stack.count > 1 else {
            // NB: UIKit returns nil and does nothing here; not an error.
            note(.note, tr("popToRoot on '%s': already at its root '%s'", navigation, stack[0]))
            return
        }
        for popped in stack.dropFirst().reversed() { remove(popped) }
        note(.operation, tr("popToRoot on '%s': popped %s", navigation, stack.dropFirst().map { "'\($0)'" }.joined(separator: ", ")))
        try stackChanged(navigation, appearing: stack[0], disappearing: stack.last, kind: .pop, animated: animated, previous: previous)
    }

    private mutating func setViewControllers(_ entries: [StackEntry], on navigation: String, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let old = try hierarchy.controller(navigation).children
        try NavigationQueue.check(entries, stackContains: { hierarchy.isChild($0, of: navigation) },
                                  isInHierarchy: hierarchy.contains, navigation: navigation)
        let kept = Set(entries.map(\.id))
        var leaving: [String] = []
        for id in old.reversed() where !kept.contains(id) {
            leaving += hierarchy.subtree(of: id)
            hierarchy.removeSubtree(id)
        }
        for entry in entries {
            if case .new(let spec) = entry { try hierarchy.insert(spec, parent: navigation, theme: state.theme) }
        }
        try hierarchy.modify(navigation) { $0.children = PersistentArray(entries.map(\.id)) }
        hierarchy.resolveLargeTitles(in: navigation, from: 0)
        dropQueuesOfRemovedNavigationControllers()
        managerReplacedStack(of: navigation, leaving: leaving)
        note(.operation, tr("setViewControllers on '%s': [%s]", navigation, entries.map { "'\($0.id)'" }.joined(separator: ", ")))
        let newTop = entries[entries.count - 1].id
        let oldTop = old[old.count - 1]
        if newTop == oldTop {
            try stackChanged(navigation, appearing: nil, disappearing: nil, kind: .push, animated: false, previous: previous)
        } else {
            // UIKit animates it as a push when the new top is new, else as a pop.
            let kind: Transition.Kind = previous.isChild(newTop, of: navigation) ? .pop : .push
            try stackChanged(navigation, appearing: newTop, disappearing: oldTop, kind: kind, animated: animated, previous: previous)
        }
    }

    /// After any stack change: the bar follows the appearing controller (POP-4), the
    /// transition starts, and the status bar is asked to update (SB-7).
    private mutating func stackChanged(
        _ navigation: String, appearing: String?, disappearing: String?, kind: Transition.Kind, animated: Bool,
        previous: Hierarchy
    ) throws(EngineError) {
        let bar = try hierarchy.controller(navigation).navigationBar ?? NavigationBarState()
        let barAfter = NavigationBarAppearance.isHidden(bar, appearing: appearing.flatMap { hierarchy[$0] })
        if barAfter != bar.isHidden {
            try hierarchy.modify(navigation) { $0.navigationBar?.isHidden = barAfter }
            note(.operation, (barAfter ? tr("'%s': navigation bar hidden for '%s' (POP-4)", navigation, appearing ?? "") : tr("'%s': navigation bar shown for '%s' (POP-4)", navigation, appearing ?? "")))
        }
        if animated, appearing != nil {
            state.transitions.append(Transition(
                kind: kind, navigation: navigation, appearing: appearing, disappearing: disappearing,
                start: state.now, duration: transitionDuration,
                navigationBarHidden: .init(before: bar.isHidden, after: barAfter), previous: previous))
        }
        requestStatusBarUpdate()
    }

    /// Takes a controller (and its tree) out of the hierarchy and the managed tree at once (MGR-7).
    private mutating func remove(_ id: String) {
        let leaving = hierarchy.subtree(of: id)
        hierarchy.removeSubtree(id)
        managerRemoved(leaving)
        dropQueuesOfRemovedNavigationControllers()
    }
}
