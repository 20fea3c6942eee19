import HandheldCore

/// VER-11 from sources: `UIDesignRequiresCompatibility` set true while lint's `--sdk` is 27 or
/// later. The system ignores the key for an app built with the iOS 27 SDK (Apple's documentation
/// of the key), so the app draws Liquid Glass anyway; and with a deployment target below 27,
/// one developer reports such a build crashing at launch on iOS 26.6 (Apple forums thread
/// 858194, unanswered: observed, not documented). A warning at the key.
enum CompatibilityKey: SourceRule {
    static let id = "VER-11"
    static let summary = "UIDesignRequiresCompatibility in an app built with the iOS 27 SDK, which ignores it"

    static let keyPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    ↓<key>UIDesignRequiresCompatibility</key><true/>
    </dict></plist>
    """

    static let triggering = [
        RuleExample("import UIKit\n", deploymentTarget: 17, plist: keyPlist),
    ]

    static let nonTriggering = [
        RuleExample("import UIKit\n", deploymentTarget: 17, plist: keyPlist.replacingOccurrences(of: "<true/>", with: "<false/>")),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        guard run.sdk >= .iOS27, let key = run.index.plist.designRequiresCompatibility else { return [] }
        let below = run.deploymentTarget.map { $0 < 27 } ?? true
        return [SourceFinding(
            position: key, severity: .warning, rule: "VER-11",
            message: tr("UIDesignRequiresCompatibility is ignored when the app is built with the iOS %s SDK: it draws Liquid Glass anyway (Apple's documentation of the key). ", run.sdk.rawValue)
                + (below ? tr("With a deployment target below 27, one developer reports such a build crashing at launch on iOS 26.6 (Apple forums thread 858194: observed, not documented). ") : "")
                + tr("Adopt the new design and remove the key, or keep building with the iOS 26 SDK"),
            className: "Info.plist", versions: IOSVersion.allCases.filter { $0 >= .iOS26 }, notes: [])]
    }
}
