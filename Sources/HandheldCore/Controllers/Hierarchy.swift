import HashTreeCollections

/// One presentation in the window's chain (VC-5).
public struct Presentation: Equatable, Sendable {
    /// The presented controller.
    public var controller: String
    /// The controller that called `present` (the parent of the presented node in the managed tree, MGR-7).
    public var askedBy: String
    /// The controller that hosts the presentation: the top of the chain when it was asked for (VC-5).
    public var host: String
}

/// The window's controllers: the root's containment tree, and the chain of presented
/// controllers above it (each with its own tree). A value: copying it is a snapshot, and
/// costs nothing until one copy changes, which then costs O(log n) (persistent collections).
public struct Hierarchy: Equatable, Sendable {
    /// Every controller in the hierarchy, by id.
    public private(set) var controllers: TreeDictionary<String, Controller>
    /// The window's root controller.
    public private(set) var windowRoot: String
    /// The presentation chain, bottom first (VC-5).
    public private(set) var presentations: PersistentArray<Presentation>
    /// Each presented controller's position in `presentations`.
    private var presentationIndex: TreeDictionary<String, Int>
    /// The positions in `presentations` of the controllers that take status bar control
    /// (SB-2), ascending: the walk's answer is the last of them, found without walking.
    public private(set) var statusBarTakers: PersistentArray<Int>
    /// How many controllers set `overrideUserInterfaceStyle`: with none, every controller's
    /// interface style is the system appearance, found without walking (VER-3).
    public private(set) var interfaceStyleOverrides = 0
    /// The hosting controllers whose content gives a `preferredColorScheme` (SUI-7): few, so
    /// the scheme of a presentation is found from them, not by walking its tree.
    public private(set) var colorSchemeSetters: Set<String> = []

    /// Builds the hierarchy of a window whose root is `root`.
    public init(root: ControllerSpec, theme: Theme? = nil) throws(EngineError) {
        controllers = [:]
        windowRoot = root.id
        presentations = []
        presentationIndex = [:]
        statusBarTakers = []
        try insert(root, parent: nil, theme: theme)
    }

    /// The controller with this id, if it is in the hierarchy.
    public subscript(id: String) -> Controller? { controllers[id] }

    /// The controller with this id, or an error naming it.
    public func controller(_ id: String) throws(EngineError) -> Controller {
        guard let controller = controllers[id] else { throw .unknownController(id) }
        return controller
    }

    /// Whether a controller with this id is in the hierarchy.
    public func contains(_ id: String) -> Bool { controllers[id] != nil }

    /// The ids of the presentation chain, bottom first.
    public var presentedIDs: [String] { presentations.map(\.controller) }

    /// Whether `id` is a presented controller (the root of a tree in the chain), in O(log n).
    public func isPresented(_ id: String) -> Bool { presentationIndex[id] != nil }

    /// The presentation `id` is the presented controller of, if any.
    public func presentation(of id: String) -> Presentation? { presentationIndex[id].map { presentations[$0] } }

    /// The controller at the top of the presentation chain (the root when nothing is presented).
    public var topOfChain: String { presentations.last?.controller ?? windowRoot }

    /// The content controller reached by descending from `id` (VC-6): navigation → top of
    /// stack, tabs → selected child, container → status-bar child, else last child.
    public func contentController(from id: String) -> String {
        var current = id
        while let controller = controllers[current] {
            let next: String?
            switch controller.kind {
            case .view: next = nil
            case .navigation: next = controller.topOfStack
            case .tabs: next = controller.selectedChild
            case .container: next = controller.statusBarChild
            case .hosting: next = controller.children.first
            }
            guard let next, next != current else { break }
            current = next
        }
        return current
    }

    /// A controller and those of its children the screen shows: a navigation controller's top,
    /// a tabs controller's selected tab, a container's children (the first few).
    public func onScreen(_ id: String) -> [String] {
        var found: [String] = []
        var pending = [id]
        while let next = pending.popLast(), found.count < 64 {
            guard let controller = self[next] else { continue }
            found.append(next)
            switch controller.kind {
            case .view: break
            case .navigation: if let top = controller.topOfStack { pending.append(top) }
            case .tabs: if let selected = controller.selectedChild { pending.append(selected) }
            case .container: pending += controller.children.prefix(16).reversed()
            case .hosting: if let embedded = controller.children.first { pending.append(embedded) }
            }
        }
        return found
    }

    /// The top content controller (VC-6).
    public var topContentController: String { contentController(from: topOfChain) }

