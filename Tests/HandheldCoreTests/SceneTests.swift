import Testing
@testable import HandheldCore

private func scene(_ engine: Engine) -> Scene { SceneBuilder.scene(engine.state) }


private func textColor(_ layer: Layer?) -> Color? {
    if case .text(let run) = layer?.content { return run.color }
    return nil
}

@Suite("The Scene: what the screen shows at time t")
struct SceneTests {
    @Test("SB-8: the status bar draws light or dark content as resolved")
    func statusBarContentColour() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black))
        #expect(textColor(scene(engine).layer(named: "time")) == .white)
        try engine.send(.set(target: nil, changes { $0.barStyle = .default }, update: true))
        try engine.send(.settle)
        #expect(textColor(scene(engine).layer(named: "time")) == .black)
    }

    @Test("SB-8: a style change cross-fades: both contents drawn, at complementary opacities")
    func styleCrossFade() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .lightContent }, update: true))
        engine.advanceClock(to: 0.05)
        let quarter = scene(engine)
        #expect(quarter.layer(named: "statusBarContent:previous")?.opacity == 0.75)
        #expect(quarter.layer(named: "statusBarContent")?.opacity == 0.25)
        engine.advanceClock(to: 0.2)
        #expect(scene(engine).layer(named: "statusBarContent:previous") == nil)
    }

    @Test("SB-8: hiding fades or slides the status bar over 0.2 s", arguments: [StatusBarAnimation.fade, .slide, .none])
    func hiddenAnimation(animation: StatusBarAnimation) throws {
        var engine = try makeEngine(view("home", animation: animation))
        try engine.send(.set(target: "home", changes { $0.statusBarHidden = true }, update: true))
        engine.advanceClock(to: 0.1) // half way: the ease-in-out curve gives 0.5
        let bar = scene(engine).layer(named: "statusBar")!
        switch animation {
        case .fade:
            #expect(bar.opacity == 0.5 && bar.frame.y == 0)
        case .slide:
            #expect(bar.opacity == 1 && bar.frame.y == -10)
        case .none:
            #expect(bar.opacity == 0)
        }
        engine.advanceClock(to: 0.2)
        #expect(scene(engine).layer(named: "statusBar")?.opacity == 0)
    }

    @Test("VC-3: mid-push, the new top slides in over the old one, which moves 30 % under a dimming")
    func pushInFlight() throws {
        // iOS 17: a back title beside the chevron (iOS 26's glass button has none, BAR-8).
        var engine = try makeEngine(nav("nav", [view("home")]), ios: .iOS17)
        try engine.send(.push(view("detail"), on: nil, animated: true))
        engine.advanceClock(to: 0.175) // half way
        let frame = scene(engine)
        #expect(frame.layer(named: "view:detail")?.frame.x == 375 * 0.5)
        #expect(frame.layer(named: "view:home")?.frame.x == -375 * 0.3 * 0.5)
        // Under a dimming at half its end (black at 0.1): the view below darkened by 5 %.
        let seen = frame.colour(at: Point(100, 600))
        let want = scene(try makeEngine(nav("nav", [view("home")]), ios: .iOS17)).colour(at: Point(100, 600)).darkened(by: 0.05)
        #expect(abs(seen.red - want.red) < 1e-9 && abs(seen.green - want.green) < 1e-9 && abs(seen.blue - want.blue) < 1e-9)
        // PIC-3: in the middle both titles show, faded, apart: the leaving one toward the back
        // button's place, the arriving one from the trailing side.
        let leaving = try #require(frame.layer(named: "navigationTitle:nav:0"))
        let arriving = try #require(frame.layer(named: "navigationTitle:nav:1"))
        #expect(abs(leaving.opacity - (1 - 0.5 / 0.6)) < 1e-9 && abs(arriving.opacity - 0.1 / 0.6) < 1e-9)
        #expect(leaving.frame.midX < 375 / 2 && arriving.frame.midX > 375 / 2)
        engine.advanceClock(to: 0.35)
        let done = scene(engine)
        #expect(done.layer(named: "view:home") == nil)
        #expect(done.layer(named: "view:detail")?.frame.x == 0)
        #expect(done.layer(named: "backTitle:nav:0") != nil)
    }

    @Test("POP-5: in right-to-left layout a push comes from the left")
    func pushRightToLeft() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        try engine.send(.setLayoutDirection(.rtl))
        try engine.send(.push(view("detail"), on: nil, animated: true))
        engine.advanceClock(to: 0.175)
        #expect(scene(engine).layer(named: "view:detail")?.frame.x == -375 * 0.5)
    }

    @Test("VC-3: a popped controller is still drawn leaving, from the hierarchy before the pop")
    func popInFlight() throws {
        var engine = try makeEngine(nav("nav", [view("home"), view("detail")]))
        try engine.send(.pop(on: nil, animated: true))
        #expect(engine.state.hierarchy["detail"] == nil)
        engine.advanceClock(to: 0.175)
        #expect(scene(engine).layer(named: "view:detail")?.frame.x == 375 * 0.5)
    }

    @Test("POP-4: the navigation bar is drawn only while visible, and slides with the transition")
    func navigationBarVisibility() throws {
        var engine = try makeEngine(nav("nav", [view("home")]))
        #expect(scene(engine).layer(named: "navigationBar:nav")?.frame == Rect(0, 0, 375, 64))
        try engine.send(.push(view("photo", navigationBarHidden: true), on: nil, animated: true))
        engine.advanceClock(to: 0.175)
        // PIC-3: the background slides up under the status bar; the items fade.
        #expect(scene(engine).layer(named: "navigationBarBackground:nav")?.frame.y == -32)
        #expect(scene(engine).layer(named: "navigationBarItems:nav")?.opacity == 0.5)
        engine.advanceClock(to: 0.35)
        #expect(scene(engine).layer(named: "navigationBar:nav") == nil)
    }

    @Test("VC-5: a page sheet is a card below the status bar over a pushed-back, dimmed presenter")
    func pageSheet() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.present(view("sheet", presentation: .pageSheet), from: nil, animated: false))
        let frame = scene(engine)
        #expect(frame.layer(named: "view:sheet")?.frame == Rect(0, 30, 375, 637))
        #expect(frame.layer(named: "view:sheet")?.clipCornerRadius == 10)
        #expect(frame.layer(named: "dimming:sheet")?.opacity == 1)
        #expect(frame.layer(named: "view:home")?.scale == 0.92)
    }

    @Test("PIC-6 mid-presentation: the presenter's strip under the status bar is as inset as the card below it, whose top corners round")
    func presenterStripMatchesTheCard() throws {
        var engine = try makeEngine(nav("nav", [view("home")]), on: "iphone-15")
        try engine.send(.present(view("sheet", presentation: .pageSheet), from: nil, animated: true))
        engine.advanceClock(to: transitionDuration * 0.3)
        let frame = scene(engine)
        let strip = try #require(frame.layer(named: "presenterStrip"))
        let card = try #require(frame.layer(named: "presenterCard"))
        #expect(strip.frame.x > 0 && abs(strip.frame.x - card.frame.x) < 1e-9 && abs(strip.frame.width - card.frame.width) < 1e-9,
                "the strip \(strip.frame) as inset as the card \(card.frame)")
        #expect(card.clipCornerRadius > 0, "the card's top corners round as it moves back")
        #expect(strip.opacity < 1 && strip.opacity > 0)
    }

    @Test("PIC-4a: in dark appearance a sheet draws the system background's elevated #1C1C1E; in light, white; a controller's own colour wins")
    func elevatedCard() throws {
        for (appearance, expected) in [(SystemAppearance.dark, Color(hex: 0x1C1C1E)), (.light, Color.white)] {
            var engine = try Engine(device: device("ipad"), root: view("home"), themes: catalog.themes.themes, ios: .iOS17)
            try engine.send(.setAppearance(appearance))
            try engine.send(.present(view("page", presentation: .pageSheet), from: nil, animated: false))
            let frame = scene(engine)
            #expect(fill(frame.layer(named: "content:page")) == expected, "\(appearance)")
            #expect(fill(frame.layer(named: "content:home")) == (appearance == .dark ? .black : .white), "the presenter is not elevated")
        }
        var own = try Engine(device: device("ipad"), root: view("home"), themes: catalog.themes.themes, ios: .iOS17)
        try own.send(.setAppearance(.dark))
        var page = view("page", presentation: .pageSheet)
        page.preferences.backgroundColor = ThemeColor(light: Color(hex: 0x334455), dark: Color(hex: 0x334455))
        try own.send(.present(page, from: nil, animated: false))
        #expect(fill(scene(own).layer(named: "content:page")) == Color(hex: 0x334455))
    }

    @Test("VER-2, PIC-6: on a phone a form sheet is the card sheet; on a pad a page sheet leaves its presenter in place")
    func sheetsByWidth() throws {
        var phone = try makeEngine(view("home"), on: "iphone-15")
        try phone.send(.present(view("form", presentation: .formSheet), from: nil, animated: false))
        let frame = scene(phone)
        #expect(frame.layer(named: "view:form")?.frame == Rect(0, 54 + 10, 393, 852 - 64), "10 pt below the status bar")
        #expect(frame.layer(named: "view:home")?.scale == 0.92)
        #expect(frame.layer(named: "sheetBackdrop") != nil)
        var pad = try makeEngine(view("home"), on: "ipad")
        try pad.send(.present(view("page", presentation: .pageSheet), from: nil, animated: false))
        #expect(scene(pad).layer(named: "view:home")?.scale == 1)
        #expect(scene(pad).layer(named: "sheetBackdrop") == nil)
    }

    @Test("PIC-7: iphone-15's safe areas: 59 pt at the top in portrait, 59 pt at both sides in landscape")
    func safeAreas() throws {
        var engine = try makeEngine(nav("nav", [view("home")]), on: "iphone-15")
        #expect(scene(engine).layer(named: "navigationBarBackground:nav")?.frame == Rect(0, 0, 393, 59 + 44), "the bar reaches the top edge")
        #expect(scene(engine).layer(named: "navigationBarItems:nav")?.frame.y == 59)
        try engine.send(.rotate(.landscapeLeft))
        try engine.send(.settle)
        let frame = scene(engine)
        let interface = try #require(frame.layers.first { $0.name == "interface" })
        func local(_ name: String) -> Rect? {
            func find(_ layers: [Layer], _ origin: Point) -> Rect? {
                for layer in layers {
                    let f = layer.frame.offsetBy(origin.x, origin.y)
                    if layer.name == name { return f }
                    if let found = find(layer.sublayers, Point(f.x, f.y)) { return found }
                }
                return nil
            }
            return find(interface.sublayers, Point(0, 0))
        }
        #expect(abs((local("details:home")?.x ?? 0) - (59 + 16)) < 1e-9)
        #expect(abs((local("details:home")?.maxX ?? 0) - (852 - 59 - 16)) < 1e-9)
        #expect(local("backChevron:nav") == nil)
    }

    @Test("PIC-8: chrome is profile data: a Home button below the screen on iphone-se and classic, the iPad's status bar layout")
    func chrome() throws {
        for id in ["iphone-se", "classic"] {
            let frame = scene(try makeEngine(view("home"), on: id))
            let button = try #require(frame.chrome.homeButton, "\(id) has a Home button")
            #expect(button.y > frame.size.y && button.maxY < frame.size.y + frame.chrome.bottom, "in the bezel below the screen")
            #expect(abs(button.midX - frame.size.x / 2) < 1e-9)
            #expect(frame.outline(framed: true).height == frame.size.y + frame.chrome.top + frame.chrome.bottom)
        }
        let island = scene(try makeEngine(view("home"), on: "iphone-15"))
        #expect(island.chrome.homeButton == nil && island.chrome.top == island.chrome.sides)
        let pad = scene(try makeEngine(view("home"), on: "ipad"))
        let time = try #require(pad.layer(named: "time"))
        let battery = try #require(pad.layer(named: "battery"))
        #expect(time.frame.x < 40, "the time at the leading edge")
        if case .text(let run) = time.content { #expect(run.text.hasPrefix("9:41") && run.alignment == .leading) }
        #expect(battery.frame.maxX > 820 - 20, "the battery at the trailing edge")
        #expect(pad.layer(named: "cellular") == nil)
    }

    @Test("VC-5: a form sheet is centred; over-full-screen leaves the presenter visible")
    func formSheetAndOverFullScreen() throws {
        var engine = try makeEngine(view("home"), on: "ipad")
        try engine.send(.present(view("form", presentation: .formSheet), from: nil, animated: false))
        let form = scene(engine).layer(named: "view:form")!.frame
        #expect(form.width == 540 && form.height == 620)
        #expect(abs(form.midX - 410) < 0.001)
        var over = try makeEngine(view("home"))
        try over.send(.present(view("hud", presentation: .overFullScreen), from: nil, animated: false))
        let frame = scene(over)
        #expect(frame.layer(named: "view:home")?.scale == 1, "the presenter stays in place")
    }

    @Test("PIC-5: over-full-screen and over-current-context are opaque unless the background has alpha", arguments: [
        ModalPresentationStyle.overFullScreen, .overCurrentContext,
    ])
    func overFullScreenAlpha(style: ModalPresentationStyle) throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.present(view("opaque", presentation: style), from: nil, animated: false))
        #expect(fill(scene(engine).layer(named: "content:opaque"))?.alpha == 1)
        #expect(scene(engine).layer(named: "dimming:opaque") == nil)
        var hud = view("hud", presentation: style)
        hud.preferences.backgroundColor = ThemeColor(Color(hex: 0x000000, alpha: 0.4))
        try engine.send(.present(hud, from: "opaque", animated: false))
        #expect(fill(scene(engine).layer(named: "content:hud"))?.alpha == 0.4, "the presenter shows through")
    }

    @Test("PIC-4: the system theme is first, with UIKit's defaults as light/dark pairs: dark appearance darkens it")
    func systemTheme() throws {
        // iOS 13: the bar's material (translucent, BAR-1), no scroll edge without a large title.
        var engine = try makeEngine(nav("nav", [view("home")]), ios: .iOS13)
        #expect(engine.state.themeName == "system")
        #expect(fill(scene(engine).layer(named: "content:home")) == .white)
        try engine.send(.setAppearance(.dark))
        try engine.send(.settle)
        #expect(fill(scene(engine).layer(named: "content:home")) == .black)
        #expect(fill(scene(engine).layer(named: "navigationBarBackground:nav")) == Color(hex: 0x1C1C1E, alpha: SceneBuilder.materialAlpha))
    }

    @Test("PIC-4: a controller's backgroundColor wins over its theme's, in either appearance")
    func controllerBackground() throws {
        var spec = view("home")
        spec.preferences.backgroundColor = ThemeColor(light: Color(hex: 0xFFEEDD), dark: Color(hex: 0x221100))
        var engine = try makeEngine(spec)
        #expect(fill(scene(engine).layer(named: "content:home")) == Color(hex: 0xFFEEDD))
        try engine.send(.setAppearance(.dark))
        try engine.send(.settle)
        #expect(fill(scene(engine).layer(named: "content:home")) == Color(hex: 0x221100))
        try engine.send(.set(target: "home", changes { $0.backgroundColor = .some(nil) }, update: false))
        #expect(fill(scene(engine).layer(named: "content:home")) == .black, "cleared: the theme's again")
    }

    @Test("VC-5: present slides up and dismiss slides down, the dismissed drawn until it is gone")
    func presentAndDismissInFlight() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.present(view("modal"), from: nil, animated: true))
        engine.advanceClock(to: 0.175)
        #expect(scene(engine).layer(named: "view:modal")?.frame.y == 667 * 0.5)
        engine.advanceClock(to: 0.35)
        try engine.send(.dismiss(target: nil, animated: true))
        engine.advanceClock(to: 0.35 + 0.175)
        #expect(abs((scene(engine).layer(named: "view:modal")?.frame.y ?? 0) - 667 * 0.5) < 1e-6)
        engine.advanceClock(to: 0.7)
        #expect(scene(engine).layer(named: "view:modal") == nil)
    }

    @Test("DEV-2: the screen is fixed portrait; the interface is turned into it; the viewer's picture is wide")
    func landscape() throws {
        var engine = try makeEngine(view("home"), on: "iphone-15")
        try engine.send(.rotate(.landscapeLeft))
        try engine.send(.settle)
        let frame = scene(engine)
        #expect(frame.size == Point(393, 852))
        #expect(frame.viewerSize() == Point(852, 393))
        #expect(frame.viewerRotation == .pi / 2)
        let interface = try #require(frame.layers.first { $0.name == "interface" })
        #expect(interface.rotation == -.pi / 2)
        #expect(frame.layer(named: "interface")?.frame == Rect(0, 0, 393, 852), "it covers the whole screen")
        // The housing stays at the physical top; the interface's top lies along the left edge.
        #expect(frame.layer(named: "sensorHousing")?.frame == Rect((393 - 126) / 2, 11, 126, 37))
    }

    @Test("DEV-3: during a rotation the interface turns while the viewer turns the device back: it stays upright")
    func turning() throws {
        var engine = try makeEngine(view("home"))
        try engine.send(.rotate(.landscapeRight))
        engine.advanceClock(to: rotationDuration / 2)
        let frame = scene(engine)
        let interface = try #require(frame.layers.first { $0.name == "interface" })
        #expect(abs(interface.rotation - .pi / 4) < 1e-9, "half way")
        #expect(abs(interface.rotation + frame.viewerRotation) < 1e-12, "upright for the viewer")
        engine.advanceClock(to: rotationDuration)
        #expect(scene(engine).viewerRotation == -.pi / 2)
    }

    @Test("DEV-3: a half turn takes 0.8 s, keeps its landscape bounds at every moment, and turns the device clockwise as the viewer sees it")
    func halfTurn() throws {
        var engine = try makeEngine(nav("nav", [view("home")]), on: "iphone-15")
        try engine.send(.rotate(.landscapeLeft))
        try engine.send(.settle)
        let start = engine.state.now
        try engine.send(.rotate(.landscapeRight))
        var lastViewer = scene(engine).viewerRotation
        for step in 1...16 {
            engine.advanceClock(to: start + Double(step) * 0.05)
            let frame = scene(engine)
            let interface = try #require(frame.layers.first { $0.name == "interface" })
            #expect(interface.frame.width == 852 && interface.frame.height == 393, "never the portrait layout, at \(step)")
            var turned = (frame.viewerRotation - lastViewer).truncatingRemainder(dividingBy: 2 * .pi)
            if turned > .pi { turned -= 2 * .pi }
            if turned <= -.pi { turned += 2 * .pi }
            #expect(turned >= -1e-9, "the viewer's picture turns one way, clockwise (Cairo's positive angle), at \(step)")
            lastViewer = frame.viewerRotation
            if step < 16 { #expect(engine.state.rotation != nil, "still turning at \(Double(step) * 0.05) s") }
        }
        #expect(engine.state.rotation == nil && engine.state.orientation == .landscapeRight)
    }

    @Test("PIC-2: mid-turn the content stays on screen: the top controller's title is visible at the middle of a quarter and a half turn")
    func contentVisibleMidTurn() throws {
        for (first, second) in [(InterfaceOrientation.portrait, InterfaceOrientation.landscapeLeft), (.landscapeLeft, .landscapeRight)] {
            var engine = try makeEngine(nav("nav", [view("home")]), on: "iphone-15")
            if first != .portrait {
                try engine.send(.rotate(first))
                try engine.send(.settle)
            }
            try engine.send(.rotate(second))
            let rotation = try #require(engine.state.rotation)
            engine.advanceClock(to: rotation.start + rotation.duration / 2)
            let title = try #require(scene(engine).layer(named: "title:home"))
            let centre = Point(title.frame.midX, title.frame.midY)
            #expect(Rect(0, 0, 393, 852).contains(centre), "\(first) → \(second): the title at \(centre) is on screen")
        }
    }

    @Test("DEV-5: the status bar draws the overridden time, battery and bars")
    func overrides() throws {
        var engine = try makeEngine(view("home"))
        #expect(scene(engine).layer(named: "time").map { if case .text(let run) = $0.content { run.text } else { "" } } == "9:41")
        try engine.send(.overrideStatusBar(time: "10:09", batteryLevel: 0.2, cellularBars: 1, wifiBars: nil))
        let frame = scene(engine)
        #expect(frame.layer(named: "time").map { if case .text(let run) = $0.content { run.text } else { "" } } == "10:09")
        #expect(frame.layer(named: "battery")?.content == .symbol(.battery(level: 0.2), .black))
        #expect(frame.layer(named: "cellular")?.content == .symbol(.cellular(bars: 1), .black))
        var refused = engine
        expectRefused(&refused, .overrideStatusBar(time: nil, batteryLevel: 1.5, cellularBars: nil, wifiBars: nil), containing: "battery")
    }

    @Test("tabs draw the selected child and a tab bar with every title")
    func tabBar() throws {
        // iOS 17: the bottom tab bar (iOS 26 floats a glass one, BAR-8).
        let engine = try makeEngine(tabs("tabs", [view("a"), view("b"), view("c")], selected: 1), ios: .iOS17)
        let frame = scene(engine)
        #expect(frame.layer(named: "view:b") != nil && frame.layer(named: "view:a") == nil)
        #expect(frame.layer(named: "tabBar:tabs")?.frame == Rect(0, 667 - 49, 375, 49))
        #expect(frame.flattened.filter { $0.name.hasPrefix("tabTitle:tabs:") }.count == 3)
    }

    @Test("the Scene is a pure function of the state: two engines given the same inputs draw the same, another time draws otherwise")
    func deterministic() throws {
        func pushing(until time: Double) throws -> Engine {
            var engine = try makeEngine(tabs("tabs", [nav("nav", [view("home")]), view("b")]))
            try engine.send(.push(view("x"), on: nil, animated: true))
            engine.advanceClock(to: time)
            return engine
        }
        let first = scene(try pushing(until: 0.1))
        #expect(first == scene(try pushing(until: 0.1)))
        #expect(first != scene(try pushing(until: 0.2)), "mid-push frames differ, so equality above says something")
        #expect(first.layer(named: "view:x") != nil && first.layer(named: "view:home") != nil)
    }

    @Test("DEV-5: the battery reads '100%' beside its glyph, and from iOS 17 on a Face ID iPhone its number is inside the glyph")
    func batteryPercent() throws {
        let se = scene(try makeEngine(view("home")))
        #expect(text(se.layer(named: "batteryPercent")) == "100%")
        var engine = try Engine(device: device("iphone-15"), root: view("home"), themes: catalog.themes.themes, ios: .iOS17)
        try engine.send(.overrideStatusBar(time: nil, batteryLevel: 0.42, cellularBars: nil, wifiBars: nil))
        let frame = scene(engine)
        let battery = try #require(frame.layer(named: "battery"))
        let number = try #require(frame.layer(named: "batteryPercent"))
        #expect(text(number) == "42")
        #expect(battery.frame.contains(Point(number.frame.midX, number.frame.midY)), "the number is inside the glyph")
        let older = try Engine(device: device("iphone-15"), root: view("home"), themes: catalog.themes.themes, ios: .iOS13)
        #expect(scene(older).layer(named: "battery") != nil && scene(older).layer(named: "batteryPercent") == nil)
    }

    @Test("BAR-6: a tab bar item shows its controller's title, or nothing: never its id")
    func untitledTabItem() throws {
        var titled = view("a")
        titled.title = "Inbox"
        let frame = scene(try makeEngine(tabs("tabs", [titled, view("b")])))
        #expect(text(frame.layer(named: "tabTitle:tabs:0")) == "Inbox")
        #expect(text(frame.layer(named: "tabTitle:tabs:1")) == "")
    }
}

private func text(_ layer: Layer?) -> String? {
    if case .text(let run) = layer?.content { return run.text }
    return nil
}
