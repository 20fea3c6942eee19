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
        RuleExample("import UIKit\n", severity: .note, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        ↓<key>UIStatusBarHidden</key><true/>
        </dict></plist>
        """),
    ]

    static let nonTriggering = [
        // UIStatusBarStyleDefault is the style with no key at all: nothing to say (issue 49).
        RuleExample("import UIKit\n", plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIStatusBarStyle</key><string>UIStatusBarStyleDefault</string>
        </dict></plist>
        """),
        RuleExample("import UIKit\n", plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>
        <key>UIViewControllerBasedStatusBarAppearance</key><false/>
        </dict></plist>
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.index.globalMode == nil else { return [] }
        var found: [SourceFinding] = []
        if let launch = run.index.launchStyle {
            found.append(SourceFinding(
                position: launch, severity: .note, rule: "SRC-5",
                message: tr("UIStatusBarStyle covers launch only: with view controller-based status bar appearance, ")
                    + tr("controllers decide once the app is running"),
                className: "Info.plist", versions: run.versions, notes: []))
        }
        // Issue 49: the hidden key is the same kind of setting, and was left unmentioned.
        if let hidden = run.index.plist.launchHidden {
            found.append(SourceFinding(
                position: hidden, severity: .note, rule: "SRC-5",
                message: tr("UIStatusBarHidden = YES hides the status bar at launch only: with view controller-based status bar appearance, each controller's prefersStatusBarHidden decides once the app is running"),
                className: "Info.plist", versions: run.versions, notes: []))
        }
        return found
    }
}
