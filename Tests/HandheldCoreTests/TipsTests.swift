import Testing
@testable import HandheldCore

private func tip(_ text: String, after: Double? = nil, icon: String? = nil) -> Action {
    .showTip(TipRequest(text: text, icon: icon, hideAfter: after))
}

@Suite("The tips overlay (TIP-1…TIP-7), engine side")
struct TipsTests {
    @Test("TIP-1: the overlay is a window above the status bar's level")
    func level() {
        #expect(TipsOverlay.windowLevel == 1000 + 10)
    }

    @Test("TIP-2: the label is right-aligned, text width + 20, capped at overlay width − 20; the icon sits left of it")
    func layout() {
        let short = TipsGeometry.layout(overlayWidth: 320, height: 20, textWidth: 60, hasIcon: true)
        #expect(short.labelWidth == 80 && short.labelX == 240)
        #expect(short.iconCenter == Point(320 - 80 - 10 - 5, 10))
        let long = TipsGeometry.layout(overlayWidth: 320, height: 20, textWidth: 900, hasIcon: false)
        #expect(long.labelWidth == 300 && long.labelX == 20 && long.iconCenter == nil)
    }

    @Test("TIP-3: every show replaces the tip and cancels its pending hide; hideAfter schedules a new one")
    func showReplacesAndCancels() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(tip("Saved", after: 2))
        #expect(engine.state.tips.current?.text == "Saved" && engine.state.nextTimer == 2)
        try engine.send(.wait(1))
        try engine.send(tip("Again"))
        #expect(engine.state.nextTimer == nil)
        try engine.send(.wait(3))
        #expect(engine.state.tips.current?.text == "Again")
        try engine.send(tip("Later", after: 1))
        try engine.send(.wait(0.5))
        try engine.send(tip("Later still", after: 1))
        try engine.send(.wait(0.75))
        #expect(engine.state.tips.current?.text == "Later still", "the first timer was replaced by the second")
        try engine.send(.wait(0.25))
        #expect(!engine.state.tips.isVisible)
        #expect(engine.log.contains { $0.message.contains("(auto-hide)") })
    }

    @Test("settle: a timer that falls due while settling starts a slide, and settle waits for that slide too")
    func settleWaitsForWhatStartsMeanwhile() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(tip("Quick", after: 0.1))
        try engine.send(.settle)
        // The slide in ends at 0.25 s; the timer fired at 0.1 s, and its slide out ends at 0.35 s.
        #expect(abs(engine.state.now - (0.1 + tipAnimationDuration)) < 1e-9)
        #expect(engine.state.tips.slide == nil)
        #expect(engine.state.isSettled)
    }

    @Test("TIP-3: hide hides at once; settle does not wait for a pending timer, and timers fire in time order with transitions")
    func hideAndTimers() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(tip("Hello"))
        try engine.send(.hideTip)
        #expect(!engine.state.tips.isVisible)
        try engine.send(tip("Soon", after: 0.2))
        try engine.send(.push(view("next"), on: nil, animated: true))
        try engine.send(.settle)
        // The timer fell due at 0.2 s, during the push; its hide slide ends at 0.45 s.
        #expect(abs(engine.state.now - (0.2 + tipAnimationDuration)) < 1e-9)
        #expect(!engine.state.tips.isVisible, "fell due during the push")
        try engine.send(tip("Long", after: 10))
        try engine.send(.settle)
        #expect(engine.state.tips.isVisible, "settle does not wait 10 s for a timer")
        #expect(engine.state.isSettled)
    }

    @Test("TIP-4: transform, centre and bounds per orientation, on two profiles", arguments: [
        ("iphone-se", 375.0, 667.0, 20.0), ("classic", 320.0, 480.0, 20.0), ("iphone-15", 393.0, 852.0, 54.0),
    ])
    func placement(id: String, width: Double, height: Double, bar: Double) {
        let profile = device(id)
        #expect(profile.screenWidth == width && profile.screenHeight == height && profile.statusBarHeight == bar)
        func place(_ o: InterfaceOrientation) -> TipsGeometry.Placement {
            TipsGeometry.placement(o, width: width, height: height, barHeight: bar)
        }
        let h = bar
        #expect(place(.portrait) == .init(rotation: 0, center: Point(width / 2, h / 2), width: width, height: h))
        #expect(place(.portrait).frame == Rect(0, 0, width, h))
        #expect(place(.portraitUpsideDown) == .init(rotation: .pi, center: Point(width / 2, height - h / 2), width: width, height: h))
        #expect(place(.portraitUpsideDown).frame == Rect(0, height - h, width, h))
        #expect(place(.landscapeLeft) == .init(rotation: -.pi / 2, center: Point(h / 2, height / 2), width: height, height: h))
        #expect(place(.landscapeLeft).frame == Rect(0, 0, h, height), "along the physical left edge")
        #expect(place(.landscapeRight) == .init(rotation: .pi / 2, center: Point(width - h / 2, height / 2), width: height, height: h))
        #expect(place(.landscapeRight).frame == Rect(width - h, 0, h, height), "along the physical right edge")
        // The label lays out along the bounds width: the screen's height in landscape.
        let layout = TipsGeometry.layout(overlayWidth: place(.landscapeLeft).width, height: h, textWidth: 10_000, hasIcon: false)
        #expect(layout.labelWidth == height - 20)
    }

    @Test("TIP-5: a tap on the overlay hides it; elsewhere, or with the switch off, it does not")
    func tapToHide() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(tip("Tap me"))
        try engine.send(.tap(Point(100, 300)))
        #expect(engine.state.tips.isVisible)
        try engine.send(.setTipOptions(queue: nil, animated: nil, tapToHide: false))
        try engine.send(.tap(Point(100, 10)))
        #expect(engine.state.tips.isVisible)
        try engine.send(.setTipOptions(queue: nil, animated: nil, tapToHide: true))
        try engine.send(.tap(Point(100, 10)))
        #expect(!engine.state.tips.isVisible)
    }

    @Test("TIP-5: show and hide slide for 0.25 s, unless switched off")
    func slides() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(tip("In"))
        #expect(engine.state.tips.slide == .init(showing: true, tip: TipRequest(text: "In"), start: 0))
        try engine.send(.settle)
        #expect(engine.state.now == tipAnimationDuration && engine.state.tips.slide == nil)
        try engine.send(.setTipOptions(queue: nil, animated: false, tapToHide: nil))
        try engine.send(.hideTip)
        #expect(engine.state.tips.slide == nil && engine.state.isSettled)
    }

    @Test("TIP-6: in queue mode a show waits while a timed tip is visible, then comes up in turn")
    func queue() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.setTipOptions(queue: true, animated: nil, tapToHide: nil))
        try engine.send(tip("First", after: 1))
        try engine.send(tip("Second", after: 1))
        try engine.send(tip("Third"))
        #expect(engine.state.tips.current?.text == "First" && engine.state.tips.queue.count == 2)
        try engine.send(.wait(1))
        #expect(engine.state.tips.current?.text == "Second")
        try engine.send(.wait(1))
        #expect(engine.state.tips.current?.text == "Third")
        // An untimed tip does not hold the queue: the next show replaces it.
        try engine.send(tip("Fourth"))
        #expect(engine.state.tips.current?.text == "Fourth")
    }

    @Test("TIP-6: styles and progress; a progress outside 0…1 is refused")
    func stylesAndProgress() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.showTip(TipRequest(text: "Uploading", style: .warning, progress: 0.4)))
        #expect(engine.state.tips.current?.style == .warning && engine.state.tips.current?.progress == 0.4)
        expectRefused(&engine, .showTip(TipRequest(text: "x", progress: 1.5)), containing: "progress")
        expectRefused(&engine, .showTip(TipRequest(text: "x", hideAfter: -1)), containing: "hideAfter")
    }

    @Test("TIP-7: with a sensor housing, the label and its icon stay to the right of it")
    func housing() {
        let width = 393.0
        let housingEnd = (width + 126) / 2
        let layout = TipsGeometry.layout(overlayWidth: width, height: 54, textWidth: 1_000, hasIcon: true, clearFrom: housingEnd)
        #expect(layout.labelX >= housingEnd + 25)
        #expect(layout.iconCenter!.x - 10 >= housingEnd)
    }
}