    /// `id` and its ancestors up to the root of its tree (the window root or a presented controller).
    public func lineage(of id: String) -> [String] {
        var result: [String] = []
        var current: String? = id
        while let next = current, let controller = controllers[next] {
            result.append(next)
            current = controller.parent
        }
        return result
    }

    /// Which tree of the chain holds `id`: 0 for the window root's, i for `presentations[i - 1]`'s.
    public func chainIndex(containing id: String) -> Int? {
        guard let top = lineage(of: id).last else { return nil }
        if top == windowRoot { return 0 }
        return presentationIndex[top].map { $0 + 1 }
    }

    /// The controllers a chooser offers, at most `limit`, sorted: those on screen and around
    /// them first (the top content's line up to its root, the presented ones, their children,
    /// a stack's top entries), then any others. A chooser of thousands is no chooser, and GTK's
    /// fills in the square of its length (issue 21: opening 8,000 controllers took 8 s).
    public func choosableControllers(limit: Int = 200, including kept: [String] = []) -> [String] {
        var chosen: [String] = []
        var seen: Set<String> = []
        func add(_ id: String) {
            guard chosen.count < limit, seen.insert(id).inserted else { return }
            chosen.append(id)
        }
        // What each tree of the chain shows: its content controller and the containers around it.
        let trees = [windowRoot] + presentedIDs.suffix(limit)
        let near = kept.filter(contains) + trees.flatMap { lineage(of: contentController(from: $0)) }
        for id in near { add(id) }
        for id in near { for child in (controllers[id]?.children ?? []).suffix(20) { add(child) } }
        if chosen.count < limit {
            for id in allControllerIDs {
                add(id)
                if chosen.count >= limit { break }
            }
        }
        return chosen.sorted()
    }

    /// Whether `child` is one of `parent`'s children, in O(log n).
    public func isChild(_ child: String, of parent: String) -> Bool { controllers[child]?.parent == parent }

    /// The nearest navigation controller that contains `id` (itself included).
    public func navigationController(containing id: String) -> String? {
        lineage(of: id).first { controllers[$0]?.kind == .navigation }
    }

    /// The nearest tabs controller that contains `id` (itself included).
    public func tabsController(containing id: String) -> String? {
        lineage(of: id).first { controllers[$0]?.kind == .tabs }
    }

    /// `id` and everything below it in the containment tree, depth first, parents before children.
    public func subtree(of id: String) -> [String] {
        guard let controller = controllers[id] else { return [] }
        return [id] + controller.children.flatMap { subtree(of: $0) }
    }

    // MARK: - Changes (the engine's operations call these on a copy, VC-4)

    /// Checks a spec can be inserted: well formed, and no id already in the hierarchy.
    public func validate(_ spec: ControllerSpec) throws(EngineError) {
        try Self.validate(spec, isInHierarchy: contains)
    }

    /// The same check against a hierarchy as it will be (a navigation queue's, VC-4).
    static func validate(_ spec: ControllerSpec, isInHierarchy: (String) -> Bool) throws(EngineError) {
        var seen: Set<String> = []
        for id in spec.allIDs {
            if isInHierarchy(id) { throw .alreadyInHierarchy(id) }
            if !seen.insert(id).inserted { throw .duplicateID(id) }
        }
        try checkShape(spec)
    }

    /// SUI-1, SUI-4: a hosting controller holds at most one child, the UIKit controller its
    /// content embeds: SwiftUI's navigation, tab or split controller, or a representable's.
    static func checkHostingShape(_ spec: ControllerSpec) throws(EngineError) {
        guard spec.children.count <= 1 else {
            throw .invalid(tr("hosting controller '%s' has %s children: its content embeds one UIKit controller at most (SUI-4)", spec.id, spec.children.count))
        }
        if let child = spec.children.first, child.swiftUIContainer == nil, !child.representable {
            throw .invalid(tr("'%s' inside hosting controller '%s' must say what SwiftUI made it: \"swiftUI\": {\"container\": …} or \"representable\": true (SUI-4, SUI-5)", child.id, spec.id))
        }
    }

