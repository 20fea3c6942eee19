import Testing
@testable import HandheldCore

/// BAR-6: back buttons and titles as UIKit fits them.
@Suite("BAR-6: back labels and titles that fit")
struct BarFitTests {
    private let catalog: DeviceCatalog = { try! DeviceCatalog.shipped() }()

    /// The bar's back label and centred title after pushing `top` (titled or not) over `root`.
    private func bar(root: String?, top: String?, device: String = "iphone-se") throws -> (back: String?, title: String?, tab: [String]) {
        let rootSpec = ControllerSpec(id: "first", title: root)
        var engine = try Engine(device: catalog.profile(device)!, root: ControllerSpec(id: "tabs", kind: .tabs, children: [
            ControllerSpec(id: "nav", kind: .navigation, children: [rootSpec]), ControllerSpec(id: "other"),
        ], selectedIndex: 0), themes: catalog.themes.themes, ios: .iOS17)
        try engine.send(.push(ControllerSpec(id: "second", title: top), on: nil, animated: false))
        let scene = SceneBuilder.scene(engine.state)
        func text(_ name: String) -> String? {
            guard case .text(let run)? = scene.layer(named: name)?.content else { return nil }
            return run.text
        }
        let tabs = scene.flattened.filter { $0.name.hasPrefix("tabTitle") }.compactMap { layer -> String? in
            if case .text(let run) = layer.content { return run.text }
            return nil
        }
        return (text("backTitle:nav:0"), text("navigationTitle:nav:0"), tabs)
    }

    @Test("the previous controller's title when it fits beside the centred title")
    func previousTitle() throws {
        #expect(try bar(root: "Inbox", top: "Message").back == "Inbox")
    }

    @Test("'Back' when the previous title does not fit, or there is none; never an id")
    func back() throws {
        #expect(try bar(root: "All Conversations In This Account", top: "Message").back == "Back")
        #expect(try bar(root: nil, top: "Message").back == "Back")
        let untitled = try bar(root: "Inbox", top: nil)
        #expect(untitled.title == nil || untitled.title == "", "a controller without a title shows none, not its id 'second'")
        #expect(untitled.tab == ["", ""], "tab items of untitled controllers show nothing, not 'nav' or 'other': \(untitled.tab)")
    }

    @Test("the chevron alone when even 'Back' does not fit beside a long title")
    func chevronAlone() throws {
        let shown = try bar(root: "Inbox", top: "A title long enough to leave no room at all for a back label")
        #expect(shown.back == nil || shown.back == "")
    }
}

@Suite("BAR-6: a long title with nothing beside it (issue 34)")
struct LonelyTitleTests {
    @Test("BAR-6: a sheet's root with a long title keeps it centred over the bar's margins, cut at its tail, never moved right")
    func longTitleInASheetStaysCentred() throws {
        let json = #"{"ios": "17", "device": "iphone-15", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "title": "Home"}]}, "steps": [{"op": "present", "controller": {"id": "modalNav", "type": "navigation", "presentationStyle": "pageSheet", "children": [{"id": "settings", "title": "Notification Settings for Your Podcast Subscriptions"}]}}, {"op": "settle"}]}"#
        let scenario = try ScenarioDecoder.decode(json, file: "sheet.json", catalog: try DeviceCatalog.shipped())
        let engine = try #require(ScenarioRunner.run(scenario).engine)
        let scene = SceneBuilder.scene(engine.state)
        let title = try #require(scene.flattened.first { $0.name.hasPrefix("navigationTitle:modalNav") })
        let bar = try #require(scene.flattened.first { $0.name.hasPrefix("navigationBarBackground:modalNav") })
        let left = title.frame.x - bar.frame.x, right = bar.frame.maxX - title.frame.maxX
        #expect(abs(left - right) < 0.5, "title \(title.frame) in bar \(bar.frame)")
    }
}
