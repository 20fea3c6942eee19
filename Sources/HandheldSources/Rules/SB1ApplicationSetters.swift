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

    /// Through the engine's own SB-1 (issue 36: not a copy of it): the setter called in an app
    /// whose controllers decide, on each version, and what SB-11 lists of it.
    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.index.globalMode == nil, let family = run.situations.first?.family else { return [] }
        return run.index.applicationSetters.compactMap { property, position in
            let call: Action = property == "statusBarStyle" ? .applicationSetStatusBar(style: .lightContent, hidden: nil, animation: nil)
                : .applicationSetStatusBar(style: nil, hidden: true, animation: nil)
            let context = SourceLint.Context(at: position, root: ControllerSpec(id: "root"), steps: [call], id: "root", how: "")
            var ignoredOn: [IOSVersion] = []
            var why: IgnoredPreference?
            for situation in run.situations where situation.family == family {
                guard let engine = SourceLint.run(context, situation, run.index),
                      let entry = IgnoredPreferences.list(engine.state).first(where: { $0.controller == "app" && $0.preference == property && $0.rule == "SB-1" })
                else { continue }
                ignoredOn.append(situation.version)
                why = why ?? entry
            }
            guard let why else { return nil }
            return SourceFinding(
                position: position, severity: .warning, rule: "SB-1",
                message: tr("UIApplication's %s is ignored on %s: %s. %s", property, SourceLint.range(ignoredOn), why.reason, why.fix),
                className: "UIApplication", versions: ignoredOn, notes: [])
        }
    }
}
