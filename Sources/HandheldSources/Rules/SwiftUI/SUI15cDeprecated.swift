import HandheldCore

/// SUI-15c (a note with the iOS 27 SDK, SUI-18): `statusBarHidden(_:)`, `statusBar(hidden:)`,
/// and `toolbar(_:for:)` / `toolbarBackground(_:for:)` given a `Visibility` are deprecated in
/// iOS 27 and still work (Apple's documentation).
enum DeprecatedModifiers: SourceRule {
    static let id = "SUI-15c"
    static let summary = "A SwiftUI status bar or toolbar modifier deprecated in iOS 27 (--sdk 27)"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").↓statusBarHidden(true).toolbar(.hidden, for: .navigationBar) }
        }
        """, severity: .note, deploymentTarget: 16),
        // The navigation, tab and bottom bars' deprecated forms only with --pedantic (issue 49:
        // they do not touch the status bar).
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").↓toolbar(.hidden, for: .navigationBar) }
        }
        """, severity: .note, deploymentTarget: 16, pedantic: true),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").toolbarVisibility(.hidden, for: .navigationBar).toolbarBackground(.black, for: .navigationBar) }
        }
        """, deploymentTarget: 16),
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").toolbar(.hidden, for: .tabBar).toolbarBackground(.hidden, for: .navigationBar) }
        }
        """, deploymentTarget: 16),
    ]

    static let visibilities: Set<String> = [".hidden", ".visible", ".automatic"]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.sdk >= .iOS27 else { return [] }
        return run.index.swiftUI.allModifiers.compactMap { modifier in
            let replacement: String
            switch modifier.name {
            case "statusBarHidden", "statusBar": replacement = ".toolbarVisibility(.hidden, for: .statusBar)"
            // Given `.statusBar`, SUI-15 says they have no effect; for the other bars they do not
            // touch the status bar: noted only with --pedantic (SPEC, SUI-15c).
            case "toolbar" where !modifier.forStatusBar && run.pedantic && (modifier.value.literals.map({ $0.allSatisfy(visibilities.contains) }) ?? true):
                replacement = ".toolbarVisibility(_:for:)"
            case "toolbarBackground" where !modifier.forStatusBar && run.pedantic && modifier.value.literals.map({ $0.allSatisfy(visibilities.contains) }) == true:
                replacement = ".toolbarBackgroundVisibility(_:for:)"
            default: return nil
            }
            // Xcode warns only once the deployment target reaches 27 (SPEC, SUI-15c).
            let xcode = (run.deploymentTarget ?? 0) < 27 ? tr("; Xcode warns about it only once the deployment target reaches 27") : ""
            let name = modifier.name == "statusBar" ? ".statusBar(hidden:)" : modifier.name == "statusBarHidden" ? ".statusBarHidden(_:)" : ".\(modifier.name)(_:for:)"
            return SourceFinding(
                position: modifier.position, severity: .note, rule: "SUI-15c",
                message: tr("%s is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use %s", name, replacement) + xcode,
                className: "", versions: [.iOS27], notes: [])
        }
    }
}
