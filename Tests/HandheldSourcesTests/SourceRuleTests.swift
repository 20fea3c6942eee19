import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// SRC-5: each rule a case that fires and a case that stays quiet, read from Swift text.

private func index(_ sources: [String: String]) -> SourceIndex {
    var index = SourceIndex()
    for (file, text) in sources.sorted(by: { $0.key < $1.key }) { SwiftReader.read(source: text, file: file, into: &index) }
    return index
}

private func lint(_ sources: [String: String], target: Double? = 15, families: [DeviceFamily] = [.phone], pedantic: Bool = false,
                  plist: (inout PlistFacts) -> Void = { _ in }) -> [SourceFinding] {
    var read = index(sources)
    plist(&read.plist)
    return try! SourceLint.findings(read, deploymentTarget: target, families: families, pedantic: pedantic)
}

private let plistKey = SourcePosition(file: "Info.plist", line: 9, column: 7)

@Suite("SRC-5's rules through sources: SB-7, DEV-4, SB-2 on a wrapped controller, VER-7, versions, settings")
struct SourceRuleTests {
    /// The window's root is a `Player`: a context where UIKit reads its preferences (SB-7 needs one).
    static let root = "final class Scene: UIResponder { var window: UIWindow?\n func start() { window?.rootViewController = Player() } }\n"

    /// A controller whose style follows a stored property, changed in `body`.
    func screen(_ body: String, property: String = "var isDark = false") -> String {
        """
        final class Player: UIViewController {
            \(property)
            override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
            func refresh() { setNeedsStatusBarAppearanceUpdate() }
            \(body)
        }
        """
    }

