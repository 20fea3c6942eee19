import Testing
@testable import HandheldCore

@Suite("Status bar, view-controller mode (SB-1…SB-9)")
struct StatusBarRulesTests {
    @Test("SB-1: viewController mode is the default, and the app setters do nothing in it")
    func viewControllerModeIgnoresApplicationSetters() throws {
        var engine = try makeEngine(view("home", style: .lightContent))
        #expect(engine.state.mode == .viewController)
        try engine.send(.applicationSetStatusBar(style: .darkContent, hidden: true, animation: .fade))
        expectStatusBar(engine, style: .lightContent, owner: "home", hidden: false)
        #expect(engine.log.last?.kind == .ignored)
        #expect(engine.log.last?.message.contains("does nothing") == true)
    }

    @Test("SB-1: managed mode ignores the app setters too (the manager is view-controller based)")
    func managedModeIgnoresApplicationSetters() throws {
        var engine = try makeEngine(view("home"), mode: .managed)
        try engine.send(.applicationSetStatusBar(style: .darkContent, hidden: nil, animation: nil))
        expectStatusBar(engine, style: .lightContent)
        #expect(engine.log.last?.kind == .ignored)
    }

    @Test("SB-2: a full-screen presentation takes status bar control")
    func fullScreenPresentationTakesControl() throws {
        var engine = try makeEngine(view("home", style: .lightContent))
        try engine.send(.present(view("modal", style: .darkContent), from: nil, animated: true))
        expectStatusBar(engine, style: .darkContent, owner: "modal", hiddenOwner: "modal")
    }

    @Test("SB-2: a page sheet is skipped unless it captures the status bar appearance", arguments: [
        ModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext,
    ])
    func nonFullScreenPresentationSkipped(style: ModalPresentationStyle) throws {
        var engine = try makeEngine(view("home", style: .lightContent))
        try engine.send(.present(view("sheet", style: .darkContent, presentation: style), from: nil, animated: false))
        expectStatusBar(engine, style: .lightContent, owner: "home")
        #expect(engine.statusBar.styleSteps.contains { $0.subject == "sheet" && $0.text.contains("skipped") })
        try engine.send(.dismiss(target: nil, animated: false))
        try engine.send(.present(view("captor", style: .darkContent, presentation: style, captures: true), from: nil, animated: false))
        expectStatusBar(engine, style: .darkContent, owner: "captor")
    }

    @Test("SB-2: a full-screen controller presented from a page sheet takes control")
    func fullScreenAboveSheetTakesControl() throws {
        var engine = try makeEngine(view("home", style: .lightContent))
        try engine.send(.present(view("sheet", style: .darkContent, presentation: .pageSheet), from: nil, animated: false))
        try engine.send(.present(view("full", style: .darkContent, hidden: true), from: nil, animated: false))
        expectStatusBar(engine, style: .darkContent, owner: "full", hidden: true, hiddenOwner: "full")
        #expect(engine.state.hierarchy.presentedIDs == ["sheet", "full"])
    }

    @Test("SB-3: childForStatusBarStyle and childForStatusBarHidden are followed separately")
    func childForIsPerAspect() throws {
        let root = container("shell", [view("inner", style: .darkContent, hidden: true)], style: .lightContent, childForStyle: "inner")
        let engine = try makeEngine(root)
        expectStatusBar(engine, style: .darkContent, owner: "inner", hidden: false, hiddenOwner: "shell")
        #expect(engine.statusBar.styleSteps.contains { $0.rule == "SB-3" && $0.subject == "shell" })
        #expect(!engine.statusBar.hiddenSteps.contains { $0.rule == "SB-3" })
    }

    @Test("SB-3: childForStatusBarHidden alone moves only hidden")
    func childForHiddenOnly() throws {
        let root = container("shell", [view("inner", style: .darkContent, hidden: true)], style: .lightContent, childForHidden: "inner")
        let engine = try makeEngine(root)
        expectStatusBar(engine, style: .lightContent, owner: "shell", hidden: true, hiddenOwner: "inner")
    }

    @Test("SB-3: childFor is repeated down a chain of containers")
    func childForRepeats() throws {
        let root = container("outer", [container("middle", [view("leaf", style: .darkContent)], childForStyle: "leaf")],
                             style: .lightContent, childForStyle: "middle")
        expectStatusBar(try makeEngine(root), style: .darkContent, owner: "leaf")
    }

    @Test("SB-4: a visible navigation bar decides the style through barStyle", arguments: [
        (NavigationBarStyle.black, StatusBarStyle.lightContent), (.default, .default),
    ])
    func visibleBarDecides(barStyle: NavigationBarStyle, expected: StatusBarStyle) throws {
        let engine = try makeEngine(nav("nav", [view("home", style: .darkContent)], barStyle: barStyle))
        expectStatusBar(engine, style: expected, owner: "nav")
    }

