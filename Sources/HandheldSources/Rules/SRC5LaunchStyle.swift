import HandheldCore

/// SRC-5 (a note): `UIStatusBarStyle` in the Info.plist covers launch only while view
/// controller-based appearance is on.
enum LaunchStyle: SourceRule {
    static let id = "SRC-5"
    static let summary = "UIStatusBarStyle in the Info.plist, which covers launch only"

    static let triggering = [
        RuleExample("import UIKit\n", severity: .note, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        ↓<key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>
        </dict></plist>
        """),
    ]

    static let nonTriggering = [
        RuleExample("import UIKit\n", plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>
        <key>UIViewControllerBasedStatusBarAppearance</key><false/>
        </dict></plist>
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard let launch = run.index.launchStyle, run.index.globalMode == nil else { return [] }
        return [SourceFinding(
            position: launch, severity: .note, rule: "SRC-5",
            message: tr("UIStatusBarStyle covers launch only: with view controller-based status bar appearance, ")
                + tr("controllers decide once the app is running"),
            className: "Info.plist", versions: run.versions, notes: [])]
    }
}
