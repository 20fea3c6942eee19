import HandheldCore

/// SRC-3 (a note): an Info.plist key the status bar depends on written twice in one plist. The
/// dictionary keeps one of the two values; which one iOS reads is not documented (Core
/// Foundation's parser keeps the last: observed, not documented), so the plist says two things.
enum DuplicateKey: SourceRule {
    static let id = "SRC-3"
    static let summary = "An Info.plist key the status bar depends on, written twice"

    static let triggering = [
        RuleExample("import UIKit\n", severity: .note, deploymentTarget: 17, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIDesignRequiresCompatibility</key><false/>
        <key>CFBundleName</key><string>App</string>
        ↓<key>UIDesignRequiresCompatibility</key><true/>
        </dict></plist>
        """),
    ]

    static let nonTriggering = [
        RuleExample("import UIKit\n", deploymentTarget: 17, plist: """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UIDesignRequiresCompatibility</key><false/>
        </dict></plist>
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.index.plist.duplicateKeys.map { key, first, second in
            SourceFinding(
                position: second, severity: .note, rule: "SRC-3",
                message: tr("%s is written twice in this Info.plist (first at line %d): the app gets one of the two values, ", key, first.line)
                    + tr("and which one iOS reads is not documented (the last, as Core Foundation parses it: observed). Keep one"),
                className: "Info.plist", versions: run.versions, notes: [(first, tr("the first"))])
        }
    }
}
