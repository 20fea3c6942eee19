import HandheldCore

/// SUI-4 (a warning, SUI-18): a UIHostingController subclass that overrides the style while its
/// content is known to embed a UIKit controller (a NavigationStack, a TabView, a representable):
/// from iOS 16 the hosting controller hands the style to that controller, and its override is
/// not read (observed). Upgrades SRC-5's hosting note for that class.
enum HostingEmbeds: SourceRule {
    static let id = "SUI-4"
    static let summary = "A UIHostingController subclass overriding the style while its content embeds a container or representable"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Root: View {
            var body: some View { NavigationStack { Text("Home") } }
        }
        final class RootHost: UIHostingController<Root> {
            override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """, deploymentTarget: 15),
    ]

    static let nonTriggering = [
        // Returning nil from childForStatusBarStyle: its own style is read.
        RuleExample("""
        import SwiftUI
        struct Root: View {
            var body: some View { NavigationStack { Text("Home") } }
        }
        final class RootHost: UIHostingController<Root> {
            override var childForStatusBarStyle: UIViewController? { nil }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """, deploymentTarget: 15),
        // Content with no UIKit controller inside.
        RuleExample("""
        import SwiftUI
        struct Root: View {
            var body: some View { Text("Home") }
        }
        final class RootHost: UIHostingController<Root> {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """, deploymentTarget: 15),
    ]

    /// The hosting subclasses this warns about, with the override, the embedding and the versions.
    static func embedding(_ run: LintRun) -> [(info: ClassInfo, style: Override<StatusBarStyle>, embeds: SourcePosition, versions: [IOSVersion])] {
        let versions = run.versions.filter { $0 >= .iOS15 }
        guard !versions.isEmpty, run.index.globalMode == nil else { return [] }
        var result: [(ClassInfo, Override<StatusBarStyle>, SourcePosition, [IOSVersion])] = []
        for info in run.classes where info.declaredInSwift {
            guard let style = info.styleOverride, info.forwardsStyle == nil, info.forwardsStyleUnknown == nil,
                  run.index.inherited(info.name, \.returnsNilChild) == nil else { continue }
            let roots = run.index.swiftUI.hostingRoots.filter { $0.className == info.name }.map(\.view)
            guard let embeds = roots.lazy.compactMap({ run.swiftUI.embedsController($0) }).first else { continue }
            result.append((info, style, embeds, versions))
        }
        return result
    }

    static func findings(_ run: LintRun) -> [SourceFinding] {
        embedding(run).map { info, style, embeds, versions in
            let value = if case .known(let s) = style.value { " = .\(s.rawValue)" } else { "" }
            return SourceFinding(
                position: style.position, severity: .warning, rule: "SUI-4",
                message: tr("'%s'.preferredStatusBarStyle%s is ignored on %s: its SwiftUI content embeds a UIKit controller (a navigation stack, tab view or representable), and from iOS 16 a hosting controller hands the style to it (observed, not documented by Apple). Return nil from childForStatusBarStyle in '%s' so that its own style is read, or set the style from the content",
                            info.name, value, SourceLint.range(versions), info.name),
                className: info.name, versions: versions, notes: [(embeds, tr("the content embeds it here"))])
        }
    }
}
