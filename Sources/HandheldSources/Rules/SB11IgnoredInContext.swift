import HandheldCore

/// SB-2 … SB-6 and VER-1 through the engine (SRC-5): a preference a class overrides, put in
/// every context the sources give it and run on every version from the deployment target. A
/// warning only when the engine ignores it in every known context; a note at each context
/// otherwise, or when the class is also shown somewhere the sources do not say.
enum IgnoredInContext: SourceRule {
    static let id = "SB-11"
    static let summary = "A status bar preference UIKit ignores in the places the sources show its controller (SB-2 … SB-6, VER-1, through the engine)"

    static let triggering = [
        RuleExample("""
        import UIKit
        final class Search: UIViewController {
            override var ↓preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class Scene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func f() { window?.rootViewController = UINavigationController(rootViewController: Search()) }
        }
        """, rule: "SB-4"),
        RuleExample("""
        import UIKit
        final class Player: UIViewController {
            override var ↓prefersStatusBarHidden: Bool { true }
        }
        final class Home: UIViewController {
            func play() {
                let player = Player()
                player.modalPresentationStyle = .formSheet
                present(player, animated: true)
            }
        }
        final class Scene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func f() { window?.rootViewController = Home() }
        }
        """, rule: "SB-2"),
    ]

    static let nonTriggering = [
        // Presented full screen, it takes the status bar: read.
        RuleExample("""
        import UIKit
        final class Player: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
        }
        final class Home: UIViewController {
            func play() {
                let player = Player()
                player.modalPresentationStyle = .fullScreen
                present(player, animated: true)
            }
        }
        final class Scene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func f() { window?.rootViewController = Home() }
        }
        """),
        // No known context: nothing said.
        RuleExample("""
        import UIKit
        final class Lonely: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        """),
    ]

