import HandheldCore

/// SB-1: a UIApplication status bar setter (`statusBarStyle`, `isStatusBarHidden` and their
/// `set…` methods) does nothing while view controller-based appearance is on. Only on the
/// UIApplication itself (issue 36: an app's own `statusBarStyle` is not UIKit's).
enum ApplicationSetters: SourceRule {
    static let id = "SB-1"
    static let summary = "A UIApplication status bar setter that does nothing while controllers decide"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Delegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                application.↓statusBarStyle = .lightContent
                return true
            }
        }
        """),
        RuleExample("""
        import UIKit
        func dim() { UIApplication.shared.↓setStatusBarHidden(true, with: .fade) }
        """),
    ]

    static let nonTriggering = [
        // The app's own theme's property of that name.
        RuleExample("""
        import UIKit
        struct Theme { var statusBarStyle: UIStatusBarStyle = .default }
        final class Settings: UIViewController {
            var theme = Theme()
            func dark() { theme.statusBarStyle = .lightContent }
        }
        """),
        // In global mode the setter is what decides.
        RuleExample("""
        import UIKit
        func dim() { UIApplication.shared.isStatusBarHidden = true }
        """, plist: GlobalMode.globalPlist),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.index.globalMode == nil else { return [] }
        return run.index.applicationSetters.map { property, position in
            SourceFinding(
                position: position, severity: .warning, rule: "SB-1",
                message: tr("UIApplication's %s does nothing on %s: view controller-based status bar appearance is on ", property, SourceLint.range(run.versions))
                    + tr("(UIViewControllerBasedStatusBarAppearance is absent or YES), so controllers decide. ")
                    + tr("Override %s in the controller that owns the status bar, ", property == "statusBarStyle" ? "preferredStatusBarStyle" : "prefersStatusBarHidden")
                    + tr("or set UIViewControllerBasedStatusBarAppearance to NO"),
                className: "UIApplication", versions: run.versions, notes: [])
        }
    }
}
