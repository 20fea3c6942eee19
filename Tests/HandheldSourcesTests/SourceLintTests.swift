import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// SRC-2, SRC-5: the fixture app in Tests/swift-sources/Fixture is written to look like real apps; each
// finding and note is checked at its exact position, and each rule has a case that stays quiet.

private let fixture = swiftSources("Fixture")

private func lint(_ sources: [String: String], target: Double? = nil) -> [String] {
    var index = SourceIndex()
    for (file, text) in sources.sorted(by: { $0.key < $1.key }) { SwiftReader.read(source: text, file: file, into: &index) }
    return try! SourceLint.findings(index, deploymentTarget: target).map(\.text)
}

/// Every target under a folder, linted, with the folder's path left out.
private func lintProject(_ folder: String) -> [String] {
    SourceProject.read([folder]).flatMap { try! SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget) }
        .map { $0.text.replacingOccurrences(of: folder + "/", with: "") }
}

@Suite("Reading an app's own sources (SRC)")
struct SourceLintTests {
    @Test("SRC-5: the fixture app's findings, exactly, at their positions: Swift, a storyboard, two Info.plists, two targets")
    func fixtureFindings() throws {
        #expect(lintProject(fixture) == [
            "Companion/CompanionViewController.swift:6:18: warning: 'CompanionViewController'.preferredStatusBarStyle = .darkContent is ignored on iOS 13 to 27: global mode (UIViewControllerBasedStatusBarAppearance = NO): only UIApplication's setters decide, no controller is asked. Call UIApplication.setStatusBarStyle / setStatusBarHidden instead, or set the Info.plist key to YES so that controllers decide (SB-1)\nCompanion/Info.plist:5:7: note: UIViewControllerBasedStatusBarAppearance is NO here",
            "Podcasts/Coordinators/EpisodeCoordinator.swift:15:30: note: if 'DetailViewController' is pushed onto 'EpisodeCoordinator.navigationController', when it is a 'UINavigationController' that does not ask its top controller, here, its preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'UINavigationController' shows its navigation bar, so its barStyle decides (.default gives .default) (SB-4)\nPodcasts/Coordinators/EpisodeCoordinator.swift:30:18: note: the override",
            "Podcasts/Coordinators/EpisodeCoordinator.swift:37:10: warning: 'CommentsViewController'.prefersStatusBarHidden() is a method of its own: since Swift 3, UIKit reads the property 'prefersStatusBarHidden', so this is never called. Write 'override var prefersStatusBarHidden: … { … }' instead (SRC-5)",
            "Podcasts/Info.plist:13:7: note: UIStatusBarStyle covers launch only: with view controller-based status bar appearance, controllers decide once the app is running (SRC-5)",
            "Podcasts/Navigation/TabBarController+StatusBar.swift:5:23: note: childForStatusBarStyle is overridden in an extension of UITabBarController: it works today, but Apple does not support overriding in extensions (it may stop working, and it changes every UITabBarController in the app). Subclass UITabBarController and override it there (SRC-5)",
            "Podcasts/Screens/ArtworkViewController.swift:22:9: warning: 'ArtworkViewController'.isDark changes preferredStatusBarStyle, but 'artworkDidLoad' asks for no update: the status bar keeps what it showed until something else makes UIKit read it again (a push, a present, a rotation). Call setNeedsStatusBarAppearanceUpdate() after the change, or in isDark's didSet (SB-7)\nPodcasts/Screens/ArtworkViewController.swift:11:18: note: preferredStatusBarStyle reads 'isDark' here",
            "Podcasts/Screens/ArtworkViewController.swift:39:14: warning: 'OnboardingViewController' draws dark status bar glyphs (.default) on its #000000 background on iOS 15: they cannot be seen (contrast 1.0:1, below 3:1). Prefer .lightContent in 'OnboardingViewController', or change its background (VER-7)",
            "Podcasts/Screens/DiscoverViewController.swift:6:18: warning: 'DiscoverViewController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'UINavigationController (Main.storyboard:19)' shows its navigation bar, so its barStyle decides (.default gives .default). Hide the bar, set the bar's barStyle, or override childForStatusBarStyle in a UINavigationController subclass to return its top controller (SB-4)\nPodcasts/Base.lproj/Main.storyboard:22:45: note: 'DiscoverViewController' is the root of 'UINavigationController (Main.storyboard:19)' here",
            "Podcasts/Screens/DiscoverViewController.swift:11:18: warning: 'FilterViewController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'FilterViewController' is presented as .formSheet without modalPresentationCapturesStatusBarAppearance, so it does not take status bar control and 'DiscoverViewController' decides. Set modalPresentationCapturesStatusBarAppearance = true on 'FilterViewController', or present it .fullScreen (SB-2)\nPodcasts/Base.lproj/Main.storyboard:32:45: note: 'FilterViewController' is presented as .formSheet here",
            "Podcasts/Screens/DiscoverViewController.swift:22:30: warning: UIApplication's statusBarStyle is ignored on iOS 15 to 27: UIApplication's status bar setters do nothing with view-controller-based status bar appearance (viewController mode). Give it to the controller that decides (or its navigation bar's barStyle), or set UIViewControllerBasedStatusBarAppearance = NO (SB-1)",
            "Podcasts/Screens/LibraryViewController.swift:26:15: warning: modalPresentationCapturesStatusBarAppearance is set on 'QueueListViewController', but 'UINavigationController' around it is what is presented, and UIKit reads it on the presented controller only, so 'LibraryViewController' keeps the status bar. Set it on the 'UINavigationController' you present (on iOS 15 to 27) (SB-2)\nPodcasts/Screens/LibraryViewController.swift:29:9: note: 'UINavigationController' is presented here",
            "Podcasts/Screens/LibraryViewController.swift:46:18: warning: 'SettingsViewController'.preferredStatusBarStyle = .darkContent is ignored on iOS 15 to 27: 'SettingsViewController' is presented as .pageSheet without modalPresentationCapturesStatusBarAppearance, so it does not take status bar control and 'LibraryViewController' decides. Set modalPresentationCapturesStatusBarAppearance = true on 'SettingsViewController', or present it .fullScreen (SB-2)\nPodcasts/Screens/LibraryViewController.swift:13:9: note: 'SettingsViewController' is presented as .pageSheet here",
            "Podcasts/Screens/LibraryViewController.swift:51:18: note: 'PlayerViewController'.prefersStatusBarHidden = false does not show the status bar in landscape on an iPhone (iOS 15 to 27): UIKit hides it there whatever the controller prefers. Limit 'PlayerViewController' to portrait (supportedInterfaceOrientations), or expect no status bar in landscape (DEV-4)\nPodcasts/Info.plist:7:7: note: the app supports landscape on iPhone here",
            "Podcasts/Screens/LibraryViewController.swift:60:18: warning: 'SearchViewController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'PlainNavigationController' shows its navigation bar, so its barStyle decides (.default gives .default). Hide the bar, set the bar's barStyle, or override childForStatusBarStyle in a UINavigationController subclass to return its top controller (SB-4)\nPodcasts/AppDelegate.swift:15:83: note: 'SearchViewController' is the root of 'PlainNavigationController' here",
            "Podcasts/Screens/SideMenuController.swift:15:18: warning: 'NowPlayingViewController'.preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'SideMenuController' decides with its own preferredStatusBarStyle: a container asks a child only through childForStatusBarStyle. Override childForStatusBarStyle in 'SideMenuController' to return 'NowPlayingViewController' (SB-3)\nPodcasts/Screens/SideMenuController.swift:8:9: note: 'NowPlayingViewController' is a child of 'SideMenuController' here",
            "Podcasts/Screens/SideMenuController.swift:25:9: note: if 'QueueViewController' is a child of 'PagerController', whose childForStatusBarStyle does not return it, here, its preferredStatusBarStyle = .lightContent is ignored on iOS 15 to 27: 'PagerController' decides with its own preferredStatusBarStyle: a container asks a child only through childForStatusBarStyle (SB-3)\nPodcasts/Screens/SideMenuController.swift:30:18: note: the override",
            "Podcasts/Screens/TranscriptHostingController.swift:7:14: note: .statusBarHidden(_:) is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use .toolbarVisibility(.hidden, for: .statusBar); Xcode warns about it only once the deployment target reaches 27 (SUI-15c)",
            "Podcasts/Screens/TranscriptHostingController.swift:13:18: note: 'TranscriptHostingController' is a UIHostingController that overrides a status bar preference: this is reported to stop working from iOS 16, where the hosted SwiftUI content decides (not documented by Apple). Check it on iOS 16 and later, or set the style from SwiftUI's .preferredColorScheme / .statusBarHidden (SRC-5)",
        ])
    }

    @Test("SRC-5: the fixture with every problem fixed prints nothing")
    func fixedFixture() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-fixed-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: fixture, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // The fixes UIKit's documentation gives, one per finding.
        let fixes: [(String, String, String)] = [
            ("Podcasts/Screens/LibraryViewController.swift", "settings.modalPresentationStyle = .pageSheet",
             "settings.modalPresentationStyle = .pageSheet\n        settings.modalPresentationCapturesStatusBarAppearance = true"),
            ("Podcasts/Navigation/MainNavigationController.swift", "final class PlainNavigationController: UINavigationController {",
             "final class PlainNavigationController: UINavigationController {\n    override var childForStatusBarStyle: UIViewController? { topViewController }"),
            ("Podcasts/Screens/SideMenuController.swift", "final class SideMenuController: UIViewController {",
             "final class SideMenuController: UIViewController {\n    override var childForStatusBarStyle: UIViewController? { children.last }"),
            ("Podcasts/Screens/SideMenuController.swift", "override var childForStatusBarStyle: UIViewController? { current }",
             "override var childForStatusBarStyle: UIViewController? { children.last }"),
            ("Podcasts/Base.lproj/Main.storyboard", "<navigationController id=\"nav-00-001\" sceneMemberID",
             "<navigationController id=\"nav-00-001\" customClass=\"MainNavigationController\" sceneMemberID"),
            ("Podcasts/Base.lproj/Main.storyboard", "modalPresentationStyle=\"formSheet\"", "modalPresentationStyle=\"fullScreen\""),
            // Issue 49: the coordinator is given the app's forwarding navigation controller.
            ("Podcasts/Coordinators/EpisodeCoordinator.swift", "UINavigationController", "MainNavigationController"),
            ("Podcasts/Coordinators/EpisodeCoordinator.swift", "func prefersStatusBarHidden() -> Bool { true }",
             "override var prefersStatusBarHidden: Bool { true }"),
            ("Podcasts/Navigation/TabBarController+StatusBar.swift", "extension UITabBarController {\n    override open var",
             "final class TabBarController: UITabBarController {\n    override var"),
            ("Podcasts/Screens/TranscriptHostingController.swift", "            .statusBarHidden(true)\n", ""),
            ("Podcasts/Screens/TranscriptHostingController.swift",
             "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }", ""),
            ("Podcasts/Screens/DiscoverViewController.swift", "UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)", ""),
            ("Podcasts/Info.plist", "<key>UIStatusBarStyle</key>\n\t<string>UIStatusBarStyleLightContent</string>", ""),
            ("Companion/CompanionViewController.swift", "override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }", ""),
            ("Podcasts/Screens/ArtworkViewController.swift", "        isDark = dark\n",
             "        isDark = dark\n        setNeedsStatusBarAppearanceUpdate()\n"),
            ("Podcasts/Screens/ArtworkViewController.swift", "final class OnboardingViewController: UIViewController {",
             "final class OnboardingViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }"),
            ("Podcasts/Screens/LibraryViewController.swift", "queue.modalPresentationCapturesStatusBarAppearance = true", ""),
            ("Podcasts/Screens/LibraryViewController.swift", "navigation.modalPresentationStyle = .formSheet",
             "navigation.modalPresentationStyle = .formSheet\n        navigation.modalPresentationCapturesStatusBarAppearance = true"),
            ("Podcasts/Screens/LibraryViewController.swift", "override var prefersStatusBarHidden: Bool { false }",
             "override var prefersStatusBarHidden: Bool { false }\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }"),
        ]
        for (file, old, new) in fixes {
            let path = copy + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old), "\(file) no longer says \(old)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(lintProject(copy) == [])
    }

    @Test("SB-4 through sources: a navigation controller that does not forward ignores its root's style; one that asks its top, or an extension of UINavigationController, does not")
    func navigationForwarding() {
        let screen = "final class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n"
        let plain = "final class Nav: UINavigationController {}\nlet w = Nav(rootViewController: A())\n"
        #expect(lint(["a.swift": screen, "n.swift": plain]).first?.contains("warning:") == true)
        let asks = "final class Nav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default } }\nlet w = Nav(rootViewController: A())\n"
        #expect(lint(["a.swift": screen, "n.swift": asks]).isEmpty)
        let child = "final class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { visibleViewController } }\nlet w = Nav(rootViewController: A())\n"
        #expect(lint(["a.swift": screen, "n.swift": child]).isEmpty)
        let everywhere = "extension UINavigationController { open override var childForStatusBarStyle: UIViewController? { topViewController } }\nlet w = UINavigationController(rootViewController: A())\n"
        // Quiet about the style; the extension itself is a note (SRC-5).
        #expect(lint(["a.swift": screen, "n.swift": everywhere]).allSatisfy { $0.contains(": note: ") && $0.hasSuffix("(SRC-5)") })
        let hidden = "final class B: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(true, animated: animated) } }\nlet w = UINavigationController(rootViewController: B())\n"
        #expect(lint(["b.swift": hidden]).isEmpty)
    }

    @Test("SB-2 / VER-1 through sources: a sheet without capture ignores the style from iOS 13; full screen or capture does not; an unknown style is a note, not a warning")
    func presentations() {
        func presenting(_ setUp: String) -> String {
            "final class P: UIViewController { func go() { let m = M()\n\(setUp)\npresent(m, animated: true) } }\nfinal class M: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n"
        }
        let automatic = lint(["p.swift": presenting("")], target: 12)
        #expect(automatic.count == 1 && automatic[0].contains("is ignored on iOS 13 to 27"))
        #expect(lint(["p.swift": presenting("m.modalPresentationStyle = .fullScreen")]).isEmpty)
        #expect(lint(["p.swift": presenting("m.modalPresentationCapturesStatusBarAppearance = true")]).isEmpty)
        let unknown = lint(["p.swift": presenting("m.modalPresentationStyle = style")])
        #expect(unknown.count == 1 && unknown[0].contains(": note: if 'M' is presented as .pageSheet here"))
    }

    @Test("SRC-2: a value that is not a literal stays unknown; a class with no known context is never warned about")
    func unknowns() {
        let computed = "final class A: UIViewController { var dark = false\n override var preferredStatusBarStyle: UIStatusBarStyle { dark ? .lightContent : .default } }\n"
        var index = SourceIndex()
        SwiftReader.read(source: computed, file: "a.swift", into: &index)
        #expect(index.classes["A"]?.styleOverride?.value == .unknown)
        #expect(index.classes["A"]?.styleOverride?.position == SourcePosition(file: "a.swift", line: 2, column: 15))
        #expect(try! SourceLint.findings(index).isEmpty)
        // A factory's product is not a context for any named class.
        let factory = "final class P: UIViewController { func go() { present(Router.make(), animated: true) } }\n"
        SwiftReader.read(source: factory, file: "p.swift", into: &index)
        #expect(index.edges.isEmpty)
    }

    @Test("SRC-1: a file that does not parse is reported at its position and the rest is still read; test files and previews are not read")
    func robustness() {
        var index = SourceIndex()
        SwiftReader.read(source: "final class A: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n  func f( {\n}\n", file: "a.swift", into: &index)
        #expect(!index.problems.isEmpty)
        #expect(index.classes["A"]?.styleOverride?.value == .known(.lightContent))
        SwiftReader.read(source: "import XCTest\nfinal class T: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n", file: "t.swift", into: &index)
        #expect(index.classes["T"] == nil)
        for bytes in ["", "class", "override var preferredStatusBarStyle", "}}}}", String(repeating: "(", count: 500)] {
            var scratch = SourceIndex()
            SwiftReader.read(source: bytes, file: "x.swift", into: &scratch)
        }
    }

    @Test("SRC-1: reading never hangs — the inside of `[`s nested more than 10 deep is blanked before parsing (swift-syntax's time doubles per level), reported at the 11th `[`, everything else read at its own position")
    func deepBrackets() throws {
        // Thirty levels of the shape the source fuzzer found: unguarded, minutes of parsing.
        let deep = String(repeating: "[a<[", count: 15) + "1" + String(repeating: "]>]", count: 15)
        let source = "let x = \(deep)\nfinal class A: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"
        var index = SourceIndex()
        SwiftReader.read(source: source, file: "a.swift", into: &index)
        let problem = try #require(index.problems.first)
        #expect(problem.0 == SourcePosition(file: "a.swift", line: 1, column: 9 + 4 * 5))
        #expect(index.classes["A"]?.styleOverride?.position == SourcePosition(file: "a.swift", line: 3, column: 16))

        // Exactly at the limit nothing is blanked; one more, and only the inside of the 11th.
        let ten = String(repeating: "[", count: 10) + "1" + String(repeating: "]", count: 10)
        #expect(BracketNesting.guarded("x = \(ten)").blanked == nil)
        let eleven = BracketNesting.guarded("x = [\(ten)] + [y]")
        #expect(eleven.source == "x = [[[[[[[[[[[ ]]]]]]]]]]] + [y]")
        #expect(eleven.blanked! == (1, 15))
        // A `{` ends the run (a closure stops the look-ahead); `(` does not.
        let closures = String(repeating: "[{", count: 12) + String(repeating: "}]", count: 12)
        #expect(BracketNesting.guarded(closures).blanked == nil)
        #expect(BracketNesting.guarded(String(repeating: "[(", count: 11)).blanked != nil)
        // Brackets in strings and comments count for nothing; in an interpolation, as code.
        let many = String(repeating: "[", count: 12)
        for quiet in ["s = \"\(many)\"", "s = #\"\\(\(many)\"#", "s = \"\"\"\n\(many)\n\"\"\"", "// \(many)", "/* /* */ \(many) */", "s = \"a\\\"\(many)\""] {
            #expect(BracketNesting.guarded(quiet).blanked == nil, "\(quiet)")
        }
        let interpolated = BracketNesting.guarded("s = \"\\(\(many)1\(String(repeating: "]", count: 12)))\" + \"[\"")
        #expect(interpolated.blanked! == (1, 18))
        #expect(interpolated.source.hasSuffix(" ]]]]]]]]]]])\" + \"[\""))
        // A blanked run is one space (the parser's look-ahead would lex it again per `[`); its
        // line breaks (also `\r\n`) move past the `]`s that close the `[`s before it (issue 48:
        // left inside, they were lexed again per `[` too), so every later line keeps its number.
        let crlf = BracketNesting.guarded("x = 1\r\ny = \(many)\r\n\"é\"\r\n]]]]]]]]]]]]\r\nz")
        #expect(crlf.blanked! == (2, 15))
        #expect(crlf.source.hasSuffix("[ ]]]]]]]]]]]\r\n\r\n\r\nz"))
        // Closing brackets on lines of their own: the line breaks go back after the last.
        let spread = BracketNesting.guarded("y = \(many)\na\nb\n" + String(repeating: "]\n", count: 12) + "z")
        #expect(spread.source.components(separatedBy: "\n").count == ("y = \(many)\na\nb\n" + String(repeating: "]\n", count: 12) + "z").components(separatedBy: "\n").count)
        #expect(spread.source.hasSuffix("\nz"))
        #expect(spread.source.hasPrefix("y = \(String(repeating: "[", count: 11)) \n]\n"), "the run's own lines are gone from inside the brackets")
    }

    /// Each construct nested past the guard, by name.
    static let deepCode: [String: String] = [
        "parentheses": "let x = " + String(repeating: "(", count: 1_500) + "1" + String(repeating: ")", count: 1_500),
        "else if": "func f(a: Int) {\n if a == 0 {}" + String(repeating: " else if a == 1 {}", count: 1_500) + "\n}",
        "generic arguments": "let x: " + String(repeating: "A<", count: 1_500) + "B" + String(repeating: ">", count: 1_500) + " = y",
        "#if": String(repeating: "#if A\n", count: 40) + "let x = 1\n" + String(repeating: "#endif\n", count: 40),
        "try": "let x = " + String(repeating: "try ", count: 1_500) + "f()",
        "await": "let x = " + String(repeating: "await ", count: 1_500) + "f()",
        "member accesses": "let x = a" + String(repeating: ".b", count: 1_500),
        "member accesses over lines": "let x = a" + String(repeating: "\n  .b()", count: 1_500),
        "calls": "let x = f" + String(repeating: "()", count: 1_500),
        "optional types": "let x: Int" + String(repeating: "?", count: 1_500) + " = y",
        "interpolations": "let x = " + String(repeating: "\"\\(", count: 1_200) + "1" + String(repeating: ")\"", count: 1_200),
        "ternaries": "let x = " + String(repeating: "a ? b : ", count: 1_500) + "c",
        "closures": "let x = " + String(repeating: "{ ", count: 1_500) + "1" + String(repeating: " }", count: 1_500),
        "prefix operators": "let x = " + String(repeating: "- ", count: 1_500) + "1",
    ]

    @Test("SRC-1 (issue 35): every construct the parser or a walk recurses on, nested past the guard (brackets and chains 256 deep, #if 16), is reported once at the level where reading stops, and the rest of the file is read", arguments: deepCode.keys.sorted())
    func deepNesting(construct: String) throws {
        let code = try #require(Self.deepCode[construct])
        let source = "import UIKit\n\(code)\nfinal class A: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n}\n"
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).count
        // As the tool does: the reader on a large stack (a test thread's is small).
        let index = LargeStack.run {
            var index = SourceIndex()
            SwiftReader.read(source: source, file: "a.swift", into: &index)
            return index
        }
        let problem = try #require(index.problems.first, "\(construct)")
        // A run of `<` stops sooner (48 in one expression): the parser's recovery from a broken
        // one costs the cube of their number (found by the source fuzzer).
        let said = construct == "generic arguments" ? "more than 48 '<' in one expression" : "nested more than"
        #expect(problem.1.contains(said), "\(construct): \(problem.1)")
        #expect(problem.0.line >= 2 && problem.0.line <= 1 + lines, "\(construct)")
        #expect(index.problems.count(where: { $0.1.contains(said) }) == 1, "\(construct)")
        // The class after it is read at its own line.
        #expect(index.classes["A"]?.hiddenOverride?.position.line == 2 + lines + 1, "\(construct)")
    }

    @Test("SRC-1 (issue 48): whatever is blanked, every line after the deep part keeps its number, with LF or CRLF line breaks", arguments: Array(deepCode.keys).sorted())
    func blankedKeepsLines(construct: String) throws {
        let code = try #require(Self.deepCode[construct])
        for lineBreak in ["\n", "\r\n"] {
            let source = ("import UIKit\n" + code + "\nlet tail = 1\nlet last = 2\n").replacingOccurrences(of: "\n", with: lineBreak)
            let guarded = BracketNesting.guarded(source).source
            #expect(guarded.components(separatedBy: lineBreak).count == source.components(separatedBy: lineBreak).count, "\(construct)")
            #expect(guarded.hasSuffix(lineBreak + "let tail = 1" + lineBreak + "let last = 2" + lineBreak), "\(construct)")
            if lineBreak == "\n" { #expect(!guarded.contains("\r"), "\(construct)") }
        }
    }

    @Test("SRC-1 (issue 35): real code's nesting is read as written: a SwiftUI view's modifier chain, closures and generics a few levels deep")
    func realNestingIsRead() {
        let modifiers = String(repeating: "\n            .padding(.horizontal, 4)\n            .background(Color.red.opacity(0.5))", count: 40)
        let view = "struct V: View {\n  var body: some View {\n    NavigationStack {\n      List {\n        ForEach(items) { item in\n          HStack { Button(action: { try? await f(g(h(i(j(k(1)))))) }) { Text(\"\\(item.name ?? \"\")\") }" + modifiers + "\n          }\n        }\n      }\n    }\n  }\n}\nlet y: Array<Dictionary<String, Array<Set<Int>>>> = []\n"
        #expect(BracketNesting.guarded(view).blanked == nil)
    }

    @Test("SRC-4: the versions from a deployment target, and the target read from project settings")
    func versions() {
        #expect(SourceLint.versions(from: 15.0) == [.iOS15, .iOS17, .iOS18, .iOS26, .iOS27])
        #expect(SourceLint.versions(from: 14.2) == [.iOS13, .iOS15, .iOS17, .iOS18, .iOS26, .iOS27])
        #expect(SourceLint.versions(from: nil) == IOSVersion.allCases)
        #expect(ProjectSettings.deploymentTargets(in: "\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n IPHONEOS_DEPLOYMENT_TARGET = 16.4;") == [15.0, 16.4])
        // A settings file saved with Windows line ends is read line by line too (its `\r` is not a value's).
        let crlf = ProjectSettings.settings(in: "SWIFT_VERSION = 5.0\r\nIPHONEOS_DEPLOYMENT_TARGET = 16.4\r\nTARGETED_DEVICE_FAMILY = \"1,2\"\r\n", file: "A.xcconfig")
        #expect(crlf.map { "\($0.key)=\($0.value)@\($0.position.line)" } == ["SWIFT_VERSION=5.0@1", "IPHONEOS_DEPLOYMENT_TARGET=16.4@2", "TARGETED_DEVICE_FAMILY=1,2@3"])
    }
}