@Suite("The tips overlay in the Scene")
struct TipsSceneTests {
    private func scene(_ engine: Engine) -> Scene { SceneBuilder.scene(engine.state) }

    @Test("TIP-1, TIP-2: above the status bar, label right-aligned at text width + 20, icon left of it")
    func layers() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.showTip(TipRequest(text: "Saved", icon: "checkmark")))
        try engine.send(.settle)
        let frame = scene(engine)
        let names = frame.flattened.map(\.name)
        #expect(names.firstIndex(of: "tips")! > names.firstIndex(of: "statusBar")!, "drawn above the status bar")
        #expect(frame.layer(named: "tips")?.frame == Rect(0, 0, 375, 20))
        let textWidth = ShippedFontMeasurer().width(of: "Saved", size: 12, weight: .regular)
        #expect(frame.layer(named: "tipLabel")?.frame == Rect(375 - (textWidth + 20), 0, textWidth + 20, 20))
        #expect(frame.layer(named: "tipIcon")?.frame.midX == 375 - (textWidth + 20) - 15)
        #expect(fill(frame.layer(named: "tipBackground")) == .black)
    }

    @Test("TIP-5: the overlay slides in from the interface's top edge and out again")
    func slide() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.showTip(TipRequest(text: "Hi")))
        engine.advanceClock(to: tipAnimationDuration / 2)
        #expect(scene(engine).layer(named: "tipContent")?.frame.y == -10)
        try engine.send(.settle)
        try engine.send(.hideTip)
        #expect(scene(engine).layer(named: "tipContent")?.frame.y == 0, "still drawn, leaving")
        try engine.send(.settle)
        #expect(scene(engine).layer(named: "tips") == nil)
    }

    @Test("TIP-6: styles colour the overlay; progress draws a bar along its bottom edge")
    func styleAndProgress() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.showTip(TipRequest(text: "Uploading", style: .error, progress: 0.25)))
        let frame = scene(engine)
        #expect(fill(frame.layer(named: "tipBackground")) == SceneBuilder.tipColor(.error))
        #expect(frame.layer(named: "tipProgress")?.frame.width == 375 * 0.25)
    }

    @Test("TIP-7 (issue 34): on iphone-15 the tip's words are set larger than the 20 pt bar's 12 pt and end clear of the rounded corner")
    func earSizedAndClearOfCorner() throws {
        var engine = try makeEngine(view("home"), on: "iphone-15")
        try engine.send(.showTip(TipRequest(text: "Sent", icon: "checkmark")))
        try engine.send(.settle)
        let label = try #require(scene(engine).layer(named: "tipLabel"))
        guard case .text(let run) = label.content else { Issue.record("the label has no text"); return }
        #expect(run.size > 12)
        // The corner of radius 55 cuts 8 pt at the bar's middle (27 pt down).
        #expect(label.frame.maxX <= 393 - 8)
    }

    @Test("TIP-7: on iphone-15 the label stays right of the island")
    func island() throws {
        var engine = try makeEngine(view("home"), on: "iphone-15")
        try engine.send(.showTip(TipRequest(text: String(repeating: "long text ", count: 10), icon: "info")))
        let frame = scene(engine)
        let islandEnd = (393.0 + 126) / 2
        #expect(frame.layer(named: "tipLabel")!.frame.x >= islandEnd + 25)
        #expect(frame.layer(named: "tipIcon")!.frame.x >= islandEnd)
    }
}

