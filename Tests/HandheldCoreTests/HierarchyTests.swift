import Testing
@testable import HandheldCore

@Suite("Controllers and presentation (VC-1…VC-6)")
struct HierarchyTests {
    @Test("VC-1: the four kinds build, with their children and parents")
    func kinds() throws {
        let root = tabs("tabs", [nav("nav", [view("home")]), container("box", [view("x")])])
        let engine = try makeEngine(root)
        let hierarchy = engine.state.hierarchy
        #expect(hierarchy["tabs"]?.kind == .tabs)
        #expect(hierarchy["nav"]?.kind == .navigation)
        #expect(hierarchy["box"]?.kind == .container)
        #expect(hierarchy["home"]?.parent == "nav")
        #expect(hierarchy["x"]?.parent == "box")
        #expect(hierarchy.subtree(of: "tabs") == ["tabs", "nav", "home", "box", "x"])
    }

    @Test("VC-1: shapes UIKit would not build are refused")
    func badShapes() {
        #expect(throws: EngineError.childrenNotAllowed("v")) { try makeEngine(ControllerSpec(id: "v", children: [view("x")])) }
        #expect(throws: EngineError.missingChildren(id: "n", kind: .navigation)) { try makeEngine(nav("n", [])) }
        #expect(throws: EngineError.duplicateID("x")) { try makeEngine(container("box", [view("x"), view("x")])) }
        #expect(throws: EngineError.notAChild(child: "nope", parent: "box")) {
            try makeEngine(container("box", [view("x")], childForStyle: "nope"))
        }
        #expect(throws: EngineError.tabIndexOutOfRange(index: 3, tabs: "t", count: 1)) {
            try makeEngine(tabs("t", [view("a")], selected: 3))
        }
    }

    @Test("VC-2: every controller starts with UIKit's defaults")
    func defaults() {
        let preferences = ControllerPreferences()
        #expect(preferences.preferredStatusBarStyle == .default)
        #expect(preferences.statusBarStyleOverride == nil)
        #expect(!preferences.prefersStatusBarHidden)
        #expect(preferences.statusBarAnimation == .fade)
        #expect(preferences.childForStatusBarStyle == nil && preferences.childForStatusBarHidden == nil)
        #expect(preferences.modalPresentationStyle == .automatic, "VER-1: UIKit's default, resolved per version")
        #expect(!preferences.capturesStatusBarAppearance)
        #expect(!preferences.prefersNavigationBarHidden && !preferences.interactivePopDisabled)
        #expect(preferences.interactivePopMaxAllowedInitialDistance == 0)
        #expect(NavigationBarState().viewControllerBasedAppearance)
    }

    @Test("VC-3: push, pop, popToRoot and setViewControllers; each animates 0.35 s while transitioning")
    func navigationOperations() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.push(view("a"), on: nil, animated: true))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "a"])
        #expect(engine.state.isTransitioning("nav"))
        try engine.send(.wait(0.34))
        #expect(engine.state.isTransitioning("nav"))
        try engine.send(.wait(0.01))
        #expect(!engine.state.isTransitioning("nav"))
        try engine.send(.push(view("b"), on: "nav", animated: false))
        #expect(!engine.state.isTransitioning("nav"))
        try engine.send(.pop(on: nil, animated: false))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "a"])
        #expect(engine.state.hierarchy["b"] == nil)
        try engine.send(.setViewControllers([.existing("home"), .new(view("c")), .new(view("d"))], on: nil, animated: false))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "c", "d"])
        #expect(engine.state.hierarchy["a"] == nil)
        try engine.send(.popToRoot(on: nil, animated: true))
        #expect(engine.state.hierarchy["nav"]?.children == ["home"])
        #expect(engine.state.topContentController == "home")
        try engine.send(.settle)
        #expect(engine.state.now == 0.35 + 0.35)
    }

    @Test("VC-3: barStyle, isHidden and viewControllerBasedNavigationBarAppearanceEnabled are the navigation controller's")
    func navigationBar() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black))
        #expect(engine.state.hierarchy["nav"]?.navigationBar == {
            var bar = NavigationBarState(); bar.barStyle = .black; return bar
        }())
        try engine.send(.set(target: nil, changes { $0.barStyle = .default; $0.viewControllerBasedNavigationBarAppearance = false }, update: true))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.barStyle == .default)
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.viewControllerBasedAppearance == false)
    }

    @Test("VC-4: popping the root is refused and changes nothing")
    func popRoot() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        expectRefused(&engine, .pop(on: nil, animated: true), containing: "cannot pop: 'home' is the root of 'nav'")
    }

    @Test("VC-4: dismissing when nothing is presented is refused")
    func dismissNothing() throws {
        var engine = try makeEngine(view("home"))
        expectRefused(&engine, .dismiss(target: nil, animated: true), containing: "nothing is presented")
    }

    @Test("VC-4: presenting or pushing a controller already in the hierarchy is refused")
    func alreadyInHierarchy() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.present(view("modal"), from: nil, animated: false))
        expectRefused(&engine, .present(view("home"), from: nil, animated: true), containing: "'home' is already in the hierarchy")
        expectRefused(&engine, .present(view("modal"), from: nil, animated: true), containing: "already in the hierarchy")
        expectRefused(&engine, .push(view("home"), on: "nav", animated: true), containing: "already in the hierarchy")
        // A child deep in the new spec counts too.
        expectRefused(&engine, .push(container("fresh", [view("modal")]), on: "nav", animated: true), containing: "'modal'")
    }

    @Test("VC-4: selecting a tab out of range is refused", arguments: [-1, 2, 99])
    func tabOutOfRange(index: Int) throws {
        var engine = try makeEngine(tabs("tabs", [view("a"), view("b")]))
        expectRefused(&engine, .selectTab(on: "tabs", index: index), containing: "cannot select tab \(index): 'tabs' has 2 tabs")
    }

    @Test("VC-4: operations on the wrong kind, or on controllers that are not there, are refused")
    func wrongTargets() throws {
        var engine = try makeEngine(tabs("tabs", [nav("nav", [view("home")]), view("plain")]))
        expectRefused(&engine, .push(view("x"), on: "home", animated: true), containing: "not a navigation controller")
        expectRefused(&engine, .pop(on: "ghost", animated: true), containing: "no controller 'ghost'")
        expectRefused(&engine, .selectTab(on: "nav", index: 0), containing: "not a tabs controller")
        expectRefused(&engine, .dismiss(target: "home", animated: true), containing: "nothing is presented")
        expectRefused(&engine, .set(target: "home", changes { $0.barStyle = .black }, update: true), containing: "applies to navigation controllers")
        expectRefused(&engine, .set(target: "nav", changes { $0.childForStatusBarStyle = "plain" }, update: true), containing: "not a child")
        try engine.send(.selectTab(on: "tabs", index: 1))
        expectRefused(&engine, .pop(on: nil, animated: true), containing: "no navigation controller contains 'plain'")
        expectRefused(&engine, .setViewControllers([], on: "nav", animated: true), containing: "at least one")
        expectRefused(&engine, .setViewControllers([.existing("plain")], on: "nav", animated: true), containing: "outside 'nav'")
        try engine.send(.present(view("modal"), from: nil, animated: false))
        expectRefused(&engine, .dismiss(target: "plain", animated: true), containing: "not presented")
    }

    @Test("VC-4: a push or pop during a transition is queued, runs when it ends, and says so")
    func queue() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.push(view("a"), on: nil, animated: true))
        try engine.send(.push(view("b"), on: nil, animated: true))
        try engine.send(.pop(on: nil, animated: true))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "a"])
        #expect(engine.log.contains { $0.kind == .queued && $0.message.contains("push 'b'") })
        try engine.send(.wait(0.35))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "a", "b"])
        try engine.send(.wait(0.35))
        #expect(engine.state.hierarchy["nav"]?.children == ["home", "a"])
        try engine.send(.settle)
        #expect(engine.state.isSettled)
        #expect(engine.state.now == 0.35 * 3)
    }

    @Test("VC-4: a queued request that will be impossible is refused at once")
    func queuedImpossible() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("a")]))
        try engine.send(.pop(on: nil, animated: true))
        expectRefused(&engine, .pop(on: nil, animated: true), containing: "root")
        try engine.send(.push(view("b"), on: nil, animated: true))
        expectRefused(&engine, .push(view("b"), on: nil, animated: true), containing: "already in the hierarchy")
    }

    @Test("VC-5: a presentation is hosted by the top of the chain; the asker is remembered")
    func presentationChain() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.present(view("one", presentation: .pageSheet), from: nil, animated: true))
        try engine.send(.settle) // VC-4: no present while one animates
        try engine.send(.present(nav("two", [view("inner")]), from: "home", animated: true))
        let chain = engine.state.hierarchy.presentations
        #expect(chain.map(\.controller) == ["one", "two"])
        #expect(chain[0].host == "nav" && chain[0].askedBy == "home")
        #expect(chain[1].host == "one" && chain[1].askedBy == "home")
        #expect(engine.state.topContentController == "inner")
        try engine.send(.dismiss(target: nil, animated: true))
        #expect(engine.state.hierarchy.presentedIDs == ["one"])
        #expect(engine.state.hierarchy["inner"] == nil)
    }

    @Test("VC-5: dismissing a named controller takes everything above it; a child of a presented controller names it")
    func dismissNamed() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.present(nav("a", [view("a1")]), from: nil, animated: false))
        try engine.send(.present(view("b"), from: nil, animated: false))
        try engine.send(.present(view("c"), from: nil, animated: false))
        try engine.send(.dismiss(target: "b", animated: true))
        #expect(engine.state.hierarchy.presentedIDs == ["a"])
        try engine.send(.settle) // VC-4: no present while a dismissal animates
        try engine.send(.present(view("d"), from: nil, animated: false))
        try engine.send(.dismiss(target: "a1", animated: false))
        #expect(engine.state.hierarchy.presentedIDs == [])
        #expect(engine.state.topContentController == "home")
    }

    @Test("VC-6: the top content controller descends through the chain and containers", arguments: [
        (ControllerSpec?.none, "b2"),
        (view("modal", presentation: .overCurrentContext), "modal"),
    ])
    func topContent(presented: ControllerSpec?, expected: String) throws {
        let root = tabs("tabs", [view("a"), nav("nav", [view("b1"), container("box", [view("b2")])])], selected: 1)
        var engine = try makeEngine(root)
        if let presented { try engine.send(.present(presented, from: nil, animated: false)) }
        #expect(engine.state.topContentController == expected)
    }

    @Test("VC-6: a container's status-bar child comes before its last child")
    func containerTopContent() throws {
        let engine = try makeEngine(container("box", [view("x"), view("y")], childForHidden: "x"))
        #expect(engine.state.topContentController == "x")
    }
}

