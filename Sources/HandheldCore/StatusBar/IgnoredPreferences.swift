/// One preference UIKit would not read now (SB-11): whose, which, the value given, the rule
/// that ignores it, why in words, and what to do instead.
public struct IgnoredPreference: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The controller's id, or `app` for the UIApplication setters (SB-1).
    public var controller: String
    /// UIKit's name: `preferredStatusBarStyle`, `prefersStatusBarHidden`,
    /// `preferredStatusBarUpdateAnimation` (for `app`: `statusBarStyle`, `isStatusBarHidden`).
    public var preference: String
    /// The value given, as Swift writes it (`.lightContent`, `true`).
    public var value: String
    /// The rule that ignores it (`SB-4`).
    public var rule: String
    /// Why, in words: "'nav' shows its navigation bar, so its barStyle decides".
    public var reason: String
    /// What to do instead.
    public var fix: String
    /// The fix as the Swift (or Info.plist) a person would write, with where it goes (issue 51);
    /// nil where there is nothing to write (DEV-4, a tip, managed mode, SwiftUI's).
    public var code: String?

    public init(controller: String, preference: String, value: String, rule: String, reason: String, fix: String, code: String? = nil) {
        self.controller = controller
        self.preference = preference
        self.value = value
        self.rule = rule
        self.reason = reason
        self.fix = fix
        self.code = code
    }

    /// `home.preferredStatusBarStyle`: what `expect`'s `ignored` lists.
    public var entry: String { "\(controller).\(preference)" }

    /// `home.preferredStatusBarStyle = .lightContent is ignored: … Fix … (SB-4)`.
    public var description: String { tr("%s = %s is ignored: %s. %s (%s)", entry, value, reason, fix, rule) }
}

/// SB-11: the other half of the explanation. For the current state, every status bar
/// preference a controller on screen was given that UIKit would not read now, each with the
/// rule that ignores it. Each rule that ignores has its own function below.
public enum IgnoredPreferences {
    /// What a survey of the state found.
    public struct Survey: Equatable, Sendable {
        /// The given preferences UIKit would not read now, in the order of the screen's
        /// controllers (the deciding presentation's first, then each sheet above it).
        public var ignored: [IgnoredPreference] = []
        /// The entries of the given preferences it would read (`lint` keeps count of both).
        public var read: Set<String> = []
    }

    /// The ignored preferences of the state (the short form of `survey`).
    public static func list(_ state: EngineState) -> [IgnoredPreference] { survey(state).ignored }

    /// The ignored `expect` entries, sorted.
    public static func entries(_ state: EngineState) -> [String] { list(state).map(\.entry).sorted() }

    /// Every given preference of the controllers on screen, read or ignored, and the
    /// application setters' calls that did nothing. Costs what the screen shows, not the
    /// size of the hierarchy: the controllers on screen, a few presentations.
    public static func survey(_ state: EngineState) -> Survey {
        let context = Context(state)
        let hierarchy = state.hierarchy
        let presentations = hierarchy.presentations
        var survey = Survey()
        // SB-2: the walk starts at the last presentation that takes control (else the window's
        // root); the presentations above it are skipped over, and what they are given too.
        let taker = hierarchy.statusBarTakers.last
        let start = taker.map { presentations[$0].controller } ?? hierarchy.windowRoot
        for id in hierarchy.onScreen(start) { context.check(id, in: nil, into: &survey) }
        let firstSkipped = max((taker ?? -1) + 1, presentations.count - StatusBarResolver.explainedPresentations)
        for index in firstSkipped..<presentations.count {
            let sheet = presentations[index].controller
            for id in hierarchy.onScreen(sheet) { context.check(id, in: sheet, into: &survey) }
        }
        survey.ignored += applicationCalls(state)
        return survey
    }

    /// The ignored preferences of each controller on screen, by id (what the device marks).
    public static func byController(_ state: EngineState) -> [String: [IgnoredPreference]] {
        Dictionary(grouping: list(state).filter { $0.controller != "app" }, by: \.controller)
    }