    /// VC-4's shape rules for a new controller: children where its kind needs them, fields
    /// that belong to its kind, `childFor…` naming its own children.
    static func checkShape(_ spec: ControllerSpec) throws(EngineError) {
        switch spec.kind {
        case .view:
            if !spec.children.isEmpty { throw .childrenNotAllowed(spec.id) }
        case .navigation, .tabs:
            if spec.children.isEmpty { throw .missingChildren(id: spec.id, kind: spec.kind) }
        case .container:
            break
        case .hosting:
            try checkHostingShape(spec)
        }
        if spec.swiftUIContainer != nil || spec.representable, spec.kind == .hosting {
            throw .invalid(tr("'%s' is a hosting controller: what SwiftUI embeds in it is its child (SUI-4)", spec.id))
        }
        if let container = spec.swiftUIContainer, container.kind != spec.kind {
            throw .invalid(tr("'%s' stands for a SwiftUI %s, which is a %s controller, not %s (SUI-5)", spec.id, container.rawValue, container.kind.rawValue, spec.kind.rawValue))
        }
        if spec.representable, spec.kind != .view {
            throw .invalid(tr("'%s': a representable's controller is a view controller (SUI-4)", spec.id))
        }
        if spec.kind != .hosting, !spec.preferences.swiftUI.isEmpty || spec.view != nil || spec.preferences.childForStatusBarStyleIsNil {
            throw .invalid(tr("'%s' is not a hosting controller: SwiftUI modifiers, a view and childForStatusBarStyle \"none\" belong to one (SUI-1)", spec.id))
        }
        if spec.kind != .navigation {
            if spec.themed { throw .navigationOnly(field: "themed", id: spec.id) }
            if spec.barStyle != nil { throw .navigationOnly(field: "barStyle", id: spec.id) }
            if spec.barHidden != nil { throw .navigationOnly(field: "barHidden", id: spec.id) }
            if spec.viewControllerBasedNavigationBarAppearance != nil {
                throw .navigationOnly(field: "viewControllerBasedNavigationBarAppearance", id: spec.id)
            }
            if spec.fullscreenPopGesture != nil { throw .navigationOnly(field: "fullscreenPopGesture", id: spec.id) }
            if spec.contentPopGestureEnabled != nil { throw .navigationOnly(field: "contentPopGestureEnabled", id: spec.id) }
            if spec.prefersLargeTitles != nil { throw .navigationOnly(field: "prefersLargeTitles", id: spec.id) }
        }
        if let selected = spec.selectedIndex {
            guard spec.kind == .tabs else { throw .tabsOnly(field: "selected", id: spec.id) }
            guard spec.children.indices.contains(selected) else {
                throw .tabIndexOutOfRange(index: selected, tabs: spec.id, count: spec.children.count)
            }
        }
        if spec.preferences.prominentTab != nil, spec.kind != .tabs { throw .tabsOnly(field: "prominentTab", id: spec.id) }
        let childIDs = spec.children.map(\.id)
        for named in [spec.preferences.childForStatusBarStyle, spec.preferences.childForStatusBarHidden, spec.preferences.prominentTab] {
            if let named, !childIDs.contains(named) { throw .notAChild(child: named, parent: spec.id) }
        }
        for child in spec.children { try checkShape(child) }
    }

    /// Adds a spec's controllers under `parent` (or as a tree root when `nil`), without
    /// linking it into the parent's children (the caller decides where it goes).
    /// Each new controller subscribes to the theme, which applies it at once (THEME-2).
    @discardableResult
    mutating func insert(_ spec: ControllerSpec, parent: String?, theme: Theme?) throws(EngineError) -> Controller {
        try validate(spec)
        return add(spec, parent: parent, theme: theme)
    }

    private mutating func add(_ spec: ControllerSpec, parent: String?, theme: Theme?) -> Controller {
        var controller = Controller(id: spec.id, kind: spec.kind, title: spec.title, preferences: spec.preferences)
        controller.isThemed = spec.themed
        controller.source = spec.source
        controller.view = spec.view
        controller.swiftUIContainer = spec.swiftUIContainer
        controller.representable = spec.representable
        if let theme { controller.applyTheme(theme) }
        controller.parent = parent
        controller.children = PersistentArray(spec.children.map(\.id))
        controller.selectedIndex = spec.selectedIndex ?? 0
        if spec.kind == .navigation {
            var bar = NavigationBarState()
            bar.barStyle = spec.barStyle ?? .default
            bar.viewControllerBasedAppearance = spec.viewControllerBasedNavigationBarAppearance ?? true
            bar.fullscreenPopGesture = spec.fullscreenPopGesture ?? true
            bar.contentPopGestureEnabled = spec.contentPopGestureEnabled ?? true
            // SUI-10: a SwiftUI stack acts as prefersLargeTitles true.
            bar.swiftUI = spec.swiftUIContainer == .navigationView || spec.swiftUIContainer == .navigationStack
            bar.prefersLargeTitles = spec.prefersLargeTitles ?? bar.swiftUI
            bar.isHidden = NavigationBarAppearance.initiallyHidden(
                barHidden: spec.barHidden, viewControllerBased: bar.followsControllers, initialTop: spec.children.last, swiftUI: bar.swiftUI)
            controller.navigationBar = bar
        }
        controllers[spec.id] = controller
        if controller.preferences.overrideUserInterfaceStyle != .unspecified { interfaceStyleOverrides += 1 }
        if controller.setsColorScheme { colorSchemeSetters.insert(spec.id) }
        for child in spec.children { _ = add(child, parent: spec.id, theme: theme) }
        if spec.kind == .navigation { resolveLargeTitles(in: spec.id, from: 0) }
        return controller
    }

