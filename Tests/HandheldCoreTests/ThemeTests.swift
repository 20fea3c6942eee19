import Foundation
import Testing
@testable import HandheldCore

private final class Subscriber {
    var received: [String] = []
}

private func themedEngine(_ root: ControllerSpec, themes names: [String] = ["light", "dark"], ios: IOSVersion = .default) throws -> Engine {
    try Engine(device: device("iphone-se"), root: root, themes: names.map { catalog.themes.theme(named: $0)! }, ios: ios)
}


@Suite("Themes (THEME-1…THEME-8)")
struct ThemeTests {
    @Test("PIC-4: a theme colour may be a light/dark pair; a malformed pair is an error at its place")
    func colourPairs() throws {
        let pair = try Theme.parse(##"{"name": "p", "statusBarStyle": "default", "barBackgroundColor": {"light": "#FFFFFF", "dark": "#000000"}, "barForegroundColor": "#000000", "backgroundColor": "#EEEEEE", "textColor": "#000000"}"##, file: "p.json")
        #expect(pair.barBackgroundColor == ThemeColor(light: .white, dark: .black))
        #expect(pair.colors(.dark).barBackgroundColor == .black && pair.colors(.light).barBackgroundColor == .white)
        for (text, column, message) in [
            (##"{"statusBarStyle": "default", "barBackgroundColor": {"light": "#FFFFFF"}}"##, 53, "needs the field 'dark'"),
            (##"{"statusBarStyle": "default", "barBackgroundColor": {"light": "#FFFFFF", "dark": "black"}}"##, 82, "must be a colour"),
            (##"{"statusBarStyle": "default", "barBackgroundColor": {"light": "#FFFFFF", "dark": "#000000", "tinted": "#111111"}}"##, 93, "unknown field 'tinted'"),
        ] {
            do {
                _ = try Theme.parse(text, file: "bad.json")
                Issue.record("accepted \(text)")
            } catch {
                let said = error.description
                #expect(said.contains("bad.json:1:\(column)") && said.contains(message), "\(said)")
            }
        }
        let system = try #require(catalog.themes.theme(named: "system"))
        #expect([system.barBackgroundColor, system.barForegroundColor, system.backgroundColor, system.textColor].allSatisfy { $0.isPair })
    }

    @Test("THEME-1: light and dark ship with the article's values, and a third theme of our own")
    func shipped() {
        let light = catalog.themes.theme(named: "light")!
        #expect(light.statusBarStyle == .default)
        #expect(light.barBackgroundColor.light == .white && light.barForegroundColor.light == .black)
        #expect(light.backgroundColor.light == Color(hex: 0xE6E6E6) && light.textColor.light == .black)
        let dark = catalog.themes.theme(named: "dark")!
        #expect(dark.statusBarStyle == .lightContent)
        #expect(dark.barBackgroundColor.light == .black && dark.barForegroundColor.light == .white)
        #expect(dark.backgroundColor.light == Color(hex: 0x333333) && dark.textColor.light == Color(hex: 0xFFFFFF, alpha: 0.6))
        #expect(catalog.themes.themes.map(\.name) == ["system", "light", "dark", "ocean"])
    }

    @Test("THEME-1: a malformed theme file is refused with file, line and reason", arguments: [
        (#"{"statusBarStyle": "default"}"#, 1, 1, "needs the field 'barBackgroundColor'"),
        ("{\"statusBarStyle\": \"default\",\n \"barBackgroundColor\": \"white\"}", 2, 24, "must be a colour as \"#RRGGBB\""),
        (#"{"statusBarStyle": "dim"}"#, 1, 20, "expected one of: default, lightContent, darkContent"),
        (##"{"statusBarStyle": "default", "barBackgroundColor": "#FFF", "x": 1}"##, 1, 53, "must be a colour"),
        (##"{"statusBarStyle": "default", "barBackgroundColor": "#FFFFFF", "barForegroundColor": "#000000", "backgroundColor": "#EEEEEE", "textColor": "#000000", "font": "x"}"##, 1, 151, "unknown field 'font'"),
        (#"{"statusBarStyle": "default""#, 1, 1, "unterminated object"),
    ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try Theme.parse(text, file: "mine.json")
            Issue.record("accepted")
        } catch {
            #expect(error.location == TextPosition(line: line, column: column), "\(error)")
            #expect(error.message.contains(message), "\(error)")
            #expect(error.description.hasPrefix("mine.json:\(line):\(column): "))
        }
    }

    @Test("THEME-1: a user theme is added and made current; a malformed one leaves the theme as it was")
    func userTheme() throws {
        var engine = try themedEngine(view("home"))
        let mine = try Theme.parse(##"{"name": "mine", "statusBarStyle": "darkContent", "barBackgroundColor": "#112233", "barForegroundColor": "#FFFFFF", "backgroundColor": "#445566CC", "textColor": "#FFFFFF"}"##, file: "mine.json")
        #expect(mine.backgroundColor.light == Color(hex: 0x445566, alpha: Double(0xCC) / 255))
        try engine.send(.addTheme(mine))
        #expect(engine.state.themeName == "mine")
        #expect(engine.state.themes.themes.map(\.name) == ["light", "dark", "mine"])
        var refused = engine
        expectRefused(&refused, .setTheme("nope"), containing: "no theme 'nope'")
    }

    @Test("THEME-2: subscribing applies the current theme at once")
    func subscribeAppliesAtOnce() {
        let provider = ThemeProvider("light")
        let subscriber = Subscriber()
        provider.subscribe(subscriber) { [weak subscriber] in subscriber?.received.append($0) }
        #expect(subscriber.received == ["light"])
        provider.change(to: "dark")
        #expect(subscriber.received == ["light", "dark"])
    }

    @Test("THEME-2: a released object's handler is never called again and its subscription is dropped")
    func releasedIsDropped() {
        let provider = ThemeProvider("light")
        var calls = 0
        var released: Subscriber? = Subscriber()
        let kept = Subscriber()
        provider.subscribe(released!) { _ in calls += 1 }
        provider.subscribe(kept) { [weak kept] in kept?.received.append($0) }
        #expect(calls == 1 && provider.subscriptionCount == 2)
        released = nil
        provider.change(to: "dark")
        #expect(calls == 1)
        #expect(kept.received == ["light", "dark"])
        #expect(provider.subscriptionCount == 1)
    }

    @Test("THEME-2: an object released in the middle of a broadcast is not called")
    func releasedMidBroadcast() {
        let provider = ThemeProvider("light")
        var second: Subscriber? = Subscriber()
        var secondCalls = 0
        let first = Subscriber()
        // The first subscriber's handler releases the second one, as a view removed by a theme change would be.
        provider.subscribe(first) { value in if value == "dark" { second = nil } }
        provider.subscribe(second!) { _ in secondCalls += 1 }
        #expect(secondCalls == 1)
        provider.change(to: "dark")
        #expect(secondCalls == 1)
        #expect(second == nil)
        #expect(provider.subscriptionCount == 1)
    }

    @Test("THEME-2: a subscription made during a broadcast gets the theme once, not twice")
    func subscribedMidBroadcast() {
        let provider = ThemeProvider("light")
        let owner = Subscriber()
        let late = Subscriber()
        provider.subscribe(owner) { value in
            if value == "dark" { provider.subscribe(late) { [weak late] in late?.received.append($0) } }
        }
        provider.change(to: "dark")
        #expect(late.received == ["dark"])
    }

    @Test("THEME-3: every themed part draws the theme its controller applied, pushed controllers included")
    func partsAreSubscribers() throws {
        let root = tabs("tabs", [nav("nav", [view("home")]), view("other")])
        // iOS 12: opaque bars, drawn as before appearances (BAR-1).
        var engine = try themedEngine(root, ios: .iOS12)
        try engine.send(.setTheme("dark"))
        try engine.send(.push(view("late"), on: nil, animated: false))
        try engine.send(.settle)
        let dark = catalog.themes.theme(named: "dark")!
        for id in engine.state.hierarchy.allControllerIDs {
            #expect(engine.state.hierarchy[id]?.appliedTheme == dark, "\(id)")
        }
        let scene = SceneBuilder.scene(engine.state)
        #expect(fill(scene.layer(named: "content:late")) == dark.backgroundColor.light)
        #expect(fill(scene.layer(named: "tabBarBackground:tabs")) == dark.barBackgroundColor.light)
        // Not themed: the bar keeps its barStyle's look (SB-4 stays readable).
        #expect(fill(scene.layer(named: "navigationBarBackground:nav")) == Color(hex: 0xF9F9F9))
    }

    @Test("THEME-4: next follows the current theme in the list and wraps", arguments: [
        (["light", "dark"], ["dark", "light", "dark"]),
        (["light", "dark", "ocean"], ["dark", "ocean", "light"]),
    ])
    func cycle(names: [String], expected: [String]) throws {
        var engine = try themedEngine(view("home"), themes: names)
        var seen: [String] = []
        for _ in expected {
            try engine.send(.nextTheme)
            seen.append(engine.state.themeName)
        }
        #expect(seen == expected)
    }

    @Test("THEME-4: after choosing dark directly, next gives light (the article's rotation would give dark again)")
    func cycleAfterDirectChoice() throws {
        var engine = try themedEngine(view("home"))
        try engine.send(.setTheme("dark"))
        try engine.send(.nextTheme)
        #expect(engine.state.themeName == "light")
    }

    @Test("THEME-5: the old picture fades out over 0.3 s: opacity 1, 0.5, then gone")
    func crossDissolve() throws {
        var engine = try themedEngine(view("home"))
        try engine.send(.setTheme("dark"))
        #expect(SceneBuilder.scene(engine.state).layer(named: "themeSnapshot")?.opacity == 1)
        engine.advanceClock(to: 0.15)
        #expect(SceneBuilder.scene(engine.state).layer(named: "themeSnapshot")?.opacity == 0.5)
        engine.advanceClock(to: 0.3)
        #expect(SceneBuilder.scene(engine.state).layer(named: "themeSnapshot") == nil)
        #expect(engine.state.themeDissolve == nil)
        // VER-3 (iOS 26): the dark picture now under the status bar turns its content light,
        // cross-fading for 0.2 s more.
        #expect(engine.state.statusBarContent == .light)
        engine.advanceClock(to: 0.5)
        #expect(engine.state.isSettled)
    }

    @Test("THEME-5: a change during a cross-dissolve starts a new one from what is on screen")
    func interruptedDissolve() throws {
        var engine = try themedEngine(view("home"), themes: ["light", "dark", "ocean"])
        try engine.send(.setTheme("dark"))
        engine.advanceClock(to: 0.1)
        let onScreen = SceneBuilder.scene(engine.state)
        try engine.send(.setTheme("ocean"))
        let dissolve = try #require(engine.state.themeDissolve)
        #expect(dissolve.start == 0.1)
        // The old picture is drawn from the state that was on screen, not kept as layers.
        let oldPicture = SceneBuilder.scene(dissolve.previous).layers
        #expect(oldPicture == onScreen.layers)
        // The picture being replaced still shows the first fade where it was.
        #expect(oldPicture.last?.name == "themeSnapshot")
        try engine.send(.settle)
        #expect(engine.state.now == 0.4)
    }

    @Test("THEME-5: changes in a row keep the old pictures two levels deep, not one per change")
    func dissolveNestingIsBounded() throws {
        var engine = try themedEngine(view("home"), themes: ["light", "dark", "ocean"])
        for _ in 0..<2_000 { try engine.send(.nextTheme) }
        let dissolve = try #require(engine.state.themeDissolve)
        let inner = try #require(dissolve.previous.themeDissolve)
        #expect(inner.previous.themeDissolve == nil)
    }

    @Test("THEME-6: a themed navigation controller's status bar follows the theme; a plain one does not")
    func themedNavigationController() throws {
        var themed = nav("nav", [view("home")])
        themed.themed = true
        var engine = try themedEngine(themed)
        expectStatusBar(engine, style: .default, owner: "nav")
        try engine.send(.nextTheme)
        expectStatusBar(engine, style: .lightContent, owner: "nav")
        #expect(engine.log.contains { $0.message.contains("THEME-6") })
        var plain = try themedEngine(nav("nav", [view("home")]))
        try plain.send(.nextTheme)
        expectStatusBar(plain, style: .default, owner: "nav")
    }

    @Test("VER-3 through THEME-5: the glyphs follow what the dissolve shows, the same whether the clock moved frame by frame or at once")
    func glyphsFollowTheDissolve() throws {
        var themed = nav("nav", [view("home")])
        themed.themed = true
        var framed = try themedEngine(themed, themes: ["dark", "light"], ios: .iOS26)
        expectStatusBar(framed, style: .lightContent, content: .light)
        try framed.send(.nextTheme)
        var jumped = framed
        expectStatusBar(framed, style: .default, owner: "nav", content: .light)
        // Frame by frame at 60 Hz, as the window moves the clock.
        for frame in 1...17 { framed.advanceClock(to: Double(frame) / 60) }
        jumped.advanceClock(to: 17.0 / 60)
        let start = try #require(framed.state.statusBar.contentChange?.start ?? framed.log.last { $0.message.contains("VER-3") }?.time)
        #expect(framed.state.statusBar.content == .dark && jumped.state.statusBar.content == .dark)
        #expect(abs((jumped.state.statusBar.contentChange?.start ?? start) - start) < 0.002,
                "the cross-fade starts when the colour crossed over, however the clock moved")
        #expect(start > 0.05 && start < themeDissolveDuration, "while the old dark picture fades out")
        // Before the crossing the glyphs are light; well after it, dark against the light picture.
        var early = try themedEngine(themed, themes: ["dark", "light"], ios: .iOS26)
        try early.send(.nextTheme)
        early.advanceClock(to: start - 0.02)
        #expect(early.state.statusBar.content == .light)
        jumped.advanceClock(to: start + statusBarAnimationDuration)
        #expect(jumped.state.statusBar.contentChange == nil && jumped.state.statusBar.content == .dark)
    }

    @Test("THEME-8: the system appearance is separate from the theme and only decides what default draws (iOS 13, VER-3)")
    func appearanceIsSeparate() throws {
        var engine = try themedEngine(view("home"), ios: .iOS13)
        try engine.send(.setTheme("dark"))
        try engine.send(.setAppearance(.dark))
        #expect(engine.state.themeName == "dark")
        expectStatusBar(engine, style: .default, content: .light)
        try engine.send(.setAppearance(.light))
        expectStatusBar(engine, style: .default, content: .dark)
        #expect(engine.state.themeName == "dark")
    }
}

@Suite("The remembered theme (THEME-7)")
struct ThemeSettingsTests {
    private func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-tests-\(UUID().uuidString)")
        return directory.appendingPathComponent(name).path
    }

    @Test("no file: nothing remembered, no warning; a save is read back")
    func roundTrip() throws {
        let store = ThemeSettingsStore(path: temporaryPath("handheld/settings.json"))
        #expect(store.load() == .init(theme: nil, warning: nil))
        try store.save(theme: "dark")
        #expect(store.load() == .init(theme: "dark", warning: nil))
        try store.save(theme: "ocean")
        #expect(store.load().theme == "ocean")
        let folder = (store.path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["settings.json"], "no temporary file left")
    }

    @Test("a corrupt file gives the default theme and a warning with line and column, never a crash", arguments: [
        ("{\"theme\": ", "1:11"), ("[1, 2]", "1:1"), ("{\"theme\": 3}", "1:11"), ("\u{FF}\u{FE}", nil),
    ])
    func corrupt(text: String, position: String?) throws {
        let store = ThemeSettingsStore(path: temporaryPath("settings.json"))
        try FileManager.default.createDirectory(atPath: (store.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: store.path, contents: Data(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }))
        let loaded = store.load()
        #expect(loaded.theme == nil)
        #expect(loaded.warning?.contains("using the default theme") == true)
        if let position { #expect(loaded.warning?.hasPrefix("\(store.path):\(position):") == true, "\(loaded.warning ?? "")") }
    }

    @Test("an atomic save: a failed write leaves the old settings whole")
    func atomicSave() throws {
        let store = ThemeSettingsStore(path: temporaryPath("settings.json"))
        try store.save(theme: "dark")
        let folder = (store.path as NSString).deletingLastPathComponent
        // Make the rename fail: the target becomes a non-empty folder.
        let blocked = ThemeSettingsStore(path: folder + "/blocked")
        try FileManager.default.createDirectory(atPath: blocked.path + "/inside", withIntermediateDirectories: true)
        #expect(throws: (any Error).self) { try blocked.save(theme: "ocean") }
        #expect(store.load().theme == "dark")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder)).contains { $0.contains(".tmp") })
    }

    @Test("the store lives in the XDG config directory")
    func location() {
        #expect(ThemeSettingsStore.inUserConfig(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/u"]).path == "/x/conf/handheld/settings.json")
        #expect(ThemeSettingsStore.inUserConfig(environment: ["HOME": "/home/u"]).path == "/home/u/.config/handheld/settings.json")
        #expect(ThemeSettingsStore.inUserConfig(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"]).path == "/home/u/.config/handheld/settings.json")
    }
}
