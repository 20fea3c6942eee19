import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("The control panel as data (UI-2, VC-2)")
struct ControlPanelTests {
    @Test("every PreferenceField has a control, placed in a section, and every control is placed once")
    func everyFieldHasAControl() {
        let placed = Panel.sections.flatMap { $0.rows.flatMap { $0 } } + Panel.deviceBar + Panel.timelineRow + Panel.chapterBar + [.timeline]
        for field in PreferenceField.all {
            #expect(Panel.description(of: .field(field.name)) != nil, "\(field.name) has no control")
            #expect(placed.contains(.field(field.name)), "\(field.name) is in no section")
        }
        #expect(Set(placed).count == placed.count, "a control placed twice")
        #expect(Set(placed) == Set(Panel.controls.map(\.id)), "described and placed differ")
        #expect(Set(Panel.controls.map(\.id)).count == Panel.controls.count, "a control described twice")
    }

    @Test("a control showing its own state back changes nothing (the window needs no echo flag)")
    func echoIsNoChange() {
        var playground = Fixture.playground()
        playground.send(.tapped(.push))
        playground.runFrames()
        // Issue 50, item 18: a panel whose controls showed no value would pass having checked
        // nothing; most controls show one.
        var checked = 0
        for description in Panel.controls {
            guard let value = playground.controlState(description.id).value else { continue }
            expectSend(&playground, .edited(description.id, value))
            checked += 1
        }
        #expect(checked >= Panel.controls.count / 2, "\(checked) of \(Panel.controls.count) controls echoed")
        // And an edit that is not an echo does change what is observed (the check can fail).
        let before = playground.observed
        let other = (playground.controlState(.ios).value == .choice(0)) ? 1 : 0
        playground.send(.edited(.ios, .choice(other)))
        #expect(playground.observed != before)
    }

    /// The value a field's control would be changed to: another than it shows.
    static func otherValue(_ field: PreferenceField, _ state: ControlState) -> ControlValue? {
        switch (field.kind, state.value) {
        case (.toggle, .toggle(let on)?): .toggle(!on)
        case (.choice(let names), .choice(let index)?): .choice((index + 1) % names.count)
        case (.number, .number(let number)?): .number(number + 5)
        case (.text, _): .text("Renamed")
        case (.child, _): .choice(1)
        case (.color, _): .choice(1)
        case (.appearance, _): .choice(3) // opaque
        default: nil
        }
    }

    /// What the playground's set sends for that value.
    static func fieldValue(_ field: PreferenceField, _ value: ControlValue, children: [String]) -> FieldValue? {
        switch (field.kind, value) {
        case (.toggle, .toggle(let on)): .bool(on)
        case (.choice(let names), .choice(let index)): .choice(names[index])
        case (.number, .number(let number)): .number(number)
        case (.text, .text(let text)): .text(text)
        case (.child, .choice(let index)): .child(children[index - 1])
        case (.color, .choice(let index)): .color(BackgroundChoice.allCases[index].color)
        case (.appearance, .choice(let index)): .appearance(BarAppearance(background: BarAppearance.Background.allCases[index - 1]))
        default: nil
        }
    }

