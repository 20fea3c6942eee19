import Foundation
import Testing
@testable import HandheldCore


private func scenarioFiles(in folder: String) throws -> [String] {
    let directory = packageRoot.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0).path }
}

@Suite("Scenario files (section 9)")
struct ScenarioTests {
    @Test("the conformance scenarios kept in the repository pass", arguments: try scenarioFiles(in: "Tests/conformance"))
    func conformance(path: String) throws {
        let outcome = ScenarioRunner.run(try ScenarioBatch.load(path, catalog: catalog))
        #expect(outcome.passed, "\(outcome.line)")
    }

    @Test("the gallery scenarios pass and each has a readMe", arguments: try scenarioFiles(in: "Resources/scenarios"))
    func gallery(path: String) throws {
        let scenario = try ScenarioBatch.load(path, catalog: catalog)
        #expect(scenario.readMe?.isEmpty == false)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.passed, "\(outcome.line)")
    }

    @Test("SB-11: at least eight pitfalls ship")
    func enoughPitfalls() throws {
        #expect(try scenarioFiles(in: "Resources/scenarios/pitfalls").count >= 8)
    }

    @Test("SB-11: each pitfall has a readMe with its source, the symptom then the fix as chapters with expects for both, and lint finds it in the symptom and nothing in the whole", arguments: try scenarioFiles(in: "Resources/scenarios/pitfalls"))
    func pitfall(path: String) throws {
        let scenario = try ScenarioBatch.load(path, catalog: catalog)
        let readMe = try #require(scenario.readMe)
        for part in ["Symptom:", "Rule:", "Fix:", "Source"] { #expect(readMe.contains(part), "readMe without \(part)") }
        let chapters = scenario.chapters
        #expect(chapters.count == 2 && chapters[0].title.hasPrefix("The symptom") && chapters[1].title.hasPrefix("The fix"))
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.passed, "\(outcome.line)")
        guard chapters.count == 2 else { return }
        // Each half checks the finding: the symptom names an ignored preference (SB-11) or glyphs
        // that cannot be seen (VER-7, BAR-5), and the fix clears it. A SwiftUI pitfall whose
        // finding is lint's alone (SUI-7's scheme, SUI-8's toolbar scheme) expects what it shows
        // in each half, and lint tells the halves apart (below).
        let halves = [Array(scenario.steps[chapters[0].step..<chapters[1].step]), Array(scenario.steps[chapters[1].step...])]
        let expects = halves.map { half in half.compactMap { step -> HandheldCore.Expectation? in if case .expect(let e) = step.kind { e } else { nil } } }
        #expect(expects.allSatisfy { !$0.isEmpty }, "a half expects nothing")
        let finding = [("ignored", JSONOutput.strings([])), ("lowContrast", JSONOutput.bool(false))]
            .first { kind in expects.joined().contains { $0[kind.0] != nil } }
        if let finding {
            let checks = expects.map { half in half.compactMap { $0[finding.0] } }
            #expect(checks[0].contains { $0 != finding.1 }, "the symptom expects no \(finding.0) finding")
            #expect(checks[1].last == finding.1, "the fix does not end with \(finding.0) \(finding.1.rendered())")
        } else {
            #expect(ScenarioLint.warnings(scenario, throughChapter: 1).allSatisfy { $0.rule.hasPrefix("SUI-") }, "a finding without an expect is SwiftUI's")
        }
        #expect(!ScenarioLint.warnings(scenario, throughChapter: 1).isEmpty, "lint finds nothing in the symptom")
        #expect(ScenarioLint.warnings(scenario).isEmpty, "lint warns about the fixed file: \(ScenarioLint.warnings(scenario))")
    }

