import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 51 (SRC-10): lint --fix's certain corrections, before → after, then linted again.

@Suite("lint --fix (SRC-10): certain corrections, before → after, and the after lints clean for their rules")
struct FixTests {
    /// A folder holding `files`, linted as the tool lints it.
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)").path
        for (name, text) in files {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        return root
    }

    func warnings(_ root: String) throws -> [SourceFinding] {
        try SourceProject.read([root]).flatMap { try SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget) }.filter { $0.severity == .warning }
    }

    /// The suggestions lint shows for the folder's findings (none of them certain).
    func suggestions(_ root: String, sdk: IOSVersion = .default) throws -> [SourceFix] {
        let findings = try SourceProject.read([root]).flatMap { try SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget, sdk: sdk) }
        let files = SwiftReader.swiftFiles(under: [root])
        return SourceFixer.suggestions(for: findings, certain: SourceFixer.fixes(for: findings.filter { $0.severity == .warning }, allSwift: files), allSwift: files)
    }

    /// Every certain fix of the folder made, as `--fix` makes them.
    func fixed(_ root: String) throws -> [String: String] {
        let files = SwiftReader.swiftFiles(under: [root])
        let fixes = SourceFixer.fixes(for: try warnings(root), allSwift: files)
        var result: [String: String] = [:]
        for (file, edits) in Dictionary(grouping: fixes, by: \.file) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let after = try #require(SourceFixer.apply(edits.flatMap(\.edits), to: text))
            #expect(SourceFixer.parses(after))
            result[file] = after
        }
        return result
    }

    @Test("The reproduction: SB-2's capture in the presented class (in its viewDidLoad, or a new one), SRC-5's method made the property, SB-7's update in the didSet (animated when the class animates it), SB-4's forwarding in the app's navigation controller; exactly After.txt, which lints with no warning")
    func beforeAfter() throws {
        let before = try String(contentsOfFile: swiftSources("Fixes/Before.swift"), encoding: .utf8)
        let expected = try String(contentsOfFile: swiftSources("Fixes/After.txt"), encoding: .utf8)
        let root = try folder(["App.swift": before])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).count == 6)
        let after = try #require(try fixed(root)[root + "/App.swift"])
        #expect(after == expected)
        try after.write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        let left = try warnings(root)
        #expect(left.isEmpty, "fixed: \(left.map(\.text))")
        // A second --fix changes nothing.
        #expect(try fixed(root).isEmpty)
    }

    @Test("Not certain, so not fixed: a default sheet (capturing would draw dark glyphs over the black backdrop), a class wrapped in a navigation controller, a Swift 2-style method something calls")
    func notCertain() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                func open() {
                    let sheet = Sheet()
                    sheet.modalPresentationStyle = .formSheet
                    present(sheet, animated: true)
                    let nav = UINavigationController(rootViewController: Inner())
                    nav.modalPresentationStyle = .formSheet
                    present(nav, animated: true)
                    _ = Old().prefersStatusBarHidden()
                }
            }
            final class Sheet: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            }
            final class Inner: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Old: UIViewController {
                func prefersStatusBarHidden() -> Bool { true }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).count >= 2)
        #expect(try fixed(root).isEmpty)
        // SRC-10: the Swift 2-style method's edit is still shown, as a suggestion saying why.
        let suggested = try suggestions(root)
        #expect(suggested.map(\.rule) == ["SRC-5"] && suggested.allSatisfy { !$0.certain })
        #expect(suggested.first?.why?.contains("call prefersStatusBarHidden()") == true)
    }

    @Test("VER-1 (SB-2 with the default style, a sheet since iOS 13): the same capture, for a scanner a stored property holds; then it lints clean")
    func captureForDefaultStyle() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                private let scanner = ScanViewController()
                func scan() { self.present(scanner, animated: true) }
            }
            class ScanViewController: UIViewController {
                override var prefersStatusBarHidden: Bool {
                    return true
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).map(\.rule) == ["VER-1"])
        let after = try #require(try fixed(root).values.first)
        #expect(after.contains("""
                override var prefersStatusBarHidden: Bool {
                    return true
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationCapturesStatusBarAppearance = true
                }
            """))
        try after.write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        #expect(try warnings(root).isEmpty)
    }

    @Test("SB-2's capture goes in the class's one designated init, after super.init (SRC-10: its init, else viewDidLoad); SB-7's update on a line of its own in a didSet written over lines")
    func placedAsWritten() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                var page = 0 {
                    didSet {
                        layout()
                    }
                }
                override var preferredStatusBarStyle: UIStatusBarStyle { page == 2 ? .lightContent : .darkContent }
                func layout() {}
                func next() { page += 1 }
                func open() {
                    present(Gallery(title: "x"), animated: true)
                }
            }
            final class Gallery: UIViewController {
                init(title: String) {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .overFullScreen
                }
                required init?(coder: NSCoder) { fatalError() }
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Set(try warnings(root).map(\.rule)) == ["SB-2", "SB-7"])
        let after = try #require(try fixed(root).values.first)
        #expect(after.contains("""
                    didSet {
                        setNeedsStatusBarAppearanceUpdate()
                        layout()
                    }
            """))
        #expect(after.contains("""
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationCapturesStatusBarAppearance = true
                    modalPresentationStyle = .overFullScreen
            """))
        try after.write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        #expect(try warnings(root).isEmpty)
    }

    @Test("SB-7: the same change in two classes is one finding, and its fix gives each class its update (fixing only the first left the second a warning of its own, and --fix undid it)")
    func updateEachClassOfThePattern() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                var isDark = false
                override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
                @objc func themeChanged() { isDark = true }
                func play() {
                    let player = Player()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
            }
            final class Player: UIViewController {
                var isDark = false
                override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .darkContent }
                @objc func themeChanged() { isDark = true }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).map(\.rule) == ["SB-7"])
        let after = try #require(try fixed(root).values.first)
        #expect(after.components(separatedBy: "didSet { setNeedsStatusBarAppearanceUpdate() }").count == 3, "\(after)")
        try after.write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        #expect(try warnings(root).isEmpty)
    }

    @Test("In global mode (UIViewControllerBasedStatusBarAppearance = NO) a Swift 2-style method's property is a suggestion: UIKit would ignore it too (SB-1)")
    func swift2MethodInGlobalMode() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Old() } }
            final class Old: UIViewController {
                func prefersStatusBarHidden() -> Bool { false }
            }
            """, "Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIViewControllerBasedStatusBarAppearance</key><false/></dict></plist>
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let warning = try #require(try warnings(root).first { $0.rule == "SRC-5" })
        #expect(warning.message.contains("UIKit would not read the property either (SB-1)"))
        #expect(try fixed(root).isEmpty)
        let suggested = try suggestions(root)
        #expect(suggested.map(\.rule) == ["SRC-5"] && suggested.first?.why?.contains("UIViewControllerBasedStatusBarAppearance is NO") == true)
    }

    @Test("SB-3's forwarding is not certain, so not made: a container that hides two children's styles (which to ask is the author's choice), one that states its own style, a child that is the root of a navigation controller the container holds")
    func childForwardingNotCertain() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Drawer: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(Menu())
                    addChild(Feed())
                }
            }
            final class Styled: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(Card())
                }
            }
            final class Shell: UIViewController {
                let navigation = UINavigationController(rootViewController: Top())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(navigation)
                }
            }
            final class Menu: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            final class Feed: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            final class Card: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            final class Top: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).filter { $0.rule == "SB-3" }.count == 4)
        #expect(try fixed(root).isEmpty)
        // Suggested instead where the edit is still the one to make, saying why it is not certain;
        // the navigation controller's root is not the container's child: nothing.
        let suggested = try suggestions(root)
        #expect(suggested.filter { $0.rule == "SB-3" }.count == 3 && suggested.allSatisfy { !$0.certain })
        #expect(suggested.contains { $0.why?.contains("other children") == true } && suggested.contains { $0.why?.contains("itself") == true })
    }

    @Test("SB-4's forwarding is not certain, so not made: a navigation controller that states its own preference, one that sets its bar's style, UIKit's own")
    func forwardingNotCertain() throws {
        let root = try folder(["App.swift": """
            import UIKit
            final class Scene { func start() { window?.rootViewController = UITabBarController() } }
            final class Home: UIViewController {
                func open() {
                    let own = OwnNavigationController(rootViewController: A())
                    own.modalPresentationStyle = .fullScreen
                    present(own, animated: true)
                    let styled = StyledNavigationController(rootViewController: B())
                    styled.modalPresentationStyle = .fullScreen
                    present(styled, animated: true)
                    let plain = UINavigationController(rootViewController: C())
                    plain.modalPresentationStyle = .fullScreen
                    present(plain, animated: true)
                }
            }
            final class OwnNavigationController: UINavigationController {
                override var prefersStatusBarHidden: Bool { false }
            }
            final class StyledNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.barStyle = .default
                }
            }
            final class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            final class B: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            final class C: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try warnings(root).filter { $0.rule == "SB-4" }.count == 3)
        #expect(try fixed(root).isEmpty)
        // The app's two subclasses get the forwarding as a suggestion (UIKit's own has no source).
        let suggested = try suggestions(root)
        #expect(Set(suggested.map(\.file)).count == 1 && suggested.filter { $0.rule == "SB-4" }.count == 2)
        #expect(suggested.allSatisfy { !$0.certain && $0.why?.contains("states") == true })
    }

    @Test("A suggestion shows in the text as a note under its finding, saying why it is not applied; a certain fix as (fix available); SARIF marks which is which")
    func suggestionReported() throws {
        let finding = SourceFinding(position: SourcePosition(file: "App.swift", line: 4, column: 10), severity: .warning, rule: "SRC-5",
                                    message: "'Old'.prefersStatusBarHidden() is a method of its own", className: "Old", versions: [], notes: [])
        var suggestion = SourceFix(file: "App.swift", line: 4, rule: "SRC-5", summary: "'Old'.prefersStatusBarHidden() made the property UIKit reads",
                                   edits: [.init(start: 0, end: 1, replacement: "x")], certain: false, why: "the sources call prefersStatusBarHidden()")
        suggestion.finding = finding.position
        let text = TextReporter().report([finding], root: ".", fixes: [suggestion])
        #expect(text.contains("App.swift:4:1: note: suggestion, not applied by --fix (the sources call prefersStatusBarHidden()): 'Old'.prefersStatusBarHidden() made"))
        #expect(!text.contains("(fix available)"))
        var certain = suggestion
        certain.certain = true
        #expect(TextReporter().report([finding], root: ".", fixes: [certain]).contains("(fix available)"))
        let sarif = try SARIFReporter().report([finding], root: ".", fixes: [suggestion, certain])
        #expect(sarif.contains("\"certain\" : false") && sarif.contains("\"certain\" : true"))
    }

    @Test("SUI-15c's note suggests .toolbarVisibility(.hidden, for: .statusBar) for statusBarHidden(true) and statusBarHidden(); false has no settled replacement; --fix applies none")
    func toolbarVisibilitySuggested() throws {
        let root = try folder(["Player.swift": """
            import SwiftUI
            struct Player: View {
                var body: some View {
                    VStack {
                        Text("Video").statusBarHidden(true)
                        Text("Menu").statusBarHidden()
                        Text("Shown").statusBarHidden(false)
                    }
                }
            }
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suggested = try suggestions(root, sdk: .iOS27)
        #expect(suggested.count == 2 && suggested.allSatisfy { $0.rule == "SUI-15c" && !$0.certain })
        let text = try String(contentsOfFile: root + "/Player.swift", encoding: .utf8)
        let after = try #require(SourceFixer.apply(suggested.flatMap(\.edits), to: text))
        #expect(SourceFixer.parses(after) && after.components(separatedBy: ".toolbarVisibility(.hidden, for: .statusBar)").count == 3)
        #expect(after.contains("statusBarHidden(false)"))
        #expect(try fixed(root).isEmpty, "a note's: never a fix")
        #expect(try suggestions(root, sdk: .iOS26).isEmpty, "no note without the iOS 27 SDK")
    }

    @Test("Edits that overlap are refused; a fix that would not parse is never applied")
    func safety() {
        #expect(SourceFixer.apply([.init(start: 0, end: 4, replacement: "a"), .init(start: 2, end: 6, replacement: "b")], to: "0123456789") == nil)
        #expect(SourceFixer.apply([.init(start: 8, end: 10, replacement: "X"), .init(start: 0, end: 1, replacement: "Y")], to: "0123456789") == "Y1234567X")
        #expect(!SourceFixer.parses("final class A { func f( }"))
    }
}

@Suite("Issue 50, item 8: the configuration's deployment target is the team's word")
struct ConfiguredTargetTests {
    @Test("It wins over the project's (a team that dropped iOS 12 gets no iOS 12 findings); the command line's wins over both")
    func configurationWins() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("configured-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n".write(toFile: root + "/App/Info.plist", atomically: true, encoding: .utf8)
        try "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n".write(toFile: root + "/App/App.xcconfig", atomically: true, encoding: .utf8)
        try """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                func open() { let s = Sheet(); s.modalPresentationStyle = .formSheet; present(s, animated: true) }
            }
            final class Sheet: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
            """.write(toFile: root + "/App/A.swift", atomically: true, encoding: .utf8)
        func first(_ cli: Double?, _ configured: Double?) throws -> IOSVersion? {
            try TargetReport.all([root], deploymentTarget: cli, configured: configured, pedantic: false, sdk: .default, cache: nil)
                .flatMap(\.findings).first { $0.rule == "SB-2" }?.versions.first
        }
        #expect(try first(nil, nil) == .iOS13, "the project's 12: from 13, where a form sheet is a card")
        #expect(try first(nil, 17) == .iOS17)
        #expect(try first(18, 17) == .iOS18)
    }
}