    /// Why a preference is ignored: the rule, the reason, the fix (and in code).
    struct Why {
        var rule: String
        var reason: String
        var fix: String
        var code: String?
    }

    /// The override that gives `preference` its `value` (`override var prefersStatusBarHidden: Bool { true }`).
    static func override(_ preference: StatusBarPreference, _ value: String) -> String {
        let type = switch preference {
        case .preferredStatusBarStyle: "UIStatusBarStyle"
        case .prefersStatusBarHidden: "Bool"
        case .preferredStatusBarUpdateAnimation: "UIStatusBarAnimation"
        }
        return "override var \(preference.rawValue): \(type) { \(value) }"
    }

    /// What every check reads: the state, and the resolution an update would give now.
    struct Context {
        let state: EngineState
        /// The walks of view-controller mode as an update would do them now (SB-2…SB-6, DEV-4).
        let fresh: StatusBarResolution

        init(_ state: EngineState) {
            self.state = state
            var inputs = StatusBarInputs(state)
            inputs.mode = .viewController
            fresh = StatusBarResolver.resolve(inputs)
        }

        /// Sorts each preference `id` was given into read or ignored; `sheet` is the skipped
        /// presentation it is in, if any.
        func check(_ id: String, in sheet: String?, into survey: inout Survey) {
            guard let controller = state.hierarchy[id] else { return }
            for preference in StatusBarPreference.allCases where controller.preferences.gives(preference) {
                let entry = "\(id).\(preference.rawValue)"
                guard let why = why(controller, preference, in: sheet) else {
                    survey.read.insert(entry)
                    continue
                }
                let value = controller.preferences.value(of: preference)
                // Giving it to another controller: the override written there.
                let code = why.code.map { $0.replacingOccurrences(of: "{override}", with: IgnoredPreferences.override(preference, value)) }
                survey.ignored.append(IgnoredPreference(controller: id, preference: preference.rawValue, value: value,
                                                        rule: why.rule, reason: why.reason, fix: why.fix, code: code))
            }
            guard controller.kind == .hosting else { return }
            // Section 15: a hosting controller's SwiftUI `statusBarHidden` (SUI-6) and iOS 27's
            // status bar placement (SUI-15), which only a skipped presentation or global mode leaves unread.
            let swiftUI = controller.preferences.swiftUI
            var given: [(String, String, Bool)] = []
            if let value = swiftUI.statusBarHidden { given.append(("swiftUI.statusBarHidden", "\(value)", true)) }
            if let value = swiftUI.statusBarVisibility, value != .automatic { given.append(("swiftUI.statusBar.visibility", ".\(value.rawValue)", false)) }
            if let value = swiftUI.statusBarColorScheme, let value { given.append(("swiftUI.statusBar.colorScheme", ".\(value.rawValue)", false)) }
            for (preference, value, isModifier) in given {
                // SUI-15: `.visible` asks to show it, never past DEV-4 (phone landscape hides it).
                let landscape = preference == "swiftUI.statusBar.visibility" && value == ".visible" && fresh.hiddenOwner == id
                    ? self.landscape(controller, .prefersStatusBarHidden) : nil
                guard let why = swiftUIWhy(controller, in: sheet, placement: !isModifier) ?? landscape else {
                    survey.read.insert("\(id).\(preference)")
                    continue
                }
                survey.ignored.append(IgnoredPreference(controller: id, preference: preference, value: value,
                                                        rule: why.rule, reason: why.reason, fix: why.fix))
            }
        }

