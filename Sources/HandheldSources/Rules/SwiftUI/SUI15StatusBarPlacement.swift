import HandheldCore

/// SUI-15 (a note, SUI-18): only `toolbarVisibility` and `toolbarColorScheme` act on iOS 27's
/// `.statusBar` placement; any other toolbar modifier given it "has no effect" (Apple's
/// documentation of `ToolbarPlacement.statusBar`).
enum StatusBarPlacementNoEffect: SourceRule {
    static let id = "SUI-15"
    static let summary = "A toolbar modifier given .statusBar that has no effect there"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").↓toolbarBackground(.hidden, for: .statusBar) }
        }
        """, severity: .note, deploymentTarget: 27),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").toolbarVisibility(.hidden, for: .statusBar).toolbarColorScheme(.dark, for: .statusBar) }
        }
        """, deploymentTarget: 27),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.index.swiftUI.allModifiers.filter { $0.forStatusBar && !["toolbarVisibility", "toolbar", "toolbarColorScheme"].contains($0.name) }.map { modifier in
            SourceFinding(
                position: modifier.position, severity: .note, rule: "SUI-15",
                message: tr("%s has no effect: on the status bar placement only toolbarVisibility and toolbarColorScheme act (Apple's documentation, iOS 27)", modifier.shown),
                className: "", versions: [.iOS27], notes: [])
        }
    }
}
