import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// SUI-16 … SUI-18: the SwiftUI fixture app in Tests/swift-sources/SwiftUIFixture, written to look
// like a real SwiftUI app; each finding and note is checked at its exact position, and the app
// with every finding fixed prints nothing.

private let fixture = swiftSources("SwiftUIFixture")

/// Every target under a folder, linted, with the folder's path left out.
private func lintProject(_ folder: String, sdk: IOSVersion = .default) -> [String] {
    SourceProject.read([folder]).flatMap { try! SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget, sdk: sdk) }
        .map { $0.text.replacingOccurrences(of: folder + "/", with: "") }
}

@Suite("Reading an app's SwiftUI (SUI-16, SUI-17) and lint's SwiftUI findings (SUI-18)")
struct SwiftUIFixtureTests {
    @Test("SUI-18: the SwiftUI fixture's findings, exactly, at their positions; previews are not read")
    func fixtureFindings() {
        #expect(lintProject(fixture) == [
            "Trails/Screens/MapScreen.swift:8:14: note: .statusBarHidden(_:) is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use .toolbarVisibility(.hidden, for: .statusBar); Xcode warns about it only once the deployment target reaches 27 (SUI-15c)",
            "Trails/Screens/MapScreen.swift:8:14: note: .statusBarHidden(true) in 'MapScreen' is not read on iOS 15 to 27: 'MapScreen' embeds the representable 'TrailMap', whose controller's prefersStatusBarHidden decides instead (observed). Override prefersStatusBarHidden in the representable's view controller (SUI-4)\nTrails/App/RootView.swift:12:13: note: 'MapScreen' is a tab of a TabView of the window here",
            "Trails/Screens/PhotoViewer.swift:10:14: note: .statusBarHidden(true) in 'PhotoViewer' is not read on iOS 15 to 27: 'PhotoViewer' (SwiftUI) .statusBarHidden is not read inside a NavigationStack destination (observed on iOS 16, assumed from 17). Put .statusBarHidden on the view around the NavigationStack (SUI-6)\nTrails/Screens/TrailDetailView.swift:12:17: note: 'PhotoViewer' is a NavigationStack destination of the window here\nTrails/Support/Immersive.swift:6:9: note: the custom modifier sets it here",
            "Trails/Screens/SettingsView.swift:26:18: note: 'OnboardingHostingController' overrides preferredStatusBarStyle, but this .fullScreenCover's content is hosted by SwiftUI's own hosting controller, which takes status bar control without asking 'OnboardingHostingController': its style is lost while the cover shows (observed). Set the style from the cover's content (SUI-12)\nTrails/Screens/SettingsView.swift:32:18: note: the override",
            "Trails/Screens/SettingsView.swift:32:18: warning: 'OnboardingHostingController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: its SwiftUI content embeds a UIKit controller (a navigation stack, tab view or representable), and from iOS 16 a hosting controller hands the style to it (observed, not documented by Apple). Return nil from childForStatusBarStyle in 'OnboardingHostingController' so that its own style is read, or set the style from the content (SUI-4)\nTrails/Screens/SettingsView.swift:24:9: note: the content embeds it here",
            "Trails/Screens/TrailDetailView.swift:15:10: note: .preferredColorScheme(.dark) in 'TrailDetailView', a NavigationStack destination of the window, sets the color scheme of the whole window, its bars and the screens under it included, while 'TrailDetailView' is shown: SwiftUI applies it to the nearest enclosing presentation, not to this view (Apple's documentation). Set it on the root view of the window or sheet, or use .environment(\\.colorScheme, …) to change this view's colours only (SUI-7)\nTrails/Screens/TrailListView.swift:16:17: note: 'TrailDetailView' is a NavigationStack destination of the window here",
            "Trails/Screens/TrailDetailView.swift:24:18: note: .statusBarHidden(_:) is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use .toolbarVisibility(.hidden, for: .statusBar); Xcode warns about it only once the deployment target reaches 27 (SUI-15c)",
            "Trails/Screens/TrailDetailView.swift:40:10: note: .statusBarHidden(true) in 'ShareCard' is not read on iOS 15 to 27: 'ShareCard' (SwiftUI) is presented as a .sheet, which does not take status bar control, so 'TrailDetailView' decides hidden. Present it with .fullScreenCover, or hide the status bar from the screen that presents it (SB-2)\nTrails/Screens/TrailDetailView.swift:20:13: note: 'ShareCard' is the content of a .sheet here",
            "Trails/Screens/TrailDetailView.swift:40:10: note: .statusBarHidden(_:) is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use .toolbarVisibility(.hidden, for: .statusBar); Xcode warns about it only once the deployment target reaches 27 (SUI-15c)",
            "Trails/Screens/TrailListView.swift:14:14: note: .toolbarColorScheme(.dark, for: .navigationBar) in 'TrailListView' is respected only while the navigation bar shows a background (Apple's documentation): none is made visible, so at the scroll edge, where content without a scroll view always is, the bar is transparent and the status bar keeps .default glyphs (observed on iOS 16). Add .toolbarBackground(.visible, for: .navigationBar) beside it (SUI-8)\nTrails/App/RootView.swift:9:13: note: 'TrailListView' is a tab of a TabView of the window here",
            "Trails/Support/Immersive.swift:6:9: note: .statusBarHidden(_:) is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use .toolbarVisibility(.hidden, for: .statusBar); Xcode warns about it only once the deployment target reaches 27 (SUI-15c)",
        ])
    }

    @Test("SUI-15c: the deprecations are said with the iOS 27 SDK only; the rest holds with SDK 26")
    func deprecationsNeedTheSDK() {
        let with27 = lintProject(fixture)
        let with26 = lintProject(fixture, sdk: .iOS26)
        #expect(with27.contains { $0.hasSuffix("(SUI-15c)") })
        #expect(with26 == with27.filter { !$0.hasSuffix("(SUI-15c)") })
    }

    @Test("SUI-18: the fixture with every finding fixed prints nothing")
    func fixedFixture() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-swiftui-fixed-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixture, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // The fixes each finding names.
        let fixes: [(String, String, String)] = [
            // SUI-4: the representable's controller decides hidden.
            ("Trails/Screens/MapScreen.swift", "            .statusBarHidden(true)\n", ""),
            ("Trails/Screens/MapScreen.swift", "final class MapViewController: UIViewController {}",
             "final class MapViewController: UIViewController {\n    override var prefersStatusBarHidden: Bool { true }\n}"),
            // SUI-6, SUI-15c: iOS 27's placement is read in a destination too (SUI-15b).
            ("Trails/Support/Immersive.swift", "statusBarHidden(true)", "toolbarVisibility(.hidden, for: .statusBar)"),
            ("Trails/Screens/TrailDetailView.swift", ".statusBarHidden(viewing)", ".toolbarVisibility(viewing ? .hidden : .automatic, for: .statusBar)"),
            // SUI-7: the scheme of this view only.
            ("Trails/Screens/TrailDetailView.swift", ".preferredColorScheme(.dark)", ".environment(\\.colorScheme, .dark)"),
            // SB-2: a sheet does not hide the status bar.
            ("Trails/Screens/TrailDetailView.swift", "        .statusBarHidden()\n", ""),
            // SUI-8: a background made visible.
            ("Trails/Screens/TrailListView.swift", ".toolbarColorScheme(.dark, for: .navigationBar)",
             ".toolbarBackgroundVisibility(.visible, for: .navigationBar)\n            .toolbarColorScheme(.dark, for: .navigationBar)"),
            ("Trails/Screens/SettingsView.swift", ".toolbarBackground(.visible, for: .navigationBar)", ".toolbarBackgroundVisibility(.visible, for: .navigationBar)"),
            // SUI-4, SUI-12: the style from the content.
            ("Trails/Screens/SettingsView.swift", "    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n", ""),
            ("Trails/Screens/SettingsView.swift", "            Text(\"Welcome\")\n", "            Text(\"Welcome\")\n                .toolbarColorScheme(.dark, for: .statusBar)\n"),
        ]
        for (file, old, new) in fixes {
            let path = copy + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old), "\(file): \(old)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(lintProject(copy) == [])
    }

    @Test("SUI-16: what the reader recognises: the window's content, views through their bodies and members, destinations, presentations, representables, a hosting subclass's content")
    func recognises() throws {
        let target = try #require(SourceProject.read([fixture]).first)
        let swiftUI = target.index.swiftUI
        #expect(swiftUI.views["window:TrailsApp"]?.uses.map(\.name) == ["RootView"])
        #expect(swiftUI.representables.keys.sorted() == ["TrailMap"])
        #expect(swiftUI.hostingRoots.map(\.className).contains("OnboardingHostingController"))
        let graph = SwiftUIGraph(swiftUI)
        let detail = try #require(graph.places["TrailDetailView"]?.first?.place)
        #expect(detail.navigation?.container == .navigationStack && detail.navigation?.destination == true && !detail.inTab)
        #expect(graph.places["TrailDetailView.header"] != nil)
        // Previews are not the app (SUI-17): the #Preview and the PreviewProvider's modifiers are not read.
        #expect(!swiftUI.allModifiers.contains { $0.position.line > 12 && $0.position.file.hasSuffix("PhotoViewer.swift") })
    }
}
