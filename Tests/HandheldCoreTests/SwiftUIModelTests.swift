import Testing
@testable import HandheldCore

/// Section 15 in scenario files and the engine (issue 38): the `hosting` kind and its `swiftUI`
/// fields read, checked and written back (SUI-1, SUI-2, SUI-12), and what the walk says.
@Suite("SwiftUI on the chain: the model (SUI-1 … SUI-6, SUI-12)")
struct SwiftUIModelTests {
    private let stack = #"{"ios": "IOS", "root": {"id": "root", "type": "hosting", "view": "RootView", "swiftUI": {"statusBarHidden": true, "preferredColorScheme": null, "toolbarColorScheme": {"navigationBar": "dark"}, "titleDisplayMode": "inline"}, "children": [{"id": "stack", "type": "navigation", "swiftUI": {"container": "CONTAINER"}, "children": [{"id": "list", "type": "hosting", "view": "ListView"}]}]}, "steps": []}"#

    private func file(ios: String = "27", container: String = "navigationStack") -> String {
        stack.replacingOccurrences(of: "IOS", with: ios).replacingOccurrences(of: "CONTAINER", with: container)
    }

    @Test("SUI-1: a hosting controller, its view, its modifiers and what SwiftUI embeds are read and written back as given")
    func roundTrip() throws {
        let scenario = try decode(file())
        #expect(scenario.root.kind == .hosting && scenario.root.view == "RootView")
        #expect(scenario.root.preferences.swiftUI.statusBarHidden == true)
        #expect(scenario.root.preferences.swiftUI.preferredColorScheme == .some(nil))
        #expect(scenario.root.preferences.swiftUI.toolbarColorScheme == [.navigationBar: .dark])
        #expect(scenario.root.children.first?.swiftUIContainer == .navigationStack)
        let again = try decode(ScenarioEncoder.json(scenario).rendered())
        #expect(again.root == scenario.root)
        let engine = try Engine(device: device("iphone-17"), root: scenario.root)
        let state = StateReport.json(engine).rendered()
        #expect(state.contains(#""view": "RootView""#) && state.contains(#""swiftUIContainer": "navigationStack""#))
    }