        /// Why a hosting controller's `.statusBarHidden` is not read now, or nil when it is.
        private func swiftUIWhy(_ controller: Controller, in sheet: String?, placement: Bool = false) -> Why? {
            switch state.mode {
            case .global: return globalMode()
            case .managed: return nil
            case .viewController: break
            }
            let id = controller.id
            if let sheet {
                let how = state.hierarchy[sheet]?.preferences.swiftUIPresentation
                // SwiftUI's presentation by its modifier's name, UIKit's by its style.
                let uikit = state.hierarchy[sheet]?.preferences.modalPresentationStyle ?? .automatic
                let style = how.map { "a ." + $0.rawValue } ?? (uikit == .automatic ? tr("the default style (a page sheet)") : "." + uikit.rawValue)
                let reason = sheet == id
                    ? tr("'%s' (SwiftUI) is presented as %s, which does not take status bar control, so '%s' decides hidden", id, style, fresh.hiddenOwner)
                    : tr("'%s' (SwiftUI) is inside '%s', a presentation that does not take status bar control, so '%s' decides hidden", id, sheet, fresh.hiddenOwner)
                return Why(rule: how == nil ? "SB-2" : "SUI-12",
                           reason: reason,
                           fix: how == nil
                               ? tr("Present it .fullScreen, or set modalPresentationCapturesStatusBarAppearance = true on it")
                               : tr("Present it with .fullScreenCover, or hide the status bar from the screen that presents it"))
            }
            if placement { return nil }
            if let ignored = SwiftUIRules.statusBarHiddenIgnored(controller, in: state.hierarchy, ios: state.ios) {
                return Why(rule: "SUI-6", reason: tr("'%s' (SwiftUI) .statusBarHidden is not read %s", id, ignored.reason.text),
                           fix: ignored.fix.text)
            }
            if controller.preferences.statusBarHiddenOverride != nil {
                return Why(rule: "SUI-4", reason: tr("'%s''s subclass overrides prefersStatusBarHidden, which UIKit reads instead of its SwiftUI modifiers", id),
                           fix: tr("Remove the override, or decide hidden there"))
            }
            if let embedded = controller.children.first, state.hierarchy[embedded]?.representable == true {
                return Why(rule: "SUI-4", reason: tr("'%s' embeds the representable '%s', whose controller's prefersStatusBarHidden decides instead (observed)", id, embedded),
                           fix: tr("Override prefersStatusBarHidden in the representable's view controller"))
            }
            return nil
        }

        private func why(_ controller: Controller, _ preference: StatusBarPreference, in sheet: String?) -> Why? {
            switch state.mode {
            case .global: return globalMode()
            case .managed: return managedMode(controller, preference)
            case .viewController: break
            }
            if let sheet { return skippedPresentation(sheet, preference) }
            let owner = preference == .preferredStatusBarStyle ? fresh.styleOwner : fresh.hiddenOwner
            if controller.id == owner {
                return notYetRead(controller, preference) ?? landscape(controller, preference) ?? overlay(preference)
            }
            return passedBy(controller.id, preference, owner: owner)
        }

        // MARK: - The rules that ignore

        /// SB-1, SB-10: with UIViewControllerBasedStatusBarAppearance = NO no controller is asked.
        func globalMode() -> Why {
            Why(rule: "SB-1",
                reason: tr("global mode (UIViewControllerBasedStatusBarAppearance = NO): only UIApplication's setters decide, no controller is asked"),
                fix: tr("Call UIApplication.setStatusBarStyle / setStatusBarHidden instead, or set the Info.plist key to YES so that controllers decide"),
                code: tr("In Info.plist: <key>UIViewControllerBasedStatusBarAppearance</key><true/>"))
        }

