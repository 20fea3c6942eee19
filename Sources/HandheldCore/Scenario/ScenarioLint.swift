/// A pitfall `handheld lint` found: where the file gives what is ignored, and why (SB-11).
public struct LintWarning: Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// Where the preference (or the call) is given.
    public var location: TextPosition
    /// `home.preferredStatusBarStyle = .lightContent is ignored: …. Fix …`, without the rule.
    public var message: String
    /// The rule that ignores it.
    public var rule: String
    /// What is ignored: `home.preferredStatusBarStyle`.
    public var entry: String
    /// A note: it holds for some values of a file's unknowns only (SRC-5); a note alone exits 0.
    public var isNote = false

    public init(file: String, location: TextPosition, message: String, rule: String, entry: String, isNote: Bool = false) {
        self.file = file
        self.location = location
        self.message = message
        self.rule = rule
        self.entry = entry
        self.isNote = isNote
    }

    /// `FILE:LINE:COLUMN: warning: … (RULE)`; `error` in place of `warning` with `--error`.
    public func line(as severity: String = "warning") -> String {
        ShownText.message("\(file):\(location.line):\(location.column): \(isNote ? "note" : severity): \(message) (\(rule))")
    }

    public var description: String { line() }
}

/// `handheld lint` (SB-11): the status bar preferences a scenario gives that UIKit never reads.
/// Static checks read the file alone; the dynamic check runs the steps and keeps every
/// preference that was ignored and never read from the step that gave it to the end.
public enum ScenarioLint {
    /// The warnings for a scenario, sorted by position; with `chapter`, the steps up to the
    /// end of that chapter only (the "before" half of a pitfall).
    public static func warnings(_ scenario: Scenario, throughChapter chapter: Int? = nil) -> [LintWarning] {
        var scenario = scenario
        if let chapter { scenario.steps = scenario.steps(throughChapter: chapter) }
        var found: [String: LintWarning] = [:]
        let ran = run(scenario)
        // The file's findings stand unless the run read the preference after all (a later
        // step fixed it); the run's win over them: they say what UIKit did.
        let fromFile = (sheetsThatDoNotCapture(scenario) + themedInGlobalMode(scenario)).filter { !ran.read.contains($0.entry) }
            + compatibilityKeyIgnored(scenario)
        for warning in fromFile + ran.warnings {
            found["\(warning.location) \(warning.entry)"] = warning
        }
        return found.values.sorted {
            ($0.location.line, $0.location.column, $0.message) < ($1.location.line, $1.location.column, $1.message)
        }
    }

    // MARK: - From the file alone

    /// SB-2 (VER-1, VER-2): a presented controller given a status bar preference, in a
    /// presentation that does not take status bar control.
    static func sheetsThatDoNotCapture(_ scenario: Scenario) -> [LintWarning] {
        var warnings: [LintWarning] = []
        let sourcesByStep = scenario.preferenceSourcesByStep
        for (index, step) in scenario.steps.enumerated() {
            guard case .action(.present(let spec, _, _)) = step.kind else { continue }
            let effect = scenario.ios.presentation(of: spec.preferences, on: scenario.device, orientation: .portrait, sdk: scenario.sdk)
            guard !effect.style.takesStatusBarControl, !spec.preferences.capturesStatusBarAppearance else { continue }
            let ids = Set(spec.allIDs)
            for source in sourcesByStep[index] ?? [] where source.controller.map(ids.contains) == true {
                let versionRule = spec.preferences.modalPresentationStyle == .automatic
                warnings.append(LintWarning(
                    file: scenario.file, location: source.location,
                    message: tr("%s.%s is ignored: '%s' is presented as .%s", source.controller!, source.preference, spec.id, effect.style.rawValue)
                        + (versionRule ? tr(" (%s: .automatic, VER-1)", scenario.ios.name) : "")
                        + tr(" that does not capture the status bar appearance, so its presenter decides (SB-2). ")
                        + tr("Set modalPresentationCapturesStatusBarAppearance = true on '%s', or present it .fullScreen", spec.id),
                    rule: versionRule ? "VER-1" : "SB-2", entry: "\(source.controller!).\(source.preference)"))
            }
        }
        return warnings
    }