    @Test("SUI-2: SwiftUI needs iOS 13 (and SDK 13); NavigationStack needs bucket 15, named as iOS 16; the status bar placement needs 27")
    func versions() {
        #expect(decodeError(#"{"ios": "12", "root": {"id": "root", "type": "hosting"}, "steps": []}"#)?.message.contains("'hosting' does not exist on iOS 12") == true)
        #expect(decodeError(#"{"ios": "27", "sdk": "12", "root": {"id": "root", "type": "hosting"}, "steps": []}"#)?.message.contains("SDK 12") == true)
        let plain = file(ios: "13").replacingOccurrences(of: #", "toolbarColorScheme": {"navigationBar": "dark"}"#, with: "")
        #expect(decodeError(plain)?.message.contains("'navigationStack' does not exist on iOS 13: it came with iOS 16") == true)
        #expect(decodeError(plain.replacingOccurrences(of: "navigationStack", with: "navigationView")) == nil)
        #expect(decodeError(#"{"ios": "26", "root": {"id": "root", "type": "hosting", "swiftUI": {"statusBar": {"visibility": "hidden"}}}, "steps": []}"#)?
            .message.contains("'statusBar' does not exist on iOS 26: it came with iOS 27") == true)
        #expect(decodeError(#"{"ios": "13", "root": {"id": "root", "type": "hosting", "swiftUI": {"toolbarColorScheme": {"navigationBar": "dark"}}}, "steps": []}"#)?
            .message.contains("came with iOS 16") == true)
    }

    @Test("SUI-1, SUI-4: a hosting controller embeds one UIKit controller, which says what SwiftUI made it; SwiftUI fields belong where they belong")
    func shapes() {
        #expect(decodeError(#"{"root": {"id": "root", "type": "hosting", "children": [{"id": "a"}]}, "steps": []}"#)?.message.contains("must say what SwiftUI made it") == true)
        #expect(decodeError(#"{"root": {"id": "root", "type": "hosting", "children": [{"id": "a", "representable": true}, {"id": "b", "representable": true}]}, "steps": []}"#)?
            .message.contains("embeds one UIKit controller at most") == true)
        #expect(decodeError(#"{"root": {"id": "v", "swiftUI": {"container": "tabView"}}, "steps": []}"#)?.message.contains("SUI-5") == true)
        #expect(decodeError(#"{"root": {"id": "v", "view": "V"}, "steps": []}"#)?.message.contains("is not a hosting controller") == true)
        #expect(decodeError(#"{"root": {"id": "t", "type": "tabs", "representable": true, "children": [{"id": "a"}]}, "steps": []}"#) != nil)
    }

    @Test("SUI-12: present takes swiftUI (sheet, fullScreenCover, popover) for a hosting controller only, never beside a presentationStyle; saved, it is written back")
    func presentations() throws {
        let sheet = try decode(#"{"root": {"id": "root", "type": "hosting"}, "steps": [{"op": "present", "swiftUI": "sheet", "controller": {"id": "s", "type": "hosting"}}]}"#)
        guard case .action(.present(let spec, _, _)) = sheet.steps[0].kind else { Issue.record("no present"); return }
        #expect(spec.preferences.modalPresentationStyle == .pageSheet && spec.preferences.swiftUIPresentation == .sheet)
        let written = ScenarioEncoder.json(sheet).rendered()
        #expect(written.contains(#""swiftUI": "sheet""#) && !written.contains("presentationStyle"))
        guard case .action(.present(let again, _, _)) = try decode(written).steps[0].kind else { Issue.record("no present"); return }
        #expect(again == spec)
        #expect(decodeError(#"{"root": {"id": "root"}, "steps": [{"op": "present", "swiftUI": "sheet", "controller": {"id": "s"}}]}"#)?.message.contains("presents a hosting controller") == true)
        #expect(decodeError(#"{"root": {"id": "root", "type": "hosting"}, "steps": [{"op": "present", "swiftUI": "sheet", "controller": {"id": "s", "type": "hosting", "presentationStyle": "fullScreen"}}]}"#)?
            .message.contains("cannot both be given") == true)
    }

    @Test("SUI-12: compactAdaptation (presentationCompactAdaptation(.fullScreenCover), 16.4) makes a sheet a full-screen cover on a phone, not on an iPad; a plain sheet is one in landscape only; written back; only fullScreenCover, only on a sheet or popover, not before 16.4")
    func compactAdaptation() throws {
        let text = #"{"root": {"id": "root", "type": "hosting"}, "steps": [{"op": "present", "swiftUI": "sheet", "compactAdaptation": "fullScreenCover", "controller": {"id": "s", "type": "hosting"}}]}"#
        let scenario = try decode(text)
        guard case .action(.present(let spec, _, _)) = scenario.steps[0].kind else { Issue.record("no present"); return }
        #expect(spec.preferences.swiftUICompactAdaptation == .fullScreenCover)
        #expect(ScenarioEncoder.json(scenario).rendered().contains(#""compactAdaptation": "fullScreenCover""#))
        let catalog = try DeviceCatalog.shipped()
        let phone = try #require(catalog.profile("iphone-17")), pad = try #require(catalog.profile("ipad"))
        #expect(IOSVersion.iOS27.presentation(of: spec.preferences, on: phone, orientation: .portrait).style == .fullScreen)
        #expect(IOSVersion.iOS27.presentation(of: spec.preferences, on: pad, orientation: .portrait).style == .pageSheet)
        var plain = spec.preferences
        plain.swiftUICompactAdaptation = nil
        #expect(IOSVersion.iOS27.presentation(of: plain, on: phone, orientation: .portrait).style == .pageSheet)
        #expect(IOSVersion.iOS27.presentation(of: plain, on: phone, orientation: .landscapeLeft).style == .fullScreen)
        #expect(IOSVersion.iOS27.presentation(of: plain, on: pad, orientation: .landscapeLeft).style == .pageSheet)
        for (bad, reason) in [(#""compactAdaptation": "sheet""#, "is 'fullScreenCover'"), (#""compactAdaptation": "popover""#, "is 'fullScreenCover'")] {
            #expect(decodeError(text.replacingOccurrences(of: #""compactAdaptation": "fullScreenCover""#, with: bad))?.message.contains(reason) == true)
        }
        #expect(decodeError(text.replacingOccurrences(of: #""swiftUI": "sheet""#, with: #""swiftUI": "fullScreenCover""#))?.message.contains("a full-screen cover is one already") == true)
        #expect(decodeError(text.replacingOccurrences(of: #"{"root""#, with: #"{"ios": "15", "root""#))?.message.contains("presentationCompactAdaptation") == true)
    }

    @Test("SUI-3: set on swiftUI fields needs no update and changes at once, without animation unless given fade (withAnimation); set swiftUI on a UIKit controller is refused")
    func setNeedsNoUpdate() throws {
        var engine = try runPassing(#"{"root": {"id": "root", "type": "hosting"}, "steps": []}"#)
        var hide = PreferenceChanges()
        var modifiers = SwiftUIModifiers()
        modifiers.statusBarHidden = true
        hide.swiftUI = modifiers
        try engine.send(.set(target: "root", hide, update: false))
        #expect(engine.state.statusBar.resolution.isHidden && engine.state.statusBar.resolution.animation == .none)
        #expect(engine.state.staleNote == nil)
        var other = try runPassing(#"{"root": {"id": "root", "children": []}, "steps": []}"#)
        #expect(throws: EngineError.self) { try other.send(.set(target: "root", hide, update: false)) }
        var animated = try runPassing(#"{"root": {"id": "root", "type": "hosting", "statusBarAnimation": "fade"}, "steps": []}"#)
        try animated.send(.set(target: "root", hide, update: false))
        #expect(animated.state.statusBar.resolution.animation == .fade)
    }
}
