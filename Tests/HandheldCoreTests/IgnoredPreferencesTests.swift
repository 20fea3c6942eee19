import Testing
@testable import HandheldCore

/// The ignored entries of an engine, sorted.
private func ignored(_ engine: Engine) -> [String] { IgnoredPreferences.entries(engine.state) }

/// The one ignored preference named `entry`.
private func why(_ engine: Engine, _ entry: String) -> IgnoredPreference? {
    IgnoredPreferences.list(engine.state).first { $0.entry == entry }
}

@Suite("SB-11: the preferences UIKit ignores, named")
struct IgnoredPreferencesTests {
    @Test("Issue 51: each fix in code, the Swift a person would write and where: SB-4's forwarding, SB-3's child, SB-2's capture, SB-7's update, SB-5's override given to the tab, SB-1's Info.plist key; the inspector shows it")
    func fixInCode() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .lightContent)], barStyle: .default))
        #expect(why(engine, "home.preferredStatusBarStyle")?.code == "In a UINavigationController subclass for 'nav': override var childForStatusBarStyle: UIViewController? { topViewController }")
        #expect(InspectorText.text(engine).contains("In code: In a UINavigationController subclass for 'nav'"))
        engine = try makeEngine(container("box", [view("left", style: .lightContent), view("right")], style: .darkContent))
        #expect(why(engine, "left.preferredStatusBarStyle")?.code == "In 'box': override var childForStatusBarStyle: UIViewController? { children.first { $0 === left } }")
        engine = try makeEngine(view("home", style: .lightContent))
        try engine.send(.present(view("form", hidden: true, presentation: .pageSheet), from: nil, animated: false))
        #expect(why(engine, "form.prefersStatusBarHidden")?.code == "In 'form' (its init, or viewDidLoad): modalPresentationCapturesStatusBarAppearance = true")
        engine = try makeEngine(view("home", style: .default))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .lightContent }, update: false))
        #expect(why(engine, "home.preferredStatusBarStyle")?.code?.contains("didSet { setNeedsStatusBarAppearanceUpdate() }") == true)
        var bar = tabs("tabs", [view("first", style: .darkContent)])
        bar.preferences.statusBarStyleOverride = .lightContent
        bar.preferences.statusBarHiddenOverride = true
        engine = try makeEngine(bar)
        #expect(why(engine, "tabs.prefersStatusBarHidden")?.code == "In 'first': override var prefersStatusBarHidden: Bool { true }")
        #expect(why(engine, "tabs.preferredStatusBarStyle")?.code == "In 'first': override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }")
        engine = try makeEngine(view("home", style: .lightContent), mode: .global)
        #expect(why(engine, "home.preferredStatusBarStyle")?.code?.contains("<key>UIViewControllerBasedStatusBarAppearance</key><true/>") == true)
    }

    @Test("SB-11: nothing given, nothing ignored; a preference that decides is read")
    func onlyGivenPreferencesCount() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black))
        #expect(ignored(engine) == [])
        engine = try makeEngine(view("home", style: .lightContent, hidden: false, animation: .slide))
        #expect(ignored(engine) == [])
        #expect(IgnoredPreferences.survey(engine.state).read.count == 3)
    }

    @Test("SB-4: a visible navigation bar decides the style, so the top controller's is ignored; hiding the bar reads it")
    func visibleNavigationBarDecides() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .lightContent)], barStyle: .default))
        let preference = try #require(why(engine, "home.preferredStatusBarStyle"))
        #expect(preference.rule == "SB-4")
        #expect(preference.value == ".lightContent")
        #expect(preference.reason.contains("'nav' shows its navigation bar"))
        #expect(preference.fix.contains("childForStatusBarStyle"))
        try engine.send(.set(target: "nav", changes { $0.barHidden = true }, update: true))
        #expect(ignored(engine) == [])
        #expect(IgnoredPreferences.survey(engine.state).read == ["home.preferredStatusBarStyle"])
    }

    @Test("SB-4: a navigation controller's own hidden is never read, and its own style not while its bar is hidden")
    func navigationControllerDelegatesPastItself() throws {
        var spec = nav("nav", [view("home")], barHidden: true, style: .lightContent)
        spec.preferences.statusBarHiddenOverride = true
        let engine = try makeEngine(spec)
        #expect(ignored(engine) == ["nav.preferredStatusBarStyle", "nav.prefersStatusBarHidden"])
        #expect(why(engine, "nav.preferredStatusBarStyle")?.reason.contains("hides its navigation bar") == true)
        #expect(why(engine, "nav.prefersStatusBarHidden")?.rule == "SB-4")
    }

    @Test("SB-5: a tabs controller's own preferences are ignored: the selected tab decides")
    func tabsDelegate() throws {
        var spec = tabs("tabs", [view("a", style: .darkContent), view("b", style: .lightContent)])
        spec.preferences.statusBarStyleOverride = .lightContent
        var engine = try makeEngine(spec)
        #expect(ignored(engine) == ["tabs.preferredStatusBarStyle"])
        #expect(why(engine, "tabs.preferredStatusBarStyle")?.rule == "SB-5")
        // The tab not on screen is neither read nor ignored.
        #expect(!IgnoredPreferences.survey(engine.state).read.contains("b.preferredStatusBarStyle"))
        try engine.send(.selectTab(on: "tabs", index: 1))
        #expect(IgnoredPreferences.survey(engine.state).read.contains("b.preferredStatusBarStyle"))
    }

    @Test("SB-3: a container decides itself unless childForStatusBarStyle names a child; then its own is ignored")
    func containerChildFor() throws {
        var engine = try makeEngine(container("box", [view("left", style: .lightContent), view("right")], style: .darkContent))
        let left = try #require(why(engine, "left.preferredStatusBarStyle"))
        #expect(left.rule == "SB-3")
        #expect(left.fix.contains("childForStatusBarStyle in 'box' to return 'left'"))
        engine = try makeEngine(container("box", [view("left", style: .lightContent), view("right")], style: .darkContent, childForStyle: "left"))
        #expect(ignored(engine) == ["box.preferredStatusBarStyle"])
        #expect(why(engine, "box.preferredStatusBarStyle")?.rule == "SB-3")
    }

    @Test("SB-2: a sheet that does not capture the status bar appearance is skipped with all it is given; capturing reads it")
    func nonCapturingSheet() throws {
        var engine = try makeEngine(view("home", style: .lightContent))
        try engine.send(.present(nav("sheetNav", [view("form", style: .darkContent, hidden: true)], barHidden: true, presentation: .pageSheet),
                                 from: nil, animated: false))
        #expect(ignored(engine) == ["form.preferredStatusBarStyle", "form.prefersStatusBarHidden"])
        #expect(why(engine, "form.preferredStatusBarStyle")?.rule == "SB-2")
        #expect(why(engine, "form.preferredStatusBarStyle")?.reason.contains("'home' decides") == true)
        try engine.send(.set(target: "sheetNav", changes { $0.capturesStatusBarAppearance = true }, update: true))
        #expect(ignored(engine) == [])
    }

    @Test("VER-1: an .automatic presentation is a sheet from iOS 13 (ignored, by the version's rule) and full screen on iOS 12 (read)")
    func automaticPresentationPerVersion() throws {
        for ios in IOSVersion.allCases {
            var engine = try Engine(device: device("iphone-15"), root: view("home"), themes: catalog.themes.themes, ios: ios)
            var modal = view("modal", style: .lightContent)
            modal.preferences.modalPresentationStyle = .automatic
            try engine.send(.present(modal, from: nil, animated: false))
            if ios == .iOS12 {
                #expect(ignored(engine) == [], "\(ios)")
            } else {
                #expect(why(engine, "modal.preferredStatusBarStyle")?.rule == "VER-1", "\(ios)")
                #expect(why(engine, "modal.preferredStatusBarStyle")?.reason.contains(ios.name) == true, "\(ios)")
            }
        }
    }

    @Test("SB-7: a preference changed without an update is named with when, until an update reads it")
    func changedWithoutUpdate() throws {
        var engine = try makeEngine(view("home", style: .default))
        try engine.send(.wait(1.2))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .lightContent }, update: false))
        let preference = try #require(why(engine, "home.preferredStatusBarStyle"))
        #expect(preference.rule == "SB-7")
        #expect(preference.reason.contains("changed at 1.2 s"))
        #expect(preference.reason.contains("still shows .default"))
        try engine.send(.set(target: "home", PreferenceChanges(), update: true))
        #expect(ignored(engine) == [])
    }

    @Test("SB-1: in global mode every controller preference is ignored; in viewController mode the app setters are")
    func globalMode() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .lightContent, hidden: true)], barHidden: true), mode: .global)
        #expect(ignored(engine) == ["home.preferredStatusBarStyle", "home.prefersStatusBarHidden"])
        #expect(why(engine, "home.preferredStatusBarStyle")?.rule == "SB-1")
        try engine.send(.setMode(.viewController))
        #expect(ignored(engine) == [])
        try engine.send(.applicationSetStatusBar(style: .lightContent, hidden: true, animation: nil))
        #expect(ignored(engine) == ["app.isStatusBarHidden", "app.statusBarStyle"])
        try engine.send(.setMode(.global))
        #expect(!ignored(engine).contains("app.statusBarStyle"))
    }

    @Test("MGR-1: in managed mode a preference the controller's node does not hold is ignored; one set through the manager is read")
    func managedMode() throws {
        var engine = try makeEngine(view("home", style: .darkContent), mode: .managed)
        let preference = try #require(why(engine, "home.preferredStatusBarStyle"))
        #expect(preference.rule == "MGR-1")
        #expect(preference.reason.contains("its node holds .lightContent"))
        try engine.send(.set(target: "home", changes { $0.statusBarStyle = .darkContent }, update: true))
        #expect(ignored(engine) == [])
    }

    @Test("MGR-1, THEME-6 (issue 34): in managed mode a themed navigation controller's style is the theme's, never read, even when its node holds the same value")
    func managedThemedNavigation() throws {
        var spec = nav("nav", [view("home")])
        spec.themed = true
        var engine = try makeEngine(spec, mode: .managed)
        // The dark theme's lightContent equals the root node's article default: still not read.
        try engine.send(.setTheme("dark"))
        try engine.send(.settle)
        let preference = try #require(why(engine, "nav.preferredStatusBarStyle"), "ignored: \(ignored(engine))")
        #expect(preference.rule == "MGR-1")
        #expect(preference.value == ".lightContent")
        #expect(preference.reason.contains("THEME-6"))
        try engine.send(.setTheme("light"))
        try engine.send(.settle)
        #expect(why(engine, "nav.preferredStatusBarStyle")?.rule == "MGR-1")
    }

    @Test("DEV-4 (issue 34): in phone landscape a prefersStatusBarHidden given as true is not read either (hidden anyway); in portrait it is")
    func landscapeHidesWhatIsAskedToo() throws {
        var engine = try makeEngine(tabs("tabs", [view("first", hidden: true), view("second")]), on: "iphone-15")
        #expect(ignored(engine) == [])
        try engine.send(.rotate(.landscapeLeft))
        try engine.send(.settle)
        let preference = try #require(why(engine, "first.prefersStatusBarHidden"), "ignored: \(ignored(engine))")
        #expect(preference.rule == "DEV-4")
        #expect(preference.value == "true")
        try engine.send(.rotate(.portrait))
        try engine.send(.settle)
        #expect(ignored(engine) == [])
    }

    @Test("DEV-4: a phone in landscape hides the status bar whatever the owner prefers; an iPad shows it")
    func landscapeOnAPhone() throws {
        var engine = try makeEngine(view("home", hidden: false), on: "iphone-15")
        try engine.send(.rotate(.landscapeLeft))
        try engine.send(.settle)
        #expect(why(engine, "home.prefersStatusBarHidden")?.rule == "DEV-4")
        engine = try makeEngine(view("home", hidden: false), on: "ipad")
        try engine.send(.rotate(.landscapeLeft))
        #expect(ignored(engine) == [])
    }

    @Test("TIP-1: while the tips overlay shows, the owner's style and hidden are read but not seen")
    func tipsOverlayCovers() throws {
        var engine = try makeEngine(view("home", style: .lightContent, animation: .slide))
        try engine.send(.showTip(TipRequest(text: "Copied")))
        #expect(ignored(engine) == ["home.preferredStatusBarStyle"])
        #expect(why(engine, "home.preferredStatusBarStyle")?.rule == "TIP-1")
        try engine.send(.hideTip)
        #expect(ignored(engine) == [])
    }

    @Test("SB-11: expect 'ignored' is a set, and a mismatch says why")
    func expectIgnored() throws {
        let text = """
        {"name": "x", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "statusBarStyle": "lightContent", "statusBarHidden": true}]},
         "steps": [{"op": "set", "target": "nav", "statusBarHidden": false},
                   {"op": "expect", "ignored": ["nav.prefersStatusBarHidden", "home.preferredStatusBarStyle"]},
                   {"op": "expect", "ignored": []}]}
        """
        let scenario = try ScenarioDecoder.decode(text, file: "x.json", catalog: catalog)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.failure?.step == 3)
        #expect(outcome.failure?.message.contains("'nav' shows its navigation bar") == true)
    }

    @Test("SB-11: a saved session gives what was given, UIKit's default values included, so it replays to the same list")
    func savedSessionKeepsGiven() throws {
        var recorder = SessionRecorder(device: device("iphone-se"), mode: .viewController, root: nav("nav", [view("home")]),
                                       themes: catalog.themes.themes)
        var engine = try makeEngine(nav("nav", [view("home")]))
        let action = Action.set(target: "nav", changes { $0.statusBarHidden = false }, update: true)
        try engine.send(action)
        recorder.record(action, sentAt: 0, finishedAt: 0)
        #expect(ignored(engine) == ["nav.prefersStatusBarHidden"])
        let saved = recorder.scenario(name: "s", file: "s.json", settledEngine: engine)
        let text = ScenarioEncoder.json(saved).rendered()
        let replayed = ScenarioRunner.run(try ScenarioDecoder.decode(text, file: "s.json", catalog: catalog))
        #expect(replayed.passed, "\(replayed.line)")
        #expect(replayed.engine.map(ignored) == ["nav.prefersStatusBarHidden"])
    }

    @Test("SB-11: the device marks the controller whose preference is ignored, and only that one")
    func deviceMarks() throws {
        var engine = try makeEngine(nav("nav", [view("home", style: .lightContent)]))
        var scene = SceneBuilder.scene(engine.state)
        let mark = try #require(scene.layer(named: "ignoredText:home"))
        guard case .text(let run) = mark.content else { Issue.record("no text"); return }
        #expect(run.text.contains("preferredStatusBarStyle"))
        #expect(run.text.contains("SB-4"))
        try engine.send(.set(target: "nav", changes { $0.barHidden = true }, update: true))
        try engine.send(.settle)
        scene = SceneBuilder.scene(engine.state)
        #expect(scene.layer(named: "ignored:home") == nil)
    }

    @Test("SB-11: the inspector lists each ignored preference with its reason and fix")
    func inspectorShowsThem() throws {
        let engine = try makeEngine(nav("nav", [view("home", style: .lightContent)], barStyle: .black))
        let text = InspectorText.text(engine)
        #expect(text.contains("IGNORED"))
        #expect(text.contains("⚠ home.preferredStatusBarStyle = .lightContent (SB-4)"))
        #expect(text.contains("Fix: Hide the bar"))
    }
}

@Suite("The window's first session")
struct PlaygroundStartTests {
    @Test("issue 20: the untouched session, saved as a file, gives no preference UIKit ignores, so it lints clean")
    func untouchedSessionLintsClean() throws {
        let root = ControllerTemplate.playgroundStart
        let engine = try Engine(device: catalog.defaultProfile, root: root, themes: catalog.themes.themes)
        #expect(IgnoredPreferences.entries(engine.state) == [])
        let recorder = SessionRecorder(device: catalog.defaultProfile, mode: .viewController, root: root, themes: catalog.themes.themes)
        let saved = ScenarioEncoder.json(recorder.scenario(name: "untouched", file: "untouched.json", settledEngine: engine)).rendered()
        let scenario = try ScenarioDecoder.decode(saved, file: "untouched.json", catalog: catalog)
        #expect(ScenarioLint.warnings(scenario).isEmpty)
        #expect(ScenarioRunner.run(scenario).passed)
    }
}