    /// BAR-3: each controller's `largeTitleDisplayMode` from `index` up the stack of
    /// `navigation`: automatic takes the previous controller's, the root's means the bar's
    /// `prefersLargeTitles`, inline is never. O(1) a controller: a push resolves only itself.
    mutating func resolveLargeTitles(in navigation: String, from index: Int) {
        guard let stack = controllers[navigation]?.children, index < stack.count else { return }
        var previous = index > 0 ? controllers[stack[index - 1]]?.largeTitleInStack ?? .automatic : .automatic
        for position in index..<stack.count {
            let id = stack[position]
            guard var controller = controllers[id] else { continue }
            let own = controller.preferences.largeTitleDisplayMode
            let resolved: LargeTitleDisplayMode = switch own {
            case .automatic: previous
            case .always: .always
            case .never, .inline: .never
            }
            if controller.largeTitleInStack != resolved {
                controller.largeTitleInStack = resolved
                controllers[id] = controller
            }
            previous = resolved
        }
    }

    /// Removes `id` and everything below it; unlinks it from its parent's children.
    mutating func removeSubtree(_ id: String) {
        if let parent = controllers[id]?.parent, var siblings = controllers[parent]?.children {
            // A pop takes the last child: O(log n). Anything else rebuilds the list.
            if siblings.last == id { siblings.removeLast() } else { siblings = PersistentArray(siblings.filter { $0 != id }) }
            controllers[parent]?.children = siblings
        }
        for member in subtree(of: id) {
            if controllers[member]?.preferences.overrideUserInterfaceStyle ?? .unspecified != .unspecified { interfaceStyleOverrides -= 1 }
            colorSchemeSetters.remove(member)
            controllers[member] = nil
        }
    }

    /// Every controller, the window root's tree first, then each presented tree: the order
    /// theme subscribers are told in.
    public var allControllerIDs: [String] {
        subtree(of: windowRoot) + presentations.flatMap { subtree(of: $0.controller) }
    }

    /// Changes one controller in place.
    mutating func modify(_ id: String, _ body: (inout Controller) -> Void) throws(EngineError) {
        guard var controller = controllers[id] else { throw .unknownController(id) }
        let overridden = controller.preferences.overrideUserInterfaceStyle != .unspecified
        body(&controller)
        interfaceStyleOverrides += (controller.preferences.overrideUserInterfaceStyle != .unspecified ? 1 : 0) - (overridden ? 1 : 0)
        if controller.setsColorScheme { colorSchemeSetters.insert(id) } else { colorSchemeSetters.remove(id) }
        controllers[id] = controller
    }

    /// Adds a presented controller's tree at the top of the chain; `takesStatusBarControl`
    /// is SB-2's answer for it.
    mutating func appendPresentation(
        _ spec: ControllerSpec, askedBy: String, theme: Theme?, takesStatusBarControl: (Controller) -> Bool
    ) throws(EngineError) {
        let host = topOfChain
        let controller = try insert(spec, parent: nil, theme: theme)
        presentationIndex[spec.id] = presentations.count
        if takesStatusBarControl(controller) { statusBarTakers.append(presentations.count) }
        presentations.append(Presentation(controller: spec.id, askedBy: askedBy, host: host))
    }

    /// Removes the presentations from chain position `index` (0-based in `presentations`) up,
    /// with their trees; returns them, top first.
    mutating func removePresentations(from index: Int) -> [Presentation] {
        var removed: [Presentation] = []
        while presentations.count > index {
            let presentation = presentations.removeLast()
            removeSubtree(presentation.controller)
            presentationIndex[presentation.controller] = nil
            removed.append(presentation)
        }
        while let last = statusBarTakers.last, last >= index { statusBarTakers.removeLast() }
        return removed
    }

    /// Asks SB-2's question again for every presentation, after something it reads changed
    /// (a presented controller's style or capture): O(chain), for that rare change only.
    mutating func refreshStatusBarTakers(_ takesStatusBarControl: (Controller) -> Bool) {
        var takers = PersistentArray<Int>()
        for (index, presentation) in presentations.enumerated() {
            if let controller = controllers[presentation.controller], takesStatusBarControl(controller) { takers.append(index) }
        }
        if takers != statusBarTakers { statusBarTakers = takers }
    }
}