    @Test("a failing expectation names the step, expected and actual values, and why")
    func failureMessage() throws {
        let scenario = try decode("""
            {"name": "n", "root": {"id": "nav", "type": "navigation", "barStyle": "black",
              "children": [{"id": "home", "type": "view", "statusBarStyle": "darkContent"}]},
             "steps": [{"op": "settle"}, {"op": "expect", "statusBarStyle": "darkContent", "statusBarHidden": false}]}
            """)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.failure?.step == 2)
        #expect(outcome.line.hasPrefix(#"FAIL n: step 2 (expect): expected statusBarStyle "darkContent", got "lightContent" (why: style: nav:"#))
        #expect(outcome.line.contains("barStyle black → lightContent (SB-4)"))
    }

    @Test("expectError: the step must fail, with the text, and leave the state as it was")
    func expectError() throws {
        let base = #"{"name": "n", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]}, "steps": [%@]}"#
        func run(_ steps: String) throws -> ScenarioOutcome {
            ScenarioRunner.run(try decode(base.replacingOccurrences(of: "%@", with: steps)))
        }
        #expect(try run(#"{"op": "pop", "expectError": "ROOT"}"#).passed)
        #expect(try run(#"{"op": "pop", "expectError": true}"#).passed)
        #expect(try run(#"{"op": "pop", "expectError": "tab"}"#).failure?.message.contains("expected an error containing") == true)
        #expect(try run(#"{"op": "push", "controller": {"id": "x"}, "expectError": true}"#).failure?.message == "expected an error, got none")
        #expect(try run(#"{"op": "pop"}"#).failure?.message.contains("the operation failed: cannot pop") == true)
    }

    @Test("a queued push is seen after the transition, not before")
    func queuedPushVisibleAfterSettle() throws {
        let scenario = try decode("""
            {"name": "q", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]},
             "steps": [
               {"op": "push", "controller": {"id": "a"}}, {"op": "push", "controller": {"id": "b"}},
               {"op": "expect", "stack": ["home", "a"], "transitioning": true, "on": "nav"},
               {"op": "settle"},
               {"op": "expect", "stack": ["home", "a", "b"], "transitioning": false, "top": "b"}]}
            """)
        #expect(ScenarioRunner.run(scenario).passed)
    }

    @Test("setViewControllers takes ids in the stack and new controllers")
    func setViewControllersOp() throws {
        let scenario = try decode("""
            {"name": "s", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}, {"id": "a"}]},
             "steps": [
               {"op": "setViewControllers", "controllers": ["home", {"id": "z", "navigationBarHidden": true}]},
               {"op": "settle"},
               {"op": "expect", "stack": ["home", "z"], "navigationBarHidden": true}]}
            """)
        #expect(ScenarioRunner.run(scenario).passed)
    }

    @Test("invalid files: each error names the line, column and reason", arguments: [
        (#"{"root": {"id": "a"}, "steps": [}"#, 1, 33, "expected a value"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "jump"}]}"#, 1, 40, "unknown op 'jump'"),
        (#"{"root": {"id": "a", "size": 3}, "steps": []}"#, 1, 22, "unknown field 'size' in controller"),
        // Issue 20 item 12: UIKit's names and near misses say which field the format uses, and list the fields.
        (#"{"root": {"id": "a", "preferredStatusBarStyle": "lightContent"}, "steps": []}"#, 1, 22,
         "'preferredStatusBarStyle' is 'statusBarStyle' in a scenario; expected one of: id, statusBarStyle"),
        (#"{"root": {"id": "a", "modalPresentationStyle": "pageSheet"}, "steps": []}"#, 1, 22, "'modalPresentationStyle' is 'presentationStyle'"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "set", "prefersStatusBarHidden": true}]}"#, 1, 47, "'prefersStatusBarHidden' is 'statusBarHidden'"),
        (#"{"root": {"id": "a", "statusBarHiden": true}, "steps": []}"#, 1, 22, "did you mean 'statusBarHidden'?"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "expect", "statusbarowner": "a"}]}"#, 1, 50, "did you mean 'statusBarOwner'?"),
        (#"{"root": {"id": "a", "statusBarHidden": 1}, "steps": []}"#, 1, 41, "must be true or false"),
        (#"{"root": {"id": "a", "statusBarStyle": "dark"}, "steps": []}"#, 1, 40, "expected one of: default, lightContent, darkContent"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "dismiss", "target": "b"}]}"#, 1, 61, "unknown controller 'b'"),
        ("{\"root\": {\"id\": \"t\", \"type\": \"tabs\",\n \"children\": [{\"id\": \"a\"}, {\"id\": \"a\"}]}, \"steps\": []}", 2, 35, "duplicate controller id 'a'"),
        (#"{"root": {"id": "a", "barStyle": "black"}, "steps": []}"#, 1, 22, "applies to navigation controllers"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "drag"}]}"#, 1, 33, "needs the field 'from'"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "expect", "tipColour": true}]}"#, 1, 50, "unknown field 'tipColour'"),
        (#"{"device": "nokia", "root": {"id": "a"}, "steps": []}"#, 1, 12, "unknown device 'nokia'"),
        (#"{"root": {"id": "a"}}"#, 1, 1, "needs the field 'steps'"),
        (#"{"root": {"id": "n", "type": "navigation"}, "steps": []}"#, 1, 10, "needs at least one child"),
        (#"{"root": {"id": "c", "type": "container", "childForStatusBarStyle": "z", "children": []}, "steps": []}"#, 1, 69, "not a child of 'c'"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "selectTab"}]}"#, 1, 33, "needs the field 'index'"),
        // VC-4's shape rules live in Hierarchy.checkShape; the decoder points at the field concerned.
        (#"{"root": {"id": "t", "type": "tabs", "selected": 2, "children": [{"id": "a"}]}, "steps": []}"#, 1, 50, "cannot select tab 2"),
        (#"{"root": {"id": "a", "selected": 0}, "steps": []}"#, 1, 22, "applies to tabs controllers"),
        (#"{"root": {"id": "a", "children": [{"id": "b"}]}, "steps": []}"#, 1, 34, "cannot have children"),
        (#"{"root": {"id": "a", "themed": true}, "steps": []}"#, 1, 22, "'themed' applies to navigation controllers"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "push", "controller": {"id": "n", "type": "navigation"}}]}"#, 1, 62, "needs at least one child"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "wait", "seconds": -1}]}"#, 1, 59, "'seconds' must be 0 or more"),
        (#"{"root": {"id": "a"}, "steps": [{"op": "set", "type": "tabs"}]}"#, 1, 47, "cannot be set"),
        (#"{"root": {"id": "a"}, "root": {"id": "b"}, "steps": []}"#, 1, 23, "duplicate key 'root'"),
    ])
    func invalidFiles(text: String, line: Int, column: Int, message: String) {
        let error = decodeError(text)
        #expect(error?.location == TextPosition(line: line, column: column), "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.description.hasPrefix("test.json:\(line):\(column): ") == true)
    }

    @Test("--state reports the expect fields and the explanation")
    func stateReport() throws {
        let outcome = ScenarioRunner.run(try decode(#"{"name": "s", "root": {"id": "home", "statusBarStyle": "lightContent"}, "steps": []}"#))
        guard case .object(let members) = StateReport.json(outcome.engine!) else { Issue.record("not an object"); return }
        let keys = members.map(\.0)
        for field in ["statusBarStyle", "statusBarContent", "statusBarHidden", "statusBarOwner", "statusBarHiddenOwner", "top",
                      "stack", "navigationBarHidden", "presented", "selectedTab", "orientation", "transitioning",
                      "managerCurrent", "managerPath", "explanation"] {
            #expect(keys.contains(field), "\(field)")
        }
        #expect(members.first { $0.0 == "statusBarOwner" }?.1 == .string("home"))
    }
}

@Suite("JSON reading and writing")
struct JSONTests {
    @Test("values, escapes and positions")
    func reads() throws {
        let node = try JSONReader.parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": \"x\\u00e9\\n\\ud83d\\ude00\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members[0].keyLocation == TextPosition(line: 2, column: 3))
        #expect(members[0].value.value == .array([
            JSONNode(value: .number(1), location: .init(line: 2, column: 9)),
            JSONNode(value: .number(-25), location: .init(line: 2, column: 12)),
            JSONNode(value: .bool(true), location: .init(line: 2, column: 20)),
            JSONNode(value: .null, location: .init(line: 2, column: 26)),
        ]))
        #expect(members[1].value.value == .string("xé\n😀"))
        #expect(members[1].value.location == TextPosition(line: 3, column: 8))
    }

    @Test("syntax errors", arguments: ["", "[1,]", "{\"a\" 1}", "01", "\"abc", "[1] 2", "tru", "{\"a\":1,\"a\":2}", "\"\\q\""])
    func syntaxErrors(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
    }

    @Test("output keeps key order and escapes")
    func writes() {
        let value = JSONOutput.object([("b", .number(1)), ("a", .array([.string("q\"\n"), .number(0.5), .null]))])
        #expect(value.rendered() == "{\n  \"b\": 1,\n  \"a\": [\"q\\\"\\n\", 0.5, null]\n}")
    }
}

@Suite("Device profiles (DEV-1)")
struct DeviceProfileTests {
    @Test("DEV-1: the four profiles ship as data with SPEC's sizes; iphone-se is the default")
    func shipped() {
        let expected: [(String, Double, Double, Double, DeviceProfile.SensorHousing, Bool)] = [
            ("iphone-se", 375, 667, 20, .none, false), ("iphone-15", 393, 852, 54, .island, false),
            ("ipad", 820, 1180, 24, .none, true), ("classic", 320, 480, 20, .none, true),
        ]
        for (id, width, height, bar, housing, landscape) in expected {
            let profile = catalog.profile(id)
            #expect(profile?.screenWidth == width && profile?.screenHeight == height, "\(id)")
            #expect(profile?.statusBarHeight == bar, "\(id)")
            #expect(profile?.sensorHousing == housing, "\(id)")
            #expect(profile?.showsStatusBarInLandscape == landscape, "\(id)")
        }
        #expect(catalog.defaultProfile.id == "iphone-se")
    }

    @Test("DEV-1a: the phones of November 2026 ship with SPEC's numbers (screen, scale, status bar, safe areas, housing, corner)")
    func currentPhones() throws {
        // id, screen, status bar = safe top, safe bottom, landscape sides, landscape bottom, housing (kind, w, h, top), corner
        let expected: [(String, Double, Double, Double, Double, Double, Double, DeviceProfile.SensorHousing, Double, Double, Double, Double)] = [
            ("iphone-17", 402, 874, 62, 34, 62, 20, .island, 126, 37, 11, 62),
            ("iphone-17-pro-max", 440, 956, 62, 34, 62, 20, .island, 126, 37, 11, 62),
            ("iphone-air", 420, 912, 68, 34, 68, 21, .island, 126, 37, 11, 62),
            ("iphone-17e", 390, 844, 47, 34, 47, 21, .notch, 162, 33, 0, 47.33),
        ]
        for (id, width, height, top, bottom, sides, landscapeBottom, kind, housingWidth, housingHeight, housingTop, corner) in expected {
            let profile = try #require(catalog.profile(id), "\(id)")
            #expect(profile.screenWidth == width && profile.screenHeight == height && profile.scale == 3, "\(id)")
            #expect(profile.statusBarHeight == top && profile.safeAreaTop == top, "\(id)")
            #expect(profile.safeAreaBottom == bottom && profile.safeAreaBottomLandscape == landscapeBottom, "\(id)")
            #expect(profile.safeAreaLandscapeSides == sides, "\(id)")
            #expect(profile.housing?.kind == kind && profile.housing?.width == housingWidth && profile.housing?.height == housingHeight && profile.housing?.top == housingTop, "\(id)")
            #expect(profile.cornerRadius == corner && !profile.showsStatusBarInLandscape && profile.homeIndicator != nil, "\(id)")
        }
    }

    @Test("DEV-1: a malformed profile is refused with file, line and reason")
    func malformed() {
        #expect(throws: DataFileError(file: "p.json", location: .init(line: 1, column: 23), message: "'screen' must be an array of 2 numbers")) {
            try DeviceProfile.parse(#"{"id": "x", "screen": [1], "statusBarHeight": 20, "statusBarInLandscape": true}"#, file: "p.json")
        }
    }
}

@Suite("Saving a session as a scenario")
struct SessionRecorderTests {
    @Test("a recorded session, encoded and decoded, replays to the same state, queued pushes included")
    func roundTrip() throws {
        let root = tabs("tabs", [nav("nav", [view("home")], barStyle: .black), view("other")])
        var engine = try makeEngine(root, mode: .managed)
        var recorder = SessionRecorder(device: device("iphone-se"), mode: .managed, root: root, themes: catalog.themes.themes)
        func send(_ action: Action, at time: Double) throws {
            engine.advanceClock(to: time)
            let before = engine.state.now
            try engine.send(action)
            recorder.record(action, sentAt: before, finishedAt: engine.state.now)
        }
        try send(.push(view("a", style: .darkContent), on: nil, animated: true), at: 0.5)
        try send(.push(view("b"), on: nil, animated: true), at: 0.6) // queued behind the first
        // PIC-4: a controller's backgroundColor, a pair and one with alpha, is saved and read back.
        try send(.set(target: "a", changes {
            $0.statusBarHidden = true
            $0.title = "A"
            $0.backgroundColor = ThemeColor(light: Color(hex: 0xFFEEDD), dark: Color(hex: 0x221100))
        }, update: true), at: 0.7)
        try send(.settle, at: 0.7)
        var hud = view("sheet", presentation: .overFullScreen)
        hud.preferences.backgroundColor = ThemeColor(Color(hex: 0x000000, alpha: 0.4))
        try send(.present(hud, from: nil, animated: true), at: 2)
        try send(.setAppearance(.dark), at: 2.1)
        try send(.overrideStatusBar(time: "12:00", batteryLevel: 0.5, cellularBars: nil, wifiBars: 2), at: 2.2)
        try send(.setDevice(device("ipad")), at: 2.3)
        try send(.selectTab(on: "tabs", index: 1), at: 2.4)
        var settled = engine
        try settled.send(.settle)
        let scenario = recorder.scenario(name: "saved", file: "saved.json", settledEngine: settled)
        let text = ScenarioEncoder.json(scenario).rendered()
        let decoded = try ScenarioDecoder.decode(text, file: "saved.json", catalog: catalog)
        let outcome = ScenarioRunner.run(decoded)
        #expect(outcome.passed, "\(outcome.line)\n\(text)")
        // Waits are saved to the millisecond, so the clocks agree to a rounding error of their sums.
        var replayed = try #require(outcome.engine?.state)
        #expect(abs(replayed.now - settled.state.now) < 1e-9)
        replayed.now = settled.state.now
        #expect(replayed == settled.state)
    }

    @Test("Every field the window's controls set (issue 14), on a chosen controller, is saved and replays to the same state")
    func everyControlReplays() throws {
        let root = tabs("tabs", [nav("nav", [view("home")]), view("other")])
        var engine = try makeEngine(root)
        var recorder = SessionRecorder(device: device("iphone-se"), mode: .viewController, root: root, themes: catalog.themes.themes)
        var time = 0.0
        func send(_ action: Action) throws {
            time += 0.1
            engine.advanceClock(to: time)
            let before = engine.state.now
            try engine.send(action)
            recorder.record(action, sentAt: before, finishedAt: engine.state.now)
        }
        // The window's new kinds: a container and a themed navigation controller. (Colours are
        // typed as hex in the window, so they are exact in the file.)
        try send(.push(ControllerTemplate.container.make(number: 1, avoiding: engine.state.hierarchy), on: nil, animated: false))
        try send(.set(target: "box1", changes {
            $0.title = "Box"
            $0.childForStatusBarStyle = .some("box1-b")
            $0.childForStatusBarHidden = .some("box1-a")
            $0.statusBarStyle = .lightContent
            $0.overrideUserInterfaceStyle = .dark
            $0.backgroundColor = .some(ThemeColor(light: Color(hex: 0x102030), dark: Color(hexString: "#40506080")!))
        }, update: true))
        try send(.set(target: "box1-b", changes { $0.statusBarHidden = true; $0.statusBarAnimation = .slide }, update: false))
        try send(.setViewControllers([.existing("box1"), .existing("home"), .new(view("fresh"))], on: "nav", animated: true))
        try send(.set(target: "nav", changes { $0.barStyle = .black; $0.fullscreenPopGesture = false; $0.contentPopGestureEnabled = false }, update: true))
        try send(.overrideStatusBar(time: "12:34", batteryLevel: 0.42, cellularBars: 2, wifiBars: 1))
        var sheet = ControllerTemplate.themedNavigation.make(number: 2, avoiding: engine.state.hierarchy)
        sheet.preferences.modalPresentationStyle = .pageSheet
        try send(.present(sheet, from: nil, animated: true))
        try send(.settle)
        try send(.set(target: "nav2", changes {
            $0.capturesStatusBarAppearance = true
            $0.presentationStyle = .formSheet
        }, update: true))
        try send(.set(target: "nav2-root", changes { $0.modalInPresentation = true; $0.navigationBarHidden = true; $0.interactivePopDisabled = true; $0.popMaxDistance = 40 }, update: true))
        var settled = engine
        try settled.send(.settle)
        let text = ScenarioEncoder.json(recorder.scenario(name: "every control", file: "saved.json", settledEngine: settled)).rendered()
        let outcome = ScenarioRunner.run(try ScenarioDecoder.decode(text, file: "saved.json", catalog: catalog))
        #expect(outcome.passed, "\(outcome.line)\n\(text)")
        var replayed = try #require(outcome.engine?.state)
        #expect(abs(replayed.now - settled.state.now) < 1e-9)
        replayed.now = settled.state.now
        #expect(replayed == settled.state)
        #expect(replayed.hierarchy["nav2-root"]?.preferences.modalInPresentation == true)
        #expect(replayed.hierarchy["nav2"]?.isThemed == true)
    }

    @Test("opening a scenario and going on records the scenario's actions first")
    func continuesFromScenario() throws {
        let scenario = try ScenarioDecoder.decode(#"""
            {"name": "s", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]}, "steps": [
              {"op": "push", "controller": {"id": "a"}}, {"op": "settle"}, {"op": "dismiss", "expectError": true},
              {"op": "expect", "top": "a"}]}
            """#, file: "s.json", catalog: catalog)
        let outcome = ScenarioRunner.run(scenario)
        var engine = try #require(outcome.engine)
        var recorder = SessionRecorder(replaying: outcome)
        #expect(recorder.steps.map(\.op) == ["push", "settle"])
        let before = engine.state.now
        try engine.send(.pop(on: nil, animated: false))
        recorder.record(.pop(on: nil, animated: false), sentAt: before, finishedAt: engine.state.now)
        let saved = recorder.scenario(name: "again", file: "a.json", settledEngine: engine)
        let replay = ScenarioRunner.run(try ScenarioDecoder.decode(ScenarioEncoder.json(saved).rendered(), file: "a.json", catalog: catalog))
        #expect(replay.passed, "\(replay.line)")
        #expect(replay.engine?.state.hierarchy == engine.state.hierarchy)
    }

    @Test("UI-4: the inspector names the owners, the walk, the manager tree and the log")
    func inspector() throws {
        var engine = try makeEngine(nav("nav", [view("home")], barStyle: .black), mode: .managed)
        try engine.send(.setMode(.viewController))
        try engine.send(.applicationSetStatusBar(style: .darkContent, hidden: nil, animation: nil))
        var text = InspectorText.text(engine)
        #expect(text.contains("decided by 'nav'"))
        #expect(text.contains("1. nav: the window's root controller; the walk starts here (SB-2)"))
        #expect(text.contains("  S   nav (navigation, bar black) — window root"))
        #expect(text.contains(" H▶   home (view)"))
        #expect(text.contains("ignored: UIApplication.setStatusBarStyle(.darkContent, animated: true) does nothing"))
        #expect(!text.contains("STATUSBARMANAGER TREE"))
        try engine.send(.setMode(.managed))
        text = InspectorText.text(engine)
        #expect(text.contains("STATUSBARMANAGER TREE"))
        #expect(text.contains("      * home  .lightContent shown .fade"))
    }
}

@Suite("The iOS version field (SPEC §10)")
struct IOSVersionFieldTests {
    @Test("ios is read, defaults to 27, is reported by --state, and survives saving")
    func readDefaultReportAndRoundTrip() throws {
        let root = #""root": {"id": "home"}, "steps": []"#
        #expect(try decode("{\(root)}").ios == .iOS27)
        let scenario = try decode(#"{"ios": "12", "# + root + "}")
        #expect(scenario.ios == .iOS12)
        let engine = try #require(ScenarioRunner.run(scenario).engine)
        #expect(engine.state.ios == .iOS12)
        #expect(StateReport.json(engine).rendered().contains(#""ios": "12""#))
        let saved = ScenarioEncoder.json(scenario).rendered()
        #expect(try decode(saved).ios == .iOS12)
    }

    @Test("an ios value that is no release Apple shipped from 12 to 27 (§10) is refused at its line and column")
    func invalidValues() {
        for bad in [#""19""#, #""25""#, #""11""#, #""13.x""#, "13"] {
            let error = decodeError("{\n  \"ios\": \(bad), \"root\": {\"id\": \"home\"}, \"steps\": []}")
            #expect(error?.location?.line == 2, "\(bad)")
            #expect(error?.location?.column == 10, "\(bad)")
            #expect(error?.message.contains("ios") == true, "\(bad)")
        }
    }
}

@Suite("Running a scenario on from one time to the next")
struct PlaybackTests {
    @Test("issue 21: ScenarioPlayback at increasing times gives what running again from the start gives, state for state",
          arguments: ScenarioGallery.paths() + ScenarioGallery.pitfallPaths())
    func sameAsFromTheStart(path: String) throws {
        let scenario = try ScenarioBatch.load(path, catalog: catalog)
        let end = ScenarioTimeline(scenario).end + 0.5
        var playback = ScenarioPlayback(scenario)
        for index in 0...40 {
            let time = end * Double(index) / 40
            let again = ScenarioRunner.run(scenario, until: time)
            let played = playback.outcome(at: time)
            #expect(played.engine?.state == again.engine?.state, "\(scenario.name) at \(time) s")
            #expect(played.failure == again.failure)
        }
    }

    @Test("issue 21: a time line extended by added steps equals one noted from the start; a changed step notes it again",
          arguments: ScenarioGallery.paths())
    func timelineExtends(path: String) throws {
        let scenario = try ScenarioBatch.load(path, catalog: catalog)
        var half = scenario
        half.steps = Array(scenario.steps.prefix(scenario.steps.count / 2))
        let extended = ScenarioTimeline(half).extended(to: scenario)
        let fresh = ScenarioTimeline(scenario)
        #expect(extended.entries == fresh.entries && extended.touches == fresh.touches && extended.end == fresh.end)
        var changed = scenario
        changed.steps = [ScenarioStep(kind: .action(.wait(1)), op: "wait", location: TextPosition(line: 1, column: 1))] + scenario.steps
        let again = ScenarioTimeline(scenario).extended(to: changed)
        #expect(again.entries == ScenarioTimeline(changed).entries)
    }

    @Test("issue 22: any moment from the time line's checkpoints is what running from the start gives, in any order",
          arguments: ScenarioGallery.paths() + ScenarioGallery.pitfallPaths())
    func checkpoints(path: String) throws {
        let scenario = try ScenarioBatch.load(path, catalog: catalog)
        let timeline = ScenarioTimeline(scenario)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<25 {
            let time = Double.random(in: 0...(timeline.end + 0.5), using: &random)
            let reached = try #require(timeline.outcome(at: time))
            let again = ScenarioRunner.run(scenario, until: time)
            #expect(reached.engine?.state == again.engine?.state, "\(scenario.name) at \(time) s")
            #expect(reached.failure == again.failure)
        }
    }

    @Test("a file that queues tips, opened and saved again, still queues them")
    func tipQueueSaved() throws {
        let scenario = try decode(#"{"tipQueue": true, "root": {"id": "a"}, "steps": [{"op": "tip", "text": "one", "hideAfter": 1}]}"#)
        let outcome = ScenarioRunner.run(scenario)
        let recorder = SessionRecorder(replaying: outcome)
        let engine = try #require(outcome.engine)
        let saved = ScenarioEncoder.json(recorder.scenario(name: "s", file: "s.json", settledEngine: engine)).rendered()
        #expect(try decode(saved).tipQueue)
    }
}
