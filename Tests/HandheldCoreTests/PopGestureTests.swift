import Testing
@testable import HandheldCore

private func drag(_ engine: inout Engine, _ fromX: Double, _ toX: Double, over duration: Double) throws {
    try engine.send(.drag(from: Point(fromX, 300), to: Point(toX, 300), duration: duration))
}

private func stack(_ engine: Engine) -> [String] { engine.state.hierarchy["nav"].map { Array($0.children) } ?? [] }

private func detail(barHidden: Bool = false, disabled: Bool = false, maxDistance: Double = 0, style: StatusBarStyle? = nil) -> ControllerSpec {
    var spec = view("detail", style: style, navigationBarHidden: barHidden)
    spec.preferences.interactivePopDisabled = disabled
    spec.preferences.interactivePopMaxAllowedInitialDistance = maxDistance
    return spec
}

@Suite("The full-screen pop gesture (POP-1…POP-6)")
struct PopGestureTests {
    @Test("POP-1: each condition alone stops the pop, and the log names it (iOS 13: FD's pan is the only gesture)", arguments: [
        ("1.1", "POP-1.1"), ("1.2", "POP-1.2"), ("1.3", "POP-1.3"), ("1.4", "POP-1.4"), ("1.5", "POP-1.5"),
    ])
    func beginRules(rule: String, cited: String) throws {
        let children = rule == "1.1" ? [view("home")] : [view("home"), detail(disabled: rule == "1.2", maxDistance: rule == "1.3" ? 40 : 0)]
        var engine = try Engine(device: device("iphone-se"), root: nav("nav", children), ios: .iOS13)
        let before = stack(engine)
        if rule == "1.4" { try engine.send(.push(view("more"), on: nil, animated: true)) }
        if rule == "1.5" {
            try drag(&engine, 300, 30, over: 0.3)
        } else {
            try drag(&engine, 60, 330, over: 0.3)
        }
        try engine.send(.settle)
        #expect(engine.log.contains { $0.message.contains(cited) }, "\(engine.log.map(\.message))")
        #expect(stack(engine) == (rule == "1.4" ? before + ["more"] : before))
    }

