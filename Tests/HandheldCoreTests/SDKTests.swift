import Foundation
import Testing
@testable import HandheldCore

// Issue 37, SPEC section 10: the SDK an app is built with (VER-9), what follows it and what the
// running system alone decides (VER-10's table), and what a file may name (VER-11).

private func run(_ root: ControllerSpec, ios: IOSVersion, sdk: IOSVersion?, device deviceID: String = "iphone-se",
                 infoPlist: InfoPlist = InfoPlist(), appearance: SystemAppearance = .light, lifecycle: Lifecycle = .scene) throws -> Engine {
    var engine = try Engine(device: device(deviceID), root: root, appearance: appearance, ios: ios, sdk: sdk, lifecycle: lifecycle, infoPlist: infoPlist)
    try engine.send(.settle)
    return engine
}

@Suite("The SDK an app is built with (VER-9 … VER-11)")
struct SDKTests {
    @Test("VER-9: sdk is the system's unless given; --state names both; a file's sdk is read, written and survives saving")
    func field() throws {
        #expect(try run(view("home"), ios: .iOS27, sdk: nil).state.sdk == .iOS27)
        let engine = try run(view("home"), ios: .iOS27, sdk: .iOS26)
        #expect(engine.state.versionName == "iOS 27, built with SDK 26")
        #expect(StateReport.json(engine).rendered().contains(#""sdk": "26""#))
        let scenario = try decode(#"{"ios": "27", "sdk": "26", "root": {"id": "home"}, "steps": []}"#)
        #expect(scenario.sdk == .iOS26)
        #expect(ScenarioEncoder.json(scenario).rendered().contains(#""sdk": "26""#))
        #expect(try decode(#"{"root": {"id": "home"}, "steps": []}"#).sdk == nil)
        // A version given in place of the file's comes with its own SDK (VER-12).
        let replaced = try ScenarioDecoder.decode(#"{"ios": "27", "sdk": "26", "root": {"id": "home"}, "steps": []}"#, file: "f", catalog: catalog, ios: .iOS18)
        #expect(replaced.ios == .iOS18 && replaced.sdk == nil)
        #expect(decodeError(#"{"sdk": "25", "root": {"id": "home"}, "steps": []}"#) != nil)
    }

    @Test("VER-10, BAR-8: glass needs iOS 26 and SDK 26; the compatibility key is honoured only with SDK 26", arguments: [
        (IOSVersion.iOS27, IOSVersion.iOS27, false, true), (.iOS27, .iOS26, false, true), (.iOS27, .iOS18, false, false),
        (.iOS26, .iOS18, false, false), (.iOS18, .iOS27, false, false),
        (.iOS27, .iOS26, true, false), (.iOS26, .iOS26, true, false), (.iOS27, .iOS27, true, true),
    ])
    func glass(ios: IOSVersion, sdk: IOSVersion, compatibility: Bool, glass: Bool) throws {
        var plist = InfoPlist()
        if compatibility { plist.designRequiresCompatibility = true }
        let engine = try run(nav("nav", [view("home")]), ios: ios, sdk: sdk, infoPlist: plist)
        #expect(engine.state.drawsGlass == glass, "iOS \(ios.rawValue), SDK \(sdk.rawValue), key \(compatibility)")
    }

    @Test("VER-10, VER-1: what .automatic means follows the older of system and SDK, and the explanation names both")
    func automatic() throws {
        var modal = view("modal")
        modal.preferences.modalPresentationStyle = .automatic
        for (ios, sdk, style) in [(IOSVersion.iOS27, IOSVersion.iOS12, ModalPresentationStyle.fullScreen), (.iOS27, .iOS17, .pageSheet),
                                  (.iOS13, .iOS27, .pageSheet), (.iOS27, .iOS27, .formSheet)] {
            let effect = ios.presentation(.automatic, on: device("iphone-se"), sdk: sdk)
            #expect(effect.style == style, "iOS \(ios.rawValue), SDK \(sdk.rawValue)")
        }
        let effect = IOSVersion.iOS27.presentation(.automatic, on: device("iphone-se"), sdk: .iOS17)
        #expect(effect.because.contains { $0.message.description.contains("iOS 27, built with SDK 17: .automatic → pageSheet") })
        // SB-2 through the engine: an SDK-12 build on iOS 27 presents full screen, which takes the status bar.
        var engine = try run(nav("nav", [view("home")]), ios: .iOS27, sdk: .iOS12)
        try engine.send(.present(modal, from: nil, animated: false))
        try engine.send(.settle)
        #expect(engine.state.statusBar.resolution.styleOwner == "modal")
    }

    @Test("VER-10, VER-3: an SDK-12 build never turns dark (its .default draws dark below iOS 17); the adaptive default of 17 follows the system")
    func interfaceStyle() throws {
        let dark = try run(view("home"), ios: .iOS15, sdk: .iOS12, appearance: .dark)
        #expect(dark.state.interfaceStyle(of: "home") == .light)
        #expect(dark.state.statusBar.content == .dark)
        let linked = try run(view("home"), ios: .iOS15, sdk: .iOS15, appearance: .dark)
        #expect(linked.state.statusBar.content == .light)
        // iOS 17's adaptive default is the system's: an SDK-12 build gets it too (over black, light content).
        var black = view("home")
        black.preferences.backgroundColor = ThemeColor(Color(hexString: "#000000")!)
        let adaptive = try run(black, ios: .iOS17, sdk: .iOS12)
        #expect(adaptive.state.statusBar.content == .light)
    }

    @Test("VER-10, VER-5: the content pop gesture needs SDK 26 as well, and says so")
    func contentGesture() throws {
        var navigation = nav("nav", [view("home"), view("detail")])
        navigation.fullscreenPopGesture = false
        var engine = try Engine(device: device("iphone-se"), root: navigation, ios: .iOS27, sdk: .iOS18)
        try engine.send(.settle)
        try engine.send(.drag(from: Point(200, 300), to: Point(480, 300), duration: 0.3))
        try engine.send(.settle)
        #expect(engine.state.hierarchy["nav"]?.children.count == 2)
        #expect(engine.log.contains { $0.message.contains("it exists from iOS 26 (this is iOS 27, built with SDK 18)") })
    }

    @Test("VER-10, BAR-1 and BAR-7: the scroll-edge slot for every bar (15) and the iPad's top tab bar (18) follow the SDK")
    func bars() throws {
        let edge = try run(nav("nav", [view("home")]), ios: .iOS27, sdk: .iOS13)
        #expect(edge.state.appearanceInUse(on: "nav")?.appearance.slot == .standardAppearance)
        let edge15 = try run(nav("nav", [view("home")]), ios: .iOS27, sdk: .iOS15)
        #expect(edge15.state.appearanceInUse(on: "nav")?.appearance.slot == .scrollEdgeAppearance)
        #expect(try run(tabs("tabs", [view("a"), view("b")]), ios: .iOS27, sdk: .iOS17, device: "ipad").state.tabBarOnTop == false)
        #expect(try run(tabs("tabs", [view("a"), view("b")]), ios: .iOS27, sdk: .iOS18, device: "ipad").state.tabBarOnTop == true)
    }

    @Test("VER-11: a name newer than the SDK is refused even on a newer system, with why")
    func newerThanSDK() {
        let dark = decodeError(#"{"ios": "27", "sdk": "12", "root": {"id": "home", "statusBarStyle": "darkContent"}, "steps": []}"#)
        #expect(dark?.message.contains("does not exist in SDK 12: it came with iOS 13 (VER-11)") == true)
        let slot = decodeError(#"{"ios": "27", "sdk": "13", "root": {"id": "n", "type": "navigation", "compactScrollEdgeAppearance": {"background": "opaque"}, "children": [{"id": "h"}]}, "steps": []}"#)
        #expect(slot?.message.contains("does not exist on SDK 13") == true)
        // The compatibility key with SDK 27 on iOS 26 is valid (it is ignored).
        #expect(decodeError(#"{"ios": "26", "sdk": "27", "infoPlist": {"UIDesignRequiresCompatibility": true}, "root": {"id": "home"}, "steps": []}"#) == nil)
    }

    @Test("VER-8: an app-delegate life cycle built with SDK 27 does not launch on iOS 27: the launch screen only, every step but time refused with why, expect launched")
    func lifecycle() throws {
        let refused = try run(view("home"), ios: .iOS27, sdk: .iOS27, lifecycle: .appDelegate)
        #expect(refused.state.launched == false)
        var pushed = refused
        #expect(throws: EngineError.notLaunched) { try pushed.send(.rotate(.landscapeLeft)) }
        #expect(SceneBuilder.scene(refused.state).layers.first?.name == "launchScreen")
        #expect(!SceneBuilder.scene(refused.state).layers.contains { $0.name == "interface" })
        #expect(InspectorText.text(refused).hasPrefix("NOT LAUNCHED — iOS 27, iPhone SE"))
        for (ios, sdk, lifecycle) in [(IOSVersion.iOS27, IOSVersion.iOS26, Lifecycle.appDelegate), (.iOS26, .iOS27, .appDelegate), (.iOS27, .iOS27, .scene)] {
            #expect(try run(view("home"), ios: ios, sdk: sdk, lifecycle: lifecycle).state.launched, "iOS \(ios.rawValue), SDK \(sdk.rawValue), \(lifecycle)")
        }
        // A scenario: its line says why; an expect of anything but `launched` is refused, as expectError may expect.
        let scenario = try decode(#"{"ios": "27", "lifecycle": "appDelegate", "root": {"id": "home"}, "steps": [{"op": "settle"}, {"op": "expect", "launched": false}, {"op": "push", "controller": {"id": "x"}, "expectError": "UIScene life cycle is required"}, {"op": "expect", "top": "home", "expectError": "VER-8"}]}"#)
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.passed, "\(outcome.line)")
        #expect(outcome.line.hasSuffix("UIScene life cycle is required for apps built with this SDK (VER-8)"))
        let failing = try decode(#"{"ios": "27", "lifecycle": "appDelegate", "root": {"id": "home"}, "steps": [{"op": "expect", "statusBarStyle": "default"}]}"#)
        #expect(ScenarioRunner.run(failing).failure?.message == "UIScene life cycle is required for apps built with this SDK (VER-8)")
        #expect(ScenarioEncoder.json(scenario).rendered().contains(#""lifecycle": "appDelegate""#))
    }
}
