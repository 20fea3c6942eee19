import Testing
@testable import HandheldCore

/// Section 13 on iOS 27 (issue 37): BAR-8a's glass, BAR-9's minimization, BAR-10's prominent tab
/// and an appearance's `interfaceStyle`, in the Scene and the engine, each keyed as VER-10 says.
@Suite("Bars on iOS 27 (BAR-8a, BAR-9, BAR-10)")
struct Bars27Tests {
    private func run(_ json: String) throws -> Engine { try runPassing(json, file: "bars27.json") }

    private func layer(_ engine: Engine, _ name: String) -> Layer? { SceneBuilder.scene(engine.state).layer(named: name) }

    private func tabs(ios: String, sdk: String, extra: String = "") -> String {
        #"{"ios": "\#(ios)", "sdk": "\#(sdk)", "device": "iphone-17"\#(extra), "root": {"id": "tabs", "type": "tabs", "children": [{"id": "nav", "type": "navigation", "children": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}, {"id": "c", "title": "C"}]}, "steps": []}"#
    }

    private func glass(_ engine: Engine, _ name: String) throws -> (fill: Color, rim: Color) {
        let found = try #require(layer(engine, name), "no layer \(name)")
        guard case let .glass(fill, rim, _) = found.content else { throw Missing.glass(name) }
        return (fill, rim)
    }

    enum Missing: Error { case glass(String) }

    @Test("BAR-8a: iOS 27's glass is 0.1 more opaque with a darker rim, at run time: an SDK-26 build on 27 has it, iOS 26 does not", arguments: [
        ("26", "26", 0.72, false), ("27", "26", 0.82, true), ("27", "27", 0.82, true),
    ])
    func tuned(ios: String, sdk: String, alpha: Double, darkRim: Bool) throws {
        let engine = try run(tabs(ios: ios, sdk: sdk))
        let (fill, rim) = try glass(engine, "tabBar:tabs")
        #expect(abs(fill.alpha - alpha) < 1e-9, "iOS \(ios), SDK \(sdk): \(fill.alpha)")
        #expect((rim.relativeLuminance < 0.1) == darkRim, "iOS \(ios), SDK \(sdk): rim \(rim.hexString)")
    }

