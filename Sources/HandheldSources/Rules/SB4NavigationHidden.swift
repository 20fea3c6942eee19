import HandheldCore

/// SB-4's hidden half, certain without knowing the stack (SRC-9, issue 49 pattern 5): a
/// navigation controller hands `prefersStatusBarHidden` to its top controller, so its own is not
/// read while it has one (observed; Apple's documentation says only that `nil`, or no override of
/// `childForStatusBarHidden`, means the controller itself is asked). A navigation subclass of
/// the app that overrides `prefersStatusBarHidden`, is made with a root somewhere, and does not
/// make `childForStatusBarHidden` return nil, has its preference ignored, whatever the stack
/// holds. Where the engine already judged it in a known context (IgnoredInContext), that
/// finding stands alone.
enum NavigationHiddenNotRead: SourceRule {
    static let id = "SB-4"
    static let summary = "A navigation controller's own prefersStatusBarHidden, never read while it has a top controller"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class ImmersiveNavigation: UINavigationController {
            override var ↓prefersStatusBarHidden: Bool { true }
        }
        final class Starter: UIViewController {
            func go(_ make: () -> UIViewController) {
                let navigation = ImmersiveNavigation(rootViewController: make())
                navigation.modalPresentationStyle = .fullScreen
                present(navigation, animated: true)
            }
        }
        """),
    ]

    static let nonTriggering = [
        // childForStatusBarHidden returns nil: its own is read.
        RuleExample("""
        import UIKit
        final class ImmersiveNavigation: UINavigationController {
            override var prefersStatusBarHidden: Bool { true }
            override var childForStatusBarHidden: UIViewController? { nil }
        }
        func go(_ root: UIViewController) -> UIViewController { ImmersiveNavigation(rootViewController: root) }
        """),
        // It hands hidden on itself.
        RuleExample("""
        import UIKit
        final class Navigation: UINavigationController {
            override var prefersStatusBarHidden: Bool { topViewController?.prefersStatusBarHidden ?? false }
        }
        func go(_ root: UIViewController) -> UIViewController { Navigation(rootViewController: root) }
        """),
        // Never given a root in the sources (a storyboard may; nothing is assumed).
        RuleExample("""
        import UIKit
        final class ImmersiveNavigation: UINavigationController {
            override var prefersStatusBarHidden: Bool { true }
        }
        """),
        // `false` is what the top gives by default: nothing a person would miss.
        RuleExample("""
        import UIKit
        final class Navigation: UINavigationController {
            override var prefersStatusBarHidden: Bool { false }
        }
        func go(_ root: UIViewController) -> UIViewController { Navigation(rootViewController: root) }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.index.globalMode == nil else { return [] }
        var found: [SourceFinding] = []
        for info in run.classes where info.declaredInSwift && run.index.isA(info.name, "UINavigationController") {
            guard let hidden = info.hiddenOverride, info.forwardsHidden == nil, info.forwardsHiddenUnknown == nil,
                  run.index.inherited(info.name, \.hiddenChildNil) == nil, case .known(true) = hidden.value else { continue }
            // Made with a root: the class itself, or a subclass that inherits this override.
            let made = run.classes.filter { other in
                run.index.isA(other.name, info.name) && (other.name == info.name || other.hiddenOverride == nil)
            }.compactMap { run.index.rootsGiven[$0.name] ?? storyboardRoot(run, $0.name) }.min()
            guard let made else { continue }
            // Judged in a known context already (the engine's own finding, SB-11).
            if run.outcomes(of: info, "prefersStatusBarHidden").contains(where: { !$0.ignoredOn.isEmpty }) { continue }
            found.append(SourceFinding(
                position: hidden.position, severity: .warning, rule: id,
                message: tr("'%s'.prefersStatusBarHidden = true is ignored on %s: a navigation controller hands hidden to its top controller, so its own is not read while it has one (observed; Apple's documentation says only that a nil childForStatusBarHidden means the controller itself is asked). ",
                            info.name, SourceLint.range(run.versions))
                    + tr("Set prefersStatusBarHidden on the controllers it shows, or override childForStatusBarHidden in '%s' to return nil", info.name),
                className: info.name, versions: run.versions,
                notes: [(made, tr("'%s' is given a root here, so it has a top controller", info.name))]))
        }
        return found
    }

    /// A storyboard scene that makes the class with a root (its relationship segue).
    static func storyboardRoot(_ run: LintRun, _ name: String) -> SourcePosition? {
        run.index.edges.compactMap { edge -> SourcePosition? in
            if case .root(name, _, let at) = edge { at } else { nil }
        }.min()
    }
}
