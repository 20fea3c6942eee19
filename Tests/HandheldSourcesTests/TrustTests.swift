import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 36: the patterns that made lint warn falsely on real apps, each a folder of its own in
// Tests/swift-sources/Trust. A line marked `// true:` must be warned about; every other line,
// and those marked `// false before:` above all, must not.

private let trust = swiftSources("Trust")

@Suite("Lint you can trust (issue 36): no warning a person could not defend, the true ones kept")
struct TrustTests {
    @Test("Each reproduction warns exactly on its `// true:` lines", arguments: [
        "Theme",    // SB-7 without a context, or where no context reads the preference; one finding per pattern
        "Names",    // SB-1 only on UIApplication
        "Aliases",  // a style or capture set through a property or an optional chain
        "Unknowns", // an Objective-C container, forwarding through a property, an app's own present helper
        "Indirection", // pattern 6: factories, a controller that presents itself, a coordinator's toPresentable()
        "Previews",  // issue 49: a #Preview is not a place the app shows a controller
        "Storyboards", // issue 49, pattern 1: a storyboard identifier names a scene; pushes onto a navigation controller made in place
        "Branches", // issue 49, pattern 2: a factory's case named by a literal; every case weighed otherwise
        "Popovers", // issue 49: .popover is a known style that does not take the status bar
        "Containers", // issue 49, patterns 4 and 9: a wrapped navigation controller, a container that never forwards
        "Nested", // issue 49, pattern 8: a navigation controller's root judged where that navigation controller is presented
        "NoSource", // issue 49, pattern 11: a class with no Swift source on the walk makes a note, not a warning
        "Routers", // issue 49, pattern 6: a router's present(_:) and push(_:) of what it is given; another class's push(_:) is not
        "BarAppearance", // issue 49, pattern 10: a bar appearance's background under the glyphs its barStyle gives (BAR-5)
        "Inherited", // issue 49: a preference a subclass inherits, judged where the subclass is shown
        "Coordinators", // issue 49: a coordinator's pushes onto the navigation controller it was given: notes
        "Conditions", // issue 49: a style set under a runtime condition, a bar hidden in one state only, `.then {}` builders
        "Sections", // issue 49: children added through a helper that hands its parameter to another (and a cast)
    ])
    func warnsOnlyWhereTrue(folder: String) throws {
        let path = trust + "/" + folder
        var expected: Set<String> = []
        for file in SwiftReader.swiftFiles(under: [path]) {
            let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            for (number, line) in lines.enumerated() where line.contains("// true:") {
                expected.insert("\((file as NSString).lastPathComponent):\(number + 1)")
            }
        }
        var warned: Set<String> = []
        for target in SourceProject.read([path]) {
            for finding in try! SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget, families: target.families)
            where finding.severity == .warning {
                warned.insert("\((finding.position.file as NSString).lastPathComponent):\(finding.position.line)")
            }
        }
        #expect(warned == expected, "warned at \(warned.sorted()), marked true at \(expected.sorted())")
    }

    @Test("Issue 49: a style set only under a runtime condition is one of two (the one it had before, .automatic); a bar a screen hides in one state and shows in another is weighed both ways; a builder's `.then {}` keeps the class; a navigation controller made in init is the class's own")
    func conditions() throws {
        let target = try #require(SourceProject.read([trust + "/Conditions"]).first)
        let findings = try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget, families: target.families)
        let tray = findings.filter { $0.className == "TrayController" }
        #expect(tray.allSatisfy { $0.severity == .note }, "\(tray.map(\.text))")
        // The full-screen place while the bar shows (SB-4), and the default style's sheet (SB-2).
        #expect(tray.contains { $0.rule == "SB-4" && $0.message.contains("shows the navigation bar") && $0.message.contains(".fullScreen") }, "\(tray.map(\.text))")
        #expect(tray.contains { $0.message.contains("presented with the default style") && !$0.message.contains("shows the navigation bar") }, "\(tray.map(\.text))")
        // Not a child of the class whose own navigation controller is another one.
        #expect(!tray.contains { $0.message.contains("ShareController") }, "\(tray.map(\.text))")
        // The root of the navigation controller the share screen makes in its init and adds as
        // its child: that screen decides (SB-3), not a plain stack of its own.
        #expect(findings.contains { $0.className == "ShareListController" && $0.rule == "SB-3" && $0.severity == .warning }, "\(findings.map(\.text))")
        // Made inside the `if` that sets its style; set in a new instance's builder closure: read.
        #expect(!findings.contains { ["WelcomeScreen", "ReaderNavigation", "PhotoViewer"].contains($0.className) }, "\(findings.map(\.text))")
        // Its own .fullScreen (set in another file), or a form sheet: the form sheet's note only.
        let pin = findings.filter { $0.className == "PinController" }
        #expect(pin.count == 1 && pin[0].message.contains(".formSheet") && pin[0].severity == .note, "\(pin.map(\.text))")
        // Hidden on the way in, shown back on the way out: read.
        #expect(!findings.contains { $0.className == "CoverController" }, "\(findings.map(\.text))")
    }

    @Test("Issue 49: a property declared of an app controller class, set in one method and passed in another file to a helper that presents it: that class is presented (a note, the presenter not named)")
    func typedPropertyPresented() throws {
        let target = try #require(SourceProject.read([trust + "/Sections"]).first)
        let player = try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget).filter { $0.className == "PlayerViewController" }
        #expect(player.count == 1 && player[0].severity == .note && player[0].message.contains(".formSheet"), "\(player.map(\.text))")
    }

    @Test("Issue 49: a split view controller's columns are its children, weighed both ways (UIKit documents no forwarding: notes); inside a screen that never forwards, certain (SB-3)")
    func splitColumns() throws {
        let target = try #require(SourceProject.read([trust + "/Containers"]).first)
        let findings = try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget, families: target.families)
        let sidebar = findings.filter { $0.className == "Sidebar" }
        #expect(!sidebar.isEmpty && sidebar.allSatisfy { $0.severity == .note && $0.message.contains("UISplitViewController") }, "\(sidebar.map(\.text))")
        let column = try #require(findings.first { $0.className == "ColumnNavigation" })
        #expect(column.severity == .warning && column.rule == "SB-3" && column.message.contains("'PlaylistScreen' decides"), "\(column.text)")
    }

    @Test("Pattern 7 (SRC-9): a style property of two literals is read where it is assigned; an app's own device helper (isiPad(), isPad) is an idiom check")
    func styleProperty() throws {
        #expect(SwiftReader.Visitor.idiomCheck("UIDevice.current.isiPad()") == .pad)
        #expect(SwiftReader.Visitor.idiomCheck("!UIDevice.isPad") == .phone)
        #expect(SwiftReader.Visitor.idiomCheck("UIDevice.current.isPhone") == .phone)
        #expect(SwiftReader.Visitor.idiomCheck("traitCollection.horizontalSizeClass == .compact") == nil)
        var index = SourceIndex()
        SwiftReader.read(source: """
            import UIKit
            final class Home: UIViewController {
                var presentationMode: UIModalPresentationStyle { UIDevice.current.isiPad() ? .formSheet : .fullScreen }
                func open() {
                    let stories = Stories()
                    stories.modalPresentationStyle = presentationMode
                    present(stories, animated: true)
                }
            }
            final class Stories: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """, file: "Home.swift", into: &index)
        let position = try #require(index.presentChoices.keys.first)
        #expect(index.presentChoices[position] == [.fullScreen, .formSheet])
        #expect(index.idiomChoices.contains(position))
        let findings = try SourceLint.findings(index, families: [.phone, .pad]).filter { $0.className == "Stories" }
        #expect(findings.count == 1 && findings.first?.severity == .note && findings.first?.message.contains("on iPad") == true, "\(findings.map(\.text))")
    }

    @Test("Issue 49: a coordinator's or operation's push onto the navigation controller it was given or made lazily is judged on the class declared: a plain one's forwarding both ways (a note), the app's forwarding subclass read")
    func coordinatorPushes() throws {
        let path = trust + "/Coordinators"
        let findings = SourceProject.read([path]).flatMap { try! SourceLint.findings($0.index, deploymentTarget: $0.deploymentTarget) }
        #expect(findings.map(\.className).sorted() == ["AboutScreenViewController", "GuideViewController", "PasswordViewController", "StoriesViewController", "TipsViewController"], "\(findings.map(\.text))")
        // A model given a controller's own navigation controller pushes as that controller does:
        // known, so a warning where the stack is plain, nothing where it forwards.
        #expect(findings.allSatisfy { $0.severity == ($0.className == "AboutScreenViewController" ? .warning : .note) })
        #expect(findings.contains { $0.message.contains("'PasswordViewController' is pushed onto 'SignInCoordinator.navigationController'") })
        // An operation's screen from the storyboard it holds, pushed through the method it is given to.
        #expect(findings.contains { $0.message.contains("'GuideViewController' is pushed onto 'SignInOperation.navigationController'") })
        #expect(findings.contains { $0.message.contains("'TipsViewController' is pushed onto 'SignInOperation.navigationController'") })
    }

    @Test("Issue 49, precision: a navigation controller whose style getter returns its top's (in any branch) reads its top's override: no note of the way where it does not ask")
    func getterThatAsksTheTop() throws {
        var index = SourceIndex()
        SwiftReader.read(source: """
            import UIKit
            final class ThemedNavigationController: UINavigationController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    if Player.isOpen { return .lightContent }
                    return topViewController?.preferredStatusBarStyle ?? Theme.style
                }
            }
            final class Home: UIViewController {
                func openAccount() {
                    let nav = ThemedNavigationController(rootViewController: Account())
                    nav.modalPresentationStyle = .fullScreen
                    present(nav, animated: true)
                }
            }
            final class Account: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            }
            """, file: "App.swift", into: &index)
        let findings = try SourceLint.findings(index, deploymentTarget: 15).filter { $0.className == "Account" }
        #expect(findings.isEmpty, "\(findings.map(\.text))")
    }

    @Test("Issue 49, precision (SRC-9): VER-8 names the Info.plist it judged")
    func ver8NamesThePlist() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ver8-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n".write(toFile: root + "/App/Info.plist", atomically: true, encoding: .utf8)
        try "import UIKit\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(toFile: root + "/App/AppDelegate.swift", atomically: true, encoding: .utf8)
        let target = try #require(SourceProject.read([root]).first)
        let finding = try #require(try SourceLint.findings(target.index, deploymentTarget: 15).first { $0.rule == "VER-8" })
        #expect(finding.notes.map(\.0.file) == [root + "/App/Info.plist"])
    }

    @Test("Issue 49, pattern 3 (SRC-9): a local package the project references, outside the folder linted, is the app's code with the app's contexts")
    func localPackages() throws {
        let app = trust + "/Packages/iOS"
        #expect(ProjectSettings.localPackages(under: [app]).map { ($0 as NSString).lastPathComponent } == ["Composer"])
        let warned = try SourceProject.read([app]).flatMap { target in
            try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget).filter { $0.severity == .warning }
        }
        #expect(warned.map { "\(($0.position.file as NSString).lastPathComponent):\($0.position.line)" } == ["Composer.swift:6"])
        // Named relative as the project was: a finding's path is the user's.
        #expect(warned.first?.position.file.hasPrefix("/") == trust.hasPrefix("/"))
    }

    @Test("Issue 49, pattern 11 (SRC-9): a preference under a class with no Swift source is a note naming that class, never silence")
    func classesWithNoSource() throws {
        let target = try #require(SourceProject.read([trust + "/NoSource"]).first)
        let notes = try SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget).filter { $0.severity == .note }
        for (className, unknown) in [("InboxViewController", "PodNavigationController"), ("DrawerContentViewController", "SideMenuController")] {
            let note = notes.first { $0.className == className }
            #expect(note?.message.contains("'\(unknown)' (a class with no Swift source here)") == true, "\(notes.map(\.message))")
        }
    }

    @Test("Targets (issue 36): an Info.plist inside a bundle folder is not a target; a shared .xcconfig under no target gives every target its deployment target")
    func sharedSettingsAndBundles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trust-targets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict></dict></plist>\n"
        for (file, text) in [("App/Info.plist", plist), ("App/A.swift", "import UIKit\nfinal class A: UIViewController {}\n"),
                             ("Share/Info.plist", plist), ("Share/S.swift", "import UIKit\nfinal class S: UIViewController {}\n"),
                             ("Themes/Sepia.nnwtheme/Info.plist", plist), ("xcconfig/Project.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let targets = SourceProject.read([root])
        #expect(targets.map { ($0.folder as NSString).lastPathComponent } == ["App", "Share"])
        #expect(targets.allSatisfy { $0.deploymentTarget == 17 })
    }

    @Test("Pattern 6 (issue 36): a call into the app's own functions is followed, and what cannot be is said (--verbose): two functions of one name, a presenter not named")
    func followsTheAppsFunctions() throws {
        let target = try #require(SourceProject.read([trust + "/Indirection"]).first)
        let unfollowed = target.index.followedCalls().unfollowed.map { "\(($0.0.file as NSString).lastPathComponent):\($0.0.line) \($0.1)" }
        #expect(unfollowed == ["Ambiguous.swift:26 2 functions named 'makeDetail()' return different controllers"])
        // Shown onto a presenter passed in that the sources do not name: a note, never a warning.
        let toast = try! SourceLint.findings(target.index, deploymentTarget: 15).filter { $0.className == "ToastViewController" }
        #expect(!toast.isEmpty && toast.allSatisfy { $0.severity == .note })
        #expect(toast.first?.message.contains("onto a presenter the sources do not name") == true)
        // A factory that calls itself is followed only so deep, and never loops.
        var index = SourceIndex()
        SwiftReader.read(source: "import UIKit\nfunc make() -> UIViewController { make() }\nfinal class A: UIViewController {\n    func f() { present(make(), animated: true) }\n}\n", file: "Loop.swift", into: &index)
        #expect(index.followedCalls().unfollowed.map(\.1) == ["'make()' calls more than 4 functions deep"])
    }

    @Test("Targets (issue 36, pattern 5): each target's deployment target as project.pbxproj or XcodeGen's project.yml says, by its Info.plist, not the lowest in the tree", arguments: ["Xcode", "XcodeGen"])
    func targetsFromTheProject(kind: String) {
        let targets = SourceProject.read([trust + "/Targets/" + kind])
        let byFolder = Dictionary(uniqueKeysWithValues: targets.map { (($0.folder as NSString).lastPathComponent, $0.deploymentTarget) })
        #expect(byFolder["App"] == 16, "\(byFolder)")
        #expect(byFolder["Widget"] == 17, "\(byFolder)")
    }

    @Test("SB-7's repeated pattern is one warning with a note at each other class")
    func onePatternOneFinding() throws {
        let target = try #require(SourceProject.read([trust + "/Theme"]).first)
        let findings = try! SourceLint.findings(target.index, deploymentTarget: target.deploymentTarget).filter { $0.rule == "SB-7" }
        #expect(findings.count == 1)
        #expect(findings.first?.notes.contains { $0.1.contains("'PlayerViewController'.themeChanged") } == true)
    }
}
