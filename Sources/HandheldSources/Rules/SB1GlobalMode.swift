import HandheldCore

/// SB-1: with `UIViewControllerBasedStatusBarAppearance` = NO (global mode) no controller's
/// preference is read, in any context: every override is a warning, with a note at the key.
enum GlobalMode: SourceRule {
    static let id = "SB-1"
    static let summary = "A controller's status bar preference in an app whose Info.plist turns view controller-based appearance off"

    static let globalPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UIViewControllerBasedStatusBarAppearance</key><false/></dict></plist>
    """

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Home: UIViewController {
            override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """, plist: globalPlist),
    ]

    static let nonTriggering = [
        // View controller-based appearance on (the key absent): controllers decide.
        RuleExample("""
        import UIKit
        final class Home: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard let plist = run.index.globalMode else { return [] }
        var findings: [SourceFinding] = []
        for info in run.classes {
            for preference in SourceLint.preferences {
                guard let (position, value) = preference.override(info) else { continue }
                let subject = "'\(info.name)'.\(preference.name)\(value)"
                findings.append(SourceFinding(
                    position: position, severity: .warning, rule: "SB-1",
                    message: tr("%s is ignored on %s: ", subject, SourceLint.range(run.versions))
                        + tr("the Info.plist turns view controller-based status bar appearance off, so UIApplication's %s decides. ", preference.name == "prefersStatusBarHidden" ? "isStatusBarHidden" : "style")
                        + tr("Remove UIViewControllerBasedStatusBarAppearance (or set it to YES), or set it on UIApplication"),
                    className: info.name, versions: run.versions,
                    notes: [(plist, tr("UIViewControllerBasedStatusBarAppearance is NO here"))]))
            }
        }
        return findings
    }
}