    @Test("POP-1.3: within the maximum distance from the leading edge the pop begins")
    func withinMaxDistance() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail(maxDistance: 40)]))
        try drag(&engine, 39, 330, over: 0.3)
        try engine.send(.settle)
        #expect(stack(engine) == ["home"])
    }

    @Test("POP-3: a slow drag past half way finishes; a short fast fling finishes; a short slow drag cancels", arguments: [
        (30.0, 250.0, 2.0, true), (30.0, 100.0, 0.1, true), (30.0, 120.0, 1.0, false),
    ])
    func finishOrCancel(from: Double, to: Double, duration: Double, finishes: Bool) throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail()]))
        try drag(&engine, from, to, over: duration)
        try engine.send(.settle)
        #expect(stack(engine) == (finishes ? ["home"] : ["home", "detail"]))
    }

    @Test("POP-3: past half way but flung back faster than 300 pt/s cancels; the rest takes the remaining fraction of 0.35 s")
    func flungBack() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail()]))
        try engine.send(.pointerPressed(Point(20, 300)))
        for x in stride(from: 40.0, through: 300, by: 20) {
            engine.advanceClock(to: engine.state.now + 0.05)
            try engine.send(.pointerMoved(Point(x, 300)))
        }
        engine.advanceClock(to: engine.state.now + 0.02)
        try engine.send(.pointerMoved(Point(270, 300)))
        engine.advanceClock(to: engine.state.now + 0.02)
        try engine.send(.pointerReleased(Point(240, 300))) // past half way (0.59), flung back at about −440 pt/s
        let pop = try #require(engine.state.interactivePop)
        guard case .cancelling(_, let from) = pop.phase else { Issue.record("expected a cancel: \(pop.phase)"); return }
        #expect(from > 0.5)
        #expect(abs(pop.duration - from * transitionDuration) < 1e-12)
        try engine.send(.settle)
        #expect(stack(engine) == ["home", "detail"])
    }

    @Test("POP-4 and POP-6: cancel restores the bar and the status bar; finish changes them only when the pop completes")
    func restoreAndComplete() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail(barHidden: true, style: .darkContent)], barStyle: .black))
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
        expectStatusBar(engine, style: .darkContent, owner: "detail")
        try drag(&engine, 30, 120, over: 1.0) // cancels
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == true)
        expectStatusBar(engine, style: .darkContent, owner: "detail")
        try drag(&engine, 30, 300, over: 0.3) // finishes
        // Released and finishing: the status bar waits for the pop to complete (POP-6).
        #expect(engine.state.interactivePop != nil)
        expectStatusBar(engine, style: .darkContent, owner: "detail")
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == false)
        expectStatusBar(engine, style: .lightContent, owner: "nav")
    }

    @Test("POP-5: in right-to-left layout the drag goes to the left, and the distance counts from the right edge")
    func rightToLeft() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail(maxDistance: 40)]))
        try engine.send(.setLayoutDirection(.rtl))
        try drag(&engine, 30, 300, over: 0.3) // the wrong way in RTL, and far from the leading (right) edge
        try engine.send(.settle)
        #expect(stack(engine) == ["home", "detail"])
        try drag(&engine, 345, 60, over: 0.3)
        try engine.send(.settle)
        #expect(stack(engine) == ["home"])
    }

    @Test("a push asked for during the gesture waits for it (VC-4)")
    func pushDuringGesture() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail()]))
        try engine.send(.pointerPressed(Point(30, 300)))
        engine.advanceClock(to: 0.05)
        try engine.send(.pointerMoved(Point(80, 300)))
        #expect(engine.state.isTransitioning("nav"))
        try engine.send(.push(view("later"), on: nil, animated: false))
        #expect(stack(engine) == ["home", "detail"])
        engine.advanceClock(to: 0.3)
        try engine.send(.pointerMoved(Point(80, 300))) // held still: no fling
        try engine.send(.pointerReleased(Point(80, 300)))
        try engine.send(.settle)
        #expect(stack(engine) == ["home", "detail", "later"], "cancelled, then the queued push ran")
    }

    @Test("POP-2: mid-drag, the top follows the finger, the view below comes from 30 % under a fading dimming, titles hand over (PIC-3)")
    func sceneFollowsFinger() throws {
        var engine = try makeEngine(nav("nav", [view("home"), detail()]))
        try engine.send(.pointerPressed(Point(0, 300)))
        engine.advanceClock(to: 0.1)
        try engine.send(.pointerMoved(Point(150, 300)))
        let p = 150.0 / 375
        let scene = SceneBuilder.scene(engine.state)
        #expect(scene.layer(named: "view:detail")?.frame.x == 375 * p)
        #expect(abs((scene.layer(named: "view:home")?.frame.x ?? 0) + 0.3 * 375 * (1 - p)) < 1e-9)
        // The dimming at (1 - p) of its 0.1 darkens the view below.
        let seen = scene.colour(at: Point(20, 600))
        let before = SceneBuilder.scene(try makeEngine(nav("nav", [view("home")])).state).colour(at: Point(20, 600))
        #expect(abs(seen.red - before.red * (1 - 0.1 * (1 - p))) < 1e-9)
        // PIC-3: the leaving title fades out over the first 60 % of the motion.
        #expect(abs((scene.layer(named: "navigationTitle:nav:0")?.opacity ?? 0) - (1 - p / 0.6)) < 1e-9)
    }

    @Test("a press and release without movement is a tap (TIP-5)")
    func tapWithoutMovement() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.showTip(TipRequest(text: "Hi")))
        try engine.send(.pointerPressed(Point(100, 10)))
        try engine.send(.pointerReleased(Point(102, 11)))
        #expect(!engine.state.tips.isVisible)
    }

    @Test("VER-5: FD first, then the edge gesture where FD is not installed, then iOS 26's content gesture; the log names who declined")
    func threeGestures() throws {
        func run(_ ios: IOSVersion, fd: Bool, content: Bool = true, disabled: Bool = false, barHidden: Bool = false, from x: Double) throws -> Engine {
            var navigation = nav("nav", [view("home"), detail(barHidden: barHidden, disabled: disabled)])
            navigation.fullscreenPopGesture = fd
            navigation.contentPopGestureEnabled = content
            var engine = try Engine(device: device("iphone-se"), root: navigation, ios: ios)
            try drag(&engine, x, x + 280, over: 0.3)
            try engine.send(.settle)
            return engine
        }
        // FD installed, disabled for the top: no pop before iOS 26; on iOS 26 the content gesture pops it anyway.
        for ios in IOSVersion.allCases {
            let engine = try run(ios, fd: true, disabled: true, from: 60)
            #expect(stack(engine) == (ios >= .iOS26 ? ["home"] : ["home", "detail"]), "\(ios.name)")
            #expect(engine.log.contains { $0.message.contains("FD's full-screen pan declined: 'detail' has interactivePopDisabled (POP-1.2)") })
            #expect(engine.log.contains { $0.message.contains("the edge gesture (interactivePopGestureRecognizer) declined: off: FD's pan replaces it") })
        }
        // ...unless contentPopGestureEnabled is false.
        #expect(stack(try run(.iOS26, fd: true, content: false, disabled: true, from: 60)) == ["home", "detail"])
        // Without FD: the edge gesture, from within 20 pt of the leading edge, not while the bar is hidden.
        #expect(stack(try run(.iOS13, fd: false, from: 10)) == ["home"])
        #expect(stack(try run(.iOS13, fd: false, from: 60)) == ["home", "detail"])
        #expect(stack(try run(.iOS13, fd: false, barHidden: true, from: 10)) == ["home"],
                "POP-4's bar is FD's: without it the controller's preference is ignored, the bar stays shown and the edge gesture pops")
        var hidden = nav("nav", [view("home"), detail()], barHidden: true)
        hidden.fullscreenPopGesture = false
        var engine = try Engine(device: device("iphone-se"), root: hidden, ios: .iOS13)
        try drag(&engine, 10, 290, over: 0.3)
        try engine.send(.settle)
        #expect(stack(engine) == ["home", "detail"], "the edge gesture does not begin while the bar is hidden")
        #expect(engine.log.contains { $0.message.contains("it does not begin while the navigation bar is hidden") })
        // iOS 26 without FD: the content gesture pops from anywhere, bar hidden or not.
        engine = try Engine(device: device("iphone-se"), root: hidden, ios: .iOS26)
        try drag(&engine, 150, 430, over: 0.3)
        try engine.send(.settle)
        #expect(stack(engine) == ["home"])
    }

    @Test("VER-5: POP-4's per-controller bar is FD's: without FD a controller's prefersNavigationBarHidden is ignored")
    func perControllerBarNeedsFD() throws {
        for fd in [true, false] {
            var navigation = nav("nav", [view("home")])
            navigation.fullscreenPopGesture = fd
            var engine = try makeEngine(navigation)
            try engine.send(.push(detail(barHidden: true), on: nil, animated: false))
            #expect(engine.state.hierarchy["nav"]?.navigationBar?.isHidden == fd)
        }
    }
}

