import Testing
@testable import HandheldCore

private typealias Key = StatusBarManagerTree.Key

private func keys(_ names: String...) -> [Key] {
    names.map { $0 == "root" ? .root : .controller($0) }
}

@Suite("StatusBarManager tree (MGR-1…MGR-6)")
struct StatusBarManagerTreeTests {
    @Test("MGR-1: the root starts shown, lightContent, fade, and is current")
    func rootDefaults() {
        let tree = StatusBarManagerTree()
        #expect(tree.current == .root)
        #expect(tree.currentState == .init(isHidden: false, style: .lightContent, animation: .fade))
        #expect(tree.current.description == "root")
    }

    @Test("MGR-1: a controller may be called 'root' without clashing with the tree's root")
    func controllerNamedRoot() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("root"), parent: .root)
        #expect(tree.currentPath == [.root, .controller("root")])
    }

    @Test("MGR-2: a new node copies its parent, is selected if the parent had none, and becomes current under the current node")
    func addCopiesParent() throws {
        var tree = StatusBarManagerTree()
        try tree.setState(.root, hidden: true, style: .darkContent, animation: .slide)
        #expect(try tree.addSubState(.controller("a"), parent: .root))
        #expect(tree.node(.controller("a"))?.state == .init(isHidden: true, style: .darkContent, animation: .slide))
        #expect(tree.current == .controller("a"))
        // A second child is appended but not selected, and the current node stays.
        #expect(try !tree.addSubState(.controller("b"), parent: .root))
        #expect(tree.node(.root)?.children == keys("a", "b"))
        #expect(tree.node(.root)?.selected == .controller("a"))
        #expect(tree.current == .controller("a"))
    }

    @Test("MGR-2: a duplicate key or a missing parent is an error, not a silent fallback to the root")
    func addErrors() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("a"), parent: .root)
        let before = tree
        #expect(throws: EngineError.self) { try tree.addSubState(.controller("a"), parent: .root) }
        #expect(throws: EngineError.self) { try tree.addSubState(.controller("b"), parent: .controller("missing")) }
        #expect(tree == before)
    }

    @Test("MGR-3: removing a selected node selects the parent's first remaining child and descends to its leaf")
    func removeSelected() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("tabs"), parent: .root)
        for child in ["a", "b", "c"] { try tree.addSubState(.controller(child), parent: .controller("tabs")) }
        try tree.addSubState(.controller("a1"), parent: .controller("a"))
        try tree.showState(.controller("c"), parent: .controller("tabs"))
        #expect(tree.current == .controller("c"))
        #expect(try tree.removeState(.controller("c")))
        // The article would stop at 'a' itself; the current node is the leaf below it.
        #expect(Array(tree.currentPath) == keys("root", "tabs", "a", "a1"))
        #expect(!tree.contains(.controller("c")))
    }

    @Test("MGR-3: removing an unselected node keeps the parent's selection (the article resets it to the first child)")
    func removeUnselectedKeepsSelection() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("tabs"), parent: .root)
        for child in ["a", "b", "c"] { try tree.addSubState(.controller(child), parent: .controller("tabs")) }
        try tree.showState(.controller("c"), parent: .controller("tabs"))
        #expect(try !tree.removeState(.controller("b")))
        #expect(tree.node(.controller("tabs"))?.selected == .controller("c"))
        #expect(tree.current == .controller("c"))
    }

    @Test("MGR-3: removal takes the subtree; the root cannot be removed")
    func removeSubtreeAndRoot() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("a"), parent: .root)
        try tree.addSubState(.controller("b"), parent: .controller("a"))
        try tree.addSubState(.controller("c"), parent: .controller("b"))
        try tree.removeState(.controller("b"))
        #expect(tree.count == 2)
        #expect(tree.current == .controller("a"))
        #expect(throws: EngineError.self) { try tree.removeState(.root) }
        #expect(throws: EngineError.self) { try tree.removeState(.controller("zzz")) }
    }

    @Test("MGR-4: showState recomputes the current node from the root, even when the parent is off the current path")
    func showOffPath() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("left"), parent: .root)
        try tree.addSubState(.controller("right"), parent: .root)
        for child in ["r1", "r2"] { try tree.addSubState(.controller(child), parent: .controller("right")) }
        #expect(Array(tree.currentPath) == keys("root", "left"))
        // 'right' is not on the current path: selecting below it must not move the current node
        // (the article recomputes from 'right' and would make 'r2' current).
        #expect(try !tree.showState(.controller("r2"), parent: .controller("right")))
        #expect(tree.current == .controller("left"))
        #expect(try tree.showState(.controller("right"), parent: .root))
        #expect(Array(tree.currentPath) == keys("root", "right", "r2"))
    }

    @Test("MGR-4: showing a key that is not the parent's child is an error")
    func showNotAChild() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("a"), parent: .root)
        try tree.addSubState(.controller("b"), parent: .controller("a"))
        #expect(throws: EngineError.self) { try tree.showState(.controller("b"), parent: .root) }
    }

    @Test("MGR-5: clearSubStates removes every child and brings the current node back up")
    func clear() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("nav"), parent: .root)
        try tree.addSubState(.controller("a"), parent: .controller("nav"))
        try tree.addSubState(.controller("b"), parent: .controller("a"))
        #expect(try tree.clearSubStates(.controller("nav")))
        #expect(Array(tree.currentPath) == keys("root", "nav"))
        #expect(tree.count == 2)
        #expect(tree.node(.controller("nav"))?.selected == nil)
    }

    @Test("MGR-6: setState asks for an update only for the current node, and only when something changed")
    func setStateUpdates() throws {
        var tree = StatusBarManagerTree()
        try tree.addSubState(.controller("a"), parent: .root)
        try tree.addSubState(.controller("b"), parent: .root)
        #expect(try tree.setState(.controller("a"), style: .darkContent))
        #expect(try !tree.setState(.controller("a"), style: .darkContent))
        #expect(try !tree.setState(.controller("b"), hidden: true))
        #expect(tree.node(.controller("b"))?.state.isHidden == true)
        #expect(tree.currentState.style == .darkContent)
    }
}

