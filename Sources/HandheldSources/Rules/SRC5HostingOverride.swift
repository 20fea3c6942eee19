import HandheldCore

/// SRC-5 (a note, SUI-4): a UIHostingController subclass that overrides a status bar
/// preference without a `childFor…`: reported to stop working from iOS 16, where the hosted
/// SwiftUI content decides (observed, not documented by Apple).
enum HostingOverride: SourceRule {
    static let id = "SRC-5"
    static let summary = "A UIHostingController that overrides a status bar preference (observed to stop working from iOS 16)"

    static let triggering = [
        RuleExample("""
        import SwiftUI
        final class Hosting: UIHostingController<Text> {
            override var ↓prefersStatusBarHidden: Bool { true }
        }
        """, severity: .note),
    ]

    static let nonTriggering = [
        RuleExample("""
        import UIKit
        final class Plain: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        var findings: [SourceFinding] = []
        // SUI-4 warns about a subclass whose content is known to embed a controller: not twice.
        let warned = Set(HostingEmbeds.embedding(run).map(\.info.name))
        for info in run.classes where run.index.isA(info.name, "UIHostingController") || info.superclass?.hasPrefix("UIHostingController<") == true {
            let overrides = [info.styleOverride?.position, info.hiddenOverride?.position, info.animationOverride].compactMap { $0 }
            guard !warned.contains(info.name), let first = overrides.min(), info.forwardsStyle == nil, info.forwardsStyleUnknown == nil,
                  info.forwardsHidden == nil, info.forwardsHiddenUnknown == nil else { continue }
            findings.append(SourceFinding(
                position: first, severity: .note, rule: "SRC-5",
                message: tr("'%s' is a UIHostingController that overrides a status bar preference: this is reported to stop ", info.name)
                    + tr("working from iOS 16, where the hosted SwiftUI content decides (not documented by Apple). ")
                    + tr("Check it on iOS 16 and later, or set the style from SwiftUI's .preferredColorScheme / .statusBarHidden"),
                className: info.name, versions: run.versions.filter { $0 >= .iOS15 }, notes: []))
        }
        return findings
    }
}
