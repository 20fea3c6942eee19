import HandheldCore

/// SUI-7 (a note, SUI-18): `preferredColorScheme` in a navigation destination or a tab sets the
/// scheme of its whole presentation (the window, or the sheet), bars and other screens
/// included, while it is shown (Apple's documentation), unless a view around it sets one.
enum SchemeScope: SourceRule {
    static let id = "SUI-7"
    static let summary = "A .preferredColorScheme in a destination or a tab, which turns the whole window or sheet"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Now playing").↓preferredColorScheme(.dark) }
        }
        struct Home: View {
            var body: some View {
                NavigationStack { NavigationLink("Play") { Player() } }
            }
        }
        """, severity: .note, deploymentTarget: 16),
    ]

    static let nonTriggering = [
        // On the stack's root view: the whole window is what it means.
        RuleExample("""
        import SwiftUI
        struct Home: View {
            var body: some View {
                NavigationStack { Text("Home") }.preferredColorScheme(.dark)
            }
        }
        """, deploymentTarget: 16),
        // A view around it sets one: it wins (an ancestor's value overrides).
        RuleExample("""
        import SwiftUI
        @main struct Music: App {
            var body: some Scene { WindowGroup { Home().preferredColorScheme(.light) } }
        }
        struct Player: View {
            var body: some View { Text("Now playing").preferredColorScheme(.dark) }
        }
        struct Home: View {
            var body: some View { NavigationStack { NavigationLink("Play") { Player() } } }
        }
        """, deploymentTarget: 16),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let graph = run.swiftUI
        var findings: [SourceFinding] = []
        for key in graph.keys {
            let view = SwiftUIGraph.viewName(key)
            for modifier in graph.modifiers[key] ?? [] where modifier.name == "preferredColorScheme" && modifier.value != .literal("nil") {
                let found = SwiftUIEvaluation.onePerModifier(modifier, graph.places(of: modifier, in: key)) { place in
                    guard !place.schemeAbove, place.navigation?.destination == true || place.inTab else { return nil }
                    let whole: String = if case .presented(let how, _) = place.origin { tr("the whole .%s", how.rawValue) } else { tr("the whole window") }
                    let versions = run.versions.filter { $0 >= (place.frames.contains(.container(.navigationStack)) ? .iOS15 : .iOS13) && modifier.availability.includes($0) }
                    return SourceFinding(
                        position: modifier.position, severity: .note, rule: "SUI-7",
                        message: tr("%s in '%s', %s, sets the color scheme of %s, its bars and the screens under it included, while '%s' is shown: SwiftUI applies it to the nearest enclosing presentation, not to this view (Apple's documentation). Set it on the root view of the window or sheet, or use .environment(\\.colorScheme, …) to change this view's colours only",
                                    modifier.shown, view, place.description, whole, view),
                        className: view, versions: versions, notes: [])
                }
                if let found { findings.append(found) }
            }
        }
        return findings
    }
}
