import HandheldCore

/// SUI-6, SUI-4, SB-2, SUI-15b (notes, SUI-18): a SwiftUI status bar modifier UIKit never reads
/// where it sits: in a NavigationStack destination, a NavigationView one on iOS 13 and 14, a
/// sheet's or popover's content, around a representable. The engine decides, for each place.
enum HiddenNotRead: SourceRule {
    static let id = "SUI-6"
    static let summary = "A SwiftUI .statusBarHidden (or iOS 27's .statusBar placement) where UIKit does not read it"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Detail: View {
            var body: some View { Text("Photo").↓statusBarHidden(true) }
        }
        struct Home: View {
            var body: some View {
                NavigationStack { NavigationLink("Open") { Detail() } }
            }
        }
        """, severity: .note, deploymentTarget: 16),
        RuleExample("""
        import SwiftUI
        struct Home: View {
            @State var shown = false
            var body: some View {
                Text("Home").sheet(isPresented: $shown) { Text("Sheet").↓statusBarHidden() }
            }
        }
        """, severity: .note, rule: "SB-2", deploymentTarget: 16),
    ]

    static let nonTriggering = [
        // Around the stack, and in a full-screen cover: read.
        RuleExample("""
        import SwiftUI
        struct Home: View {
            @State var shown = false
            var body: some View {
                NavigationStack { Text("Home") }
                    .statusBarHidden(true)
                    .fullScreenCover(isPresented: $shown) { Text("Cover").statusBarHidden() }
            }
        }
        """, deploymentTarget: 16),
        // NavigationView destinations are read from iOS 16.
        RuleExample("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                NavigationView { NavigationLink(destination: Text("Photo").statusBarHidden(true)) { Text("Open") } }
            }
        }
        """, deploymentTarget: 16),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        // Global mode is SB-1's (a warning at each, SwiftUIGlobalMode).
        guard run.index.globalMode == nil else { return [] }
        let graph = run.swiftUI
        var findings: [SourceFinding] = []
        for key in graph.keys {
            let view = SwiftUIGraph.viewName(key)
            for modifier in graph.modifiers[key] ?? [] where SwiftUIEvaluation.preference(of: modifier) != nil {
                let found = SwiftUIEvaluation.onePerModifier(modifier, graph.places(of: modifier, in: key)) { place in
                    guard let (versions, why) = SwiftUIEvaluation.ignored(run, view: view, modifier: modifier, place: place) else { return nil }
                    return SourceFinding(
                        // A SwiftUI sheet is SB-2's case (SUI-18 names the rule so), as UIKit's is.
                        position: modifier.position, severity: .note, rule: why.rule == "SUI-12" ? "SB-2" : why.rule,
                        message: tr("%s in '%s' is not read on %s: %s. %s", modifier.shown, view, SourceLint.range(versions), why.reason, why.fix),
                        className: view, versions: versions, notes: [])
                }
                if let found { findings.append(found) }
            }
        }
        return findings
    }
}