@Suite("VER-5, POP-1.3, POP-2 inside an iPad form sheet: measured in the navigation view")
struct FormSheetPopTests {
    /// A form sheet (540 x 620, centred on the iPad's 820 pt) holding a navigation controller of two.
    private func sheet(fd: Bool, maxDistance: Double = 0) throws -> (Engine, Rect) {
        var engine = try Engine(device: device("ipad"), root: view("home"), themes: catalog.themes.themes, ios: .iOS17)
        var navigation = nav("sheetNav", [view("list"), detail(maxDistance: maxDistance)], presentation: .formSheet)
        navigation.fullscreenPopGesture = fd
        try engine.send(.present(navigation, from: nil, animated: false))
        let card = try #require(SceneBuilder.scene(engine.state).layer(named: "view:sheetNav")).frame
        #expect(card.width == 540)
        return (engine, card)
    }

    private func stackOf(_ engine: Engine) -> [String] { engine.state.hierarchy["sheetNav"].map { Array($0.children) } ?? [] }

    @Test("a pop of 300 pt in the 540 pt card is 56 % of the way: released slowly, it finishes")
    func progressInTheCard() throws {
        var (engine, card) = try sheet(fd: true)
        try engine.send(.drag(from: Point(card.x + 100, 400), to: Point(card.x + 400, 400), duration: 3))
        try engine.send(.settle)
        #expect(stackOf(engine) == ["list"], "\(engine.log.suffix(3).map(\.message))")
    }

