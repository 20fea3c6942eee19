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
            var body: some View { Text("Video").↓statusBarHidden(true).↓toolbar(.hidden, for: .navigationBar) }
        }
        """, severity: .note, deploymentTarget: 16),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").toolbarVisibility(.hidden, for: .navigationBar).toolbarBackground(.black, for: .navigationBar) }
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
            case "toolbar" where modifier.value.literals.map({ $0.allSatisfy(visibilities.contains) }) ?? true: replacement = ".toolbarVisibility(_:for:)"
            case "toolbarBackground" where modifier.value.literals.map({ $0.allSatisfy(visibilities.contains) }) == true:
                replacement = ".toolbarBackgroundVisibility(_:for:)"
            default: return nil
            }
            let name = modifier.name == "statusBar" ? ".statusBar(hidden:)" : modifier.name == "statusBarHidden" ? ".statusBarHidden(_:)" : ".\(modifier.name)(_:for:)"
            return SourceFinding(
                position: modifier.position, severity: .note, rule: "SUI-15c",
                message: tr("%s is deprecated in iOS 27, and still works (Apple's documentation); with the iOS 27 SDK, use %s", name, replacement),
                className: "", versions: [.iOS27], notes: [])
        }
    }
}
