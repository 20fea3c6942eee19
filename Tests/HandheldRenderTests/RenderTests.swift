import Foundation
import HandheldCore
import HandheldRender
import Testing

// Pixel checks on images painted headlessly by the same painter the window uses. They check
// what must hold (content colour, bars, card edges), not byte-exact golden files.

private let catalog: DeviceCatalog = {
    do { return try DeviceCatalog.shipped() } catch { fatalError("device profiles: \(error)") }
}()

private func engine(_ json: String) throws -> Engine {
    let scenario = try ScenarioDecoder.decode(json, file: "test.json", catalog: catalog)
    let outcome = ScenarioRunner.run(scenario)
    #expect(outcome.passed, "\(outcome.line)")
    return outcome.engine!
}

private func render(_ engine: Engine, scale: Double = 2) -> RenderedImage {
    RenderedImage(SceneBuilder.scene(engine.state), scale: scale)
}

private func luminance(_ color: Color) -> Double { 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue }

/// The brightest and darkest pixels in a rectangle of points.
private func extremes(_ image: RenderedImage, _ rect: Rect) -> (min: Double, max: Double) {
    var low = 1.0
    var high = 0.0
    var y = rect.y
    while y < rect.maxY {
        var x = rect.x
        while x < rect.maxX {
            let value = luminance(image.color(atPoint: x, y))
            low = min(low, value)
            high = max(high, value)
            x += 0.5
        }
        y += 0.5
    }
    return (low, high)
}

private func close(_ a: Color, _ b: Color, tolerance: Double = 0.02) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
}