    @Test("FD's maximum distance counts from the card's leading edge")
    func maximumDistanceInTheCard() throws {
        var (engine, card) = try sheet(fd: true, maxDistance: 50)
        try engine.send(.drag(from: Point(card.x + 40, 400), to: Point(card.x + 440, 400), duration: 0.3))
        try engine.send(.settle)
        #expect(stackOf(engine) == ["list"], "40 pt from the card's edge is within 50")
    }

    @Test("UIKit's edge gesture begins within 20 pt of the card's leading edge, not of the screen's")
    func edgeOfTheCard() throws {
        var (engine, card) = try sheet(fd: false)
        var far = engine
        try engine.send(.drag(from: Point(card.x + 10, 400), to: Point(card.x + 450, 400), duration: 0.3))
        try engine.send(.settle)
        #expect(stackOf(engine) == ["list"])
        try far.send(.drag(from: Point(card.x + 40, 400), to: Point(card.x + 480, 400), duration: 0.3))
        try far.send(.settle)
        #expect(stackOf(far).count == 2, "40 pt in: not the edge gesture (and iOS 17 has no content gesture)")
    }
}

@Suite("UI-6: taps on the device")
struct TapTests {
    private func mailStack() throws -> Engine {
        var engine = try Engine(device: device("iphone-se"), root: tabs("tabs", [nav("nav", [view("inbox")]), view("profile")]),
                                themes: catalog.themes.themes)
        try engine.send(.push(view("mail"), on: nil, animated: false))
        return engine
    }

    @Test("UI-6: a tap on the back button pops; beside it, in the bar, nothing happens")
    func backButton() throws {
        var engine = try mailStack()
        try engine.send(.tap(Point(200, 42)))
        #expect(engine.state.hierarchy["nav"]?.children.count == 2)
        #expect(engine.log.last?.message.contains("nothing there handles taps") == true)
        try engine.send(.tap(Point(20, 42)))
        try engine.send(.settle)
        #expect(Array(engine.state.hierarchy["nav"]!.children) == ["inbox"])
    }

    @Test("UI-6: the back button's hit area is at least 44 wide and mirrors in RTL")
    func backButtonRTL() throws {
        var engine = try mailStack()
        try engine.send(.setLayoutDirection(.rtl))
        try engine.send(.tap(Point(20, 42)))
        #expect(engine.state.hierarchy["nav"]?.children.count == 2)
        try engine.send(.tap(Point(375 - 20, 42)))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"]?.children.count == 1)
    }

    @Test("UI-6: a tap on a tab bar item selects its tab; a presentation over the tab bar covers it")
    func tabItems() throws {
        var engine = try mailStack()
        try engine.send(.tap(Point(280, 640)))
        #expect(engine.state.hierarchy["tabs"]?.selectedIndex == 1)
        try engine.send(.tap(Point(60, 640)))
        #expect(engine.state.hierarchy["tabs"]?.selectedIndex == 0)
        try engine.send(.present(view("cover"), from: nil, animated: false))
        try engine.send(.tap(Point(280, 640)))
        #expect(engine.state.hierarchy["tabs"]?.selectedIndex == 0)
    }

    @Test("UI-6: a touch that goes down and up in place is the same tap (the window's way)")
    func pointerTap() throws {
        var engine = try mailStack()
        try engine.send(.pointerPressed(Point(20, 42)))
        try engine.send(.pointerReleased(Point(20, 42)))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"]?.children.count == 1)
    }
}
