import HandheldCore

/// VER-7 from sources, only where the outcome is known (SRC-8): a named background colour and
/// the interface style from the Info.plist or the class, else both weighed (a finding only when
/// the glyphs cannot be seen in either), in every context the sources give the class.
enum UnreadableGlyphs: SourceRule {
    static let id = "VER-7"
    static let summary = "Status bar glyphs that cannot be seen on the controller's own named background colour"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Night: UIViewController {
            override var ↓preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
            }
        }
        """),
    ]

    static let nonTriggering = [
        RuleExample("""
        import UIKit
        final class Night: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
            }
        }
        """),
        // A colour the reader cannot name: unknown, nothing said.
        RuleExample("""
        import UIKit
        final class Night: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = Theme.current.background
            }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        run.classes.flatMap { contrast($0, run.index, contexts: run.contexts(of: $0), situations: run.situations) }
    }

    /// VER-7 from sources, only where the outcome is known (SRC-8): a named background colour,
    /// and the interface style from the Info.plist or the class, else both weighed (a finding
    /// only when the glyphs cannot be seen in either).
    private static func contrast(_ info: ClassInfo, _ index: SourceIndex, contexts: [SourceLint.Context], situations: [SourceLint.Situation]) -> [SourceFinding] {
        guard let background = info.backgroundColor, case .known(let colour) = background.value, index.globalMode == nil,
              info.styleOverride.map({ $0.value != .unknown && $0.byVersion.isEmpty }) ?? true else { return [] }
        var roots = contexts
        if roots.isEmpty { roots = [SourceLint.Context(at: background.position, root: SourceLint.controller(info.name, id: info.name, index), steps: [], id: info.name, how: tr("on screen"))] }
        let appearances: [SystemAppearance] = info.interfaceStyle != nil || index.plist.interfaceStyle != nil ? [.light] : [.light, .dark]
        var lowOn: [IOSVersion] = []
        var found: LowContrast?
        for version in IOSVersion.allCases where situations.contains(where: { $0.version == version }) {
            let low = roots.allSatisfy { context in
                situations.filter { $0.version == version }.allSatisfy { situation in
                    appearances.allSatisfy { appearance in
                        let engine = SourceLint.run(context, situation, index, appearance: appearance) { spec in
                            guard spec.id == context.id else { return }
                            spec.preferences.backgroundColor = colour
                            if let style = info.interfaceStyle, case .known(let s) = style.value { spec.preferences.overrideUserInterfaceStyle = s }
                        }
                        guard let engine,
                              let low = engine.state.lowContrast, low.owner == context.id else { return false }
                        found = found ?? low
                        return true
                    }
                }
            }
            if low { lowOn.append(version) }
        }
        guard let low = found, !lowOn.isEmpty else { return [] }
        let at = info.styleOverride?.position ?? background.position
        return [SourceFinding(
            position: at, severity: .warning, rule: low.rule,
            message: tr("'%s' draws %s status bar glyphs (%s) ", info.name, low.content == .light ? tr("light") : tr("dark"), low.style == .default ? ".default" : ".\(low.style.rawValue)")
                + tr("on its %s background on %s: they cannot be seen (contrast %s:1, below 3:1). ", low.under.hexString, SourceLint.range(lowOn), String(format: "%.1f", low.ratio))
                + (low.content == .dark ? tr("Prefer .lightContent") : tr("Prefer .darkContent")) + tr(" in '%s', or change its background", info.name),
            className: info.name, versions: lowOn,
            notes: at == background.position ? [] : [(background.position, tr("the background is set here"))])]
    }

}
