import HandheldCore

/// VER-11 from sources: a read of one of UIApplication's status-bar getters, deprecated since
/// iOS 13, in an app built with the iOS 27 SDK. The iOS 27 release notes list them among the
/// known issues: they may return NaN or nil. A note at each read (the setters are SB-1's).
enum DeprecatedGetters: SourceRule {
    static let id = "VER-11"
    static let summary = "A read of a deprecated UIApplication status-bar getter, which may return NaN or nil with the iOS 27 SDK"

    /// The getters, and what replaces each.
    static let replacements: [String: String] = [
        "statusBarFrame": "view.window?.windowScene?.statusBarManager?.statusBarFrame",
        "statusBarOrientation": "view.window?.windowScene?.interfaceOrientation",
        "statusBarStyle": "view.window?.windowScene?.statusBarManager?.statusBarStyle",
        "isStatusBarHidden": "view.window?.windowScene?.statusBarManager?.isStatusBarHidden",
        "statusBarOrientationAnimationDuration": "a duration of your own",
    ]

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Banner: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let top = UIApplication.shared.↓statusBarFrame.height
                view.frame.origin.y = top
            }
        }
        """, severity: .note),
        RuleExample("""
        import UIKit
        func landscape(_ application: UIApplication) -> Bool { application.↓statusBarOrientation.isLandscape }
        """, severity: .note),
    ]

    static let nonTriggering = [
        // The scene's status bar manager, the replacement.
        RuleExample("""
        import UIKit
        final class Banner: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                view.frame.origin.y = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
            }
        }
        """),
        // A setter is SB-1's (in global mode it is what decides), and an app's own property of that name is not UIKit's.
        RuleExample("""
        import UIKit
        struct Theme { var statusBarStyle: UIStatusBarStyle = .default }
        func dim(_ theme: Theme) -> UIStatusBarStyle {
            UIApplication.shared.isStatusBarHidden = true
            return theme.statusBarStyle
        }
        """, plist: GlobalMode.globalPlist),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.sdk >= .iOS27 else { return [] }
        return run.index.applicationGetterReads.map { getter, position in
            SourceFinding(
                position: position, severity: .note, rule: "VER-11",
                message: tr("UIApplication's %s, deprecated since iOS 13, may return NaN or nil in an app built with the iOS %s SDK (the iOS 27 release notes' known issues). Read %s instead",
                            getter, run.sdk.rawValue, replacements[getter] ?? "the window scene's statusBarManager"),
                className: "UIApplication", versions: IOSVersion.allCases.filter { $0 >= .iOS27 }, notes: [])
        }
    }
}
