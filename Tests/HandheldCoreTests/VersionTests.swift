import Testing
@testable import HandheldCore

// SPEC §10: the answers that changed between iOS releases, each checked on every version it
// tells apart.

private func engine(_ root: ControllerSpec, ios: IOSVersion, on deviceID: String = "iphone-se") throws -> Engine {
    try Engine(device: device(deviceID), root: root, themes: catalog.themes.themes, ios: ios)
}

private func plain(_ id: String, style: ModalPresentationStyle = .automatic) -> ControllerSpec {
    var spec = view(id, presentation: style)
    spec.preferences.modalPresentationStyle = style
    return spec
}

@Suite("iOS versions (VER-1, VER-2, VER-4, THEME-8)")
struct VersionTests {
    @Test("VER-1: .automatic is full screen on 12, a page sheet on 13, 15 and 17, a form sheet from 18", arguments: IOSVersion.allCases)
    func automatic(ios: IOSVersion) throws {
        let expected: ModalPresentationStyle = switch ios {
        case .iOS12: .fullScreen
        case .iOS13, .iOS15, .iOS17: .pageSheet
        case .iOS18, .iOS26, .iOS27: .formSheet
        }
        #expect(ios.automaticPresentationStyle == expected)
        var e = try engine(nav("nav", [view("home")], barStyle: .black), ios: ios)
        try e.send(.present(plain("modal"), from: nil, animated: false))
        // On a phone only iOS 12's full screen takes status bar control (SB-2, VER-2).
        expectStatusBar(e, owner: ios == .iOS12 ? "modal" : "nav")
        let steps = e.statusBar.styleSteps.map(\.description)
        #expect(steps.contains { $0.contains("\(ios.name): .automatic → \(expected.rawValue)") && $0.hasSuffix("(VER-1)") }, "\(steps)")
        let frame = SceneBuilder.scene(e.state).layer(named: "view:modal")!.frame
        if ios == .iOS12 {
            #expect(frame == Rect(0, 0, 375, 667), "drawn full screen")
        } else {
            #expect(frame.y == 20 + 10, "the card sheet 10 pt below the status bar (PIC-6)")
        }
    }