    @Test("SB-4: a hidden navigation bar hands the style to the top controller")
    func hiddenBarDelegates() throws {
        let engine = try makeEngine(nav("nav", [view("home", style: .darkContent)], barStyle: .black, barHidden: true))
        expectStatusBar(engine, style: .darkContent, owner: "home")
    }

    @Test("SB-4: an overridden preferredStatusBarStyle on the navigation controller wins over barStyle")
    func navigationOverrideWins() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .darkContent)], barStyle: .black, style: .darkContent))
        expectStatusBar(engine, style: .darkContent, owner: "nav")
        // With the bar hidden, the top controller still decides (UIKit's childForStatusBarStyle).
        try engine.send(.set(target: "nav", changes { $0.barHidden = true }, update: true))
        expectStatusBar(engine, style: .darkContent, owner: "home")
    }

    @Test("SB-4: hidden always goes to the top controller, bar visible or not")
    func navigationHiddenDelegates() throws {
        var engine = try makeEngine(nav("nav", [view("home", hidden: true)], barStyle: .black))
        expectStatusBar(engine, owner: "nav", hidden: true, hiddenOwner: "home")
        try engine.send(.push(view("detail"), on: nil, animated: false))
        expectStatusBar(engine, hidden: false, hiddenOwner: "detail")
    }

    @Test("SB-5: a tabs controller hands both to its selected child")
    func tabsDelegateToSelection() throws {
        var engine = try makeEngine(tabs("tabs", [view("a", style: .lightContent), view("b", style: .darkContent, hidden: true)]))
        expectStatusBar(engine, style: .lightContent, owner: "a", hidden: false, hiddenOwner: "a")
        try engine.send(.selectTab(on: "tabs", index: 1))
        expectStatusBar(engine, style: .darkContent, owner: "b", hidden: true, hiddenOwner: "b")
    }

    @Test("SB-5 with SB-4: tabs of navigation controllers")
    func tabsOfNavigationControllers() throws {
        let root = tabs("tabs", [
            nav("n1", [view("a", style: .darkContent)], barStyle: .black),
            nav("n2", [view("b", style: .darkContent)], barHidden: true),
        ])
        var engine = try makeEngine(root)
        expectStatusBar(engine, style: .lightContent, owner: "n1")
        try engine.send(.selectTab(on: nil, index: 1))
        expectStatusBar(engine, style: .darkContent, owner: "b")
    }

    @Test("SB-6: where the walk stops, the preference is the answer, defaults included")
    func ownerPreferenceIsTheAnswer() throws {
        expectStatusBar(try makeEngine(view("home")), style: .default, owner: "home", hidden: false, content: .dark)
        expectStatusBar(try makeEngine(container("box", [view("x", style: .lightContent)], style: .darkContent)),
                        style: .darkContent, owner: "box")
    }

    @Test("SB-7: a changed preference is not seen until an update is asked for")
    func staleUntilUpdate() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .lightContent; $0.statusBarHidden = true }, update: false))
        expectStatusBar(engine, style: .default, hidden: false)
        #expect(engine.state.staleNote?.contains("SB-7") == true)
        try engine.send(.set(target: "home", PreferenceChanges(), update: true))
        expectStatusBar(engine, style: .lightContent, hidden: true)
        #expect(engine.state.staleNote == nil)
    }

    @Test("SB-7: hierarchy changes, rotation, mode and appearance ask for an update", arguments: [
        "push", "present", "selectTab", "rotate", "mode", "appearance",
    ])
    func everyTriggerUpdates(trigger: String) throws {
        var engine = try makeEngine(tabs("tabs", [nav("nav", [view("home")]), view("other")]), on: "ipad")
        try engine.send(.set(target: "home", changes { $0.statusBarHidden = true }, update: false))
        expectStatusBar(engine, hidden: false)
        switch trigger {
        case "push": try engine.send(.push(view("next", hidden: true), on: "nav", animated: true))
        case "present": try engine.send(.present(view("sheet", presentation: .pageSheet), from: nil, animated: true))
        case "selectTab":
            try engine.send(.selectTab(on: "tabs", index: 1))
            try engine.send(.selectTab(on: "tabs", index: 0))
        case "rotate": try engine.send(.rotate(.landscapeLeft))
        case "mode":
            try engine.send(.setMode(.global))
            try engine.send(.setMode(.viewController))
        default: try engine.send(.setAppearance(.dark))
        }
        expectStatusBar(engine, hidden: true)
    }

    @Test("SB-8: what each style draws on each system appearance")
    func contentPerAppearance() {
        #expect(StatusBarContent(style: .default, appearance: .light) == .dark)
        #expect(StatusBarContent(style: .default, appearance: .dark) == .light)
        for appearance in SystemAppearance.allCases {
            #expect(StatusBarContent(style: .lightContent, appearance: appearance) == .light)
            #expect(StatusBarContent(style: .darkContent, appearance: appearance) == .dark)
        }
    }

    @Test("SB-8: the system appearance changes what default draws")
    func appearanceRedrawsDefault() throws {
        var engine = try makeEngine(view("home"))
        expectStatusBar(engine, style: .default, content: .dark)
        try engine.send(.setAppearance(.dark))
        expectStatusBar(engine, style: .default, content: .light)
        #expect(engine.state.statusBar.contentChange?.previous == .dark)
    }

    @Test("SB-8: a change of hidden animates with the owner's animation for 0.2 s", arguments: StatusBarAnimation.allCases)
    func hiddenAnimation(animation: StatusBarAnimation) throws {
        var engine = try makeEngine(view("home", animation: animation))
        try engine.send(.wait(1))
        try engine.send(.set(target: "home", changes { $0.statusBarHidden = true }, update: true))
        let change = engine.state.statusBar.hiddenChange
        if animation == .none {
            #expect(change == nil)
            #expect(engine.state.isSettled)
        } else {
            #expect(change == .init(wasHidden: false, animation: animation, start: 1))
            try engine.send(.wait(0.19))
            #expect(!engine.state.isSettled)
            try engine.send(.wait(0.01))
            #expect(engine.state.statusBar.hiddenChange == nil)
        }
    }

    @Test("SB-8: a change of style cross-fades the content colour for 0.2 s")
    func styleCrossFade() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .lightContent }, update: true))
        #expect(engine.state.statusBar.contentChange == .init(previous: .dark, start: 0))
        #expect(engine.state.statusBar.animationsEnd == statusBarAnimationDuration)
        try engine.send(.settle)
        #expect(engine.state.now == statusBarAnimationDuration)
        #expect(engine.state.statusBar.contentChange == nil)
    }

    @Test("SB-9: every resolution explains its walk, step by step, with rule ids")
    func explanation() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black))
        try engine.send(.present(view("sheet", presentation: .pageSheet), from: nil, animated: false))
        let lines = engine.statusBar.styleSteps.map(\.description)
        #expect(lines == [
            "nav: the window's root controller; the walk starts here (SB-2)",
            "sheet: presented pageSheet without capturing the status bar appearance: skipped, the decision stays with 'nav' (SB-2)",
            "nav: navigation bar visible, barStyle black → lightContent (SB-4)",
        ])
        #expect(engine.statusBar.hiddenSteps.last?.description == "home: decides: prefersStatusBarHidden → false (SB-6)")
    }
}

