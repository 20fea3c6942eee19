import HandheldCore

/// SRC-9, pattern 11 (a note): a controller with a status bar preference handed to a method
/// whose name says it presents (`presentPanModal(_:)`) but that the app's sources do not define
/// (a package's, a framework's). How that method presents it, and so whether the preference is
/// read, is decided by code the reader cannot see: a note naming the method, never silence and
/// never a warning. The root of a navigation controller so presented is named too.
enum UndefinedPresenter: SourceRule {
    static let id = "SRC-9"
    static let summary = "A controller with a status bar preference presented by a method the sources do not define"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Browser: UIViewController {
            func openMenu() {
                let menu = MenuNavigation(rootViewController: MenuRoot())
                ↓presentPanModal(menu, sourceView: view)
            }
        }
        final class MenuNavigation: UINavigationController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class MenuRoot: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        """, severity: .note),
    ]

    static let nonTriggering = [
        // The app's own method: followed (SRC-9), not a note of this rule.
        RuleExample("""
        import UIKit
        final class Browser: UIViewController {
            func openMenu() { presentCard(Menu()) }
            func presentCard(_ card: UIViewController) {
                card.modalPresentationStyle = .fullScreen
                present(card, animated: true)
            }
        }
        final class Menu: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """),
        // No preference to lose.
        RuleExample("""
        import UIKit
        final class Browser: UIViewController {
            func openMenu() { presentPanModal(Menu()) }
        }
        final class Menu: UIViewController {}
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let index = run.index
        var defined: Set<String> = []
        for info in index.classes.values { defined.formUnion(info.methods.keys) }
        var findings: [SourceFinding] = []
        var said: Set<String> = []
        for site in index.callSites where site.kind == .passes {
            let method = site.call.function
            guard method.hasPrefix("present"), method != "present", method != "presentViewController", !defined.contains(method),
                  index.parameterPresenters[method] == nil else { continue }
            for case let argument? in site.call.arguments where !argument.hasPrefix("$") {
                guard let shown = index.sceneClass(argument) else { continue }
                // The class handed over, and the roots the sources give it when it is a navigation controller.
                var subjects: [(name: String, how: String)] = [(shown, tr("'%s' is", shown))]
                for root in run.graph.placements(by: shown) where root.way == .root(navigation: shown) {
                    subjects.append((root.shown, tr("'%s', the root of '%s', is", root.shown, shown)))
                }
                for (name, how) in subjects where said.insert("\(site.at) \(name)").inserted {
                    guard let info = index.classes[name] else { continue }
                    for preference in SourceLint.preferences {
                        guard let own = preference.override(info) else { continue }
                        findings.append(SourceFinding(
                            position: site.at, severity: .note, rule: "SRC-9",
                            message: tr("%s shown by '%s', which the sources do not define (a package's or a framework's): ", how, method)
                                + tr("how it is presented, and so whether its %s%s is read, depends on that code", preference.name, own.value),
                            className: name, versions: run.versions, notes: [(own.position, tr("the override"))]))
                    }
                }
            }
        }
        return findings
    }
}
