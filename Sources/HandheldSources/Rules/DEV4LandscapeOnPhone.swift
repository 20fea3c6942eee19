import HandheldCore

/// DEV-4 (a note): `prefersStatusBarHidden = false` on a phone app that turns to landscape,
/// where UIKit hides the status bar whatever the controller says. The engine decides, in landscape.
enum LandscapeOnPhone: SourceRule {
    static let id = "DEV-4"
    static let summary = "prefersStatusBarHidden = false on an iPhone app that allows landscape, where the status bar hides anyway"

    static let landscapePlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>UISupportedInterfaceOrientations</key><array>
    <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array></dict></plist>
    """

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Reader: UIViewController {
            override var ↓prefersStatusBarHidden: Bool { false }
        }
        """, severity: .note, plist: landscapePlist),
    ]

    static let nonTriggering = [
        // Upright only: it never sees landscape.
        RuleExample("""
        import UIKit
        final class Reader: UIViewController {
            override var prefersStatusBarHidden: Bool { false }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """, plist: landscapePlist),
        // A portrait-only app.
        RuleExample("""
        import UIKit
        final class Reader: UIViewController {
            override var prefersStatusBarHidden: Bool { false }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.classes.flatMap { landscape($0, run.index, devices: run.devices, versions: run.versions) }
    }

    /// DEV-4 (a note): `prefersStatusBarHidden = false` on a phone app that turns to landscape,
    /// where the status bar hides whatever it says. The engine decides, in landscape.
    private static func landscape(_ info: ClassInfo, _ index: SourceIndex, devices: [(DeviceFamily, DeviceProfile)], versions: [IOSVersion]) -> [SourceFinding] {
        guard let hidden = info.hiddenOverride, hidden.value == .known(false), !info.portraitOnly, index.globalMode == nil,
              let plist = index.plist.landscapeOnPhone, let (_, phone) = devices.first(where: { $0.0 == .phone }) else { return [] }
        var spec = ControllerSpec(id: info.name, title: info.name)
        spec.preferences.statusBarHiddenOverride = false
        let context = SourceLint.Context(at: hidden.position, root: spec, steps: [], id: info.name, how: tr("on screen"))
        let ignoredOn = versions.filter { version in
            guard let engine = SourceLint.run(context, SourceLint.Situation(family: .phone, device: phone, version: version), index, orientation: .landscapeRight) else { return false }
            return IgnoredPreferences.list(engine.state).contains { $0.controller == info.name && $0.preference == "prefersStatusBarHidden" && $0.rule == "DEV-4" }
        }
        guard !ignoredOn.isEmpty else { return [] }
        return [SourceFinding(
            position: hidden.position, severity: .note, rule: "DEV-4",
            message: tr("'%s'.prefersStatusBarHidden = false does not show the status bar in landscape on an iPhone (%s): ", info.name, SourceLint.range(ignoredOn))
                + tr("UIKit hides it there whatever the controller prefers. Limit '%s' to portrait (supportedInterfaceOrientations), or expect no status bar in landscape", info.name),
            className: info.name, versions: ignoredOn, notes: [(plist, tr("the app supports landscape on iPhone here"))])]
    }

}
