import Foundation
import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("The playground's remembered theme (THEME-7) and its own themed part (THEME-2)")
struct SettingsTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("the theme chosen is remembered and the next playground starts in it, recorded as the session's first step")
    func remembered() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ThemeSettingsStore(path: folder.appendingPathComponent("settings.json").path)
        var first = Playground(catalog: Fixture.catalog, settings: store)
        #expect(first.engine.state.themeName == "system")
        first.send(.shortcutPressed(.nextTheme))
        first.send(.shortcutPressed(.nextTheme))
        #expect(store.load().theme == "dark")
        let second = Playground(catalog: Fixture.catalog, settings: store)
        #expect(second.engine.state.themeName == "dark")
        #expect(Fixture.ops(second.recorder.steps) == ["theme"])
        #expect(second.deskColor == Color(0.17, 0.17, 0.19), "the desk darkens with a dark theme (THEME-2)")
        #expect(first.deskColor == second.deskColor)
    }

    @Test("Issue 50, item 1: the window opens on a current iPhone, and the device chosen is remembered with the theme")
    func deviceRemembered() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ThemeSettingsStore(path: folder.appendingPathComponent("settings.json").path)
        var first = Playground(catalog: Fixture.catalog, settings: store)
        #expect(first.engine.state.device.id == DeviceCatalog.currentPhoneID)
        let pad = try #require(Fixture.catalog.profiles.firstIndex { $0.id.hasPrefix("ipad") })
        first.send(.edited(.device, .choice(pad)))
        #expect(store.load().device == Fixture.catalog.profiles[pad].id)
        first.send(.shortcutPressed(.nextTheme))
        #expect(store.load().device == Fixture.catalog.profiles[pad].id, "a theme saved later keeps the device")
        let second = Playground(catalog: Fixture.catalog, settings: store)
        #expect(second.engine.state.device.id == Fixture.catalog.profiles[pad].id)
        // A device the catalog no longer has: a current iPhone, and the banner says so.
        try store.save(theme: nil, device: "iphone-3g")
        let third = Playground(catalog: Fixture.catalog, settings: store)
        #expect(third.engine.state.device.id == DeviceCatalog.currentPhoneID)
        #expect(third.message?.text.contains("iphone-3g") == true)
    }

    @Test("a corrupt settings file: the default theme, and the banner says where and why")
    func corrupt() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("settings.json").path
        try "{\"theme\": ".write(toFile: path, atomically: true, encoding: .utf8)
        let playground = Playground(catalog: Fixture.catalog, settings: ThemeSettingsStore(path: path))
        #expect(playground.engine.state.themeName == "system")
        #expect(playground.message?.isError == true)
        #expect(playground.message?.text.contains("settings.json:1:11") == true, "\(playground.message?.text ?? "")")
    }

    @Test("a tap on the tips overlay hides it (TIP-5), through the point mapping")
    func tapHidesTip() throws {
        var playground = Fixture.playground()
        playground.send(.tapped(.showTip))
        playground.runFrames(limit: 30)
        #expect(playground.engine.state.tips.current?.text == "Saved")
        let viewer = PointerTests.paint(&playground, zoom: 1)
        let point = try PointerTests.drawn(Point(20, 5), viewer)
        playground.send(.pointerPressed(at: point))
        playground.send(.pointerReleased(at: point))
        playground.runFrames()
        #expect(playground.engine.state.tips.current == nil)
    }
}

@Suite("Issue 50, item 5: the window without a display")
struct DisplayCheckTests {
    @Test("One line that names what is missing and how to run headless")
    func noDisplay() {
        let unset = DisplayCheck.noDisplay([:])
        #expect(unset.contains("neither DISPLAY nor WAYLAND_DISPLAY is set") && unset.contains("xvfb-run -a make run") && !unset.contains("\n"))
        let broken = DisplayCheck.noDisplay(["DISPLAY": ":99", "WAYLAND_DISPLAY": ""])
        #expect(broken.contains("DISPLAY=:99 cannot be opened") && !broken.contains("WAYLAND"))
    }
}

@Suite("Issue 50, item 6: the window's iOS chooser lists every release (section 10)")
struct ReleaseChooserTests {
    @Test("iOS 16 is in the list, runs as 15, and the banner and the chooser say so")
    func sixteen() throws {
        var playground = Playground(catalog: Fixture.catalog, settings: nil)
        let labels = try #require(Panel.description(of: .ios).flatMap { if case .choice(let items) = $0.kind { items } else { nil } })
        #expect(labels.count == 9 && labels.contains("iOS 16 (as 15)"))
        let sixteen = try #require(Panel.releases.firstIndex { $0.text == "16" })
        playground.send(.edited(.ios, .choice(sixteen)))
        #expect(playground.engine.state.ios == .iOS15)
        #expect(playground.message?.text.contains("iOS 16 (behaves as iOS 15 here)") == true, "\(playground.message?.text ?? "")")
        #expect(playground.controlState(.ios).value == .choice(sixteen))
    }
}

@Suite("Issue 50, item 4: a panel section's title is one short line")
struct SectionTitleTests {
    @Test("No title carries its explanation in parentheses, and none is longer than 24 characters")
    func short() {
        for section in Panel.sections {
            #expect(!section.title.contains("(") && section.title.count <= 24, "\(section.title)")
        }
        #expect(Panel.sections.contains { $0.note != nil }, "what the titles said in parentheses is a note inside the frame")
    }
}

@Suite("Issue 50, item 3: a file chooser starts in the folder the last one of its kind ended in, else home")
struct ChooserFolderTests {
    @Test("Home first; then the project folder chosen; a scenario's folder for Open Scenario; a folder gone since: home")
    func folders() throws {
        var places = Places.scratch
        places.home = "/home/me"
        var playground = Playground(catalog: Fixture.catalog, settings: nil, places: places)
        #expect(playground.chooser(for: .openSwiftProject).folder == "/home/me")
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("chooser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        playground.send(.fileChosen(.openSwiftProject, project.path))
        #expect(playground.chooser(for: .openSwiftProject).folder == project.path)
        #expect(playground.chooser(for: .openScenario).folder == "/home/me", "each kind its own")
        try FileManager.default.removeItem(at: project)
        #expect(playground.chooser(for: .openSwiftProject).folder == "/home/me")
    }
}