@Suite("Navigation bar per controller (POP-4, as far as the foundation goes)")
struct NavigationBarPerControllerTests {
    @Test("POP-4: the bar follows the appearing controller's preference on push and pop")
    func followsAppearing() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black))
        try engine.send(.push(view("photo", style: .darkContent, navigationBarHidden: true), on: nil, animated: true))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
        // SB-4: with the bar hidden the top controller decides the style.
        expectStatusBar(engine, style: .darkContent, owner: "photo")
        #expect(engine.state.transitions.first?.navigationBarHidden?.before == false)
        #expect(engine.state.transitions.first?.navigationBarHidden?.after == true)
        try engine.send(.settle)
        try engine.send(.pop(on: nil, animated: true))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
        expectStatusBar(engine, style: .lightContent, owner: "nav")
    }

    @Test("POP-4: the initial bar comes from barHidden, else the initial top's preference")
    func initialBar() throws {
        let fromTop = try makeEngine(nav("nav", [view("home", navigationBarHidden: true)]))
        #expect(fromTop.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
        let given = try makeEngine(nav("nav", [view("home", navigationBarHidden: true)], barHidden: false))
        #expect(given.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
        let off = try makeEngine(nav("nav", [view("home", navigationBarHidden: true)], vcBasedBar: false))
        #expect(off.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
    }

    @Test("POP-4: with per-controller appearance off, preferences are ignored")
    func appearanceOff() throws {
        var engine = try makeEngine(nav("nav", [view("home")], vcBasedBar: false))
        try engine.send(.push(view("photo", navigationBarHidden: true), on: nil, animated: false))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
    }

    @Test("POP-4: changing the preference of the controller on top changes nothing until it appears again")
    func readOnAppear() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.set(target: "home", changes { $0.navigationBarHidden = true }, update: true))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
        try engine.send(.push(view("next"), on: nil, animated: false))
        try engine.send(.pop(on: nil, animated: false))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
    }

    @Test("POP-4: setNavigationBarHidden applies at once and moves the style decision (SB-4)")
    func setBarHidden() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .darkContent)], barStyle: .black))
        try engine.send(.set(target: "nav", changes { $0.barHidden = true }, update: false))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
        expectStatusBar(engine, style: .darkContent, owner: "home")
    }

    @Test("a chooser offers at most 200 controllers, those on screen and the one chosen among them, sorted")
    func choosable() throws {
        let children = (0..<1_000).map { ControllerSpec(id: "c\($0)") }
        var engine = try makeEngine(ControllerSpec(id: "nav", kind: .navigation, children: children))
        try engine.send(.present(view("sheet"), from: nil, animated: false))
        let ids = engine.state.hierarchy.choosableControllers(including: ["c5"])
        #expect(ids.count == 200 && ids == ids.sorted())
        #expect(["nav", "c999", "sheet", "c5"].allSatisfy(ids.contains))
        #expect(try makeEngine(nav("nav", [view("a"), view("b")])).state.hierarchy.choosableControllers() == ["a", "b", "nav"])
    }
}
