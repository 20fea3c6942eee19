import HandheldCore

/// Issue 49: the one builder that turns a place in the `PlacementGraph` into the engine's
/// controllers, for lint's contexts and import's scenarios alike (they used to build containers
/// apart and disagreed: import set no `childForStatusBarHidden` and took a navigation class with
/// no Swift source as one that does not forward).
struct ControllerAssembly {
    let index: SourceIndex

    /// Whether a navigation controller of this class hands the style to its top: known, or both
    /// ways when its class has no Swift source (Objective-C, a pod's storyboard class) or its
    /// `childForStatusBarStyle` returns what the reader cannot name (issue 36).
    func forwarding(_ navClass: String) -> [Bool] {
        index.navigationForwards(navClass) ? [true]
            : index.chainIsKnown(navClass) && index.inherited(navClass, \.forwardsStyleUnknown) == nil ? [false] : [true, false]
    }

    /// A navigation controller of class `navClass` holding `children` (the last is its top): its
    /// own overrides, its bar's style, appearances and hiding, the style handed to the top when
    /// `forwards`, hidden handed to the top when the class says so (SB-4).
    func navigation(_ navClass: String, id: String, _ children: [ControllerSpec], hidden: Bool, forwards: Bool,
                    standIns: Bool = true) -> ControllerSpec {
        var nav = ControllerSpec(id: id, kind: .navigation, title: navClass, children: children)
        // Its own overrides (a subclass that answers the style itself: SB-4 blames those, not barStyle).
        let own = SourceControllers.spec(navClass, id: id, index, standIns: standIns).spec
        nav.preferences.statusBarStyleOverride = own.preferences.statusBarStyleOverride
        nav.preferences.statusBarHiddenOverride = own.preferences.statusBarHiddenOverride
        dress(&nav, navClass, hidden: hidden, forwards: forwards)
        return nav
    }

    /// What a navigation controller of class `navClass` is besides its own preferences: the style
    /// handed to its top when `forwards`, hidden handed to its top when the class says so (SB-4),
    /// its bar's style, its own bar appearances where every part is known (pattern 10: VER-7,
    /// BAR-5), and its bar hidden.
    func dress(_ nav: inout ControllerSpec, _ navClass: String, hidden: Bool, forwards: Bool) {
        if forwards, let top = nav.children.last { nav.preferences.childForStatusBarStyle = top.id }
        if index.inherited(navClass, \.forwardsHidden) != nil, let top = nav.children.last { nav.preferences.childForStatusBarHidden = top.id }
        if let bar = index.inherited(navClass, \.effectiveBarStyle) ?? index.appearanceBarStyle, case .known(let style) = bar.value { nav.barStyle = style }
        for (slot, fact) in index.classes[navClass]?.barAppearances ?? [:] where fact.known {
            guard let name = AppearanceSlot(rawValue: slot) else { continue }
            nav.preferences.appearances[name] = BarAppearance(background: BarAppearance.Background(rawValue: fact.background) ?? .default,
                                                             backgroundColor: fact.color)
        }
        if hidden || index.inherited(navClass, \.hidesNavigationBar) != nil { nav.barHidden = true }
    }

    /// How a container of class `container` hands the style and, apart, hidden to its child
    /// (SB-3): each list holds one answer when known, both when the container has no Swift source
    /// or computes its answer.
    func containerWays(_ container: String, asksTop: Bool = false) -> (style: [Bool], hidden: [Bool]) {
        // A split view controller: UIKit documents nothing of how it hands the status bar to its
        // columns, so both ways are weighed (this project's choice; SPEC is silent).
        let unknown = !index.chainIsKnown(container) || index.isA(container, "UISplitViewController")
        let style = asksTop || index.inherited(container, \.forwardsStyle) != nil
        let hidden = index.inherited(container, \.forwardsHidden) != nil
        return (style ? [true] : index.inherited(container, \.forwardsStyleUnknown) != nil || unknown ? [true, false] : [false],
                hidden ? [true] : index.inherited(container, \.forwardsHiddenUnknown) != nil || unknown ? [true, false] : [false])
    }

    /// SB-3: `child` in a container of class `container`, each way it may hand the status bar on,
    /// with the words for a note. `asksTop`: it asks the child's top itself.
    func contained(_ child: ControllerSpec, in container: String, id: String, asksTop: Bool) -> [(ControllerSpec, String)] {
        let (ways, hiddenWays) = containerWays(container, asksTop: asksTop)
        var result: [(ControllerSpec, String)] = []
        for (offset, forward) in (ways.count >= hiddenWays.count ? ways : hiddenWays).enumerated() {
            let forwardStyle = ways.count > 1 ? forward : ways[0]
            let forwardHidden = hiddenWays.count > 1 ? forward : hiddenWays[0]
            var inner = child
            if asksTop, let top = child.children.last { inner.preferences.childForStatusBarStyle = top.id }
            var parent = ControllerSpec(id: id, kind: .container, title: container, children: [inner])
            if forwardStyle { parent.preferences.childForStatusBarStyle = child.id }
            if forwardHidden { parent.preferences.childForStatusBarHidden = child.id }
            let words = offset == 0 || forward ? tr("a child of '%s'", container)
                : SourceLint.hasNoSource(container, index) ? tr("a child of '%s' (a class with no Swift source here), when it does not hand the status bar to it,", container)
                : index.isA(container, "UISplitViewController") ? tr("a column of '%s' (UIKit does not document how a split view controller hands on the status bar), when it does not hand it to this column,", container)
                : tr("a child of '%s', whose childForStatusBarStyle does not return it,", container)
            result.append((parent, words))
        }
        return result
    }
}