    /// SB-10, THEME-6: a themed navigation controller takes the theme's status bar style, and
    /// global mode reads no controller's.
    /// VER-11: `UIDesignRequiresCompatibility` in an app built with SDK 27 or later, which the
    /// system ignores (Apple's documentation of the key: "The system ignores this key when you
    /// build for iOS 27 or later").
    static func compatibilityKeyIgnored(_ scenario: Scenario) -> [LintWarning] {
        let sdk = scenario.sdk ?? scenario.ios
        guard sdk >= .iOS27, scenario.infoPlist.designRequiresCompatibility == true, let at = scenario.compatibilityKeyLocation else { return [] }
        return [LintWarning(
            file: scenario.file, location: at,
            message: tr("UIDesignRequiresCompatibility is ignored when the app is built with the iOS %s SDK: it draws Liquid Glass anyway (Apple's documentation of the key). ", sdk.rawValue)
                + tr("Adopt the new design and remove the key, or keep building with the iOS 26 SDK"),
            rule: "VER-11", entry: "infoPlist.UIDesignRequiresCompatibility")]
    }

    static func themedInGlobalMode(_ scenario: Scenario) -> [LintWarning] {
        guard scenario.mode == .global else { return [] }
        return scenario.preferenceSources.compactMap { source in
            guard source.step == nil, let id = source.controller, scenario.root.find(id)?.themed == true,
                  source.preference == StatusBarPreference.preferredStatusBarStyle.rawValue,
                  scenario.root.find(id)?.preferences.statusBarStyleOverride == nil else { return nil }
            return LintWarning(
                file: scenario.file, location: source.location,
                message: tr("'%s' is themed: it takes the theme's status bar style (THEME-6), but in global mode ", id)
                    + tr("(UIViewControllerBasedStatusBarAppearance = NO) no controller's style is read. ")
                    + tr("Call UIApplication.setStatusBarStyle with the theme's style instead, or let controllers decide"),
                rule: "SB-10", entry: "\(id).\(source.preference)")
        }
    }

    // MARK: - From running the steps

    /// Runs the steps. A preference (or a UIApplication setter's value) is a warning at the
    /// step or field that last gave it when it stayed ignored: ignored at some step's end and
    /// never read since it was given, or ignored at the end of the run (a tip that never
    /// hides, a turn to landscape). Also returns the entries read since they were given.
    static func run(_ scenario: Scenario) -> (warnings: [LintWarning], read: Set<String>) {
        guard var engine = try? ScenarioRunner.startingEngine(scenario) else { return ([], []) }
        var origins: [String: TextPosition] = [:]
        var read: Set<String> = []
        var lastIgnored: [String: IgnoredPreference] = [:]
        func gave(_ entry: String, at location: TextPosition) {
            origins[entry] = location
            read.remove(entry)
            lastIgnored[entry] = nil
        }
        func observe() {
            let survey = IgnoredPreferences.survey(engine.state)
            read.formUnion(survey.read)
            for preference in survey.ignored { lastIgnored[preference.entry] = preference }
        }
        // The sources by step, once: each step then finds its own in O(1) (issue 21: lint of
        // 10,000 `set` steps was quadratic).
        let sourcesByStep = scenario.preferenceSourcesByStep
        for source in scenario.preferenceSources where source.step == nil {
            gave("\(source.controller!).\(source.preference)", at: source.location)
        }
        observe()
        for (index, step) in scenario.steps.enumerated() {
            guard case .action(let action) = step.kind else { continue }
            // A `set` without a target goes to the top content controller as it is before the step.
            let top = engine.state.topContentController
            let mode = engine.state.mode
            guard (try? engine.send(action)) != nil else { continue }
            for source in sourcesByStep[index] ?? [] {
                gave("\(source.controller ?? top).\(source.preference)", at: source.location)
            }
            if case .applicationSetStatusBar(let style, let hidden, _) = action {
                let entries = (style == nil ? [] : ["app.statusBarStyle"]) + (hidden == nil ? [] : ["app.isStatusBarHidden"])
                for entry in entries {
                    gave(entry, at: step.location)
                    if mode == .global { read.insert(entry) }
                }
            }
            observe()
        }
        let atEnd = Set(IgnoredPreferences.list(engine.state).map(\.entry))
        let warnings = lastIgnored.values.compactMap { preference -> LintWarning? in
            guard !read.contains(preference.entry) || atEnd.contains(preference.entry),
                  let origin = origins[preference.entry] else { return nil }
            return LintWarning(file: scenario.file, location: origin,
                               message: tr("%s = %s is ignored: %s. %s", preference.entry, preference.value, preference.reason, preference.fix),
                               rule: preference.rule, entry: preference.entry)
        }
        return (warnings + lowContrast(engine, scenario, origins: origins) + swiftUIAtEnd(engine, scenario, origins: origins), read)
    }

