import Testing
@testable import HandheldCore

/// Section 13 in the Scene and the engine: each test fails when its rule is broken.
@Suite("Bars as UIKit draws them today (BAR-1…BAR-8)")
struct BarRulesTests {
    private func run(_ json: String) throws -> Engine { try runPassing(json, file: "bars.json") }

    private func frame(_ engine: Engine, _ name: String) throws -> Rect {
        try #require(SceneBuilder.scene(engine.state).layer(named: name), "no layer \(name)").frame
    }

    @Test("BAR-1: the explanation names the slot in use and where it came from")
    func origin() throws {
        let engine = try run(#"{"ios": "15", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home"}]}, "steps": []}"#)
        let text = InspectorText.text(engine)
        #expect(text.contains("'nav' uses its scrollEdgeAppearance: scrollEdgeAppearance of 'nav' is empty: iOS 15 uses the standard appearance with a transparent background (BAR-1)"))
        #expect(SceneBuilder.scene(engine.state).layer(named: "navigationBarBackground:nav")?.content == .fill(.clear))
    }

    @Test("BAR-1 (issue 34): the bar line of the explanation names its rule in every version, whatever the slot's origin")
    func barLineNamesItsRule() throws {
        for ios in ["13", "15", "17", "26"] {
            for bar in ["", #", "standardAppearance": {"background": "opaque"}"#, #", "scrollEdgeAppearance": {"background": "opaque"}"#] {
                let engine = try run(#"{"ios": "\#(ios)", "root": {"id": "nav", "type": "navigation"\#(bar), "children": [{"id": "home"}]}, "steps": []}"#)
                let line = try #require(InspectorText.text(engine).split(separator: "\n").first { $0.contains("bar     ") }, "iOS \(ios)\(bar): no bar line")
                #expect(line.hasSuffix("(BAR-1)") || line.hasSuffix("(BAR-8)"), "iOS \(ios)\(bar): \(line)")
            }
        }
    }

    @Test("BAR-8 (issue 34): under the dark theme's white labels the tab bar's glass is dark, so they can be read; the light theme keeps light glass")
    func glassUnderLightItemsIsDark() throws {
        for (theme, dark) in [("dark", true), ("light", false)] {
            let engine = try run(#"{"ios": "26", "device": "iphone-15", "themes": ["\#(theme)"], "root": {"id": "tabs", "type": "tabs", "children": [{"id": "nav", "type": "navigation", "themed": true, "title": "Mail", "children": [{"id": "inbox", "title": "Inbox"}]}, {"id": "profile", "title": "Profile"}]}, "steps": []}"#)
            let scene = SceneBuilder.scene(engine.state)
            let bar = try #require(scene.layer(named: "tabBar:tabs"))
            guard case .glass(let fill, _, _) = bar.content else { Issue.record("the tab bar is not glass"); continue }
            let label = try #require(scene.layer(named: "tabTitle:tabs:0") ?? scene.flattened.first { $0.name.hasPrefix("tabTitle:tabs:0") })
            guard case .text(let run) = label.content else { Issue.record("no label text"); continue }
            #expect((fill.relativeLuminance < 0.2) == dark, "\(theme): glass \(fill.hexString)")
            #expect(run.color.contrast(with: Color(fill.red, fill.green, fill.blue)) >= 3, "\(theme): \(run.color.hexString) on \(fill.hexString)")
        }
    }

    @Test("BAR-2, BAR-3: the band collapses with the offset, the small title fades in, the content moves one to one")
    func largeTitleCollapses() throws {
        let json = #"{"ios": "17", "device": "iphone-15", "root": {"id": "nav", "type": "navigation", "prefersLargeTitles": true, "children": [{"id": "list", "title": "List", "scrollView": true}]}, "steps": [{"op": "scroll", "offset": OFFSET, "animated": false}]}"#
        let top = try frame(try run(json.replacingOccurrences(of: "OFFSET", with: "0")), "title:list").y
        for offset in [0.0, 26, 52, 100] {
            let engine = try run(json.replacingOccurrences(of: "OFFSET", with: "\(offset)"))
            let scene = SceneBuilder.scene(engine.state)
            let band = scene.layer(named: "largeTitleBand:nav")?.frame.height ?? 0
            #expect(abs(band - max(0, 52 - offset)) < 0.01, "band at \(offset)")
            #expect(abs((scene.layer(named: "navigationTitle:nav:0")?.opacity ?? 0) - min(1, offset / 52)) < 0.01, "small title at \(offset)")
            #expect(abs(try frame(engine, "title:list").y - (top - offset)) < 0.01, "content at \(offset)")
            #expect(try frame(engine, "navigationBarBackground:nav").height == 59 + 44 + max(0, 52 - offset))
        }
    }

    @Test("BAR-2: a vertical drag on the content scrolls it one to one, clamped at the top; a drag down at the top does not")
    func dragScrolls() throws {
        let engine = try run(#"{"ios": "17", "device": "iphone-15", "root": {"id": "nav", "type": "navigation", "children": [{"id": "list", "scrollView": true}]}, "steps": [{"op": "drag", "from": [200, 600], "to": [200, 400], "duration": 0.3}, {"op": "expect", "scrollOffset": 200}, {"op": "drag", "from": [200, 300], "to": [200, 700], "duration": 0.3}, {"op": "expect", "scrollOffset": 0}, {"op": "drag", "from": [200, 300], "to": [200, 500], "duration": 0.3}, {"op": "expect", "scrollOffset": 0}]}"#)
        #expect(engine.state.scrollPan == nil)
    }

    @Test("BAR-4: a phone in landscape has 32 pt bars, the tab bar's icons beside their titles; no large title")
    func compactHeight() throws {
        let engine = try run(#"{"ios": "17", "device": "iphone-15", "root": {"id": "tabs", "type": "tabs", "children": [{"id": "nav", "type": "navigation", "title": "Mail", "prefersLargeTitles": true, "children": [{"id": "inbox", "title": "Inbox"}]}, {"id": "b", "title": "B"}]}, "steps": [{"op": "rotate", "to": "landscapeLeft"}, {"op": "settle"}]}"#)
        let items = try frame(engine, "navigationBarItems:nav") // turned into the portrait screen
        #expect(min(items.width, items.height) == 32)
        let scene = SceneBuilder.scene(engine.state)
        #expect(scene.layer(named: "largeTitleBand:nav") == nil)
        let icon = try frame(engine, "tabIcon:tabs:0"), title = try frame(engine, "tabTitle:tabs:0")
        // The viewer's picture turns the interface: in the portrait screen "beside" is along y.
        // Beside: the icon and the title share a line across the bar (in the turned picture, the same x band).
        #expect(abs(icon.midX - title.midX) < 2 && (icon.maxY <= title.y + 0.5 || title.maxY <= icon.y + 0.5))
        #expect(engine.state.tabBarHeight(.landscapeLeft) == 32 && engine.state.navigationBarHeight(.landscapeLeft) == 32)
    }

    @Test("BAR-6: backButtonTitle wins over the title; a long title moves toward the trailing side instead of touching the back button")
    func backButtonTitle() throws {
        let engine = try run(#"{"ios": "17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "title": "Home", "backButtonTitle": "Hi"}, {"id": "next", "title": "Settings"}]}, "steps": []}"#)
        guard case .text(let run)? = SceneBuilder.scene(engine.state).layer(named: "backTitle:nav:0")?.content else { Issue.record("no back title"); return }
        #expect(run.text == "Hi")
        let long = try self.run(#"{"ios": "17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "title": "Home"}, {"id": "next", "title": "A rather long title for this bar, longer than it"}]}, "steps": []}"#)
        let title = try frame(long, "navigationTitle:nav:0"), chevron = try frame(long, "backChevron:nav")
        #expect(title.x >= chevron.maxX, "the title keeps clear of the back button")
        #expect(title.midX > 375 / 2, "it moved toward the trailing side: \(title)")
    }

    @Test("BAR-7: on the iPad from iOS 18 the tab bar floats at the top, centred, and the content has the full height; iOS 17 keeps it at the bottom")
    func iPadTopTabBar() throws {
        let json = #"{"ios": "IOS", "device": "ipad", "root": {"id": "tabs", "type": "tabs", "children": [{"id": "a", "title": "Library"}, {"id": "b", "title": "Search"}]}, "steps": []}"#
        let top = try run(json.replacingOccurrences(of: "IOS", with: "18"))
        let bar = try frame(top, "tabBar:tabs")
        #expect(bar.y < 24 + 50 && abs(bar.midX - 410) < 0.5)
        #expect(try frame(top, "view:a").height == 1180)
        let bottom = try run(json.replacingOccurrences(of: "IOS", with: "17"))
        #expect(try frame(bottom, "tabBar:tabs").maxY == 1180)
        #expect(bottom.state.navigationBarHeight(.portrait) == 50 && bottom.state.tabBarHeight(.portrait) == 50)
    }

    @Test("BAR-8: iOS 26's phone tab bar is a glass capsule 62 pt high, 8 pt above the safe area, 16 pt from the sides; the back button a 44 pt glass circle without a title; the scroll edge effect only while scrolled")
    func glass() throws {
        let json = #"{"ios": "26", "device": "iphone-15", "root": {"id": "tabs", "type": "tabs", "children": [{"id": "nav", "type": "navigation", "title": "Mail", "children": [{"id": "a", "title": "A"}, {"id": "b", "title": "B", "scrollView": true}]}, {"id": "c", "title": "C"}]}, "steps": [{"op": "scroll", "offset": OFFSET, "animated": false}]}"#
        let engine = try run(json.replacingOccurrences(of: "OFFSET", with: "0"))
        #expect(try frame(engine, "tabBar:tabs") == Rect(16, 852 - 34 - 8 - 62, 393 - 32, 62))
        #expect(try frame(engine, "backGlass:nav") == Rect(16, 59, 44, 44))
        let scene = SceneBuilder.scene(engine.state)
        #expect(scene.layer(named: "backTitle:nav:0") == nil)
        #expect(scene.layer(named: "scrollEdgeEffect:nav") == nil)
        let scrolled = try run(json.replacingOccurrences(of: "OFFSET", with: "40"))
        #expect(SceneBuilder.scene(scrolled.state).layer(named: "scrollEdgeEffect:nav") != nil)
        var compatible = try run(json.replacingOccurrences(of: "OFFSET", with: "40").replacingOccurrences(of: #""ios": "26","#, with: #""ios": "26", "infoPlist": {"UIDesignRequiresCompatibility": true},"#))
        try compatible.send(.settle)
        #expect(SceneBuilder.scene(compatible.state).layer(named: "backGlass:nav") == nil, "iOS 18's look")
    }

    @Test("VER-4: appearances before iOS 13, compactScrollEdgeAppearance before iOS 15 and inline before iOS 17 are invalid files")
    func versions() throws {
        for (ios, field) in [("12", #""standardAppearance": {"background": "opaque"}"#),
                             ("13", #""compactScrollEdgeAppearance": {"background": "opaque"}"#),
                             ("15", #""largeTitleDisplayMode": "inline""#)] {
            let json = #"{"ios": "IOS", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", FIELD}]}}"#
                .replacingOccurrences(of: "IOS", with: ios).replacingOccurrences(of: "FIELD", with: field)
            #expect(throws: DataFileError.self, "iOS \(ios)") { try ScenarioDecoder.decode(json, file: "bars.json", catalog: catalog) }
        }
    }
}
