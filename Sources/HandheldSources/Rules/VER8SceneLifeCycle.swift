import HandheldCore

/// VER-8 from sources: an app whose entry point is its app delegate, with no scene manifest in
/// its Info.plist, fails to launch on iOS 27 once built with the iOS 27 SDK (the iOS 27 release
/// notes: such apps "fail to launch"; TN3187). A warning at the app delegate, when lint's `--sdk`
/// is 27 or later and an Info.plist was read; a SwiftUI `App` has scenes.
enum SceneLifeCycle: SourceRule {
    static let id = "VER-8"
    static let summary = "An app without the scene life cycle, which does not launch on iOS 27 when built with the iOS 27 SDK"

    static let plainPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
    """

    static let triggering = [
        RuleExample("""
        import UIKit
        @main
        final class ↓AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """, plist: plainPlist),
    ]

    static let nonTriggering = [
        // A scene manifest: the scene life cycle.
        RuleExample("""
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        """, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict></dict></dict></plist>
        """),
        // A SwiftUI app.
        RuleExample("""
        import SwiftUI
        @main
        struct MailApp: App {
            @UIApplicationDelegateAdaptor var delegate: AppDelegate
            var body: some Scene { WindowGroup { Text("Mail") } }
        }
        final class AppDelegate: NSObject, UIApplicationDelegate {}
        """, plist: plainPlist),
        // No Info.plist read: what it lacks is not known.
        RuleExample("""
        import UIKit
        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let index = run.index
        guard run.sdk >= .iOS27, index.plist.read, index.plist.sceneManifest == nil, index.plist.extensionPoint == nil,
              index.swiftUIApp == nil else { return [] }
        return index.appDelegates.map { name, position in
            SourceFinding(
                position: position, severity: .warning, rule: "VER-8",
                message: tr("'%s' starts the app without the scene life cycle (no UIApplicationSceneManifest in the Info.plist): ", name)
                    + tr("built with the iOS %s SDK, the app fails to launch on iOS 27 (the iOS 27 release notes; TN3187). ", run.sdk.rawValue)
                    + tr("Adopt UIScene: add a scene manifest and a UIWindowSceneDelegate that sets up the window"),
                className: name, versions: IOSVersion.allCases.filter { $0 >= .iOS27 },
                // SRC-9: the plist judged, named (issue 49: linted from a repository's root, another
                // target's plist was judged and nobody could tell).
                notes: index.plist.judged.map { ($0, $0.line == 1 && $0.column == 1 && $0.file.hasSuffix(".plist")
                    ? tr("the Info.plist judged: it has no UIApplicationSceneManifest")
                    : tr("the generated Info.plist judged (build settings): no INFOPLIST_KEY_UIApplicationSceneManifest_Generation")) })
        }
    }
}