    /// Section 15's pitfalls that no preference list names, as the run leaves them: a
    /// `preferredColorScheme` on a destination or tab turns its whole presentation (SUI-7); a
    /// `toolbarColorScheme` for the navigation bar over a bar without a background is not
    /// respected (SUI-8).
    static func swiftUIAtEnd(_ engine: Engine, _ scenario: Scenario, origins: [String: TextPosition]) -> [LintWarning] {
        var settled = engine
        try? settled.send(.settle)
        let state = settled.state
        var found: [LintWarning] = []
        for id in state.hierarchy.colorSchemeSetters.sorted() {
            guard let controller = state.hierarchy[id], let parent = controller.parent.flatMap({ state.hierarchy[$0] }),
                  parent.kind == .navigation || parent.kind == .tabs,
                  let scheme = controller.preferences.swiftUI.preferredColorScheme, let scheme else { continue }
            let entry = "\(id).swiftUI.preferredColorScheme"
            found.append(LintWarning(
                file: scenario.file, location: origins[entry] ?? scenario.rootLocation,
                message: tr("'%s' (SwiftUI) .preferredColorScheme(.%s) sets the scheme of its whole presentation, the other screens and the bars included, while it is %s (Apple's documentation). ",
                            id, scheme.rawValue, parent.kind == .tabs ? tr("the selected tab") : tr("in the stack"))
                    + tr("Present the screen (a sheet or a cover has its own scheme), or set the scheme at the root"),
                rule: "SUI-7", entry: entry))
        }
        let top = state.topContentController
        if let navigationID = state.hierarchy.navigationController(containing: top), let navigation = state.hierarchy[navigationID],
           navigation.swiftUIContainer != nil, navigation.navigationBar?.isHidden == false, let destinationID = navigation.topOfStack,
           let destination = state.hierarchy[destinationID], let asked = SwiftUIRules.toolbarStyle(destination),
           state.navigationBarIsTransparent(navigationID), state.statusBar.resolution.styleOwner == navigationID {
            let entry = "\(destinationID).swiftUI.toolbarColorScheme"
            found.append(LintWarning(
                file: scenario.file, location: origins[entry] ?? scenario.rootLocation,
                message: tr("'%s' (SwiftUI) .toolbarColorScheme(.%s, for: .navigationBar) is not respected while the navigation bar has no background: at the scroll edge the status bar is default, %s glyphs (observed on iOS 16). ",
                            destinationID, asked.scheme.rawValue, tr(state.statusBar.content.rawValue))
                    + tr("Give the bar a background: .toolbarBackground(.visible, for: .navigationBar)"),
                rule: "SUI-8", entry: entry))
        }
        return found
    }

    /// VER-7: glyphs that still cannot be seen when the steps have run and settled, at what
    /// chose the style (the owner's `statusBarStyle`, else the root).
    static func lowContrast(_ engine: Engine, _ scenario: Scenario, origins: [String: TextPosition]) -> [LintWarning] {
        var settled = engine
        try? settled.send(.settle)
        // SRC-8: not where the colour under the glyphs is unknown (an imported file's "unknown").
        guard let low = settled.state.lowContrast,
              !scenario.unknowns.contains(where: { $0.field == "backgroundColor" && $0.controller == low.owner }) else { return [] }
        let entry = "\(low.owner).\(StatusBarPreference.preferredStatusBarStyle.rawValue)"
        return [LintWarning(file: scenario.file, location: origins[entry] ?? scenario.rootLocation,
                            message: low.description.replacingOccurrences(of: " (\(low.rule))", with: ""), rule: low.rule, entry: entry)]
    }
}

extension ControllerSpec {
    /// The spec with this id, here or below.
    func find(_ wanted: String) -> ControllerSpec? {
        if id == wanted { return self }
        for child in children { if let found = child.find(wanted) { return found } }
        return nil
    }
}