        /// MGR-1: in managed mode every controller answers with the manager's current state;
        /// a preference the controller's node does not hold is never returned.
        func managedMode(_ controller: Controller, _ preference: StatusBarPreference) -> Why? {
            let node = state.manager.node(.controller(controller.id))?.state
            let preferences = controller.preferences
            let held: String?
            switch preference {
            case .preferredStatusBarStyle:
                held = node.map { ".\($0.style.rawValue)" }
                // THEME-6: a themed navigation controller's style is its theme's, an override
                // the manager's state replaces, never set on its node: not read, even where the
                // node happens to hold the same value.
                if let theme = controller.appliedTheme, controller.isThemed, controller.kind == .navigation,
                   preferences.statusBarStyleOverride == theme.statusBarStyle {
                    let holds = held.map { tr("its node holds %s", $0) } ?? tr("it has no node")
                    return Why(rule: "MGR-1",
                               reason: tr("managed mode: '%s' follows the theme '%s' (THEME-6), an override StatusBarManager's state replaces, and %s", controller.id, theme.name, holds),
                               fix: tr("Set the style through the manager (StatusBarManager.shared.setState, a `set` in managed mode), or leave managed mode"))
                }
                if node?.style == preferences.preferredStatusBarStyle { return nil }
            case .prefersStatusBarHidden:
                held = node.map { "\($0.isHidden)" }
                if node?.isHidden == preferences.prefersStatusBarHidden { return nil }
            case .preferredStatusBarUpdateAnimation:
                held = node.map { ".\($0.animation.rawValue)" }
                if node?.animation == preferences.statusBarAnimation { return nil }
            }
            let holds = held.map { tr("its node holds %s", $0) } ?? tr("it has no node")
            return Why(rule: "MGR-1",
                       reason: tr("managed mode: every controller answers with StatusBarManager's current state, and %s", holds),
                       fix: tr("Set it through the manager (StatusBarManager.shared.setState, a `set` in managed mode), or leave managed mode"))
        }

        /// SB-2 (VER-1, VER-2): a presentation that does not take status bar control is skipped
        /// over, and so is everything it is given.
        func skippedPresentation(_ sheet: String, _ preference: StatusBarPreference) -> Why {
            let asked = state.hierarchy[sheet]?.preferences.modalPresentationStyle ?? .automatic
            let effect = state.hierarchy[sheet].map { state.ios.presentation(of: $0.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk) }
                ?? state.ios.presentation(asked, on: state.device, sdk: state.sdk)
            let decider = preference == .preferredStatusBarStyle ? fresh.styleOwner : fresh.hiddenOwner
            let fix = tr("Set modalPresentationCapturesStatusBarAppearance = true on '%s', or present it .fullScreen", sheet)
            let code = tr("In '%s' (its init, or viewDidLoad): modalPresentationCapturesStatusBarAppearance = true", sheet)
            if asked == .automatic {
                return Why(rule: "VER-1",
                           reason: tr("%s: .automatic presents '%s' as .%s, which does not take status bar control (SB-2), so '%s' decides", state.ios.name, sheet, effect.style.rawValue, decider),
                           fix: fix, code: code)
            }
            return Why(rule: "SB-2",
                       reason: tr("'%s' is presented as .%s without modalPresentationCapturesStatusBarAppearance, so it does not take status bar control and '%s' decides", sheet, effect.style.rawValue, decider),
                       fix: fix, code: code)
        }

        /// SB-7: the owner changed it without asking for an update: the status bar still shows
        /// the last resolution.
        func notYetRead(_ controller: Controller, _ preference: StatusBarPreference) -> Why? {
            let shown = state.statusBar.resolution
            let stale: Bool
            let showing: String
            switch preference {
            case .preferredStatusBarStyle:
                stale = shown.style != fresh.style || shown.styleOwner != fresh.styleOwner
                showing = tr(".%s from '%s'", shown.style.rawValue, shown.styleOwner)
            case .prefersStatusBarHidden:
                stale = shown.isHidden != fresh.isHidden || shown.hiddenOwner != fresh.hiddenOwner
                showing = tr("%s from '%s'", shown.isHidden ? tr("hidden") : tr("shown"), shown.hiddenOwner)
            case .preferredStatusBarUpdateAnimation:
                stale = shown.animation != fresh.animation || shown.hiddenOwner != fresh.hiddenOwner
                showing = tr("the animation .%s from '%s'", shown.animation.rawValue, shown.hiddenOwner)
            }
            guard stale else { return nil }
            let when = state.staleChanges[controller.id].map { tr(" at %s", Self.seconds($0)) } ?? ""
            return Why(rule: "SB-7",
                       reason: tr("changed%s without setNeedsStatusBarAppearanceUpdate(), so not read yet: the status bar still shows %s", when, showing),
                       fix: tr("Call setNeedsStatusBarAppearanceUpdate() on '%s' after changing it", controller.id),
                       code: tr("In '%s', on the property its getter reads: didSet { setNeedsStatusBarAppearanceUpdate() }", controller.id))
        }

