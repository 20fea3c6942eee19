import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 49's precision items: what lint said that a person would not defend, each held by a test
// that fails when the fix is undone.

private func lint(_ source: String, deploymentTarget: Double = 15) throws -> [SourceFinding] {
    var index = SourceIndex()
    SwiftReader.read(source: source, file: "App.swift", into: &index)
    return try SourceLint.findings(index, deploymentTarget: deploymentTarget)
}

/// Files written under a new temporary folder, removed by the caller.
private func folder(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precision-\(UUID().uuidString)").path
    for (file, text) in files {
        let path = root + "/" + file
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return root
}

private let emptyPlist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n"
private let scenePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
    </dict></plist>

    """

@Suite("Issue 49's precision items, each able to fail")
struct PrecisionTests {
    @Test("VER-8 (SRC-9): the plist a target's INFOPLIST_FILE names is the one judged, whatever its name; another folder's Info.plist is not")
    func infoPlistFileNamesThePlist() throws {
        let root = try folder([
            "App/AppDelegate.swift": "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n",
            "App/Support/AppSettings.plist": scenePlist,
            "Docs/Example/Info.plist": emptyPlist,
            "App.xcodeproj/project.pbxproj": "{\n\tobjects = {\n\t\tA1 = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tINFOPLIST_FILE = \"App/Support/AppSettings.plist\";\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t};\n\t\t};\n\t};\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let targets = SourceProject.read([root])
        let findings = try targets.flatMap { target in
            try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget, families: target.families)
        }
        #expect(!findings.contains { $0.rule == "VER-8" }, "\(findings.map(\.text))")
        // Read, not merely unread: the app's target judged the plist its project names.
        let app = try #require(targets.first { $0.index.plist.judged.contains { $0.file.hasSuffix("AppSettings.plist") } })
        #expect(app.index.plist.sceneManifest != nil)
    }

    @Test("VER-8: Firebase's GoogleService-Info.plist is not the app's Info.plist; an older project's App-Info.plist is")
    func googleServicePlistIsNoInfoPlist() throws {
        let google = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>BUNDLE_ID</key><string>com.example.app</string><key>GOOGLE_APP_ID</key><string>1:2:ios:3</string></dict></plist>\n"
        let root = try folder([
            "App/AppDelegate.swift": "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\nfinal class SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n",
            "App/App-Info.plist": scenePlist,
            "App/Support/GoogleService-Info.plist": google,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plists = ProjectSettings.infoPlists(under: [root]).map { ($0 as NSString).lastPathComponent }
        #expect(plists == ["App-Info.plist"])
        let findings = try SourceProject.read([root]).flatMap { try SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget, families: $0.families) }
        #expect(!findings.contains { $0.rule == "VER-8" || $0.notes.contains { $0.0.file.hasSuffix("GoogleService-Info.plist") } }, "\(findings.map(\.text))")
    }

    @Test("Targets: a UI-test folder's Info.plist is not a target")
    func uiTestFolderIsNoTarget() throws {
        let root = try folder([
            "App/Info.plist": emptyPlist, "App/A.swift": "import UIKit\nfinal class A: UIViewController {}\n",
            "AppUITests/Info.plist": emptyPlist, "AppUITests/T.swift": "import XCTest\nfinal class T: XCTestCase {}\n",
            "Share/Info.plist": emptyPlist, "Share/S.swift": "import UIKit\nfinal class S: UIViewController {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(SourceProject.read([root]).map { ($0.folder as NSString).lastPathComponent } == ["App", "Share"])
    }

    @Test("SRC-8: a computed capture (= flag) is unknown: a note, never a warning")
    func computedCapture() throws {
        let findings = try lint("""
            import UIKit
            final class Home: UIViewController {
                var shouldCapture = false
                func open() {
                    let card = Card()
                    card.modalPresentationStyle = .formSheet
                    card.modalPresentationCapturesStatusBarAppearance = shouldCapture
                    present(card, animated: true)
                }
            }
            final class Card: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """).filter { $0.className == "Card" }
        #expect(findings.count == 1 && findings.allSatisfy { $0.severity == .note && $0.message.contains("computed") }, "\(findings.map(\.text))")
    }

    @Test("SB-2, VER-1 (SRC-2): a controller a stored property holds, presented, is its class; not when another method sets its style, nor when it is made elsewhere")
    func storedPropertyPresented() throws {
        let findings = try lint("""
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                private let scanner = Scanner()
                let viewer = Viewer()
                var player: Player?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewer.modalPresentationStyle = .fullScreen
                }
                func scan() { self.present(scanner, animated: true) }
                func view() { present(viewer, animated: true) }
                func play() { present(player!, animated: true) }
                func sync() {
                    let navigationController = Results.make()
                    self.present(navigationController, animated: true)
                }
            }
            final class Scanner: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class Viewer: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class Player: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            """)
        #expect(findings.filter { $0.className == "Scanner" }.map { "\($0.rule) \($0.severity)" } == ["VER-1 warning"], "\(findings.map(\.text))")
        #expect(!findings.contains { $0.className == "Viewer" || $0.className == "Player" }, "\(findings.map(\.text))")
        // A local that shadows UIKit's navigationController is not the class's own (Delta's sync results).
        #expect(!findings.contains { $0.className == "Home" }, "\(findings.map(\.text))")
    }

    @Test("SB-4: a navigation controller made with its root and its bar hidden there hands the style to its top; shown, its bar decides")
    func barHiddenWhereMade() throws {
        func source(_ hide: String) -> String {
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() {
                    let home = Home()
                    let navigationController = UINavigationController(rootViewController: home)
                    \(hide)
                    window!.rootViewController = navigationController
                }
            }
            final class Home: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """
        }
        #expect(try lint(source("navigationController.isNavigationBarHidden = true")).isEmpty)
        #expect(try lint(source("")).map(\.rule) == ["SB-4"])
    }

    @Test("SRC-8 (contexts nest): a container presented as a sheet that does not capture: its child's preference is ignored for the sheet (VER-1), not blamed on the container (SB-3); presented full screen, the container decides (SB-3)")
    func childOfPresentedContainer() throws {
        func source(_ style: String) -> String {
            """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            final class Home: UIViewController {
                func search() {
                    let search = Search()
                    \(style)
                    present(search, animated: true)
                }
            }
            class Search: UIViewController {
                lazy var nav = SearchNav()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(nav)
                    view.addSubview(nav.view)
                    nav.didMove(toParent: self)
                }
            }
            class SearchNav: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """
        }
        let sheet = try lint(source(""))
        #expect(sheet.map(\.rule) == ["VER-1"] && sheet[0].message.contains("presents 'Search' as"), "\(sheet.map(\.text))")
        // One context, the presentation: not also the container judged alone, as if it were the window's root.
        #expect(sheet.first?.notes.map(\.1) == ["'SearchNav' is a child of 'Search', 'Search' presented with the default style here"], "\(sheet.map(\.text))")
        let full = try lint(source("search.modalPresentationStyle = .fullScreen"))
        #expect(full.map(\.rule) == ["SB-3"], "\(full.map(\.text))")
    }

    @Test("SB-3: a container that runs the very override its child inherits (both subclasses of the app's base controller) hides nothing; a child with its own override is hidden")
    func sameOverrideDecides() throws {
        func source(_ child: String) -> String {
            """
            import UIKit
            final class Scene { func start() { window?.rootViewController = Home() } }
            class Base: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Home: Base {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stream = Stream()
                    addChild(stream)
                    view.addSubview(stream.view)
                }
            }
            final class Stream: Base {
                \(child)
            }
            """
        }
        #expect(try lint(source("")).isEmpty)
        #expect(try lint(source("override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }")).map(\.rule) == ["SB-3"])
    }

    @Test("SB-4: a navigation subclass that overrides the style decides with its own override, not its barStyle")
    func subclassOwnStyleDecides() throws {
        let finding = try #require(try lint("""
            import UIKit
            final class Nav: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            }
            final class Root: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Host: UIViewController {
                func open() {
                    let nav = Nav(rootViewController: Root())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            """).first { $0.className == "Root" })
        #expect(finding.message.contains("its own preferredStatusBarStyle decides (.darkContent)") && !finding.message.contains("its barStyle decides"), "\(finding.text)")
    }

    @Test("SB-2, not SB-4, is the reason where the sheet ignores the whole navigation controller, even from iOS 12 (where a form sheet on iPhone was full screen)")
    func sheetReasonIsSB2() throws {
        let finding = try #require(try lint("""
            import UIKit
            final class Host: UIViewController {
                func sheet() {
                    let nav = UINavigationController(rootViewController: Sheet())
                    nav.modalPresentationStyle = .formSheet
                    present(nav, animated: true)
                }
            }
            final class Sheet: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """, deploymentTarget: 12).first { $0.className == "Sheet" })
        #expect(finding.rule == "SB-2" && finding.severity == .warning, "\(finding.text)")
    }

    @Test("A popover is not said to be a page sheet")
    func popoverIsNoPageSheet() throws {
        let findings = try lint("""
            import UIKit
            final class Tip: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            final class Host: UIViewController {
                func show() {
                    let tip = Tip()
                    tip.modalPresentationStyle = .popover
                    present(tip, animated: true)
                }
            }
            """).filter { $0.className == "Tip" }
        #expect(!findings.isEmpty && !findings.contains { $0.text.contains(".pageSheet") }, "\(findings.map(\.text))")
    }

    @Test("SRC-3: a key the status bar depends on, written twice in one plist, is said at the second, naming the first")
    func duplicatePlistKey() throws {
        var facts = PlistFacts()
        ProjectSettings.read(plist: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDesignRequiresCompatibility</key><false/>
            <key>UIDesignRequiresCompatibility</key><true/>
            </dict></plist>
            """.utf8), file: "Info.plist", into: &facts)
        let duplicate = try #require(facts.duplicateKeys.first)
        #expect(duplicate.key == "UIDesignRequiresCompatibility" && duplicate.first.line == 3 && duplicate.second.line == 4)
        // A key commented out is not a second one.
        var commented = PlistFacts()
        ProjectSettings.read(plist: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIStatusBarHidden</key><true/>
            <!-- <key>UIStatusBarHidden</key><false/> -->
            </dict></plist>
            """.utf8), file: "Info.plist", into: &commented)
        #expect(commented.duplicateKeys.isEmpty)
    }

    @Test("Nothing is said inside a #Preview")
    func nothingInPreviews() throws {
        let findings = try lint("""
            import UIKit
            final class Player: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            #Preview {
                let player = Player()
                player.modalPresentationStyle = .formSheet
                return player
            }
            """)
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }
}
