import HandheldCore

/// SRC-5: `func preferredStatusBarStyle() -> UIStatusBarStyle`, Swift 2's spelling, is a method
/// of its own since Swift 3: UIKit reads the property and never calls it.
enum Swift2Method: SourceRule {
    static let id = "SRC-5"
    static let summary = "A Swift 2-style status bar method that overrides nothing"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Old: UIViewController {
            func ↓preferredStatusBarStyle() -> UIStatusBarStyle { .lightContent }
        }
        """),
    ]

    static let nonTriggering = [
        RuleExample("""
        import UIKit
        final class New: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """),
    ]

    /// What the message adds in global mode, where the property would be ignored too (SB-1):
    /// then the property is not a certain fix (SRC-10).
    static var globalModeClause: String { tr("; but with UIViewControllerBasedStatusBarAppearance = NO UIKit would not read the property either (SB-1)") }

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.index.swift2Methods.map { className, name, position in
            let isVariable = name.hasPrefix("prefers") || name.hasPrefix("preferred") || name.hasPrefix("childFor")
            return SourceFinding(
                position: position, severity: .warning, rule: "SRC-5",
                message: tr("'%s'.%s() is a method of its own: since Swift 3, UIKit reads the property ", className, name)
                    + tr("'%s', so this is never called. Write 'override var %s%s { … }' instead", name, name, isVariable ? ": …" : "")
                    + (run.index.globalMode != nil ? globalModeClause : ""),
                className: className, versions: run.versions, notes: run.index.globalMode.map { [($0, tr("UIViewControllerBasedStatusBarAppearance is NO here"))] } ?? [])
        }
    }
}
