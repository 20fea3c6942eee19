import HandheldCore

/// SUI-12 (a note, SUI-18): a `.fullScreenCover` in content hosted by an app's subclass that
/// overrides the style: the cover's own hosting controller takes status bar control and never
/// asks the subclass, so its style is lost while the cover shows (observed).
enum CoverUnderHosting: SourceRule {
    static let id = "SUI-12"
    static let summary = "A .fullScreenCover under a hosting subclass that overrides the style"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Root: View {
            @State var shown = false
            var body: some View { Text("Home").↓fullScreenCover(isPresented: $shown) { Text("Cover") } }
        }
        final class RootHost: UIHostingController<Root> {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """, severity: .note, deploymentTarget: 15),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Root: View {
            @State var shown = false
            var body: some View { Text("Home").fullScreenCover(isPresented: $shown) { Text("Cover") } }
        }
        final class RootHost: UIHostingController<Root> {}
        """, deploymentTarget: 15),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.index.globalMode == nil else { return [] }
        let graph = run.swiftUI
        var findings: [SourceFinding] = []
        var seen: Set<SourcePosition> = []
        for key in graph.keys {
            for cover in graph.sources.views[key]?.covers ?? [] {
                for (place, _) in graph.places[key] ?? [] {
                    guard case .hosting(let className) = place.origin, !cover.frames.contains(where: { if case .presentation = $0 { true } else { false } }),
                          let info = run.index.classes[className], info.declaredInSwift,
                          let style = run.index.inherited(className, \.styleOverride), seen.insert(cover.position).inserted else { continue }
                    let versions = run.versions.filter { $0 >= .iOS13 }
                    findings.append(SourceFinding(
                        position: cover.position, severity: .note, rule: "SUI-12",
                        message: tr("'%s' overrides preferredStatusBarStyle, but this .fullScreenCover's content is hosted by SwiftUI's own hosting controller, which takes status bar control without asking '%s': its style is lost while the cover shows (observed). Set the style from the cover's content",
                                    className, className),
                        className: className, versions: versions, notes: [(style.position, tr("the override"))]))
                }
            }
        }
        return findings
    }
}
