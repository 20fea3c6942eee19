import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("Every shortcut, sent to the playground (UI-3, UI-7)")
struct ShortcutTests {
    @Test("the hierarchy's shortcuts do what their buttons do, and are recorded")
    func hierarchy() throws {
        var playground = Fixture.playground()
        let screen = ControllerTemplate.view.make(number: 1, avoiding: playground.engine.state.hierarchy)
        let acted1 = try Fixture.acting(playground, .push(screen, on: nil, animated: true))
        expectSend(&playground, .shortcutPressed(.push)) {
            $0.acted(acted1)
            $0.newControllerNumber += 1
        }
        #expect(playground.engine.state.topContentController == "screen1")
        playground.runFrames()
        let acted2 = try Fixture.acting(playground, .pop(on: nil, animated: true))
        expectSend(&playground, .shortcutPressed(.pop)) { $0.acted(acted2) }
        playground.runFrames()
        let presented = Self.presented(playground)
        let acted3 = try Fixture.acting(playground, .present(presented, from: nil, animated: true))
        expectSend(&playground, .shortcutPressed(.present)) {
            $0.acted(acted3)
            $0.newControllerNumber += 1
        }
        #expect(playground.engine.state.hierarchy.presentedIDs == ["screen2"])
        playground.runFrames()
        let acted4 = try Fixture.acting(playground, .dismiss(target: nil, animated: true))
        expectSend(&playground, .shortcutPressed(.dismiss)) { $0.acted(acted4) }
        #expect(Fixture.ops(playground.recorder.steps).suffix(4) == ["push", "pop", "present", "dismiss"])
    }

    /// What Present makes next, with the style chosen.
    static func presented(_ playground: Playground) -> ControllerSpec {
        var spec = ControllerTemplate.view.make(number: 2, avoiding: playground.engine.state.hierarchy)
        spec.preferences.modalPresentationStyle = playground.form.presentationStyle
        return spec
    }

    @Test("rotation, appearance and theme keys change the engine as their actions do")
    func environment() throws {
        var playground = Fixture.playground()
        for (shortcut, action) in [(Shortcut.rotateRight, Action.rotate(.landscapeLeft)), (.rotateLeft, .rotate(.portrait)),
                                   (.toggleAppearance, .setAppearance(.dark)), (.nextTheme, .nextTheme)] {
            playground.runFrames()
            let acted = try Fixture.acting(playground, action)
            expectSend(&playground, .shortcutPressed(shortcut)) { $0.acted(acted) }
        }
        #expect(playground.engine.state.appearance == .dark)
    }

    @Test("files and quitting are asked of the window; zoom steps through its levels from what is shown")
    func effectsAndZoom() {
        var playground = Fixture.playground()
        expectSend(&playground, .shortcutPressed(.open), effects: [.chooseFile(.openScenario)])
        expectSend(&playground, .shortcutPressed(.saveScenario), effects: [.chooseFile(.saveScenario)])
        // No pictures folder (Places.scratch has none): the person says where.
        expectSend(&playground, .shortcutPressed(.saveScreen), effects: [.chooseFile(.saveScreen)])
        expectSend(&playground, .shortcutPressed(.quit), effects: [.quit])
        _ = playground.place(in: 800, zoom: .fixed(0.8))
        playground.send(.shortcutPressed(.zoomIn))
        #expect(playground.zoom == .fixed(1) && playground.viewer?.zoom == 1, "placed again at the new zoom")
        playground.send(.shortcutPressed(.zoomOut))
        #expect(playground.zoom == .fixed(0.75) && playground.viewer?.zoom == 0.75)
        playground.send(.shortcutPressed(.zoomToFit))
        #expect(playground.zoom == .fit)
    }

    @Test("every shortcut reaches the playground: none is ignored")
    func everyShortcutActs() {
        for shortcut in Shortcut.allCases {
            var playground = Fixture.playground()
            _ = playground.place(in: 800, zoom: .fixed(1))
            let before = playground.observed
            let effects = playground.send(.shortcutPressed(shortcut))
            #expect(!effects.isEmpty || playground.observed != before || shortcut == .zoomToFit, "\(shortcut) did nothing")
        }
    }
}