@Suite("Reading an app's Info.plist (SRC-3)")
struct InfoPlistSourceTests {
    @Test("SB-1: with UIViewControllerBasedStatusBarAppearance NO, every override is ignored, with a note at the key; YES or absent, nothing")
    func globalMode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-global-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>UIViewControllerBasedStatusBarAppearance</key>
            \t<false/>
            </dict>
            </plist>
            """
        try plist.write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let position = try #require(ProjectSettings.infoPlist(under: [folder.path]).globalMode)
        #expect(position.line == 4 && position.column == 7)
        var index = SourceIndex()
        SwiftReader.read(source: "final class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n",
                         file: "a.swift", into: &index)
        index.globalMode = position
        let findings = try! SourceLint.findings(index)
        #expect(findings.count == 1 && findings[0].rule == "SB-1" && findings[0].severity == .warning)
        #expect(findings[0].notes.first?.0 == position)
        try plist.replacingOccurrences(of: "<false/>", with: "<true/>").write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.infoPlist(under: [folder.path]).globalMode == nil)
    }
}

@Suite("Extensions (SRC-2)")
struct ExtensionSourceTests {
    @Test("an override in an extension counts for its class, whichever file is read first")
    func extensionFirst() {
        var index = SourceIndex()
        SwiftReader.read(source: "extension Profile { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n", file: "a.swift", into: &index)
        SwiftReader.read(source: "final class Profile: UIViewController {}\nlet n = UINavigationController(rootViewController: Profile())\n", file: "b.swift", into: &index)
        #expect(index.classes["Profile"]?.superclass == "UIViewController")
        #expect(index.classes["Profile"]?.styleOverride?.value == .known(.lightContent))
        #expect(try! SourceLint.findings(index).first?.rule == "SB-4")
    }
}
