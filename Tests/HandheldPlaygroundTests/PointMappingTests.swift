import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("From the drawing area to the interface (issue 22)")
struct PointMappingTests {
    private let catalog: DeviceCatalog = { try! DeviceCatalog.shipped() }()

    @Test("a point of the interface, drawn at any zoom and orientation, mid-turn included, maps back to itself; off the screen is nowhere",
          arguments: [InterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown])
    func roundTrip(orientation: InterfaceOrientation) throws {
        var engine = try Engine(device: catalog.profile("iphone-15")!, root: ControllerSpec(id: "home"), themes: catalog.themes.themes)
        if orientation != .portrait { try engine.send(.rotate(orientation)) }
        for moment in [0.1, 0.2, 10] {
            engine.advanceClock(to: moment)
            let scene = SceneBuilder.scene(engine.state)
            let interface = try #require(scene.layers.first { $0.name == "interface" })
            for zoom in [0.5, 1, 2, 3] {
                let viewer = Transform.translation(40, 30).concatenating(.scale(zoom)).concatenating(scene.viewerTransform(framed: true))
                for point in [Point(10, 10), Point(interface.frame.width / 2, 300), Point(interface.frame.width - 5, interface.frame.height - 5)] {
                    let drawn = viewer.apply(interface.placement(in: .identity).apply(point))
                    let back = try #require(PointMapping.interfacePoint(drawn, viewer: viewer, interface: interface))
                    #expect(abs(back.x - point.x) <= 0.0501 && abs(back.y - point.y) <= 0.0501, "\(orientation) at \(moment) s, zoom \(zoom): \(point) → \(back)")
                }
                let outside = viewer.apply(interface.placement(in: .identity).apply(Point(-20, -20)))
                #expect(PointMapping.interfacePoint(outside, viewer: viewer, interface: interface) == nil)
            }
        }
    }
}
