import HandheldCore

/// SRC-5 (a note): a status bar override in an extension of a UIKit class works today, but
/// Apple does not support overriding in extensions, and it changes every such controller.
enum ExtensionOverride: SourceRule {
    static let id = "SRC-5"
    static let summary = "A status bar preference overridden in an extension of a UIKit class"

    static let triggering = [
        RuleExample("""
        import UIKit
        extension UINavigationController {
            open override var ↓childForStatusBarStyle: UIViewController? { topViewController }
        }
        """, severity: .note),
    ]

    static let nonTriggering = [
        RuleExample("""
        import UIKit
        final class Navigation: UINavigationController {
            override var childForStatusBarStyle: UIViewController? { topViewController }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.index.uikitExtensionOverrides.map { className, property, position in
            SourceFinding(
                position: position, severity: .note, rule: "SRC-5",
                message: tr("%s is overridden in an extension of %s: it works today, but Apple does not support ", property, className)
                    + tr("overriding in extensions (it may stop working, and it changes every %s in the app). ", className)
                    + tr("Subclass %s and override it there", className),
                className: className, versions: run.versions, notes: [])
        }
    }
}
