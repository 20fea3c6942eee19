import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

private let fixture = swiftSources("Fixture")

@Suite("Importing an app's sources into the playground (SRC-6) and storyboards (SRC-1)")
struct SourceImportTests {
    /// The fixture's scenarios, decoded as `handheld run` decodes them.
    func imported() throws -> [(SourceImport.Imported, Scenario)] {
        let catalog = try DeviceCatalog.shipped()
        return try SourceProject.read([fixture]).flatMap { target in
            try SourceImport.scenarios(target.index, folder: target.folder).map { imported in
                (imported, try ScenarioDecoder.decode(imported.json.rendered(), file: "\(imported.rootClass).json", catalog: catalog))
            }
        }
    }

    /// Sources read as the tool reads them, and imported.
    func importing(_ files: [String: String]) throws -> [(SourceImport.Imported, Scenario)] {
        var index = SourceIndex()
        for (name, source) in files.sorted(by: { $0.key < $1.key }) { SwiftReader.read(source: source, file: name, into: &index) }
        let catalog = try DeviceCatalog.shipped()
        return try SourceImport.scenarios(index, folder: "app").map { imported in
            (imported, try ScenarioDecoder.decode(imported.json.rendered(), file: "\(imported.rootClass).json", catalog: catalog))
        }
    }

    @Test("Issue 48: a navigation controller made with a new one of its own class as its root imports as a scenario that runs")
    func navigationInsideItself() throws {
        let source = Self.windowRoot.replacingOccurrences(of: "Box()", with: "N(rootViewController: N())")
            + "\nfinal class N: UINavigationController {}\n"
        let scenarios = try importing(["App.swift": source])
        #expect(scenarios.count == 1)
        #expect(scenarios.first?.0.unknowns.contains { $0.contains("stand-in") } == true)
    }

    @Test("Issue 48: thirty window roots chosen in one function (a local given one in each case) are thirty scenarios")
    func rootsChosenInOneFunction() throws {
        let classes = (0..<30).map { "final class Root\($0): UIViewController {}" }.joined(separator: "\n")
        let cases = (0..<30).map { "        case \($0): root = Root\($0)()" }.joined(separator: "\n")
        let source = """
            import UIKit
            \(classes)
            final class Delegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var state = 0
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let root: UIViewController
                    switch state {
            \(cases)
                    default: root = Root0()
                    }
                    window?.rootViewController = root
                    return true
                }
            }
            """
        let scenarios = try importing(["App.swift": source])
        #expect(Set(scenarios.map(\.0.rootClass)) == Set((0..<30).map { "Root\($0)" }))
    }

    static let windowRoot = """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow()
                window?.rootViewController = Box()
                return true
            }
        }
        """

    @Test("SRC-6 (issue 35): a class that adds twenty children of its own class is read once with a note (the contexts multiplied: minutes); a scenario holds at most 2,000 controllers, the rest left out with a note")
    func contextsAreBounded() throws {
        let adds = String(repeating: "        addChild(Box())\n", count: 20)
        let box = "import UIKit\nfinal class Box: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n\(adds)    }\n}\n"
        let (imported, scenario) = try #require(try importing(["App.swift": Self.windowRoot, "Box.swift": box]).first)
        #expect(scenario.root.children.count == 20)
        #expect(scenario.root.children.allSatisfy { $0.children.isEmpty })
        #expect(imported.unknowns.contains { $0.contains("'Box' contains a 'Box' (Box.swift:5:9)") }, "\(imported.unknowns)")

        // Twenty of twenty of twenty of twenty, no cycle: 168,421 controllers unbounded.
        var levels = ""
        for (outer, inner) in [("Box", "L1"), ("L1", "L2"), ("L2", "L3"), ("L3", "L4")] {
            levels += "final class \(outer): UIViewController {\n    override func viewDidLoad() {\n"
                + String(repeating: "        addChild(\(inner)())\n", count: 20) + "    }\n}\n"
        }
        let (wide, wideScenario) = try #require(try importing(["App.swift": Self.windowRoot, "Levels.swift": "import UIKit\n" + levels]).first)
        func count(_ spec: ControllerSpec) -> Int { 1 + spec.children.map(count).reduce(0, +) }
        #expect(count(wideScenario.root) <= 2_000)
        #expect(wide.unknowns.contains { $0.contains("more than 2000 controllers") }, "\(wide.unknowns)")
    }