@Suite("Status bar, global mode (SB-10) and landscape (DEV-4)")
struct GlobalModeAndLandscapeTests {
    @Test("SB-10: only the application setters decide; preferences and updates are ignored")
    func globalMode() throws {
        var engine = try makeEngine(view("home", style: .lightContent, hidden: true), mode: .global)
        expectStatusBar(engine, style: .default, owner: "app", hidden: false, hiddenOwner: "app")
        try engine.send(.applicationSetStatusBar(style: .lightContent, hidden: nil, animation: nil))
        expectStatusBar(engine, style: .lightContent)
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .darkContent }, update: true))
        expectStatusBar(engine, style: .lightContent, owner: "app")
        #expect(engine.log.contains { $0.kind == .ignored && $0.message.contains("setNeedsStatusBarAppearanceUpdate") })
    }

    @Test("SB-10: the hidden setter animates with the animation it is given")
    func globalHiddenAnimation() throws {
        var engine = try makeEngine(view("home"), mode: .global)
        try engine.send(.applicationSetStatusBar(style: nil, hidden: true, animation: .slide))
        expectStatusBar(engine, hidden: true)
        #expect(engine.state.statusBar.hiddenChange?.animation == .slide)
        try engine.send(.applicationSetStatusBar(style: nil, hidden: false, animation: nil))
        #expect(engine.state.statusBar.hiddenChange == nil)
    }

    @Test("DEV-4: a phone hides the status bar in landscape, in every mode, and says why", arguments: StatusBarMode.allCases)
    func phoneHidesInLandscape(mode: StatusBarMode) throws {
        for id in ["iphone-se", "iphone-15"] {
            var engine = try makeEngine(view("home"), mode: mode, on: id)
            for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
                try engine.send(.rotate(orientation))
                expectStatusBar(engine, hidden: true)
                #expect(engine.statusBar.hiddenSteps.last?.rule == "DEV-4")
            }
            try engine.send(.rotate(.portraitUpsideDown))
            expectStatusBar(engine, hidden: false)
        }
    }

    @Test("DEV-4: an iPad and the classic profile keep the status bar in landscape")
    func tabletKeepsInLandscape() throws {
        for id in ["ipad", "classic"] {
            var engine = try makeEngine(view("home"), on: id)
            try engine.send(.rotate(.landscapeRight))
            expectStatusBar(engine, hidden: false)
            #expect(engine.state.orientation == .landscapeRight)
        }
    }

    @Test("DEV-3: a rotation animates for 0.4 s")
    func rotationAnimates() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.rotate(.landscapeLeft))
        #expect(engine.state.rotation == RotationAnimation(from: .portrait, to: .landscapeLeft, start: 0))
        try engine.send(.settle)
        #expect(engine.state.now == rotationDuration)
        #expect(engine.state.rotation == nil)
    }
}