    @Test("SB-7: a property the getter reads, changed in a method that asks for no update, is a warning at the assignment")
    func changedWithoutUpdate() throws {
        let findings = lint(["p.swift": screen("func artworkLoaded() { isDark = true }"), "s.swift": Self.root])
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.rule == "SB-7" && finding.severity == .warning)
        #expect(finding.position == SourcePosition(file: "p.swift", line: 5, column: 28))
        #expect(finding.notes.first?.0 == SourcePosition(file: "p.swift", line: 3, column: 18))
        // `toggle()` changes it as an assignment does.
        #expect(lint(["p.swift": screen("func flip() { isDark.toggle() }"), "s.swift": Self.root]).map(\.rule) == ["SB-7"])
        #expect(lint(["p.swift": screen("func flip() { self.isDark = !isDark }"), "s.swift": Self.root]).map(\.rule) == ["SB-7"])
        // Issue 36: with no known context, or only contexts that never read the style, nothing.
        #expect(lint(["p.swift": screen("func artworkLoaded() { isDark = true }")]).isEmpty)
        let sheet = "final class Home: UIViewController { func open() { present(Player(), animated: true) } }\n"
        #expect(lint(["p.swift": screen("func artworkLoaded() { isDark = true }"), "h.swift": sheet]).filter { $0.rule == "SB-7" }.isEmpty)
    }

    @Test("SB-7 stays quiet: an update in the method, in a closure, through the class's own method, in didSet, or before it is on screen")
    func changedWithUpdate() {
        // Each on screen (the window's root), where UIKit reads the getter: without a place
        // SB-7 never fires, and a quiet case would prove nothing (issue 50, item 18).
        func quiet(_ source: String) -> [SourceFinding] { lint(["p.swift": source, "root.swift": Self.root]).filter { $0.rule == "SB-7" } }
        #expect(!quiet(screen("func a() { isDark = true }")).isEmpty, "the same place fires without the update")
        #expect(quiet(screen("func a() { isDark = true; setNeedsStatusBarAppearanceUpdate() }")).isEmpty)
        #expect(quiet(screen("func a() { isDark = true; UIView.animate(withDuration: 0.2) { self.setNeedsStatusBarAppearanceUpdate() } }")).isEmpty)
        #expect(quiet(screen("func a() { isDark = true; refresh() }")).isEmpty)
        #expect(quiet(screen("func a() { isDark = true; b() }\nfunc b() { refresh() }")).isEmpty)
        #expect(quiet(screen("func a() { isDark = true }", property: "var isDark = false { didSet { refresh() } }")).isEmpty)
        #expect(quiet(screen("override func viewDidLoad() { super.viewDidLoad(); isDark = true }")).isEmpty)
        // A property the getter does not read.
        #expect(quiet(screen("var other = 0\nfunc a() { other = 1 }")).isEmpty)
    }

    @Test("SB-7 with --pedantic: a change from another class without an update is a guess, reported only when asked")
    func pedanticGuesses() {
        let caller = "final class Home: UIViewController { func open() { let p = Player()\n p.isDark = true\n p.modalPresentationStyle = .fullScreen; present(p, animated: true) } }\n"
        let sources = ["p.swift": screen(""), "h.swift": caller]
        #expect(lint(sources).filter { $0.rule == "SB-7" }.isEmpty)
        let guesses = lint(sources, pedantic: true).filter { $0.rule == "SB-7" }
        #expect(guesses.count == 1 && guesses[0].position == SourcePosition(file: "h.swift", line: 2, column: 4))
        let updating = "final class Home: UIViewController { func open() { let p = Player()\n p.isDark = true\n p.setNeedsStatusBarAppearanceUpdate() } }\n"
        #expect(lint(["p.swift": screen(""), "h.swift": updating], pedantic: true).filter { $0.rule == "SB-7" }.isEmpty)
    }

    @Test("DEV-4: prefersStatusBarHidden = false on a phone app that allows landscape is a note, with the plist key; quiet otherwise")
    func landscape() throws {
        let visible = "final class Video: UIViewController { override var prefersStatusBarHidden: Bool { false } }\n"
        let findings = lint(["v.swift": visible]) { $0.landscapeOnPhone = plistKey }
        let note = try #require(findings.first)
        #expect(findings.count == 1 && note.rule == "DEV-4" && note.severity == .note && note.notes.first?.0 == plistKey)
        #expect(lint(["v.swift": visible]).isEmpty, "portrait only")
        #expect(lint(["v.swift": visible], families: [.pad]) { $0.landscapeOnPhone = plistKey }.isEmpty, "an iPad app")
        let upright = "final class Video: UIViewController { override var prefersStatusBarHidden: Bool { false }\n override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait } }\n"
        #expect(lint(["v.swift": upright]) { $0.landscapeOnPhone = plistKey }.isEmpty)
        let hidden = "final class Video: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"
        #expect(lint(["v.swift": hidden]) { $0.landscapeOnPhone = plistKey }.isEmpty)
    }

    @Test("SB-2: a capture set on the controller a presented navigation controller wraps is a warning at the capture; on the wrapper, or full screen, quiet")
    func wrappedCapture() throws {
        func presenting(_ setUp: String) -> [String: String] {
            ["h.swift": "final class Home: UIViewController { func open() {\nlet queue = Queue()\nlet nav = UINavigationController(rootViewController: queue)\n\(setUp)\npresent(nav, animated: true) } }\nfinal class Queue: UIViewController {}\n"]
        }
        let findings = lint(presenting("queue.modalPresentationCapturesStatusBarAppearance = true"))
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.rule == "SB-2" && finding.severity == .warning)
        #expect(finding.position == SourcePosition(file: "h.swift", line: 4, column: 7))
        #expect(finding.notes.first?.0 == SourcePosition(file: "h.swift", line: 5, column: 1))
        #expect(lint(presenting("nav.modalPresentationCapturesStatusBarAppearance = true")).isEmpty)
        #expect(lint(presenting("queue.modalPresentationCapturesStatusBarAppearance = true\nnav.modalPresentationCapturesStatusBarAppearance = true")).isEmpty)
        #expect(lint(presenting("queue.modalPresentationCapturesStatusBarAppearance = true\nnav.modalPresentationStyle = .fullScreen")).isEmpty)
        // An unknown style: a note at the present.
        let unknown = lint(presenting("queue.modalPresentationCapturesStatusBarAppearance = true\nnav.modalPresentationStyle = style"))
        #expect(unknown.count == 1 && unknown[0].severity == .note && unknown[0].position.line == 6)
    }

    @Test("VER-7 from sources: only where the colour and the outcome are known")
    func contrast() throws {
        let black = "final class Intro: UIViewController { override func viewDidLoad() { view.backgroundColor = .black } }\n"
        // The interface style unknown: light mode's dark glyphs would vanish, dark mode's would not, so nothing.
        #expect(lint(["i.swift": black]).isEmpty)
        let light = lint(["i.swift": black]) { $0.interfaceStyle = (.light, plistKey) }
        #expect(light.count == 1 && light[0].rule == "VER-7" && light[0].versions == [.iOS15])
        #expect(light.first?.position == SourcePosition(file: "i.swift", line: 1, column: 74))
        // From iOS 17 the default adapts: quiet.
        #expect(lint(["i.swift": black], target: 17) { $0.interfaceStyle = (.light, plistKey) }.isEmpty)
        // A fixed style that cannot be seen in either appearance is known without the interface style.
        let white = "final class Intro: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n override func viewDidLoad() { view.backgroundColor = UIColor.white } }\n"
        let fixed = lint(["i.swift": white])
        #expect(fixed.count == 1 && fixed[0].position.line == 1 && fixed[0].versions == [.iOS15, .iOS17, .iOS18, .iOS26, .iOS27])
        let lightOnBlack = white.replacingOccurrences(of: "UIColor.white", with: ".black")
        #expect(lint(["i.swift": lightOnBlack]).isEmpty)
        let unknownColour = white.replacingOccurrences(of: "UIColor.white", with: "Theme.current.background")
        #expect(lint(["i.swift": unknownColour]).isEmpty)
    }

    @Test("SRC-2: code under #available is known for the versions it names")
    func availability() throws {
        let sheet = """
            final class Home: UIViewController { func open() {
                if #available(iOS 17, *) {
                    present(Sheet(), animated: true)
                } else {
                    let full = Sheet()
                    full.modalPresentationStyle = .fullScreen
                    present(full, animated: true)
                }
            } }
            final class Sheet: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            """
        let read = index(["h.swift": sheet])
        #expect(read.edgeAvailability[SourcePosition(file: "h.swift", line: 3, column: 9)] == Availability(from: 17))
        #expect(read.edgeAvailability[SourcePosition(file: "h.swift", line: 7, column: 9)] == Availability(below: 17))
        let findings = lint(["h.swift": sheet])
        #expect(findings.count == 1 && findings[0].severity == .warning && findings[0].versions == [.iOS17, .iOS18, .iOS26, .iOS27])
        let versioned = "final class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle {\n if #available(iOS 13.0, *) { return .darkContent } else { return .default } } }\n"
        let style = try #require(index(["a.swift": versioned]).classes["A"]?.styleOverride)
        #expect(style.value(on: .iOS12) == .known(.default) && style.value(on: .iOS15) == .known(.darkContent))
        let attribute = "@available(iOS 16, *)\nfinal class B: UIViewController { func go() { present(Sheet(), animated: true) } }\n"
        #expect(index(["b.swift": attribute]).edgeAvailability.values.first == Availability(from: 16))
        #expect(Availability(from: 16).includes(.iOS15) && !Availability(from: 17).includes(.iOS15) && !Availability(below: 13).includes(.iOS13))
    }

    @Test("SRC-2: UINavigationBar.appearance().barStyle styles every navigation bar, or those inside the classes named")
    func appearanceBarStyle() {
        let screen = "final class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }\nlet n = UINavigationController(rootViewController: A())\n"
        let global = lint(["a.swift": screen, "d.swift": "func setUp() { UINavigationBar.appearance().barStyle = .black }\n"])
        #expect(global.count == 1 && global[0].message.contains(".black gives .lightContent"))
        let contained = index(["d.swift": "func setUp() { UINavigationBar.appearance(whenContainedInInstancesOf: [MainNav.self]).barStyle = .black }\n"])
        #expect(contained.appearanceBarStyle == nil && contained.classes["MainNav"]?.effectiveBarStyle?.value == .known(.black))
    }

    @Test("SRC-1, SRC-8: INFOPLIST_KEY_* build settings, Package.swift platforms and TARGETED_DEVICE_FAMILY")
    func settings() {
        let xcconfig = "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nINFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO\nINFOPLIST_KEY_UIUserInterfaceStyle = Dark\n"
            + "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\"\nTARGETED_DEVICE_FAMILY = 1,2\n"
        let settings = ProjectSettings.settings(in: xcconfig, file: "App.xcconfig")
        let facts = ProjectSettings.infoPlist(under: [], settings: settings)
        #expect(facts.globalMode == SourcePosition(file: "App.xcconfig", line: 2, column: 1))
        #expect(facts.interfaceStyle?.style == .dark && facts.landscapeOnPhone?.line == 4)
        #expect(ProjectSettings.deploymentTargets(in: xcconfig) == [16.0])
        #expect(ProjectSettings.packagePlatforms(in: "platforms: [.iOS(.v15), .macOS(.v13)]") == [15])
        #expect(ProjectSettings.packagePlatforms(in: "platforms: [.iOS(\"16.4\")]") == [16.4])
        #expect(ProjectSettings.packagePlatforms(in: "platforms: [.iOS(.v16_4)]") == [16.4])
        let portrait = ProjectSettings.infoPlist(under: [], settings: ProjectSettings.settings(
            in: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;\nINFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = YES;", file: "p"))
        #expect(portrait.landscapeOnPhone == nil && portrait.globalMode == nil)
    }

    @Test("TARGETED_DEVICE_FAMILY: each device is read; a note names the device when they differ")
    func families() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-family-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "TARGETED_DEVICE_FAMILY = 2\n".write(to: folder.appendingPathComponent("App.xcconfig"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.deviceFamilies(under: [folder.path]) == [.pad])
        try "TARGETED_DEVICE_FAMILY = \"1,2\";\n".write(to: folder.appendingPathComponent("App.xcconfig"), atomically: true, encoding: .utf8)
        #expect(ProjectSettings.deviceFamilies(under: [folder.path]) == [.phone, .pad])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App.xcconfig"))
        #expect(ProjectSettings.deviceFamilies(under: [folder.path]) == [.phone])
        // Landscape hides the status bar on a phone only: a universal app gets the note, an iPad app none.
        let visible = "final class Video: UIViewController { override var prefersStatusBarHidden: Bool { false } }\n"
        #expect(lint(["v.swift": visible], families: [.phone, .pad]) { $0.landscapeOnPhone = plistKey }.count == 1)
    }

    @Test("SRC-8: a target is the folder above its Info.plist's Resources folder; code under no target's folder is read with each")
    func targetsAndSharedCode() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-targets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleName</key><string>x</string></dict></plist>"
        for (file, text) in [("App/Resources/Info.plist", plist), ("Widget/Info.plist", plist),
                             ("App/Home.swift", "final class Home: UIViewController {}\n"),
                             ("Shared/Sheet.swift", "final class Sheet: UIHostingController<Text> { override var prefersStatusBarHidden: Bool { true } }\n")] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let targets = SourceProject.read([root])
        #expect(targets.map { ($0.folder as NSString).lastPathComponent } == ["App", "Widget"])
        #expect(targets[0].index.classes["Home"] != nil && targets[1].index.classes["Home"] == nil)
        #expect(targets.allSatisfy { $0.index.classes["Sheet"] != nil })
    }
}