    @Test("SRC-6: one scenario per window root (the scene delegate's two, the storyboard's initial controller), and each runs")
    func oneScenarioPerRoot() throws {
        let scenarios = try imported()
        #expect(scenarios.map(\.0.rootClass) == ["MainNavigationController", "PlainNavigationController", "UITabBarController (Main.storyboard:7)"])
        for (_, scenario) in scenarios {
            let outcome = ScenarioRunner.run(scenario)
            #expect(outcome.engine != nil, "\(outcome.line)")
        }
    }

    @Test("SRC-6: every controller and step that comes from the sources carries its FILE:LINE:COLUMN; each flow is a chapter")
    func sourcesAndChapters() throws {
        let (main, scenario) = try #require(try imported().first)
        #expect(main.chapters == 5)
        #expect(scenario.chapters.map(\.title) == [
            "The window root 'MainNavigationController'", "'LibraryViewController' pushes 'EpisodeViewController'",
            "'LibraryViewController' presents 'SettingsViewController'", "'LibraryViewController' presents 'ArtworkViewController'",
            "'LibraryViewController' presents 'UINavigationController'", "'LibraryViewController' presents 'PlayerViewController'",
        ])
        // Known from the sources: a named colour, the Info.plist's interface style (a build setting here), and
        // the capture left on the wrapped controller, where UIKit does not read it (SB-2).
        let player = try #require(scenario.steps.compactMap { step -> ControllerSpec? in
            if case .action(.present(let spec, _, _)) = step.kind, spec.id == "PlayerViewController" { spec } else { nil }
        }.first)
        #expect(player.preferences.backgroundColor?.light.hexString == "#000000")
        #expect(scenario.infoPlist.userInterfaceStyle == .light)
        let queue = try #require(scenario.steps.compactMap { step -> ControllerSpec? in
            if case .action(.present(let spec, _, _)) = step.kind, spec.id == "UINavigationController" { spec } else { nil }
        }.first)
        #expect(!queue.preferences.capturesStatusBarAppearance && queue.children.first?.preferences.capturesStatusBarAppearance == true)
        #expect(scenario.root.source?.hasSuffix("Podcasts/Navigation/MainNavigationController.swift:5:13") == true)
        #expect(scenario.root.children.first?.source?.hasSuffix("Podcasts/Screens/LibraryViewController.swift:3:13") == true)
        let present = try #require(scenario.steps.first { $0.op == "present" })
        #expect(present.source?.hasSuffix("Podcasts/Screens/LibraryViewController.swift:13:9") == true)
        guard case .action(.present(let settings, _, _)) = present.kind else { Issue.record("not a present"); return }
        #expect(settings.preferences.modalPresentationStyle == .pageSheet)
        // The window stops at the end of a chapter on the flow's own screen (SB-2: the sheet does not capture).
        var part = scenario
        part.steps = scenario.steps(throughChapter: 3)
        let engine = try #require(ScenarioRunner.run(part).engine)
        #expect(engine.state.hierarchy.presentations.map(\.controller) == ["SettingsViewController"])
        #expect(engine.state.statusBar.resolution.styleOwner == "LibraryViewController")
    }

    @Test("SRC-1: a storyboard's navigation controller without a custom class, its tabs, a presentation segue with its style")
    func storyboard() throws {
        let scenarios = try imported()
        let (_, tabs) = try #require(scenarios.last)
        #expect(tabs.root.kind == .tabs)
        #expect(tabs.root.children.map(\.kind) == [.navigation, .view])
        #expect(tabs.root.children[0].children.map(\.id) == ["DiscoverViewController"])
        #expect(tabs.root.children[0].preferences.childForStatusBarStyle == nil)
        guard case .action(.present(let filter, _, _))? = tabs.steps.first(where: { $0.op == "present" })?.kind else {
            Issue.record("no present"); return
        }
        #expect(filter.preferences.modalPresentationStyle == .formSheet)
    }

    @Test("SRC-2, section 9: a value the sources do not give is \"unknown\" in the scenario, and lint weighs it")
    func unknownsStayUnknown() throws {
        var index = SourceIndex()
        SwiftReader.read(source: """
            final class Root: UIViewController {
                func go() { let m = Modal(); m.modalPresentationStyle = style; present(m, animated: true) }
            }
            final class Modal: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { theme.statusBarStyle }
            }
            final class Scene { func start() { window?.rootViewController = Root() } }
            """, file: "App.swift", into: &index)
        let imported = try #require(SourceImport.scenarios(index, folder: ".").first)
        let text = imported.json.rendered()
        #expect(imported.unknowns.count == 2)
        let scenario = try ScenarioDecoder.decode(text, file: "app.json", catalog: try DeviceCatalog.shipped())
        #expect(Set(scenario.unknowns.filter { $0.values.count > 1 }.map(\.field)) == ["presentationStyle", "statusBarStyle"])
        #expect(ScenarioRunner.run(scenario).engine != nil)
    }

    @Test("Section 9: sixty unknowns and a name of combining marks still import as a scenario that decodes; each unknown named once")
    func readMeWithinLimit() throws {
        let presents = (0..<60).map { "let m\($0) = Modal(); m\($0).modalPresentationStyle = style\($0); present(m\($0), animated: true)" }
        let source = """
            final class Root: UIViewController {
                func go() { \(presents.joined(separator: "; ")) }
                func again() { let m = Modal(); m.modalPresentationStyle = style; present(m, animated: true) }
            }
            final class Modal: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { theme.statusBarStyle }
            }
            final class Scene { func start() { window?.rootViewController = Root() } }
            """
        let scenarios = try importing(["App.swift": source])
        let readMe = try #require(scenarios.first?.1.readMe)
        #expect(readMe.unicodeScalars.count <= Limits.maximumTextLength)
        #expect(readMe.contains("more."))
        let computed = readMe.components(separatedBy: "'Modal'.statusBarStyle: computed").count - 1
        #expect(computed <= 1)
        let marks = "A" + String(repeating: "\u{301}", count: 1_200)
        #expect(SourceImport.clipped(marks).unicodeScalars.count == Limits.maximumTextLength)
    }

    @Test("SRC-1: a storyboard that is not well-formed is reported where the parser stopped; the scenes before it are read")
    func brokenStoryboard() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).storyboard").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="a">
              <scenes><scene><objects>
                <viewController id="a" customClass="First" sceneMemberID="viewController"/>
              </objects></scene>
              <scene><objects><viewController id="b" customClass="Second"
            """.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        var index = SourceIndex()
        StoryboardReader.read(file: file, into: &index)
        #expect(index.problems.count == 1)
        #expect(index.classes["First"] != nil)
        #expect(index.windowRoots.map(\.className) == ["First"])
        // Nothing crashes on bytes that are not a storyboard or a plist at all.
        for bytes in ["", "<", "<document><document>", String(repeating: "<a>", count: 2_000), "\u{0}\u{1}\u{2}"] {
            try bytes.write(toFile: file, atomically: true, encoding: .utf8)
            var scratch = SourceIndex()
            StoryboardReader.read(file: file, into: &scratch)
            let plist = file + ".plist"
            try bytes.write(toFile: plist, atomically: true, encoding: .utf8)
            _ = ProjectSettings.infoPlist(under: [plist])
            try? FileManager.default.removeItem(atPath: plist)
        }
    }

    @Test("SRC-1: a storyboard whose bytes are not UTF-8 is a problem at the first such byte, not a crash in the XML parser (found by the fuzz target in CI)")
    func notUTF8Storyboard() {
        let prefix = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>".utf8)
        // An invalid byte in an element name, an attribute name, a comment and an entity name: each
        // stopped the process inside FoundationXML before the check.
        for tail: [UInt8] in [Array("<scene".utf8) + [0xFF, 0xFE] + Array("/>".utf8), Array("<scene a".utf8) + [0xFF] + Array("=\"1\"/>".utf8),
                              Array("<!--".utf8) + [0xC3] + Array("-->".utf8), Array("&".utf8) + [0xF0, 0x9F] + Array(";".utf8)] {
            var index = SourceIndex()
            StoryboardReader.read(data: prefix + Data(tail) + Data("</document>".utf8), file: "Main.storyboard", into: &index)
            #expect(index.problems.count == 1)
            #expect(index.problems.first?.0.line == 2)
            #expect(index.problems.first?.1.contains("not UTF-8") == true)
        }
        #expect(StoryboardReader.firstInvalidUTF8(in: Data("é\nab".utf8) + Data([0x80])).map { [$0.0, $0.1] } == [2, 3])
        #expect(StoryboardReader.firstInvalidUTF8(in: Data("<a>é😀</a>".utf8)) == nil)
    }

    @Test("SRC-6: a navigation or tab bar controller whose children the sources do not give gets a stand-in, listed as unknown, and the scenario runs (found by the fuzz target)")
    func standInChild() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document initialViewController="tabs">
              <scenes>
                <scene><objects><tabBarController id="tabs" sceneMemberID="viewController"><connections>
                  <segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/>
                </connections></tabBarController></objects></scene>
                <scene><objects><navigationController id="nav" sceneMemberID="viewController"/></objects></scene>
              </scenes>
            </document>
            """
        var index = SourceIndex()
        StoryboardReader.read(data: Data(storyboard.utf8), file: "Main.storyboard", into: &index)
        let imported = try #require(SourceImport.scenarios(index, folder: "app").first)
        let scenario = try ScenarioDecoder.decode(imported.json.rendered(), file: "imported.json", catalog: DeviceCatalog.shipped())
        #expect(ScenarioRunner.run(scenario).engine != nil)
        #expect(scenario.root.children.first?.children.first?.title == "unknown")
        #expect(imported.unknowns.contains { $0.contains("root: not given by the sources") })
    }

    // MARK: Issue 49: one placement graph and one builder for lint and import

    @Test("Issue 49: a navigation controller with no Swift source (a pod's) is one in import as in lint, whose forwarding is unknown in both")
    func podNavigationAgrees() throws {
        let source = Self.windowRoot.replacingOccurrences(of: "Box()", with: "PodNavigationController(rootViewController: Inbox())")
            + "\nfinal class Inbox: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"
        let (imported, scenario) = try #require(try importing(["App.swift": source]).first)
        #expect(scenario.root.kind == .navigation)
        #expect(scenario.root.children.map(\.title) == ["Inbox"])
        #expect(scenario.root.unknownFields.contains("childForStatusBarStyle"))
        #expect(imported.unknowns.contains { $0.contains("'PodNavigationController' has no Swift source here") }, "\(imported.unknowns)")
        // Lint weighs both ways: a note, never a warning.
        var index = SourceIndex()
        SwiftReader.read(source: source, file: "App.swift", into: &index)
        let findings = try SourceLint.findings(index).filter { $0.className == "Inbox" }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .note }, "\(findings.map(\.text))")
    }

    @Test("Issue 49 (SB-3): a container that hands on hidden only does so in import as in lint: the imported scenario ignores the child's style and reads its hidden, as lint warns")
    func containerHiddenAgrees() throws {
        let box = """
            import UIKit
            final class Box: UIViewController {
                override var childForStatusBarHidden: UIViewController? { children.first }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(Inner())
                }
            }
            final class Inner: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override var prefersStatusBarHidden: Bool { true }
            }
            """
        let (_, scenario) = try #require(try importing(["App.swift": Self.windowRoot, "Box.swift": box]).first)
        let inner = try #require(scenario.root.children.first)
        #expect(scenario.root.preferences.childForStatusBarHidden == inner.id)
        #expect(scenario.root.preferences.childForStatusBarStyle == nil)
        let outcome = ScenarioRunner.run(scenario)
        let ignored = Set(IgnoredPreferences.list(try #require(outcome.engine).state).filter { $0.controller == inner.id }.map(\.preference))
        var index = SourceIndex()
        SwiftReader.read(source: Self.windowRoot, file: "App.swift", into: &index)
        SwiftReader.read(source: box, file: "Box.swift", into: &index)
        let warned = Set(try SourceLint.findings(index).filter { $0.className == "Inner" && $0.severity == .warning }.map { $0.message.components(separatedBy: " ").first ?? "" })
        #expect(ignored == ["preferredStatusBarStyle"])
        #expect(warned.count == 1 && warned.first?.contains("preferredStatusBarStyle") == true, "\(warned)")
    }

    @Test("Issue 49: the placement graph holds every place once, by the class shown and by the class that shows it")
    func placementGraph() throws {
        let source = Self.windowRoot.replacingOccurrences(of: "Box()", with: "UINavigationController(rootViewController: A())") + """

            final class A: UIViewController {
                func go() {
                    navigationController?.pushViewController(B(), animated: true)
                    let sheet = C()
                    sheet.modalPresentationStyle = .formSheet
                    present(sheet, animated: true)
                }
            }
            final class B: UIViewController {}
            final class C: UIViewController {}
            """
        var index = SourceIndex()
        SwiftReader.read(source: source, file: "App.swift", into: &index)
        let graph = PlacementGraph(index)
        #expect(graph.windowRoots.map(\.shown) == ["UINavigationController"])
        #expect(graph.placements(of: "A").map(\.way) == [.root(navigation: "UINavigationController")])
        #expect(graph.placements(by: "A").map(\.shown) == ["B", "C"])
        #expect(graph.placements(of: "B").map(\.way) == [.pushed(by: "A")])
        #expect(graph.placements(of: "C").first?.way == .presented(by: "A", style: .known(.formSheet), captures: false))
        // Codable for the cache: the same graph back.
        let decoded = try JSONDecoder().decode(PlacementGraph.self, from: JSONEncoder().encode(graph))
        #expect(decoded.placements == graph.placements && decoded.placements(by: "A").map(\.shown) == ["B", "C"])
    }

    @Test("Issue 36, 49 (SB-4): a navigation controller whose style getter asks another controller may forward: its root's style is a note in lint and unknown in import, never a warning")
    func getterAskingAnotherMayForward() throws {
        let source = Self.windowRoot.replacingOccurrences(of: "Box()", with: "Nav(rootViewController: Inbox())") + """

            final class Nav: UINavigationController {
                var player: UIViewController?
                override var preferredStatusBarStyle: UIStatusBarStyle { player?.preferredStatusBarStyle ?? .default }
            }
            final class Inbox: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """
        var index = SourceIndex()
        SwiftReader.read(source: source, file: "App.swift", into: &index)
        let findings = try SourceLint.findings(index).filter { $0.className == "Inbox" }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.severity == .note }, "\(findings.map(\.text))")
        let (_, scenario) = try #require(try importing(["App.swift": source]).first)
        #expect(scenario.root.unknownFields.contains("childForStatusBarStyle"))
    }

    @Test("Issue 49: UIKit's alert is imported as an alert over a dimmed screen, which does not take the status bar; a class with no Swift source is said so")
    func systemControllers() throws {
        let source = Self.windowRoot + """

            final class Box: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                func ask() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
                func share() {
                    present(PodShareController(), animated: true)
                }
            }
            """
        let (imported, scenario) = try #require(try importing(["App.swift": source]).first)
        let presents = scenario.steps.compactMap { step -> ControllerSpec? in
            if case .action(.present(let spec, _, _)) = step.kind { spec } else { nil }
        }
        let alert = try #require(presents.first { $0.title == "UIAlertController" })
        #expect(alert.preferences.modalPresentationStyle == .overFullScreen)
        #expect(imported.unknowns.contains { $0.contains("drawn as an alert over a dimmed screen") })
        #expect(imported.unknowns.contains { $0.contains("'PodShareController': a class with no Swift source here") }, "\(imported.unknowns)")
        #expect(!imported.unknowns.contains { $0.contains("'UIAlertController': a class with no Swift source") })
        // The alert does not take the status bar: the presenter's style is what shows.
        let outcome = ScenarioRunner.run(scenario)
        #expect(outcome.passed)
    }
}