@Suite("Rendered pixels")
struct RenderTests {
    @Test("SB-8: light content draws white glyphs on a black bar; dark content draws black glyphs")
    func statusBarContentPixels() throws {
        let light = try engine(#"{"ios": "12", "root": {"id": "nav", "type": "navigation", "barStyle": "black", "children": [{"id": "home"}]}, "steps": []}"#)
        let time = Rect(187.5 - 20, 3, 40, 14)
        let lightImage = render(light)
        #expect(extremes(lightImage, time).max > 0.9, "white glyphs")
        #expect(extremes(lightImage, time).min < 0.1, "on the black bar")
        let dark = try engine(#"{"ios": "12", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]}, "steps": []}"#)
        let darkImage = render(dark)
        #expect(extremes(darkImage, time).min < 0.1, "black glyphs")
        #expect(extremes(darkImage, time).max > 0.9, "on the light bar")
    }

    @Test("POP-4: the navigation bar's colour is there while it shows and gone when hidden")
    func navigationBarPixels() throws {
        let shown = try engine(#"{"ios": "12", "root": {"id": "nav", "type": "navigation", "barStyle": "black", "children": [{"id": "home"}]}, "steps": []}"#)
        let probe = (x: 20.0, y: 40.0) // in the bar, left of the title, right of any back button
        #expect(close(render(shown).color(atPoint: probe.x, probe.y), Color(hex: 0x121212)))
        let hidden = try engine(#"{"root": {"id": "nav", "type": "navigation", "barStyle": "black", "barHidden": true, "children": [{"id": "home"}]}, "steps": []}"#)
        let pixel = render(hidden).color(atPoint: probe.x, probe.y)
        #expect(luminance(pixel) > 0.5, "content shows where the bar was: \(pixel)")
    }

    @Test("VC-5: a page sheet's card starts 10 pt below the status bar, over the dimmed presenter")
    func sheetEdgePixels() throws {
        let sheet = try engine(#"""
            {"root": {"id": "home"}, "steps": [
              {"op": "present", "controller": {"id": "sheet", "presentationStyle": "pageSheet"}}, {"op": "settle"}]}
            """#)
        let image = render(sheet)
        let above = image.color(atPoint: 187, 28)
        let below = image.color(atPoint: 187, 33)
        #expect(luminance(above) < 0.65, "dimmed presenter above the card (white under 40 % black): \(above)")
        #expect(luminance(below) > 0.8, "the card's light content below its edge: \(below)")
        // The card's top corners are rounded: the very corner is not the card's colour.
        #expect(!close(image.color(atPoint: 0.5, 30.5), below))
    }

    @Test("render at a time: mid-push the two screens share the width")
    func midPushPixels() throws {
        let scenario = try ScenarioDecoder.decode(#"""
            {"root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]}, "steps": [
              {"op": "push", "controller": {"id": "detail"}}, {"op": "settle"}]}
            """#, file: "t.json", catalog: catalog)
        let outcome = ScenarioRunner.run(scenario, until: 0.175)
        #expect(outcome.engine?.state.now == 0.175)
        let state = outcome.engine!.state
        let scene = SceneBuilder.scene(state)
        let image = RenderedImage(scene, scale: 1)
        let detail = try #require(scene.layer(named: "content:detail"))
        guard case .fill(let color, _, _) = detail.content else {
            Issue.record("the new screen's content fills nothing: \(detail.content)")
            return
        }
        #expect(close(image.color(atPoint: 300, 600), color), "right half is the new screen")
        #expect(!close(image.color(atPoint: 100, 600), color), "left half is not")
    }

    @Test("landscape renders a wide image; --frame adds the bezel")
    func imageSizes() throws {
        let turned = try engine(#"{"device": "iphone-15", "root": {"id": "home"}, "steps": [{"op": "rotate", "to": "landscapeRight"}, {"op": "settle"}]}"#)
        let image = render(turned, scale: 1)
        #expect(image.width == 852 && image.height == 393)
        let framed = RenderedImage(SceneBuilder.scene(turned.state), scale: 1, frame: true)
        #expect(framed.width == 852 + 36 && framed.height == 393 + 36)
    }

    @Test("the PNG written is the image painted")
    func pngRoundTrip() throws {
        let image = render(try engine(#"{"root": {"id": "home"}, "steps": []}"#), scale: 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-render-test.png").path
        #expect(image.writePNG(to: path) == nil)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(image.writePNG(to: "/nonexistent/dir/x.png")?.contains("cannot write") == true)
    }
}

@Suite("Rendered theme cross-dissolve (THEME-5)")
struct ThemeRenderTests {
    @Test("mid-fade, a content pixel lies between the light and dark themes' backgrounds")
    func midFadePixel() throws {
        let scenario = try ScenarioDecoder.decode(#"""
            {"themes": ["light", "dark"], "root": {"id": "home"}, "steps": [{"op": "nextTheme"}, {"op": "settle"}]}
            """#, file: "t.json", catalog: catalog)
        let light = catalog.themes.theme(named: "light")!.backgroundColor.light
        let dark = catalog.themes.theme(named: "dark")!.backgroundColor.light
        let probe = (x: 300.0, y: 500.0) // plain content background, away from text
        let start = RenderedImage(SceneBuilder.scene(ScenarioRunner.run(scenario, until: 0).engine!.state), scale: 1).color(atPoint: probe.x, probe.y)
        let middle = RenderedImage(SceneBuilder.scene(ScenarioRunner.run(scenario, until: 0.15).engine!.state), scale: 1).color(atPoint: probe.x, probe.y)
        let end = RenderedImage(SceneBuilder.scene(ScenarioRunner.run(scenario, until: 0.3).engine!.state), scale: 1).color(atPoint: probe.x, probe.y)
        #expect(close(start, light), "t = 0 shows the old picture: \(start)")
        #expect(close(end, dark), "t = 0.3 shows the new theme: \(end)")
        #expect(middle.red > dark.red + 0.1 && middle.red < light.red - 0.1, "mid-fade is between: \(middle)")
        #expect(abs(middle.red - (light.red + dark.red) / 2) < 0.03, "half way at 0.15 s: \(middle)")
    }
}

@Suite("Text measurement (SPEC section 1)")
struct TextMeasuringTests {
    @Test("Pango measures real widths: longer is wider, W is wider than i, bold is wider")
    func pango() {
        let pango = PangoTextMeasurer()
        let short = pango.width(of: "Saved", size: 12, weight: .regular)
        let long = pango.width(of: "Saved to your photo library", size: 12, weight: .regular)
        #expect(short > 10 && long > short * 3)
        #expect(pango.width(of: "WWWW", size: 12, weight: .regular) > pango.width(of: "iiii", size: 12, weight: .regular) * 2)
        #expect(pango.width(of: "Saved", size: 12, weight: .bold) > short)
        #expect(pango.width(of: "Saved", size: 24, weight: .regular) > short * 1.8)
    }

    @Test("the deterministic measurer is within a factor of two of Pango for ordinary text")
    func approximate() {
        let text = "Message sent to Anna"
        let pango = PangoTextMeasurer().width(of: text, size: 12, weight: .regular)
        let rough = ShippedFontMeasurer().width(of: text, size: 12, weight: .regular)
        #expect(rough > pango / 2 && rough < pango * 2, "pango \(pango), approximate \(rough)")
    }
}

@Suite("Rendered tips overlay")
struct TipsRenderTests {
    @Test("a plain tip is a black strip over the status bar with white text at its right")
    func blackStrip() throws {
        let scenario = try ScenarioDecoder.decode(#"""
            {"root": {"id": "home"}, "steps": [{"op": "tip", "text": "Saved"}, {"op": "settle"}]}
            """#, file: "t.json", catalog: catalog)
        let state = ScenarioRunner.run(scenario).engine!.state
        let pango = PangoTextMeasurer()
        let image = RenderedImage(SceneBuilder.scene(state, measurer: pango), scale: 2)
        #expect(close(image.color(atPoint: 20, 10), .black), "the strip's left, away from the label")
        let labelWidth = pango.width(of: "Saved", size: 12, weight: .regular) + 20
        let label = Rect(375 - labelWidth, 2, labelWidth, 16)
        #expect(extremes(image, label).max > 0.9, "white text in the label")
        #expect(luminance(image.color(atPoint: 20, 40)) > 0.8, "content below the strip")
    }
}

@Suite("Rendered tips overlay, every orientation (TIP-4)")
struct TipsOrientationRenderTests {
    @Test("the black strip lies along the interface's top edge and its text reads upright, at its right end", arguments: [
        ("iphone-se", "portrait"), ("iphone-se", "portraitUpsideDown"), ("iphone-se", "landscapeLeft"), ("iphone-se", "landscapeRight"),
        ("classic", "landscapeLeft"), ("classic", "portraitUpsideDown"),
    ])
    func strip(device: String, orientation: String) throws {
        let scenario = try ScenarioDecoder.decode(#"""
            {"device": "\#(device)", "root": {"id": "home"}, "steps": [
              {"op": "rotate", "to": "\#(orientation)"}, {"op": "tip", "text": "Saved"}, {"op": "settle"}]}
            """#, file: "t.json", catalog: catalog)
        let state = ScenarioRunner.run(scenario).engine!.state
        let pango = PangoTextMeasurer()
        let image = RenderedImage(SceneBuilder.scene(state, measurer: pango), scale: 2)
        let width = Double(image.width) / 2
        let bar = state.device.tipsHeight(in: state.orientation)
        // Along the top edge of the upright picture: black from end to end, away from the label.
        #expect(close(image.color(atPoint: 6, bar / 2), .black), "left end of the strip")
        #expect(close(image.color(atPoint: width / 3, 2), .black), "top edge")
        #expect(luminance(image.color(atPoint: width / 2, bar + 8)) > 0.5, "content just below the strip")
        // The label sits at the right end, white text on black: upright for the viewer.
        let labelWidth = pango.width(of: "Saved", size: 12, weight: .regular) + 20
        #expect(extremes(image, Rect(width - labelWidth, 2, labelWidth, bar - 4)).max > 0.9, "text at the right end")
        #expect(extremes(image, Rect(10, 2, width / 2, bar - 4)).max < 0.1, "nothing but black at the left")
    }

    @Test("UI-6: the engine measures text as the painter lays it out: Pango in the shipped font and the metrics table agree to a tenth of a point")
    func oneMeasurement() {
        let pango = PangoTextMeasurer()
        let engine = ShippedFontMeasurer()
        for text in ["WWWWWWWW", "iiiiiiii", "Inbox", "Now Playing", "préférences", "a\u{301}\u{302}e", "Ünïcödé — “quotes”", "ffi fl"] {
            for weight in [TextRun.Weight.regular, .semibold, .bold] {
                for size in [12.0, 17, 30] {
                    let painted = pango.width(of: text, size: size, weight: weight)
                    let measured = engine.width(of: text, size: size, weight: weight)
                    #expect(abs(painted - measured) < 0.1, "'\(text)' \(weight) \(size): Pango \(painted), engine \(measured)")
                }
            }
        }
    }

    @Test("UI-6: a back title's hit area ends 8 pt past the label as painted, however wide its letters (WWWWWWWW, iiiiiiii)")
    func hitAreaFollowsThePaintedLabel() throws {
        for title in ["WWWWWWWW", "iiiiiiii"] {
            var root = ControllerSpec(id: "root", title: title)
            root.preferences = ControllerPreferences()
            var engine = try Engine(device: catalog.profile("iphone-se")!, root: ControllerSpec(id: "nav", kind: .navigation, children: [root]),
                                    themes: catalog.themes.themes, ios: .iOS17)
            try engine.send(.push(ControllerSpec(id: "next", title: "Next"), on: nil, animated: false))
            // The picture as the window paints it: Pango in the shipped font.
            let painted = SceneBuilder.scene(engine.state, measurer: PangoTextMeasurer())
            let label = try #require(painted.layer(named: "backTitle:nav:0"))
            // The label as shown: the title, or "Back" where it does not fit (BAR-6).
            let shown: String? = if case .text(let run) = label.content { run.text } else { nil }
            let labelEnd = label.frame.x + PangoTextMeasurer().width(of: try #require(shown), size: 17, weight: .regular)
            let hit = try #require(painted.layer(named: "hit:back:nav"))
            #expect(abs(hit.frame.maxX - max(44, labelEnd + 8)) < 0.1, "\(title): hit to \(hit.frame.maxX), label to \(labelEnd)")
            // The engine's own tap (measured without Pango) answers exactly there.
            var inside = engine, outside = engine
            try inside.send(.tap(Point(hit.frame.maxX - 1, 20 + 22)))
            try outside.send(.tap(Point(hit.frame.maxX + 1, 20 + 22)))
            #expect(inside.state.transitions.contains { $0.kind == .pop }, "\(title): a tap inside pops")
            #expect(!outside.state.transitions.contains { $0.kind == .pop }, "\(title): a tap beyond does not")
        }
    }
}

/// The largest difference of a colour channel between two images of one size, and how many
/// pixels differ by more than `notable`. The screen's own edge is left out: where the screen
/// covers part of a pixel (turned, mid-rotation), what lies under the interface shows a little,
/// and a painter that leaves a covered layer out leaves that out too.
private func difference(_ a: RenderedImage, _ b: RenderedImage, notable: Double = 0.02) -> (largest: Double, pixels: Int) {
    var largest = 0.0
    var pixels = 0
    for j in 2..<(b.height - 2) {
        for i in 2..<(b.width - 2) {
            let atEdge = (-2...2).contains { dj in (-2...2).contains { di in min(a.pixel(i + di, j + dj).alpha, b.pixel(i + di, j + dj).alpha) < 0.999 } }
            if atEdge { continue }
            let p = a.pixel(i, j), q = b.pixel(i, j)
            let d = max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue), abs(p.alpha - q.alpha))
            largest = max(largest, d)
            if d > notable { pixels += 1 }
        }
    }
    return (largest, pixels)
}

/// The Scene with every cross-fade's background patches filled whole again.
private func unwashed(_ layer: Layer) -> Layer {
    var layer = layer
    if case let .patches(color, _) = layer.content { layer.content = .fill(color) }
    layer.sublayers = layer.sublayers.map(unwashed)
    return layer
}

@Suite("What the painter leaves out changes no pixel")
struct PaintShortcutTests {
    static let moments: [(String, String)] = [
        ("iOS 26 glass tab bar, mid-push", """
         {"device": "iphone-15", "ios": "26", "root": {"type": "tabs", "id": "tabs", "children": [
           {"type": "navigation", "id": "nav", "children": [{"id": "inbox", "title": "Inbox"}]}, {"id": "profile", "title": "Profile"}]},
          "steps": [{"op": "push", "controller": {"id": "detail", "title": "Detail"}}, {"op": "wait", "seconds": 0.17}]}
         """),
        ("mid-rotation with a tab bar", """
         {"device": "iphone-15", "ios": "26", "root": {"type": "tabs", "id": "tabs", "children": [
           {"type": "navigation", "id": "nav", "children": [{"id": "inbox", "title": "Inbox"}]}, {"id": "profile", "title": "Profile"}]},
          "steps": [{"op": "rotate", "to": "landscapeLeft"}, {"op": "wait", "seconds": 0.2}]}
         """),
        ("mid-scroll under a transparent bar, iOS 17", """
         {"device": "iphone-15", "ios": "17", "root": {"type": "navigation", "id": "nav", "children": [
           {"id": "inbox", "title": "Inbox", "scrollView": true}]},
          "steps": [{"op": "scroll", "offset": 40}, {"op": "wait", "seconds": 0.15}]}
         """),
    ]

    @Test("clips that cut nothing, layers under an opaque cover and glass kept as a picture: the same picture", arguments: moments.map(\.0))
    func shortcutsKeepThePicture(name: String) throws {
        let scene = SceneBuilder.scene(try engine(Self.moments.first { $0.0 == name }!.1).state)
        // Mid-rotation the new layout's page repeats the backdrop: that shortcut is compared too.
        if name.hasPrefix("mid-rotation") { #expect(!scene.fillsRepeatingCover.isEmpty) }
        let cache = PaintCache()
        _ = RenderedImage(scene, scale: 1, cache: cache) // the glass is drawn into the cache here
        let fast = RenderedImage(scene, scale: 1, cache: cache)
        let plain = RenderedImage(scene, scale: 1, shortcuts: false)
        let (largest, pixels) = difference(fast, plain)
        // Glass kept as a picture lands within an eighth of a pixel of where it was drawn.
        #expect(pixels < 60 && largest < 0.2, "\(pixels) pixels differ, by up to \(largest)")
    }

    @Test("PIC-2: mid-rotation, the old layout's background drawn only where the new one differs is the same picture")
    func washingKeepsThePicture() throws {
        let scene = SceneBuilder.scene(try engine(Self.moments[1].1).state)
        #expect(scene.flattened.contains { if case .patches = $0.content { true } else { false } })
        var whole = scene
        whole.layers = scene.layers.map(unwashed)
        let (largest, pixels) = difference(RenderedImage(scene, scale: 1), RenderedImage(whole, scale: 1))
        #expect(pixels == 0 && largest < 0.01, "\(pixels) pixels differ, by up to \(largest)")
    }
}

@Suite("Issue 50, item 10: the image of any moment of a turn holds the whole screen")
struct TurningImageTests {
    @Test("Mid-turn and near its ends, every pixel the tilted screen covers is inside the image, framed or not", arguments: [0.27, 0.3, 0.33, 0.45, 0.57, 0.6, 0.63])
    func wholeScreen(at time: Double) throws {
        let scenario = try ScenarioBatch.load(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/scenarios/06-tips-and-rotation.json").path, catalog: catalog)
        let engine = try #require(ScenarioRunner.run(scenario, until: time).engine)
        let scene = SceneBuilder.scene(engine.state)
        for (framed, scale) in [(false, 1.0), (false, 2.0), (true, 1.0), (true, 3.0)] {
            let image = RenderedImage(scene, scale: scale, frame: framed)
            let picture = scene.viewerSize(framed: framed)
            #expect(Double(image.width) >= picture.x * scale - 1e-6 && Double(image.height) >= picture.y * scale - 1e-6,
                    "\(image.width)x\(image.height) for a \(picture.x * scale)x\(picture.y * scale) picture")
            // The screen's four corners, where the painter puts them.
            let margin = Point(0, 0)
            let viewer = scene.viewerTransform(framed: framed)
            for corner in [Point(0, 0), Point(scene.size.x, 0), Point(0, scene.size.y), Point(scene.size.x, scene.size.y)] {
                let placed = viewer.apply(corner)
                let x = (placed.x + margin.x) * scale, y = (placed.y + margin.y) * scale
                #expect(x >= -1e-6 && y >= -1e-6 && x <= Double(image.width) + 1e-6 && y <= Double(image.height) + 1e-6, "corner at \(x), \(y)")
            }
        }
    }
}