    static func findings(_ run: LintRun) -> [SourceFinding] {
        let index = run.index, versions = run.versions, devices = run.devices
        guard index.globalMode == nil else { return [] }
        var findings: [SourceFinding] = []
        // The class of each override of the app's, by its position (for what subclasses inherit).
        var declaring: [SourcePosition: String] = [:]
        for info in run.classes where info.declaredInSwift {
            for preference in SourceLint.preferences { if let own = preference.override(info) { declaring[own.position] = info.name } }
        }
        for info in run.classes {
            // Its own overrides, and those it inherits from a class of the app's (issue 49: four
            // filter screens shown only as sheets inherit one override; said at that override,
            // naming the subclass).
            let given = SourceLint.preferences.compactMap { preference -> (SourceLint.Preference, SourcePosition, String, String?)? in
                if let own = preference.override(info) { return (preference, own.position, own.value, nil) }
                guard let (ancestor, inherited) = inheritedOverride(preference, info, index, declaring: declaring) else { return nil }
                return (preference, inherited.position, inherited.value, ancestor)
            }
            for (preference, position, value, ancestor) in given {
                // `= .lightContent` when the sources give the value; nothing when it is computed.
                let subject = "'\(info.name)'.\(preference.name)\(value)" + (ancestor.map { tr(" (inherited from '%s')", $0) } ?? "")
                let outcomes = run.outcomes(of: info, preference.name)
                guard !outcomes.isEmpty else { continue }
                let everywhere = versions.filter { version in
                    outcomes.allSatisfy { $0.ignoredOn.contains(version) || $0.context.availability?.includes(version) == false }
                        && outcomes.contains { $0.ignoredOn.contains(version) }
                }
                let onDevice: (DeviceFamily) -> String = { devices.count > 1 ? tr(" on %s", $0 == .phone ? "iPhone" : "iPad") : "" }
                // Created more often than the sources place it: also shown somewhere unknown, where
                // the preference may be read (issue 36: brave's settings controller is also a split
                // view's column). Presented onto a presenter the reader cannot name
                // (`show(on: presenter)`) is also a place it does not know. Notes only.
                let places = run.graph.placements(of: info.name)
                let placed = Set(places.filter { $0.way != .windowRoot }.map(\.at)).count + places.count { $0.way == .windowRoot }
                let unplaced = (index.constructions[info.name] ?? 0) > placed || places.contains {
                    if case .presented(by: "", _, _) = $0.way { true } else { false }
                }
                if !everywhere.isEmpty, !unplaced, let why = outcomes.first(where: { $0.why != nil })?.why {
                    findings.append(SourceFinding(
                        position: position, severity: .warning, rule: why.rule,
                        message: tr("%s is ignored on %s: %s. %s", subject, SourceLint.range(everywhere), SourceLint.computed(why.reason, index), SourceLint.shownNames(why.fix)),
                        className: info.name, versions: everywhere,
                        notes: SourceLint.unique(outcomes.map { ($0.context.at, tr("'%s' is %s here", info.name, $0.context.how)) })))
                } else {
                    // One note per place and outcome: the same on iPhone and iPad is said once (issue 36).
                    var said: [String: Int] = [:], bar: [String: Int] = [:]
                    for outcome in outcomes where !outcome.ignoredOn.isEmpty {
                        guard let why = outcome.why else { continue }
                        let context = outcome.context
                        let known = context.availability.map { " (\($0.text))" } ?? ""
                        let key = "\(context.at) \(context.how) \(outcome.ignoredOn) \(why.reason)"
                        // The same outcome whether the class shows its navigation bar or not (a
                        // sheet that does not take control): said once, without the bar's words.
                        let barWords = tr(", while '%s' shows the navigation bar,", info.name)
                        let plain = "\(context.at) \(context.how.replacingOccurrences(of: barWords, with: "")) \(outcome.ignoredOn) \(why.reason)"
                        let inherited = ancestor.map { tr(" (inherited from '%s')", $0) } ?? ""
                        let message = { (device: String) in
                            tr("if '%s' is %s here%s%s, its %s%s is ignored on %s: %s", info.name, context.how, known, device, preference.name, value + inherited,
                               SourceLint.range(outcome.ignoredOn), SourceLint.computed(why.reason, index))
                        }
                        if let earlier = said[key] {
                            // Every device this project reads has the same outcome here: no device named.
                            findings[earlier].message = message("")
                            continue
                        }
                        if let earlier = bar[plain] {
                            if !context.how.contains(barWords) { findings[earlier].message = message(outcome.context.family != nil ? "" : onDevice(outcome.family)) }
                            said[key] = earlier
                            continue
                        }
                        said[key] = findings.count
                        bar[plain] = findings.count
                        findings.append(SourceFinding(
                            position: context.at, severity: .note, rule: why.rule, message: message(outcome.context.family != nil ? "" : onDevice(outcome.family)),
                            className: info.name, versions: outcome.ignoredOn,
                            notes: [(position, ancestor.map { tr("the override in '%s'", $0) } ?? tr("the override"))]))
                    }
                }
            }
        }
        return findings
    }

    /// The override a class inherits from the nearest superclass of the app's that states one
    /// (declared in the Swift read), with that class's name. The walk up the chain is the
    /// index's memoized one (a chain of n subclasses walked from each cost n²); `declaring` names
    /// the class of each override by its position.
    static func inheritedOverride(_ preference: SourceLint.Preference, _ info: ClassInfo, _ index: SourceIndex,
                                  declaring: [SourcePosition: String]) -> (String, (position: SourcePosition, value: String))? {
        guard let superclass = info.superclass else { return nil }
        let keyPath = preference.name == "preferredStatusBarStyle" ? \ClassInfo.styleOverridePosition : \ClassInfo.hiddenOverridePosition
        guard let position = index.inherited(superclass, keyPath), let name = declaring[position],
              let ancestor = index.classes[name], let found = preference.override(ancestor) else { return nil }
        return (name, found)
    }
}
