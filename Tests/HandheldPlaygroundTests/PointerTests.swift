import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("Taps and drags on the painted screen, through the point mapping (UI-6)")
struct PointerTests {
    /// Places the picture as the window does at `zoom` in an 900 x 900 drawing area.
    static func paint(_ playground: inout Playground, zoom: Double) -> Viewer {
        playground.place(zoom: .fixed(zoom))
    }

    /// Where an interface point is drawn in the drawing area.
    static func drawn(_ point: Point, _ viewer: Viewer) throws -> Point {
        let interface = try #require(viewer.interface)
        return viewer.transform.apply(interface.placement(in: .identity).apply(point))
    }

    static let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

    @Test("a tap on the second tab item selects it, at every zoom and rotation; the session records the tap",
          arguments: orientations, [0.5, 1, 2, 3])
    func tapSelectsTab(orientation: InterfaceOrientation, zoom: Double) throws {
        var playground = Fixture.playground()
        if orientation != .portrait { playground.send(.shortcutPressed(orientation == .landscapeLeft ? .rotateRight : .rotateLeft)) }
        playground.runFrames()
        let viewer = Self.paint(&playground, zoom: zoom)
        // The second item's hit area as the Scene lays it out (BAR-4, BAR-8 give it its place),
        // in portrait screen points, then through the viewer's mapping.
        let hit = try #require(SceneBuilder.scene(playground.engine.state).layer(named: "hit:tab:tabs:1")).frame
        let item = viewer.transform.apply(Point(hit.midX, hit.midY))
        playground.send(.pointerPressed(at: item))
        playground.send(.pointerReleased(at: item))
        playground.runFrames()
        #expect(playground.engine.state.hierarchy["tabs"]?.selectedIndex == 1, "\(orientation) at zoom \(zoom)")
        guard case .tap(let point)? = playground.recorder.steps.last.flatMap({ step -> Action? in
            if case .action(let action) = step.kind { return action }
            return nil
        }) else {
            Issue.record("the tap was not recorded: \(playground.recorder.steps.map(\.op))")
            return
        }
        let interface = try #require(viewer.interface)
        let expected = interface.placement(in: .identity).inverted.apply(Point(hit.midX, hit.midY))
        #expect(abs(point.x - expected.x) <= 0.1 && abs(point.y - expected.y) <= 0.1)
    }

    @Test("a drag across the screen pops, at every zoom and rotation; off the screen the finger lifts where it last was",
          arguments: orientations, [0.5, 1, 2, 3])
    func dragPops(orientation: InterfaceOrientation, zoom: Double) throws {
        var playground = Fixture.playground()
        if orientation != .portrait { playground.send(.shortcutPressed(orientation == .landscapeLeft ? .rotateRight : .rotateLeft)) }
        playground.send(.tapped(.push))
        playground.runFrames()
        #expect(playground.engine.state.hierarchy["nav"]?.children.count == 2)
        let viewer = Self.paint(&playground, zoom: zoom)
        let size = try #require(viewer.interface).frame
        playground.send(.pointerPressed(at: try Self.drawn(Point(size.width * 0.1, size.height * 0.45), viewer)))
        for step in 1...6 {
            playground.send(.frame(elapsed: 0.02))
            playground.send(.pointerMoved(to: try Self.drawn(Point(size.width * (0.1 + 0.12 * Double(step)), size.height * 0.45), viewer)))
        }
        // Released beyond the device: the last point on it counts.
        playground.send(.pointerReleased(at: Point(-5_000, -5_000)))
        playground.runFrames()
        #expect(playground.engine.state.hierarchy["nav"]?.children.count == 1, "\(orientation) at zoom \(zoom)")
        #expect(Fixture.ops(playground.recorder.steps).last == "drag")
        // The session saved replays to the same state.
        let outcome = ScenarioRunner.run(playground.savedScenario(name: "drag", file: "drag.json"))
        #expect(outcome.passed, "\(outcome.line)")
    }

    @Test("a press off the screen is nothing")
    func offTheScreen() {
        var playground = Fixture.playground()
        _ = Self.paint(&playground, zoom: 1)
        expectSend(&playground, .pointerPressed(at: Point(2, 2)))
        expectSend(&playground, .pointerReleased(at: Point(2, 2)))
    }
}