    @Test("BAR-8a: glassTint blends the fill toward opaque (1: opaque); 26 takes 0 or 1 only; none before 26")
    func tint() throws {
        for (ios, tint, alpha) in [("27", 0.5, 0.91), ("27", 1.0, 1.0), ("26", 1.0, 1.0), ("26", 0.0, 0.72)] {
            let engine = try run(tabs(ios: ios, sdk: ios, extra: #", "glassTint": \#(tint)"#))
            #expect(abs(try glass(engine, "tabBar:tabs").fill.alpha - alpha) < 1e-9, "iOS \(ios), tint \(tint)")
        }
        #expect(decodeError(tabs(ios: "26", sdk: "26", extra: #", "glassTint": 0.5"#))?.message.contains("0 (Clear) or 1 (Tinted)") == true)
        #expect(decodeError(tabs(ios: "18", sdk: "18", extra: #", "glassTint": 0"#))?.message.contains("came with iOS 26") == true)
        #expect(decodeError(tabs(ios: "27", sdk: "27", extra: #", "glassTint": 1.5"#)) != nil)
        // Saved and read back.
        let scenario = try decode(tabs(ios: "27", sdk: "27", extra: #", "glassTint": 0.25"#))
        #expect(try decode(ScenarioEncoder.json(scenario).rendered()).glassTint == 0.25)
    }

    @Test("BAR-8a: the scroll edge effect: automatic is BAR-8's gradient on 26 and a uniform band on 27 (run time), soft the gradient, hard a band and a line", arguments: [
        ("26", "26", "automatic", "gradient"), ("27", "26", "automatic", "band"), ("27", "27", "automatic", "band"),
        ("27", "27", "soft", "gradient"), ("26", "26", "hard", "hard"), ("27", "27", "hard", "hard"),
    ])
    func edgeEffect(ios: String, sdk: String, style: String, drawn: String) throws {
        let engine = try run(##"{"ios": "\##(ios)", "sdk": "\##(sdk)", "device": "iphone-17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "title": "List", "scrollView": true, "backgroundColor": "#F2F2F7", "scrollEdgeEffectStyle": "\##(style)"}]}, "steps": [{"op": "scroll", "offset": 200, "animated": false}]}"##)
        let effect = try #require(layer(engine, "scrollEdgeEffect:nav"))
        let line = layer(engine, "scrollEdgeLine:nav")
        switch (drawn, effect.content) {
        case ("gradient", .gradient(let top, let bottom)):
            #expect(top.alpha == 1 && bottom.alpha == 0)
        case ("band", .fill(let colour, _, _)):
            #expect(abs(colour.alpha - BarMetrics.automaticEdgeOpacity) < 1e-9)
            #expect(line == nil)
        case ("hard", .fill(let colour, _, _)):
            #expect(abs(colour.alpha - BarMetrics.hardEdgeOpacity) < 1e-9)
            #expect(line?.frame.height == 1)
        default:
            Issue.record(Comment(rawValue: "iOS \(ios), SDK \(sdk), \(style): drew \(String(describing: effect.content))"))
        }
        // Not scrolled under: no effect at all.
        let top = try run(#"{"ios": "\#(ios)", "sdk": "\#(sdk)", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "scrollView": true, "scrollEdgeEffectStyle": "\#(style)"}]}, "steps": []}"#)
        #expect(layer(top, "scrollEdgeEffect:nav") == nil)
    }

    @Test("BAR-9: onScrollDown slides the bar up one to one over its height, the content follows unless disabled; a scroll back restores it over 0.3 s")
    func minimizes() throws {
        func engine(_ offsets: [Double], adjustment: String = "automatic", sdk: String = "27") throws -> Engine {
            let steps = offsets.map { #"{"op": "scroll", "offset": \#($0), "animated": false}"# }.joined(separator: ", ")
            return try run(#"{"ios": "27", "sdk": "\#(sdk)", "device": "iphone-17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "title": "List", "scrollView": true, "barMinimization": "onScrollDown", "safeAreaAdjustment": "\#(adjustment)"}]}, "steps": [\#(steps)]}"#)
        }
        let rest = try engine([])
        let barHeight = try #require(layer(rest, "navigationBar:nav")).frame.height
        let contentTop = try #require(layer(rest, "title:list")).frame.y
        // The bar's bottom edge moves up one to one until the whole bar, from the screen's top,
        // is gone; the content follows until it meets the top safe area.
        for offset in [11.0, 22, 44, 80, 300] {
            let hidden = min(offset, barHeight)
            let moved = try engine([offset])
            let background = try #require(layer(moved, "navigationBarBackground:nav"))
            #expect(abs(background.frame.y + hidden) < 1e-6, "at \(offset): bar at \(background.frame.y)")
            let title = try #require(layer(moved, "title:list")).frame.y
            #expect(abs(title - (contentTop - offset - min(hidden, 44))) < 1e-6, "at \(offset): content at \(title)")
            let still = try #require(layer(try engine([offset], adjustment: "disabled"), "title:list")).frame.y
            #expect(abs(still - (contentTop - offset)) < 1e-6, "disabled at \(offset)")
        }
        // Scrolling back up restores the bar, animated.
        var back = try engine([300, 250])
        #expect(abs(try #require(layer(back, "navigationBarBackground:nav")).frame.y + barHeight) < 1e-6)
        #expect(back.state.barRestore != nil)
        try back.send(.wait(0.15))
        let mid = try #require(layer(back, "navigationBarBackground:nav")).frame.y
        #expect(mid < -1 && mid > -barHeight + 1, "mid-restore at \(mid)")
        try back.send(.settle)
        #expect(try #require(layer(back, "navigationBarBackground:nav")).frame.y == 0)
        #expect(back.state.barRestore == nil)
        // Scrolling down again after a restore slides it away from where it is.
        var again = try engine([300, 250])
        try again.send(.settle)
        try again.send(.scroll(target: nil, offset: 261, animated: false))
        #expect(abs(try #require(layer(again, "navigationBarBackground:nav")).frame.y + 11) < 1e-6)
    }

    @Test("BAR-9: an animated scroll carries the bar along mid-way; the explanation says how far, and what automatic means")
    func minimizesAnimated() throws {
        var engine = try run(#"{"ios": "27", "device": "iphone-17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "title": "List", "scrollView": true, "barMinimization": "onScrollDown"}]}, "steps": []}"#)
        try engine.send(.scroll(target: nil, offset: 106, animated: true))
        try engine.send(.wait(0.15))
        let share = engine.state.barMinimizedShare(engine.state.hierarchy["nav"]!, top: "list", in: engine.state.hierarchy)
        #expect(share > 0.2 && share < 0.8, "mid-scroll \(share)")
        try engine.send(.settle)
        #expect(engine.state.barMinimizationLine?.contains("is 100% minimized; it still decides the status bar (SB-4)") == true)
        let automatic = try run(#"{"ios": "27", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "scrollView": true}]}, "steps": [{"op": "scroll", "offset": 300}, {"op": "settle"}]}"#)
        #expect(automatic.state.barMinimizationLine?.contains("Handheld keeps the bar, as .never (BAR-9, this project's choice)") == true)
        #expect(InspectorText.text(automatic).contains("as .never (BAR-9"))
        #expect(StateReport.json(automatic).rendered().contains(#""barMinimization": "'list' navigationBarMinimization .automatic"#))
    }

    @Test("VER-11: the iOS 27 fields are refused with an older SDK or system, at the field; scrollEdgeEffectStyle came with 26", arguments: [
        (#""barMinimization": "onScrollDown""#, "barMinimization"), (#""safeAreaAdjustment": "disabled""#, "safeAreaAdjustment"),
    ])
    func refused(field: String, name: String) {
        for (ios, sdk, words) in [("27", "26", "does not exist on SDK 26: it came with iOS 27"), ("26", "26", "does not exist on iOS 26: it came with iOS 27")] {
            let error = decodeError(#"{"ios": "\#(ios)", "sdk": "\#(sdk)", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", \#(field)}]}, "steps": []}"#)
            #expect(error?.message.contains("'\(name)' \(words)") == true, "\(ios)/\(sdk): \(String(describing: error?.message))")
            #expect(error?.location?.line == 1)
        }
        #expect(decodeError(#"{"ios": "27", "sdk": "27", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", \#(field)}]}, "steps": []}"#) == nil)
    }

    @Test("VER-11: prominentTab, an appearance's interfaceStyle (27) and scrollEdgeEffectStyle (26) are refused below their version")
    func refusedOthers() {
        #expect(decodeError(#"{"ios": "27", "sdk": "26", "root": {"id": "t", "type": "tabs", "prominentTab": "b", "children": [{"id": "a"}, {"id": "b"}]}, "steps": []}"#)?
            .message.contains("'prominentTab' does not exist on SDK 26") == true)
        #expect(decodeError(#"{"ios": "26", "root": {"id": "n", "type": "navigation", "standardAppearance": {"interfaceStyle": "dark"}, "children": [{"id": "a"}]}, "steps": []}"#)?
            .message.contains("'interfaceStyle' does not exist on iOS 26") == true)
        #expect(decodeError(#"{"ios": "18", "root": {"id": "a", "scrollEdgeEffectStyle": "hard"}, "steps": []}"#)?
            .message.contains("came with iOS 26") == true)
        #expect(decodeError(#"{"ios": "26", "root": {"id": "a", "scrollEdgeEffectStyle": "hard"}, "steps": []}"#) == nil)
        // A prominent tab names one of the tabs, on a tabs controller.
        #expect(decodeError(#"{"root": {"id": "t", "type": "tabs", "prominentTab": "x", "children": [{"id": "a"}, {"id": "b", "children": []}]}, "steps": []}"#) != nil)
        #expect(decodeError(#"{"root": {"id": "v", "prominentTab": "v"}, "steps": []}"#) != nil)
    }

    @Test("BAR-10: the prominent tab's circle at the trailing end (the leading end right to left), the others sharing the rest")
    func prominentTab() throws {
        let json = #"{"ios": "27", "device": "iphone-17", "root": {"id": "tabs", "type": "tabs", "prominentTab": "search", "children": [{"id": "a", "title": "A"}, {"id": "search", "title": "Search"}, {"id": "c", "title": "C"}]}, "steps": []}"#
        let engine = try run(json)
        let capsule = try #require(layer(engine, "tabBar:tabs")).frame
        let circle = try #require(layer(engine, "prominentTab:tabs")).frame
        #expect(circle.width == circle.height && circle.height == capsule.height)
        #expect(abs(circle.x - (capsule.maxX + BarMetrics.prominentTabGap)) < 1e-9)
        #expect(abs(circle.maxX - (402 - 16)) < 1e-9)
        let scene = SceneBuilder.scene(engine.state)
        #expect(scene.flattened.filter { $0.name.hasPrefix("tabTitle:tabs:") }.count == 2)
        var rtl = engine
        try rtl.send(.setLayoutDirection(.rtl))
        let turned = try #require(layer(rtl, "prominentTab:tabs")).frame
        #expect(abs(turned.x - 16) < 1e-9)
    }
}
