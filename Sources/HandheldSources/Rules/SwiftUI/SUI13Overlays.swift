import HandheldCore

/// SUI-13 (a note with `--pedantic`, SUI-18): `persistentSystemOverlays(.hidden)` hides the Home
/// indicator and the multitasking controls, not the status bar (Apple's documentation).
enum OverlaysNotStatusBar: SourceRule {
    static let id = "SUI-13"
    static let summary = "persistentSystemOverlays(.hidden) without statusBarHidden (--pedantic)"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").↓persistentSystemOverlays(.hidden) }
        }
        """, severity: .note, deploymentTarget: 16, pedantic: true),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").persistentSystemOverlays(.hidden).statusBarHidden() }
        }
        """, deploymentTarget: 16, pedantic: true),
        // Without --pedantic, nothing.
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").persistentSystemOverlays(.hidden) }
        }
        """, deploymentTarget: 16),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let graph = run.swiftUI
        var findings: [SourceFinding] = []
        for key in graph.keys {
            let mine = graph.modifiers[key] ?? []
            let hides = mine.contains { ["statusBarHidden", "statusBar"].contains($0.name) || $0.forStatusBar }
            for modifier in mine where modifier.name == "persistentSystemOverlays" && modifier.value == .literal(".hidden") && !hides {
                findings.append(SourceFinding(
                    position: modifier.position, severity: .note, rule: "SUI-13",
                    message: tr("%s hides the Home indicator and the multitasking controls, not the status bar (Apple's documentation). Add .statusBarHidden(true) if the status bar should go too", modifier.shown),
                    className: SwiftUIGraph.viewName(key), versions: run.versions.filter { $0 >= .iOS15 }, notes: []))
            }
        }
        return run.pedantic ? findings : []
    }
}
