import HandheldCore

/// Issue 49, pattern 10 (VER-7, BAR-5): a navigation controller's own bar appearance whose
/// background makes the status bar's glyphs unreadable: `UINavigationBarAppearance` never
/// changes `barStyle`, which decides the glyphs (SB-4). Reported at the assignment to the slot in
/// use (SRC-8), only where every part of the appearance is known, weighed over every place the
/// sources show the navigation controller and both interface styles unless the app fixes one.
enum BarAppearanceContrast: SourceRule {
    static let id = "BAR-5"
    static let summary = "A navigation bar appearance whose background hides the status bar's glyphs"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Scene { func start() { window?.rootViewController = MainNavigationController(rootViewController: Home()) } }
        final class Home: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .black
                navigationBar.standardAppearance = appearance
                navigationBar.↓scrollEdgeAppearance = appearance
            }
        }
        """, severity: .note),
        // The app is always light (UIUserInterfaceStyle): unreadable whatever the system's style.
        RuleExample("""
        import UIKit
        final class Scene { func start() { window?.rootViewController = MainNavigationController(rootViewController: Home()) } }
        final class Home: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .black
                navigationBar.standardAppearance = appearance
                navigationBar.↓scrollEdgeAppearance = appearance
            }
        }
        """, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
        """),
    ]

    static let nonTriggering = [
        // The bar's style follows the background: light glyphs on black.
        RuleExample("""
        import UIKit
        final class Scene { func start() { window?.rootViewController = MainNavigationController(rootViewController: Home()) } }
        final class Home: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationBar.barStyle = .black
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .black
                navigationBar.standardAppearance = appearance
                navigationBar.scrollEdgeAppearance = appearance
            }
        }
        """),
        // A colour the reader cannot name: unknown, nothing said.
        RuleExample("""
        import UIKit
        final class Scene { func start() { window?.rootViewController = MainNavigationController(rootViewController: Home()) } }
        final class Home: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = Theme.current.bar
                navigationBar.standardAppearance = appearance
                navigationBar.scrollEdgeAppearance = appearance
            }
        }
        """),
        // The navigation controller asks its top: the top's style decides, not the bar.
        RuleExample("""
        import UIKit
        final class Scene { func start() { window?.rootViewController = MainNavigationController(rootViewController: Home()) } }
        final class Home: UIViewController {}
        final class MainNavigationController: UINavigationController {
            override var childForStatusBarStyle: UIViewController? { topViewController }
            override func viewDidLoad() {
                super.viewDidLoad()
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .black
                navigationBar.standardAppearance = appearance
                navigationBar.scrollEdgeAppearance = appearance
            }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let index = run.index
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        for info in run.classes where !info.barAppearances.isEmpty && info.barAppearances.values.allSatisfy(\.known)
            && index.isA(info.name, "UINavigationController") {
            // Every place the sources show this navigation controller: through its roots.
            let roots = Set(run.graph.placements(by: info.name).compactMap { placement -> String? in
                if case .root = placement.way { placement.shown } else { nil }
            })
            let contexts = roots.sorted().flatMap { SourceLint.contexts(of: $0, index, run.graph) }
                .filter { context in context.root.contains(id: info.name) || context.steps.contains { step in
                    if case let .present(spec, _, _) = step { spec.contains(id: info.name) } else { false }
                } }
            guard !contexts.isEmpty else { continue }
            let appearances: [SystemAppearance] = index.plist.interfaceStyle != nil ? [.light] : [.light, .dark]
            // Per interface style: the versions on which the glyphs cannot be seen in every place.
            var lowOn: [SystemAppearance: [IOSVersion]] = [:]
            var found: LowContrast?
            for appearance in appearances {
                for version in run.versions {
                    let low = contexts.allSatisfy { context in
                        run.situations.filter { $0.version == version }.allSatisfy { situation in
                            guard let engine = SourceLint.run(context, situation, index, appearance: appearance),
                                  let low = engine.state.lowContrast, low.bar != nil, low.owner == info.name else { return false }
                            // The newest version's slot and reason (the scroll edge's from iOS 15).
                            found = low
                            return true
                        }
                    }
                    if low { lowOn[appearance, default: []].append(version) }
                }
            }
            guard let low = found, let slot = low.bar?.slot else { continue }
            // Unreadable whatever the interface style: a warning; in one style only (the app
            // follows the system's): a note naming it (SRC-5: an unknown value weighed).
            let always = run.versions.filter { version in appearances.allSatisfy { lowOn[$0]?.contains(version) == true } }
            let versions = always.isEmpty ? (lowOn[.light] ?? lowOn[.dark] ?? []) : always
            let style = always.isEmpty ? (lowOn[.light] != nil ? tr("in light appearance") : tr("in dark appearance")) : nil
            let at = info.barAppearances[slot.rawValue]?.position ?? info.barAppearances.values.map(\.position).min()!
            let glyphs = low.content == .dark ? tr("dark") : tr("light")
            findings.append(SourceFinding(
                position: at, severity: always.isEmpty ? .note : .warning, rule: low.rule,
                message: tr("'%s' draws %s status bar glyphs (.%s: its navigation bar's barStyle decides, SB-4) ", info.name, glyphs, low.style.rawValue)
                    + tr("on its bar's %s background %s on %s", slot.rawValue, low.under.hexString, SourceLint.range(versions))
                    + (style.map { tr(" (%s; the app follows the system's)", $0) } ?? "")
                    + tr(": they cannot be seen (contrast %s:1, below 3:1). ", String(format: "%.1f", low.ratio))
                    + tr("UINavigationBarAppearance never changes barStyle: set navigationBar.barStyle = %s, or override childForStatusBarStyle to return topViewController",
                         low.content == .dark ? ".black" : ".default"),
                className: info.name, versions: versions,
                notes: info.barAppearances.filter { $0.value.position != at }.sorted { $0.value.position < $1.value.position }
                    .map { ($0.value.position, tr("its %s is set here", $0.key)) }))
        }
        return findings
    }
}

extension ControllerSpec {
    /// Whether this spec or one below it has `id` (its class's name, or the name with a suffix).
    func contains(id name: String) -> Bool {
        id == name || id == name + "#nav" || children.contains { $0.contains(id: name) }
    }
}
