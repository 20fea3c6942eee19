import HandheldCore

/// SB-1 (a warning, SUI-18, SUI-14): SwiftUI's status bar modifiers are controller preferences,
/// none of which is read with `UIViewControllerBasedStatusBarAppearance` = NO.
enum SwiftUIGlobalMode: SourceRule {
    static let id = "SB-1"
    static let summary = "A SwiftUI status bar modifier in an app in global mode"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").↓statusBarHidden(true) }
        }
        """, deploymentTarget: 16, plist: GlobalMode.globalPlist),
    ]

    static let nonTriggering = [
        RuleExample("""
        import SwiftUI
        struct Player: View {
            var body: some View { Text("Video").statusBarHidden(true) }
        }
        """, deploymentTarget: 16),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard let plist = run.index.globalMode else { return [] }
        let versions = run.versions.filter { $0 >= .iOS13 }
        return run.index.swiftUI.allModifiers.filter { ["statusBarHidden", "statusBar"].contains($0.name) || $0.forStatusBar }.map { modifier in
            SourceFinding(
                position: modifier.position, severity: .warning, rule: "SB-1",
                message: tr("%s is ignored on %s: global mode (UIViewControllerBasedStatusBarAppearance = NO) reads no controller's preference, and SwiftUI's status bar modifiers are the hosting controller's (SUI-14). Set the Info.plist key to YES, or remove it",
                            modifier.shown, SourceLint.range(modifier.forStatusBar ? versions.filter { $0 >= .iOS27 } : versions)),
                className: "", versions: versions, notes: [(plist, tr("UIViewControllerBasedStatusBarAppearance is NO here"))])
        }
    }
}
