import Testing
@testable import HandheldCore

// What a painter may leave out of a Scene (Scene+Painting.swift): the facts it asks about,
// checked on their own. The pictures painted with and without them are compared in
// HandheldRenderTests (PaintShortcutTests).

@Suite("What a painter may leave out")
struct PaintShortcutGeometryTests {
    let screen = Rect(0, 0, 100, 200)
    func scene(_ layers: [Layer]) -> Scene { Scene(size: Point(100, 200), scale: 2, cornerRadius: 0, layers: layers) }

    func box(_ name: String, _ frame: Rect, _ content: LayerContent = .none, clips: Bool = false, _ sublayers: [Layer] = []) -> Layer {
        Layer(name, frame: frame, content: content, clipsToBounds: clips, sublayers: sublayers)
    }

    @Test("a clip cuts nothing when everything below paints inside it, text lines and glass edges included")
    func clips() {
        let inside = box("v", Rect(0, 0, 100, 100), clips: true, [box("t", Rect(10, 10, 50, 30), .text(TextRun("Hi", size: 17, color: .black)))])
        #expect(inside.clipCutsNothing)
        let tall = box("v", Rect(0, 0, 100, 100), clips: true, [box("t", Rect(10, 0, 50, 10), .text(TextRun("Hi", size: 17, color: .black)))])
        #expect(!tall.clipCutsNothing) // a 17 pt line in a 10 pt frame reaches past the top
        let glass = box("v", Rect(0, 0, 100, 100), clips: true, [box("g", Rect(0, 0, 100, 40), .glass(.white, rim: .white, cornerRadius: 20))])
        #expect(!glass.clipCutsNothing) // its shade lies outside it
        var turned = box("c", Rect(10, 10, 80, 80), .fill(.white))
        turned.rotation = .pi / 4
        #expect(!box("v", Rect(0, 0, 100, 100), clips: true, [turned]).clipCutsNothing) // its corners reach out
        var rounded = inside
        rounded.clipCornerRadius = 8
        #expect(!rounded.clipCutsNothing)
    }

    @Test("layers under an opaque fill that covers the whole screen are hidden; a fading, clipped or rounded cover hides nothing")
    func covers() {
        let back = box("back", screen, .fill(.black))
        let page = box("page", screen, .fill(.white))
        #expect(scene([back, box("view", screen, .none, [page, box("text", Rect(0, 0, 10, 10), .text(TextRun("a", size: 10, color: .black)))])]).layersHiddenByCover == 2)
        var fading = page
        fading.opacity = 0.5
        #expect(scene([back, fading]).layersHiddenByCover == 0)
        #expect(scene([back, box("small", Rect(0, 0, 100, 100), .none, clips: true, [page])]).layersHiddenByCover == 0)
        #expect(scene([back, box("page", screen, .fill(.white, cornerRadius: 10))]).layersHiddenByCover == 0)
        #expect(scene([back, box("page", screen, .fill(Color(1, 1, 1, 0.9)))]).layersHiddenByCover == 0)
    }

    @Test("a fill of the cover's own colour painted before anything else repeats it; after other content, in another colour, or with no cover, it does not")
    func repeatingCover() {
        let back = box("back", screen, .fill(.black))
        let backdrop = box("backdrop", screen, .fill(.white))
        var turned = box("page", Rect(-20, 20, 140, 160), .fill(.white))
        turned.rotation = .pi / 4
        let text = box("text", Rect(0, 0, 10, 10), .text(TextRun("a", size: 10, color: .black)))
        // Counted depth first: back 0, backdrop 1, view 2, page 3, text 4, a second page 5.
        #expect(scene([back, backdrop, box("view", screen, .none, [turned, text, turned])]).fillsRepeatingCover == [3])
        // Fading, it still repeats the colour it lies on.
        var fading = turned
        fading.opacity = 0.4
        #expect(scene([back, backdrop, box("view", screen, .none, [fading])]).fillsRepeatingCover == [3])
        #expect(scene([back, backdrop, box("view", screen, .none, [text, turned])]).fillsRepeatingCover.isEmpty)
        #expect(scene([back, box("view", screen, .none, [turned])]).fillsRepeatingCover.isEmpty) // black below, white page
        #expect(scene([box("small", Rect(0, 0, 50, 50), .fill(.white)), turned]).fillsRepeatingCover.isEmpty) // no cover
    }

    @Test("touching boxes merge until none touch; every box stays covered")
    func disjoint() {
        let boxes = [Rect(0, 0, 10, 10), Rect(10, 0, 10, 10), Rect(50, 50, 5, 5), Rect(5, 5, 1, 100)]
        let cover = Rect.disjointCover(boxes)
        for (i, a) in cover.enumerated() { for b in cover[(i + 1)...] { #expect(!a.touches(b)) } }
        for b in boxes { #expect(cover.contains { $0.contains(b) }) }
        #expect(cover.count == 2)
    }

    @Test("PIC-2: mid-rotation the old layout keeps its background only around the new layout's pieces")
    func washing() throws {
        var engine = try Engine(device: try DeviceCatalog.shipped().profile("iphone-15")!,
                                root: ControllerSpec(id: "nav", kind: .navigation, children: [ControllerSpec(id: "home", title: "Home")]))
        try engine.send(.rotate(.landscapeLeft))
        engine.advanceClock(to: rotationDuration / 2)
        let scene = SceneBuilder.scene(engine.state)
        let snapshot = try #require(scene.layers.first { $0.name == "rotationSnapshot" })
        let interface = try #require(scene.layers.first { $0.name == "interface" })
        let patched = snapshot.flattened().compactMap { layer -> [Rect]? in
            if case let .patches(_, rects) = layer.content { rects } else { nil }
        }
        let rects = try #require(patched.first)
        // Every piece the new layout draws over its background lies in a patch.
        let pieces = interface.boxesPainted(after: try #require(interface.coveringBackground()).path)
        #expect(!pieces.isEmpty)
        for piece in pieces { #expect(rects.contains { $0.contains(piece) }, "\(piece) not washed") }
        // And the patches are far from the whole frame.
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        #expect(area < 0.5 * snapshot.frame.width * snapshot.frame.height)
    }
}