        /// DEV-4: a phone hides the status bar in landscape, whatever the owner prefers.
        func landscape(_ controller: Controller, _ preference: StatusBarPreference) -> Why? {
            guard preference == .prefersStatusBarHidden, state.orientation.isLandscape, !state.device.showsStatusBarInLandscape else { return nil }
            // Given true it is not read either: the status bar is hidden as asked, but by DEV-4.
            guard !controller.preferences.prefersStatusBarHidden else {
                return Why(rule: "DEV-4",
                           reason: tr("%s hides the status bar in landscape (%s) whatever the app prefers: it is hidden, as asked, but not because of this", state.device.name, state.orientation.rawValue),
                           fix: tr("Nothing to do while in landscape; in portrait it is read again"))
            }
            return Why(rule: "DEV-4",
                       reason: tr("%s hides the status bar in landscape (%s), whatever the app prefers", state.device.name, state.orientation.rawValue),
                       fix: tr("Nothing shows it there: lay the screen out for no status bar (the safe area does)"))
        }

        /// TIP-1: the tips overlay is a window above the status bar: while it shows, what the
        /// owner asks for is read but not seen.
        func overlay(_ preference: StatusBarPreference) -> Why? {
            guard preference != .preferredStatusBarUpdateAnimation, let tip = state.tips.current, state.tips.isVisible else { return nil }
            return Why(rule: "TIP-1",
                       reason: tr("the tips overlay, a window above the status bar (level statusBar + 10), covers it while \"%s\" shows: the preference is read but not seen", tip.text),
                       fix: tr("Hide the tip, or let it hide itself (hideAfter)"))
        }