    @Test("each generated control sets its field on the chosen controller as the set op does, and the saved session replays",
          arguments: PreferenceField.all.map(\.name))
    func generatedControl(name: String) throws {
        let field = try #require(PreferenceField.all.first { $0.name == name })
        var playground = Fixture.playground()
        // A container with children for the child choosers; the top content (in a navigation controller) for the rest.
        let target: String? = field.kind == .child ? "tabs" : nil
        if let target {
            let index = try #require(playground.controlState(.target).items?.firstIndex(of: target))
            expectSend(&playground, .edited(.target, .choice(index))) { $0.form.target = target }
        }
        // A SwiftUI modifier's control is a hosting controller's: push a SwiftUI view first.
        if field.scope == .swiftUI {
            playground.send(.edited(.newKind, .choice(try #require(ControllerTemplate.allCases.firstIndex(of: .swiftUIView)))))
            playground.send(.tapped(.push))
            playground.send(.frame(elapsed: 1))
        }
        let control = ControlID.field(name)
        let state = playground.controlState(control)
        #expect(state.enabled, "\(name) is disabled")
        let value = try #require(Self.otherValue(field, state))
        let given = try #require(Self.fieldValue(field, value, children: playground.childChoices))
        let action = Action.set(target: target, try #require(field.change(given)), update: true)
        if case .text = field.kind {
            expectSend(&playground, .edited(control, value)) { $0.drafts[control] = value }
            let acted = try Fixture.acting(playground, action)
            expectSend(&playground, .tapped(control)) {
                $0.acted(acted)
                $0.drafts = [:]
            }
        } else {
            let acted = try Fixture.acting(playground, action)
            expectSend(&playground, .edited(control, value)) { $0.acted(acted) }
        }
        #expect(playground.controlState(control).value == value, "\(name) does not show what was set")
        playground.runFrames()
        let outcome = ScenarioRunner.run(playground.savedScenario(name: name, file: "\(name).json"))
        #expect(outcome.passed, "\(name): \(outcome.line)")
        #expect(Fixture.sameButTime(outcome.engine?.state, playground.engine.state))
    }

    @Test("a colour typed sets it; a bad one is reported and changes nothing")
    func typedColour() throws {
        var playground = Fixture.playground()
        let control = ControlID.fieldText("backgroundColor")
        expectSend(&playground, .edited(control, .text("#112233/#445566"))) { $0.drafts[control] = .text("#112233/#445566") }
        let pair = ThemeColor(light: Color(hexString: "#112233")!, dark: Color(hexString: "#445566")!)
        var changes = PreferenceChanges()
        changes.backgroundColor = .some(pair)
        let acted = try Fixture.acting(playground, .set(target: nil, changes, update: true))
        expectSend(&playground, .tapped(control)) {
            $0.acted(acted)
            $0.drafts = [:]
        }
        playground.send(.edited(control, .text("#12")))
        let before = playground.engine.state
        playground.send(.tapped(control))
        #expect(playground.engine.state == before)
        #expect(playground.message?.isError == true)
    }

    @Test("the panel's own values: what Push makes and the tip shown come from its controls")
    func formControls() throws {
        var playground = Fixture.playground()
        let navigation = try #require(ControllerTemplate.allCases.firstIndex(of: .navigation))
        expectSend(&playground, .edited(.newKind, .choice(navigation))) { $0.form.template = .navigation }
        expectSend(&playground, .edited(.newBackground, .choice(2))) { $0.form.background = .black }
        playground.send(.tapped(.present))
        let presented = try #require(playground.engine.state.hierarchy.presentedIDs.first)
        #expect(playground.engine.state.hierarchy[presented]?.kind == .navigation)
        #expect(playground.engine.state.hierarchy["nav1-root"]?.preferences.backgroundColor == ThemeColor(.black))
        expectSend(&playground, .edited(.tipText, .text("Done"))) { $0.form.tip.text = "Done" }
        expectSend(&playground, .edited(.tipIcon, .choice(1))) { $0.form.tip.icon = "checkmark" }
        playground.send(.tapped(.showTip))
        #expect(playground.engine.state.tips.current?.text == "Done")
    }

    @Test("the side-by-side chooser runs the session on another version at this time; its first item closes it")
    func compareChooser() throws {
        var playground = Fixture.playground()
        let index = try #require(IOSVersion.allCases.firstIndex(of: .iOS17))
        // The session as it runs on iOS 17.
        let on17 = try #require(try playground.recorder.run(on: Build(ios: .iOS17), catalog: Fixture.catalog).get().engine)
        expectSend(&playground, .edited(.compare, .choice(index + 1))) {
            $0.compare = Build(ios: .iOS17)
            $0.compared = on17.state
        }
        #expect(playground.comparedEngine?.state.ios == .iOS17)
        expectSend(&playground, .edited(.compare, .choice(0))) {
            $0.compare = nil
            $0.compared = nil
        }
        #expect(playground.comparedEngine == nil)
    }

    @Test("Section 15 (issue 38): Push makes a SwiftUI view; its modifiers show as controls only on a hosting controller, and a toggle sets them at once (SUI-3)")
    func swiftUIControls() throws {
        var playground = Fixture.playground()
        let kind = try #require(ControllerTemplate.allCases.firstIndex(of: .swiftUIView))
        playground.send(.edited(.newKind, .choice(kind)))
        playground.send(.tapped(.push))
        playground.send(.frame(elapsed: 1))
        let top = playground.engine.state.topContentController
        #expect(playground.engine.state.hierarchy[top]?.kind == .hosting)
        #expect(playground.controlState(.field("swiftUI.statusBarHidden")).enabled)
        playground.send(.edited(.field("swiftUI.statusBarHidden"), .toggle(true)))
        playground.send(.frame(elapsed: 1))
        // In a UIKit navigation controller a pushed hosting controller's modifier is read (SUI-6).
        #expect(playground.engine.state.statusBar.resolution.isHidden)
        #expect(playground.engine.state.hierarchy[top]?.preferences.swiftUI.statusBarHidden == true)
        // A UIKit controller has none.
        playground.send(.tapped(.pop))
        playground.send(.frame(elapsed: 1))
        #expect(!playground.controlState(.field("swiftUI.statusBarHidden")).enabled)
    }

    @Test("VER-9 (issue 37): the SDK chooser runs the session again built with that SDK, which the iOS chooser and the time line keep; the side-by-side view compares SDKs on this system")
    func sdkChooser() throws {
        var playground = Fixture.playground()
        let sdk26 = try #require(IOSVersion.allCases.firstIndex(of: .iOS26))
        playground.send(.edited(.sdk, .choice(sdk26 + 1)))
        #expect(playground.engine.state.sdk == .iOS26 && playground.engine.state.ios == .iOS27)
        #expect(playground.engine.state.versionName == "iOS 27, built with SDK 26")
        #expect(playground.controlState(.sdk).value == .choice(sdk26 + 1))
        // The iOS chooser keeps the SDK named.
        // The chooser lists every release (section 10).
        let ios18 = try #require(Panel.releases.firstIndex { $0.text == "18" })
        playground.send(.edited(.ios, .choice(ios18)))
        #expect(playground.engine.state.ios == .iOS18 && playground.engine.state.sdk == .iOS26)
        playground.send(.edited(.ios, .choice(Panel.releases.count - 1)))
        // Beside: the same system built with SDK 27.
        let sdk27 = try #require(IOSVersion.allCases.firstIndex(of: .iOS27))
        playground.send(.edited(.compare, .choice(1 + IOSVersion.allCases.count + sdk27)))
        #expect(playground.comparedEngine?.state.versionName == "iOS 27")
        #expect(playground.engine.state.versionName == "iOS 27, built with SDK 26")
        // Built with its own SDK, it is the entry "beside iOS 27" (VER-12).
        #expect(playground.compareBuild == Build(ios: .iOS27))
        #expect(playground.controlState(.compare).value == .choice(1 + sdk27))
        let sdk18 = try #require(IOSVersion.allCases.firstIndex(of: .iOS18))
        playground.send(.edited(.compare, .choice(1 + IOSVersion.allCases.count + sdk18)))
        #expect(playground.comparedEngine?.state.versionName == "iOS 27, built with SDK 18")
        #expect(playground.controlState(.compare).value == .choice(1 + IOSVersion.allCases.count + sdk18))
        // Back to the system's own SDK.
        playground.send(.edited(.sdk, .choice(0)))
        #expect(playground.engine.state.sdk == .iOS27 && playground.recorder.sdk == nil)
    }

    @Test("issue 34: a refused side-by-side version's error goes once another version is shown beside")
    func refusedComparisonClears() throws {
        var playground = Fixture.playground()
        let dark = try #require(StatusBarStyle.allCases.firstIndex(of: .darkContent))
        playground.send(.edited(.field("statusBarStyle"), .choice(dark)))
        let old = try #require(IOSVersion.allCases.firstIndex(of: .iOS12))
        playground.send(.edited(.compare, .choice(old + 1)))
        #expect(playground.message?.isError == true, "darkContent does not exist on iOS 12 (VER-4): \(String(describing: playground.message))")
        #expect(playground.comparedEngine == nil)
        let newer = try #require(IOSVersion.allCases.firstIndex(of: .iOS17))
        playground.send(.edited(.compare, .choice(newer + 1)))
        #expect(playground.comparedEngine?.state.ios == .iOS17)
        #expect(playground.message?.isError != true)
    }
}

@Suite("The bar appearance editor (BAR-1, issue 23)")
struct AppearanceEditorTests {
    @Test("choosing a slot's background sets it on the chosen controller; the typed parts follow; a bad part is refused with nothing changed")
    func editsASlot() throws {
        var playground = Fixture.playground()
        playground.send(.edited(.target, .choice(1 + (playground.targetChoices.firstIndex(of: "nav") ?? 0))))
        playground.send(.edited(.field("scrollEdgeAppearance"), .choice(1 + BarAppearance.Background.allCases.firstIndex(of: .transparent)!)))
        #expect(playground.engine.state.hierarchy["nav"]?.preferences.appearances.scrollEdge?.background == .transparent)
        playground.send(.edited(.fieldText("scrollEdgeAppearance"), .text("color #1C3D5A shadow none title #FFFFFF")))
        _ = playground.send(.tapped(.fieldText("scrollEdgeAppearance")))
        let edge = try #require(playground.engine.state.hierarchy["nav"]?.preferences.appearances.scrollEdge)
        #expect(edge == BarAppearance(background: .transparent, backgroundColor: ThemeColor(Color(hex: 0x1C3D5A)), shadow: .hidden,
                                      titleColor: ThemeColor(.white)))
        let before = playground.engine.state
        playground.send(.edited(.fieldText("scrollEdgeAppearance"), .text("color blue")))
        _ = playground.send(.tapped(.fieldText("scrollEdgeAppearance")))
        #expect(playground.engine.state == before)
        #expect(playground.message?.isError == true && playground.message?.text.contains("not a colour") == true)
        playground.send(.edited(.field("scrollEdgeAppearance"), .choice(0)))
        #expect(playground.engine.state.hierarchy["nav"]?.preferences.appearances.scrollEdge == nil)
    }
}

@Suite("The side-by-side view mid-motion (issue 34)")
struct ComparisonMotionTests {
    @Test("DEV-3: mid-rotation the copy beside turns with the main device, frame by frame, never at its end state")
    func besideTurnsTogether() throws {
        var playground = Fixture.playground()
        let index = try #require(IOSVersion.allCases.firstIndex(of: .iOS17))
        playground.send(.edited(.compare, .choice(index + 1)))
        playground.send(.tapped(.rotateRight))
        for _ in 0..<6 {
            playground.send(.frame(elapsed: 1.0 / 60))
            let main = try #require(playground.engine.state.rotation, "the main device turns")
            let beside = try #require(playground.comparedEngine?.state.rotation, "the copy beside turns too")
            #expect(main.start == beside.start && main.end == beside.end)
            #expect(playground.engine.state.now == playground.comparedEngine?.state.now)
        }
    }
}
