import HandheldCore

/// SUI-8 (a note, SUI-18): `toolbarColorScheme` for the navigation bar is respected only while
/// the bar shows a background (Apple's documentation); with none known to be visible, the status
/// bar keeps `default` at the scroll edge (observed: "dark glyphs until I scroll").
enum ToolbarSchemeWithoutBackground: SourceRule {
    static let id = "SUI-8"
    static let summary = "A .toolbarColorScheme for the navigation bar with no visible background known"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Home")
                        .↓toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
        }
        """, severity: .note, deploymentTarget: 16),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .toolbarBackground(.visible, for: .navigationBar)
                        .toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
        }
        """, deploymentTarget: 16),
        // No navigation container is known around it: no bar to speak of.
        RuleExample("""
        import SwiftUI
        struct Row: View {
            var body: some View { Text("Row").toolbarColorScheme(.dark, for: .navigationBar) }
        }
        """, deploymentTarget: 16),
    ]

    /// Whether a modifier names the navigation bar (`.navigationBar`, `.automatic`, or no bar).
    static func namesNavigationBar(_ modifier: SwiftUIModifierUse) -> Bool {
        modifier.placements.isEmpty || modifier.placements.contains("navigationBar") || modifier.placements.contains("automatic")
    }

    static func findings(_ run: LintRun) -> [SourceFinding] {
        // A bar appearance set in UIKit may give SwiftUI's bar a background at the scroll edge.
        guard run.index.swiftUI.scrollEdgeAppearance == nil else { return [] }
        let graph = run.swiftUI
        var findings: [SourceFinding] = []
        // Each struct's views (its body and members) together, grouped once.
        let byStruct = Dictionary(grouping: graph.keys, by: SwiftUIGraph.viewName)
        for key in graph.keys {
            let view = SwiftUIGraph.viewName(key)
            let mine = graph.modifiers[key] ?? []
            guard mine.contains(where: { $0.name == "toolbarColorScheme" }) else { continue }
            // A background made visible, or one the sources compute, in this view or its members.
            let related = (byStruct[view] ?? []).flatMap { graph.modifiers[$0] ?? [] }
            let background = related.contains { other in
                guard ["toolbarBackground", "toolbarBackgroundVisibility"].contains(other.name), namesNavigationBar(other) else { return false }
                // A colour alone shows only once scrolled (SUI-9): it is `.visible` that counts.
                guard let values = other.value.literals else { return true }
                return values.contains(".visible")
            }
            guard !background else { continue }
            for modifier in mine where modifier.name == "toolbarColorScheme" && namesNavigationBar(modifier) {
                guard let values = modifier.value.literals, !values.contains("nil") else { continue }
                let places = graph.places(of: modifier, in: key).filter { $0.place.navigation != nil }
                guard !places.isEmpty else { continue }
                let versions = run.versions.filter { $0 >= .iOS15 && modifier.availability.includes($0) }
                guard !versions.isEmpty else { continue }
                var notes = places.compactMap { entry in entry.at.flatMap { at in entry.note.map { (at, $0) } } }
                if let defined = modifier.definedAt { notes.append((defined, tr("the custom modifier sets it here"))) }
                findings.append(SourceFinding(
                    position: modifier.position, severity: .note, rule: "SUI-8",
                    message: tr("%s in '%s' is respected only while the navigation bar shows a background (Apple's documentation): none is made visible, so at the scroll edge, where content without a scroll view always is, the bar is transparent and the status bar keeps .default glyphs (observed on iOS 16). Add .toolbarBackground(.visible, for: .navigationBar) beside it",
                                modifier.shown, view),
                    className: view, versions: versions, notes: SourceLint.unique(notes)))
            }
        }
        return findings
    }
}