@Suite("StatusBarManager follows the hierarchy (MGR-7…MGR-9)")
struct ManagedModeTests {
    @Test("MGR-7: a navigation controller's stack is a chain; push adds under the previous top; pop removes at once")
    func navigationChain() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("list")]), mode: .managed)
        #expect(engine.state.manager.currentPath.map(\.description) == ["root", "nav", "home", "list"])
        try engine.send(.push(view("detail"), on: nil, animated: true))
        #expect(engine.state.manager.node(.controller("detail"))?.parent == .controller("list"))
        try engine.send(.settle)
        try engine.send(.pop(on: nil, animated: true))
        // Removed at once, while the pop still animates (the article waits for deinit).
        #expect(engine.state.isAnyTransitionRunning)
        #expect(!engine.state.manager.contains(.controller("detail")))
        try engine.send(.settle)
        try engine.send(.popToRoot(on: nil, animated: false))
        #expect(engine.state.manager.currentPath.map(\.description) == ["root", "nav", "home"])
    }

    @Test("MGR-7: a controller still on screen keeps its node when the one that presented it is popped or dropped")
    func nodesOfControllersOnScreenMoveUp() throws {
        for drop in ["pop", "setViewControllers"] {
            var engine = try makeEngine(nav("nav", [view("home"), view("a")]), mode: .managed)
            try engine.send(.present(view("sheet"), from: "a", animated: false))
            try engine.send(.set(target: "sheet", changes { $0.statusBarStyle = .darkContent }, update: true))
            if drop == "pop" {
                try engine.send(.pop(on: "nav", animated: false))
            } else {
                try engine.send(.setViewControllers([.existing("home"), .new(view("b"))], on: "nav", animated: false))
            }
            let tree = engine.state.manager
            #expect(!tree.contains(.controller("a")), "\(drop)")
            // It moved up to the nearest remaining ancestor, with its state, and stays current.
            #expect(tree.node(.controller("sheet"))?.parent == .controller("home"), "\(drop)")
            #expect(tree.current == .controller("sheet"), "\(drop)")
            #expect(tree.currentState.style == .darkContent, "\(drop)")
            #expect(engine.statusBar.style == .darkContent, "\(drop)")
            try engine.send(.dismiss(target: nil, animated: false))
            // Once it is gone, the current node is the controller on top again.
            #expect(engine.state.manager.current.description == engine.state.topContentController, "\(drop)")
        }
    }

    @Test("MGR-7: setViewControllers keeps the nodes (and states) of the controllers it keeps, chained in the new order")
    func setViewControllersKeepsStates() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("a"), view("b")]), mode: .managed)
        try engine.send(.set(target: "a", changes { $0.statusBarStyle = .darkContent }, update: true))
        try engine.send(.setViewControllers([.existing("home"), .existing("b"), .existing("a")], on: nil, animated: false))
        let tree = engine.state.manager
        #expect(tree.currentPath.map(\.description) == ["root", "nav", "home", "b", "a"])
        #expect(tree.node(.controller("a"))?.state.style == .darkContent)
        #expect(engine.statusBar.style == .darkContent)
    }

    @Test("MGR-7: tabs add their children side by side, selected one selected; a tab switch calls showState")
    func tabsSideBySide() throws {
        var engine = try makeEngine(tabs("tabs", [view("a"), view("b"), view("c")], selected: 2), mode: .managed)
        #expect(engine.state.manager.node(.controller("tabs"))?.children == keys("a", "b", "c"))
        #expect(engine.state.manager.current == .controller("c"))
        try engine.send(.set(target: "c", changes { $0.statusBarStyle = .darkContent }, update: false))
        expectStatusBar(engine, style: .darkContent, owner: "c")
        try engine.send(.selectTab(on: nil, index: 0))
        expectStatusBar(engine, style: .lightContent, owner: "a")
    }

    @Test("MGR-7: a container selects its status-bar child, else its last child")
    func containerSelection() throws {
        let engine = try makeEngine(container("box", [view("x"), view("y"), view("z")], childForStyle: "x"), mode: .managed)
        #expect(engine.state.manager.current == .controller("x"))
        let other = try makeEngine(container("box", [view("x"), view("y")]), mode: .managed)
        #expect(other.state.manager.current == .controller("y"))
    }

    @Test("MGR-7: present adds the presented node under the asking controller, for every style; dismiss removes it")
    func presentation() throws {
        for style in ModalPresentationStyle.allCases {
            var engine = try makeEngine(nav("nav", [view("home")]), mode: .managed)
            try engine.send(.set(target: "home", changes { $0.statusBarStyle = .darkContent }, update: true))
            try engine.send(.present(view("sheet", presentation: style), from: nil, animated: true))
            #expect(engine.state.manager.currentPath.map(\.description) == ["root", "nav", "home", "sheet"])
            expectStatusBar(engine, style: .darkContent, owner: "sheet")
            try engine.send(.set(target: "sheet", changes { $0.statusBarHidden = true }, update: false))
            expectStatusBar(engine, hidden: true)
            try engine.send(.dismiss(target: nil, animated: true))
            expectStatusBar(engine, style: .darkContent, owner: "home", hidden: false)
        }
    }

    @Test("MGR-8: a preference set on a controller that is not current changes its node silently")
    func setOffPath() throws {
        var engine = try makeEngine(nav("nav", [view("home")]), mode: .managed)
        try engine.send(.set(target: "nav", changes { $0.statusBarStyle = .darkContent }, update: false))
        expectStatusBar(engine, style: .lightContent, owner: "home")
        #expect(engine.state.manager.node(.controller("nav"))?.state.style == .darkContent)
        // A new node copies its parent's state as it is now (MGR-2).
        try engine.send(.push(view("detail"), on: nil, animated: false))
        expectStatusBar(engine, style: .lightContent, owner: "detail")
    }

    @Test("MGR-9: the tree can be listed depth first with the current path")
    func listing() throws {
        let engine = try makeEngine(tabs("tabs", [view("a"), view("b")]), mode: .managed)
        let listed = engine.state.manager.keysDepthFirst.map { "\($0.depth):\($0.key)" }
        #expect(listed == ["0:root", "1:tabs", "2:a", "2:b"])
        let report = StateReport.json(engine).rendered()
        #expect(report.contains("\"* root (lightContent, shown, fade)\""))
        #expect(report.contains("\"      b (lightContent, shown, fade)\""))
    }
}
