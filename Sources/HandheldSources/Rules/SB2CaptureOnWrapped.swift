import HandheldCore

/// SB-2: `modalPresentationCapturesStatusBarAppearance` set on the controller inside a
/// navigation controller, while the navigation controller is what is presented. The engine
/// decides: the wrapper presented as given, against the same with the capture where UIKit reads it.
enum CaptureOnWrapped: SourceRule {
    static let id = "SB-2"
    static let summary = "A capture set on the controller a presented navigation controller wraps, where UIKit never reads it"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Home: UIViewController {
            func open() {
                let player = UIViewController()
                ↓player.modalPresentationCapturesStatusBarAppearance = true
                let navigation = UINavigationController(rootViewController: player)
                navigation.modalPresentationStyle = .pageSheet
                present(navigation, animated: true)
            }
        }
        """),
    ]

    static let nonTriggering = [
        // Set on the wrapper that is presented.
        RuleExample("""
        import UIKit
        final class Home: UIViewController {
            func open() {
                let player = UIViewController()
                let navigation = UINavigationController(rootViewController: player)
                navigation.modalPresentationStyle = .pageSheet
                navigation.modalPresentationCapturesStatusBarAppearance = true
                present(navigation, animated: true)
            }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        wrappedCaptures(run.index, situations: run.situations, versions: run.versions)
    }

    /// SB-2: a capture set on the controller inside a navigation controller, while the
    /// navigation controller is what is presented. The engine decides: the wrapper presented
    /// as given, against the same with the capture where UIKit reads it.
    private static func wrappedCaptures(_ index: SourceIndex, situations: [SourceLint.Situation], versions: [IOSVersion]) -> [SourceFinding] {
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        for capture in index.wrappedCaptures {
            let given = capture.style ?? index.inherited(capture.wrapper, \.presentationStyle)?.value ?? .known(.automatic)
            let styles: [ModalPresentationStyle] = if case .known(let s) = given { [s] } else { [.fullScreen, .pageSheet] }
            func owner(_ style: ModalPresentationStyle, capturedBy wrapper: Bool, _ situation: SourceLint.Situation) -> String? {
                var inner = ControllerSpec(id: capture.inner + "#inner", title: capture.inner)
                inner.preferences.capturesStatusBarAppearance = true
                inner.preferences.statusBarStyleOverride = .lightContent
                var navigation = ControllerSpec(id: capture.wrapper + "#wrapper", kind: .navigation, title: capture.wrapper, children: [inner])
                navigation.preferences.modalPresentationStyle = style
                navigation.preferences.capturesStatusBarAppearance = wrapper
                let presenter = ControllerSpec(id: capture.presenter + "#presenter", title: capture.presenter)
                let context = SourceLint.Context(at: capture.present, root: presenter, steps: [.present(navigation, from: nil, animated: false)],
                                      id: inner.id, how: "")
                return SourceLint.run(context, situation, index)?.state.statusBar.resolution.styleOwner
            }
            var always: [IOSVersion] = []
            var sometimes: [IOSVersion] = []
            for version in versions {
                let differs = styles.map { style in
                    situations.filter { $0.version == version }.contains { owner(style, capturedBy: false, $0) != owner(style, capturedBy: true, $0) }
                }
                if differs.allSatisfy({ $0 }) { always.append(version) } else if differs.contains(true) { sometimes.append(version) }
            }
            let message = tr("modalPresentationCapturesStatusBarAppearance is set on '%s', but '%s' around it is what is presented, ", capture.inner, capture.wrapper)
                + tr("and UIKit reads it on the presented controller only, so '%s' keeps the status bar. Set it on the '%s' you present", capture.presenter, capture.wrapper)
            if !always.isEmpty {
                findings.append(SourceFinding(position: capture.capture, severity: .warning, rule: "SB-2",
                                              message: message + tr(" (on %s)", SourceLint.range(always)), className: capture.inner, versions: always,
                                              notes: [(capture.present, tr("'%s' is presented here", capture.wrapper))]))
            } else if !sometimes.isEmpty {
                findings.append(SourceFinding(position: capture.present, severity: .note, rule: "SB-2",
                                              message: tr("if '%s' is presented here as a sheet (its style is not known), ", capture.wrapper) + message
                                                + tr(" (on %s)", SourceLint.range(sometimes)),
                                              className: capture.inner, versions: sometimes, notes: [(capture.capture, tr("the capture"))]))
            }
        }
        return findings
    }

}