    @Test("VER-2: a page or form sheet on a phone is full screen on iOS 12 and takes control; a card from iOS 13", arguments: [
        (IOSVersion.iOS12, ModalPresentationStyle.pageSheet), (.iOS12, .formSheet), (.iOS13, .pageSheet), (.iOS13, .formSheet),
        (.iOS26, .pageSheet), (.iOS26, .formSheet),
    ])
    func compactWidth(ios: IOSVersion, style: ModalPresentationStyle) throws {
        var e = try engine(nav("nav", [view("home")], barStyle: .black), ios: ios)
        try e.send(.present(plain("sheet", style: style), from: nil, animated: false))
        let effect = ios.presentation(style, on: e.state.device)
        #expect(effect.style == (ios == .iOS12 ? .fullScreen : style))
        expectStatusBar(e, owner: ios == .iOS12 ? "sheet" : "nav")
        if ios == .iOS12 { #expect(e.statusBar.styleSteps.contains { $0.rule == "VER-2" }) }
    }

    @Test("VER-2: on a pad sheets stay cards in every version, and a change of device moves the decision", arguments: IOSVersion.allCases)
    func regularWidth(ios: IOSVersion) throws {
        var e = try engine(nav("nav", [view("home")], barStyle: .black), ios: ios, on: "ipad")
        try e.send(.present(plain("form", style: .formSheet), from: nil, animated: false))
        expectStatusBar(e, owner: "nav")
        #expect(SceneBuilder.scene(e.state).layer(named: "view:form")?.frame.width == 540)
        try e.send(.setDevice(device("iphone-se")))
        expectStatusBar(e, owner: ios == .iOS12 ? "form" : "nav")
    }

    @Test("VER-4: darkContent and automatic do not exist on iOS 12: such a file is invalid where it names them")
    func namesOfIOS13() throws {
        let cases: [(String, String)] = [
            (#"{"ios": "12", "root": {"id": "home", "statusBarStyle": "darkContent"}, "steps": []}"#, "t.json:1:56: 'statusBarStyle' \"darkContent\" does not exist on iOS 12"),
            (#"{"ios": "12", "root": {"id": "home"}, "steps": [{"op": "present", "controller": {"id": "m", "presentationStyle": "automatic"}}]}"#,
             "t.json:1:114: 'presentationStyle' \"automatic\" does not exist on iOS 12"),
            (#"{"ios": "12", "mode": "global", "root": {"id": "home"}, "steps": [{"op": "appSetStatusBar", "style": "darkContent"}]}"#,
             "t.json:1:102: 'statusBarStyle' \"darkContent\" does not exist on iOS 12"),
        ]
        for (text, message) in cases {
            do {
                _ = try ScenarioDecoder.decode(text, file: "t.json", catalog: catalog)
                Issue.record("accepted: \(text)")
            } catch {
                let said = error.description
                #expect(said.hasPrefix(message) && said.contains("VER-4"), "\(said)")
            }
            _ = try ScenarioDecoder.decode(text.replacingOccurrences(of: #""ios": "12""#, with: #""ios": "13""#), file: "t.json", catalog: catalog)
        }
    }

    @Test("THEME-8: iOS 12 has no dark mode: the appearance change is refused and nothing changes; iOS 13 has it")
    func noDarkModeOnIOS12() throws {
        var old = try engine(view("home"), ios: .iOS12)
        expectRefused(&old, .setAppearance(.dark), containing: "iOS 12 has no dark appearance")
        var new = try engine(view("home"), ios: .iOS13)
        try new.send(.setAppearance(.dark))
        #expect(new.state.appearance == .dark)
    }

    @Test("VER-3: .default on a black view: dark on 12 and 13 (invisible), light from 17, which reads what is below", arguments: IOSVersion.allCases)
    func defaultOverBlack(ios: IOSVersion) throws {
        var spec = view("home")
        spec.preferences.backgroundColor = ThemeColor(.black)
        let e = try engine(spec, ios: ios)
        let adaptive = ios >= .iOS17
        expectStatusBar(e, style: .default, content: adaptive ? .light : .dark)
        let reason = e.state.statusBar.contentReason
        #expect((reason?.contains("\(ios.name): .default keeps contrast with what is below it: #000000 (luminance 0.0)") ?? false) == adaptive, "\(String(describing: reason))")
        #expect(reason?.hasSuffix("(VER-3)") ?? !adaptive)
    }

    @Test("VER-3: from iOS 17 the content follows what passes under the status bar, with no update call")
    func followsWhatPassesUnder() throws {
        for ios in IOSVersion.allCases {
            var e = try engine(view("home"), ios: ios)
            expectStatusBar(e, content: .dark)
            var dark = view("night")
            dark.preferences.backgroundColor = ThemeColor(.black)
            try e.send(.present(dark, from: nil, animated: true))
            // A full screen presentation takes control; its `default` is read again as it slides up.
            try e.send(.settle)
            expectStatusBar(e, style: .default, owner: "night", content: ios >= .iOS17 ? .light : .dark)
        }
    }

    @Test("VER-3: a phone's sheet puts black under the status bar: from iOS 17 the glyphs turn light over it (PIC-6)")
    func sheetBackdrop() throws {
        for ios in [IOSVersion.iOS13, .iOS17, .iOS26] {
            var e = try engine(nav("nav", [view("home")]), ios: ios, on: "iphone-15")
            expectStatusBar(e, owner: "nav", content: .dark)
            try e.send(.present(plain("sheet", style: .pageSheet), from: nil, animated: true))
            try e.send(.settle)
            expectStatusBar(e, style: .default, owner: "nav", content: ios >= .iOS17 ? .light : .dark)
        }
    }

    @Test("VER-3: on iOS 13 .default follows the owner's interface style: its override, else its container's or presenter's")
    func interfaceStyle() throws {
        var home = view("home")
        home.preferences.overrideUserInterfaceStyle = .dark
        // Its own override (the system appearance stays light).
        expectStatusBar(try engine(home, ios: .iOS13), style: .default, content: .light)
        expectStatusBar(try engine(home, ios: .iOS12), style: .default, content: .dark)
        // Inherited from the container that hands it the decision.
        var box = container("box", [view("child")], childForStyle: "child")
        box.preferences.overrideUserInterfaceStyle = .dark
        let boxed = try engine(box, ios: .iOS13)
        expectStatusBar(boxed, style: .default, owner: "child", content: .light)
        #expect(boxed.state.interfaceStyle(of: "child") == .dark)
        // A presented controller inherits from its presenter.
        var presenting = try engine(home, ios: .iOS13)
        try presenting.send(.present(plain("modal", style: .fullScreen), from: nil, animated: false))
        expectStatusBar(presenting, style: .default, owner: "modal", content: .light)
        // Dynamic colours resolve in it too: the system theme's background is black there.
        if case .fill(let color, _, _) = SceneBuilder.scene(presenting.state).layer(named: "content:modal")?.content {
            #expect(color == .black)
        } else {
            Issue.record("no content layer")
        }
    }

    @Test("VER-4: overrideUserInterfaceStyle does not exist on iOS 12")
    func overrideOnIOS12() throws {
        let text = #"{"ios": "12", "root": {"id": "home", "overrideUserInterfaceStyle": "dark"}, "steps": []}"#
        do {
            _ = try ScenarioDecoder.decode(text, file: "t.json", catalog: catalog)
            Issue.record("accepted")
        } catch {
            let said = error.description
            #expect(said.contains("'overrideUserInterfaceStyle' \"dark\" does not exist on iOS 12") && said.contains("VER-4"), "\(said)")
        }
        _ = try ScenarioDecoder.decode(text, file: "t.json", catalog: catalog, ios: .iOS13)
    }

    @Test("A session runs again on another version, checked as a file for it would be (VER-4)")
    func sessionOnAnotherVersion() throws {
        var e = try engine(nav("nav", [view("home")]), ios: .iOS26)
        var recorder = SessionRecorder(device: e.state.device, mode: .viewController, root: nav("nav", [view("home")]), themes: catalog.themes.themes)
        let action = Action.present(plain("modal"), from: nil, animated: false)
        try e.send(action)
        recorder.record(action, sentAt: 0, finishedAt: 0)
        let old = try recorder.run(on: Build(ios: .iOS12), catalog: catalog).get()
        #expect(old.engine?.state.ios == .iOS12 && old.engine?.statusBar.styleOwner == "modal", "iOS 12: full screen takes control")
        let set = Action.set(target: "home", changes { $0.statusBarStyle = .darkContent }, update: true)
        try e.send(set)
        recorder.record(set, sentAt: 0, finishedAt: 0)
        guard case .failure(let error) = recorder.run(on: Build(ios: .iOS12), catalog: catalog) else {
            Issue.record("darkContent ran on iOS 12")
            return
        }
        #expect(error.message.contains("does not exist on iOS 12") && error.message.contains("VER-4"))
        #expect(try recorder.run(on: Build(ios: .iOS13), catalog: catalog).get().engine != nil)
    }
}

@Suite("Glyphs that can be seen (VER-6, VER-7) and the app's Info.plist (section 9)")
struct LegibilityTests {
    private func glyphShares(_ engine: Engine) -> (backdrop: Double?, below: Double?) {
        let frame = SceneBuilder.scene(engine.state)
        return (frame.layer(named: "statusBarContent:backdrop")?.opacity, frame.layer(named: "statusBarGlyphs")?.opacity)
    }

    @Test("VER-6: a non-capturing sheet over a light screen on iOS 13 and 15 draws light glyphs; owner and style stay the presenter's", arguments: [IOSVersion.iOS13, .iOS15])
    func backdropDrawsLight(ios: IOSVersion) throws {
        var e = try engine(view("home"), ios: ios)
        expectStatusBar(e, style: .default, owner: "home", content: .dark)
        try e.send(.present(plain("sheet", style: .pageSheet), from: nil, animated: true))
        e.advanceClock(to: transitionDuration / 2)
        // Mid-presentation the light glyphs follow the card's progress (SB-8's cross-fade tracks it).
        let p = Curve.easeInOut(0.5)
        let shares = glyphShares(e)
        #expect(shares.backdrop.map { abs($0 - p) < 1e-9 } == true && shares.below.map { abs($0 - (1 - p)) < 1e-9 } == true, "\(shares)")
        try e.send(.settle)
        expectStatusBar(e, style: .default, owner: "home")
        #expect(e.state.settledStatusBarContent == .light && e.state.statusBar.content == .dark)
        #expect(StateReport.json(e).rendered().contains("VER-6"))
        #expect(IgnoredPreferences.entries(e.state).isEmpty, "not an SB-11 entry: the preference is read, then overridden when drawn")
        #expect(e.state.lowContrast == nil)
        // An interactive swipe half way gives back half the area.
        try e.send(.pointerPressed(Point(200, 300)))
        try e.send(.pointerMoved(Point(200, 300 + (667 - 30) / 2)))
        let swiped = glyphShares(e).backdrop ?? -1
        #expect(swiped > 0.4 && swiped < 0.6, "\(swiped)")
    }

    @Test("VER-6 does not apply on iOS 12 (full screen), on the iPad, under a capturing presentation, or with a capturing sheet on top")
    func backdropExceptions() throws {
        var old = try engine(view("home"), ios: .iOS12)
        try old.send(.present(plain("sheet", style: .pageSheet), from: nil, animated: false))
        #expect(old.state.sheetBackdrop == nil)
        var pad = try Engine(device: device("ipad"), root: view("home"), themes: catalog.themes.themes, ios: .iOS15)
        try pad.send(.present(plain("sheet", style: .pageSheet), from: nil, animated: false))
        #expect(pad.state.sheetBackdrop == nil && pad.state.settledStatusBarContent == .dark)
        var below = try engine(view("home"), ios: .iOS15)
        try below.send(.present(view("over", presentation: .overCurrentContext, captures: true), from: nil, animated: false))
        try below.send(.present(plain("sheet", style: .pageSheet), from: nil, animated: false))
        #expect(below.state.sheetBackdrop == nil, "a capturing presentation below: the owner's glyphs on black")
        var above = try engine(view("home"), ios: .iOS15)
        try above.send(.present(view("sheet", style: .darkContent, presentation: .pageSheet, captures: true), from: nil, animated: false))
        #expect(above.state.sheetBackdrop == nil && above.state.settledStatusBarContent == .dark)
        #expect(above.state.lowContrast?.owner == "sheet", "dark glyphs on the black backdrop cannot be seen (VER-7)")
    }

    @Test("VER-7: fixed glyphs below 3:1 against what lies under them; never for iOS 17's adaptive default, never while hidden")
    func lowContrast() throws {
        var dark = view("home", style: .darkContent)
        dark.preferences.backgroundColor = ThemeColor(light: Color(hex: 0x101010), dark: Color(hex: 0x101010))
        let e = try engine(dark, ios: .iOS17)
        let low = try #require(e.state.lowContrast)
        #expect(low.owner == "home" && low.style == .darkContent && low.ratio < 3)
        #expect(low.description.contains("#101010") && low.description.hasSuffix("(VER-7)"))
        var adaptive = view("home")
        adaptive.preferences.backgroundColor = dark.preferences.backgroundColor
        #expect(try engine(adaptive, ios: .iOS17).state.lowContrast == nil)
        #expect(try engine(adaptive, ios: .iOS15).state.lowContrast != nil, "iOS 15's default on a light interface is dark")
        var hidden = dark
        hidden.preferences.statusBarHiddenOverride = true
        #expect(try engine(hidden, ios: .iOS17).state.lowContrast == nil)
    }

    @Test("VER-7 (issues 34, 50): glyphs that cannot be seen are marked on the device, over none of the glyphs nor the bar's title, whole on the screen; glyphs that can are not",
          arguments: ["iphone-se", "iphone-17", "ipad"])
    func lowContrastMarkedOnTheDevice(deviceID: String) throws {
        // The pitfall's symptom (a dark bar appearance under .default's dark glyphs, BAR-5): the
        // mark must not cover the bar's title, on each kind of status bar.
        var scenario = try ScenarioBatch.load(packageRoot.appendingPathComponent(
            "Resources/scenarios/pitfalls/11-my-status-bar-is-invisible-over-my-dark-navigation-bar-appearance.json").path, catalog: catalog)
        scenario.device = try #require(catalog.profile(deviceID))
        scenario.steps = scenario.steps(throughChapter: 1)
        let state = try #require(ScenarioRunner.run(scenario).engine).state
        let unseen = SceneBuilder.scene(state)
        let mark = try #require(unseen.layer(named: "lowContrastMark"), "an invisible status bar says so on the device")
        // Nothing it is about is under it: no glyph, no title (issue 50: it covered the bar's title).
        for layer in unseen.flattened where ["time", "cellular", "wifi", "battery", "batteryPercent"].contains(layer.name) || layer.name.lowercased().contains("title") {
            #expect(mark.frame.intersection(layer.frame) == nil, "\(deviceID): the mark covers '\(layer.name)'")
        }
        #expect(mark.frame.x >= 0 && mark.frame.x + mark.frame.width <= state.device.screenWidth && mark.frame.y + mark.frame.height <= state.device.screenHeight)
        // Whole: its text measured fits inside it (issue 50: it was cut).
        let text = try #require(unseen.layer(named: "lowContrastMarkText"))
        guard case .text(let run) = text.content else { Issue.record("no text"); return }
        #expect(run.text.contains("BAR-5"))
        #expect(ShippedFontMeasurer().width(of: run.text, size: run.size, weight: run.weight) <= text.frame.width + 0.5, "\(run.text)")
        var dark = view("home", style: .darkContent)
        dark.preferences.backgroundColor = ThemeColor(light: Color(hex: 0x101010), dark: Color(hex: 0x101010))
        #expect(SceneBuilder.scene(try engine(dark, ios: .iOS17).state).layer(named: "lowContrastMark") != nil)
        var light = dark
        light.preferences.statusBarStyleOverride = .lightContent
        #expect(SceneBuilder.scene(try engine(light, ios: .iOS17).state).layer(named: "lowContrastMark") == nil)
    }

    @Test("VER-7 in lint: at the owner's statusBarStyle when it still cannot be seen at the end; nothing once fixed")
    func lowContrastLint() throws {
        let unseen = try decode(##"{"ios": "17", "root": {"id": "home", "statusBarStyle": "darkContent", "backgroundColor": "#101010"}, "steps": []}"##)
        let warnings = ScenarioLint.warnings(unseen)
        #expect(warnings.map(\.rule) == ["VER-7"])
        #expect(warnings.first?.location == TextPosition(line: 1, column: 38))
        let fixed = try decode(##"{"ios": "17", "root": {"id": "home", "statusBarStyle": "darkContent", "backgroundColor": "#101010"}, "steps": [{"op": "set", "target": "home", "statusBarStyle": "lightContent"}]}"##)
        #expect(ScenarioLint.warnings(fixed).isEmpty)
    }

    @Test("section 9: infoPlist keys set global mode, its starting values, the app's interface style and the orientations", arguments: [
        (#"{"infoPlist": {"UIViewControllerBasedStatusBarAppearance": false}, "mode": "managed", "root": {"id": "a"}, "steps": []}"#, "contradicts"),
        (#"{"infoPlist": {"UIStatusBarStyle": "lightContent"}, "root": {"id": "a"}, "steps": []}"#, "expected one of: UIStatusBarStyleDefault"),
        (#"{"ios": "12", "infoPlist": {"UIStatusBarStyle": "UIStatusBarStyleDarkContent"}, "root": {"id": "a"}, "steps": []}"#, "iOS 12"),
        (#"{"infoPlist": {"UISupportedInterfaceOrientations": ["landscape"]}, "root": {"id": "a"}, "steps": []}"#, "UIInterfaceOrientationPortrait"),
        (#"{"infoPlist": {"UIStatusBarHiden": true}, "root": {"id": "a"}, "steps": []}"#, "did you mean 'UIStatusBarHidden'?"),
    ])
    func infoPlistErrors(text: String, message: String) {
        let error = decodeError(text)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("section 9: infoPlist read, run and written back")
    func infoPlistRuns() throws {
        let scenario = try decode(##"""
            {"ios": "15", "infoPlist": {"UIViewControllerBasedStatusBarAppearance": false, "UIStatusBarStyle": "UIStatusBarStyleLightContent",
             "UIStatusBarHidden": true, "UIUserInterfaceStyle": "Dark", "UIDesignRequiresCompatibility": true},
             "root": {"id": "home", "backgroundColor": {"light": "#FFFFFF", "dark": "#000000"}}, "steps": []}
            """##)
        #expect(scenario.mode == .global)
        let e = try #require(ScenarioRunner.run(scenario).engine)
        expectStatusBar(e, style: .lightContent, owner: "app", hidden: true)
        #expect(e.state.interfaceStyle(of: "home") == .dark, "UIUserInterfaceStyle is an app-wide override")
        let written = ScenarioEncoder.json(scenario).rendered()
        let again = try decode(written)
        #expect(again.infoPlist == scenario.infoPlist && again.infoPlist.designRequiresCompatibility == true)
    }
}

@Suite("Section 10: every iOS release from 12 to 27, each behaving as the rule release that covers it")
struct ReleaseTests {
    func decode(_ ios: String, sdk: String? = nil, container: Bool = false) throws -> Scenario {
        let root = container
            ? #"{"id": "root", "type": "hosting", "view": "Root", "children": [{"id": "stack", "type": "navigation", "swiftUI": {"container": "navigationStack"}, "children": [{"id": "list", "type": "hosting", "view": "List", "title": "List"}]}]}"#
            : #"{"id": "home", "title": "Home"}"#
        let sdkField = sdk.map { #", "sdk": "\#($0)""# } ?? ""
        return try ScenarioDecoder.decode(#"{"name": "r", "ios": "\#(ios)"\#(sdkField), "root": \#(root), "steps": []}"#,
                                          file: "r.json", catalog: try DeviceCatalog.shipped())
    }

    @Test("12 to 18, 26 and 27 are accepted, N or N.M, each as its rule release; 19 to 25 and anything else are refused with the list", arguments: [
        ("12", IOSVersion.iOS12), ("14", .iOS13), ("16", .iOS15), ("16.4", .iOS15), ("17.2", .iOS17), ("18", .iOS18), ("26.1", .iOS26), ("27", .iOS27),
    ])
    func accepted(text: String, rules: IOSVersion) throws {
        let scenario = try decode(text)
        #expect(scenario.ios == rules)
        #expect(scenario.iosGiven?.text == (text == rules.rawValue ? nil : text))
    }

    @Test("Refused: never shipped, malformed", arguments: ["19", "25", "11", "16.", "x", "016", "16.4.1", ""])
    func refused(text: String) throws {
        #expect(throws: DataFileError.self) { try decode(text) }
        do { _ = try decode(text) } catch { #expect("\(error)".contains("12, 13, 14, 15, 16, 17, 18, 26, 27")) }
    }

    @Test("Availability uses the value as given: a NavigationStack needs 16, so \"15\" is invalid and \"16\" is not (SUI-2, VER-4)")
    func availabilityAsGiven() throws {
        #expect(throws: DataFileError.self) { try decode("15", container: true) }
        #expect(try decode("16", container: true).ios == .iOS15)
        // With an older SDK, the SDK as given decides (VER-11).
        #expect(throws: DataFileError.self) { try decode("17", sdk: "15.2", container: true) }
    }

    @Test("--state gives ios as given with iosRules, and the explanation says \"iOS 16 (behaves as iOS 15 here)\"")
    func stateSaysSo() throws {
        let scenario = try decode("16", sdk: "26")
        let engine = try #require(ScenarioRunner.run(scenario).engine)
        guard case .object(let state) = StateReport.json(engine) else { Issue.record("not an object"); return }
        let members = Dictionary(StateReport.given(state, ios: scenario.iosGiven, sdk: scenario.sdkGiven, engine: engine), uniquingKeysWith: { a, _ in a })
        #expect(members["ios"] == .string("16") && members["iosRules"] == .string("15"))
        guard case .object(let explanation)? = members["explanation"] else { Issue.record("no explanation"); return }
        #expect(explanation.first { $0.0 == "version" }?.1 == .string("iOS 16 (behaves as iOS 15 here), built with SDK 26"))
    }
}