        /// SB-3, SB-4, SB-5, SB-6: the walk went past the controller, or stopped above it.
        func passedBy(_ id: String, _ preference: StatusBarPreference, owner: String) -> Why {
            let style = preference == .preferredStatusBarStyle
            let steps = (style ? fresh.styleSteps : fresh.hiddenSteps).filter { ["SB-3", "SB-4", "SB-5", "SB-6"].contains($0.rule) }
            let onPath = Set(steps.map(\.subject))
            let name = style ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
            let childFor = style ? "childForStatusBarStyle" : "childForStatusBarHidden"
            // The nearest controller above (or at) `id` the walk visited, and its child on the way.
            var at = id
            var below: String?
            while !onPath.contains(at), let parent = state.hierarchy[at]?.parent {
                below = at
                at = parent
            }
            let hierarchy = state.hierarchy
            var why: Why
            let step = steps.last { $0.subject == at }
            switch (hierarchy[at]?.kind, step?.rule, below) {
            case (.navigation?, "SB-4"?, nil) where style:
                why = Why(rule: "SB-4", reason: tr("'%s' hides its navigation bar, so it hands the style to its top controller '%s'", at, owner),
                          fix: tr("Give preferredStatusBarStyle to '%s' instead, or show the bar and set its barStyle", owner), code: giveTo(owner))
            case (.navigation?, "SB-4"?, nil):
                why = Why(rule: "SB-4", reason: tr("a navigation controller always hands %s to its top controller, here '%s'", name, owner),
                          fix: tr("Give it to '%s' instead", owner), code: giveTo(owner))
            case (.tabs?, "SB-5"?, nil):
                why = Why(rule: "SB-5", reason: tr("'%s' hands the status bar to its selected tab, so '%s' decides", at, owner),
                          fix: tr("Give it to '%s' instead", owner), code: giveTo(owner))
            case (_, "SB-3"?, nil):
                why = Why(rule: "SB-3", reason: tr("'%s'.%s names a child, so '%s' decides", at, childFor, owner),
                          fix: tr("Give it to '%s' instead, or stop naming a child", owner), code: giveTo(owner))
            case (.navigation?, _, _?) where style && at == owner:
                let bar = hierarchy[at]?.navigationBar ?? NavigationBarState()
                let decided = hierarchy[at]?.preferences.statusBarStyleOverride.map { tr("its own preferredStatusBarStyle decides (.%s)", $0.rawValue) }
                    ?? tr("its barStyle decides (.%s gives .%s)", bar.barStyle.rawValue, fresh.style.rawValue)
                why = Why(rule: "SB-4", reason: tr("'%s' shows its navigation bar, so %s", at, decided),
                          fix: tr("Hide the bar, set the bar's barStyle, or override childForStatusBarStyle in a UINavigationController subclass to return its top controller"),
                          code: tr("In a UINavigationController subclass for '%s': override var childForStatusBarStyle: UIViewController? { topViewController }", at))
            case (_, _, let child?) where at == owner:
                why = Why(rule: "SB-3", reason: tr("'%s' decides with its own %s: a container asks a child only through %s", at, name, childFor),
                          fix: tr("Override %s in '%s' to return '%s'", childFor, at, child),
                          code: tr("In '%s': override var %s: UIViewController? { children.first { $0 === %s } }", at, childFor, child))
            case (_, _, let child?):
                why = Why(rule: "SB-3", reason: tr("'%s'.%s names another child, not '%s', so '%s' decides", at, childFor, child, owner),
                          fix: tr("Name '%s' in %s, or give it to '%s' instead", child, childFor, owner),
                          code: tr("In '%s': override var %s: UIViewController? { children.first { $0 === %s } }", at, childFor, child))
            default:
                why = Why(rule: step?.rule ?? "SB-6", reason: tr("'%s' decides%s", owner, step.map { " (\($0.subject): \($0.text))" } ?? ""),
                          fix: tr("Give it to '%s' instead", owner), code: giveTo(owner))
            }
            if preference == .preferredStatusBarUpdateAnimation {
                why.reason += tr("; the update animation is read from the controller that decides hidden (SB-8)")
            }
            return why
        }

        /// The preference given to `owner` instead (the override is filled in per preference).
        func giveTo(_ owner: String) -> String { tr("In '%s': %s", owner, "{override}") }

        /// Seconds rounded to the millisecond: `1.2 s`.
        static func seconds(_ value: Double) -> String {
            "\(JSONOutput.seconds(value)) s"
        }
    }

    /// SB-1: UIApplication's setters do nothing with view-controller-based appearance; what
    /// they were given is named as ignored too (`app.statusBarStyle`).
    static func applicationCalls(_ state: EngineState) -> [IgnoredPreference] {
        guard state.mode != .global else { return [] }
        let unheard = state.application.unheard
        let reason = tr("UIApplication's status bar setters do nothing with view-controller-based status bar appearance (%s mode)", state.mode.rawValue)
        let fix = tr("Give it to the controller that decides (or its navigation bar's barStyle), or set UIViewControllerBasedStatusBarAppearance = NO")
        var found: [IgnoredPreference] = []
        if let style = unheard.style {
            found.append(IgnoredPreference(controller: "app", preference: "statusBarStyle", value: ".\(style.rawValue)",
                                           rule: "SB-1", reason: reason, fix: fix))
        }
        if let hidden = unheard.isHidden {
            found.append(IgnoredPreference(controller: "app", preference: "isStatusBarHidden", value: "\(hidden)",
                                           rule: "SB-1", reason: reason, fix: fix))
        }
        return found
    }
}