@Suite("Turning the device (DEV-2)")
struct RotationOrderTests {
    @Test("a quarter turn right goes portrait → landscapeLeft (home side left) → upside down → landscapeRight; left undoes it")
    func order() {
        var orientation = InterfaceOrientation.portrait
        var seen: [InterfaceOrientation] = []
        for _ in 0..<4 {
            orientation = orientation.rotatedRight
            seen.append(orientation)
        }
        #expect(seen == [.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait])
        for o in InterfaceOrientation.allCases { #expect(o.rotatedRight.rotatedLeft == o) }
    }
}

@Suite("TIP-4 in the Scene")
struct TipsPlacementSceneTests {
    @Test("the overlay window is placed by TIP-4's transform, centre and bounds, in every orientation", arguments: [
        ("iphone-se", InterfaceOrientation.portrait), ("iphone-se", .portraitUpsideDown), ("iphone-se", .landscapeLeft),
        ("iphone-se", .landscapeRight), ("classic", .landscapeLeft), ("classic", .landscapeRight),
    ])
    func placement(id: String, orientation: InterfaceOrientation) throws {
        var engine = try makeEngine(view("home"), on: id)
        try engine.send(.rotate(orientation))
        try engine.send(.showTip(TipRequest(text: "Hello")))
        try engine.send(.settle)
        let profile = device(id)
        let expected = TipsGeometry.placement(orientation, width: profile.screenWidth, height: profile.screenHeight,
                                              barHeight: profile.tipsHeight(in: orientation))
        let window = try #require(SceneBuilder.scene(engine.state).layers.first { $0.name == "tips" })
        #expect(window.rotation == expected.rotation)
        #expect(window.frame.midX == expected.center.x && window.frame.midY == expected.center.y)
        #expect(window.frame.width == expected.width && window.frame.height == expected.height)
        #expect(SceneBuilder.scene(engine.state).layer(named: "tips")?.frame == expected.frame)
    }

    @Test("TIP-4 on a phone whose status bar hides in landscape: the compact bar's 32 pt, label and icon inside the side safe areas, clear of the island")
    func landscapeOnIphone15() throws {
        for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            var engine = try makeEngine(view("home"), on: "iphone-15")
            try engine.send(.rotate(orientation))
            try engine.send(.showTip(TipRequest(text: String(repeating: "A long message ", count: 8), icon: "info")))
            try engine.send(.settle)
            let frame = SceneBuilder.scene(engine.state)
            let window = try #require(frame.layers.first { $0.name == "tips" })
            #expect(window.frame.width == 852 && window.frame.height == 32)
            let label = try #require(window.sublayers.first?.sublayers.first { $0.name == "tipLabel" })
            let icon = try #require(window.sublayers.first?.sublayers.first { $0.name == "tipIcon" })
            #expect(label.frame.maxX <= 852 - 59 + 1e-9 && icon.frame.x >= 59 - 1e-9, "\(orientation): inside the side safe areas")
            // The overlay owns touches only where it is drawn: 32 pt deep (TIP-8).
            #expect(engine.state.tips.isVisible)
            try engine.send(.tap(Point(400, 40)))
            #expect(engine.state.tips.isVisible, "below the overlay: not a tap on it")
            try engine.send(.tap(Point(400, 20)))
            #expect(!engine.state.tips.isVisible || engine.state.tips.slide != nil, "on it: the tip hides")
        }
    }
}
