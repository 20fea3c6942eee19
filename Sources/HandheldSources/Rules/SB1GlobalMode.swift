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

    /// Through the engine's own SB-1 (issue 36: not a copy of it): the class alone in an app in
    /// global mode, on each version, and what SB-11 lists of it.
    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard let plist = run.index.globalMode, let family = run.situations.first?.family else { return [] }
        var findings: [SourceFinding] = []
        for info in run.classes {
            for preference in SourceLint.preferences {
                guard let (position, value) = preference.override(info) else { continue }
                let context = SourceLint.Context(at: position, root: SourceLint.controller(info.name, id: info.name, run.index), steps: [],
                                                 id: info.name, how: "")
                var ignoredOn: [IOSVersion] = []
                var why: IgnoredPreference?
                for situation in run.situations where situation.family == family {
                    guard let engine = SourceLint.run(context, situation, run.index),
                          let entry = IgnoredPreferences.list(engine.state).first(where: {
                              $0.controller == info.name && $0.preference == preference.name && $0.rule == "SB-1"
                          }) else { continue }
                    ignoredOn.append(situation.version)
                    why = why ?? entry
                }
                guard let why else { continue }
                findings.append(SourceFinding(
                    position: position, severity: .warning, rule: "SB-1",
                    message: tr("%s is ignored on %s: %s. %s", "'\(info.name)'.\(preference.name)\(value)", SourceLint.range(ignoredOn), why.reason, why.fix),
                    className: info.name, versions: ignoredOn,
                    notes: [(plist, tr("UIViewControllerBasedStatusBarAppearance is NO here"))]))
            }
        }
        return findings
    }
}
