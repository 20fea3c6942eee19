/// Writes scenarios as JSON in the format `ScenarioDecoder` reads (section 9), so what is done
/// in the window can be saved and replayed by `handheld run`.
public enum ScenarioEncoder {
    /// The whole scenario file.
    public static func json(_ scenario: Scenario) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("name", .string(scenario.name))]
        if let readMe = scenario.readMe { members.append(("readMe", .string(readMe))) }
        members.append(("device", .string(scenario.device.id)))
        members.append(("ios", .string(scenario.ios.rawValue)))
        members.append(("mode", .string(scenario.mode.rawValue)))
        members.append(("themes", .strings(scenario.themes.map(\.name))))
        members.append(("root", controller(scenario.root)))
        members.append(("steps", .array(scenario.steps.map(step))))
        return .object(members)
    }

    /// A controller spec with only the fields that differ from UIKit's defaults.
    public static func controller(_ spec: ControllerSpec) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("id", .string(spec.id)), ("type", .string(spec.kind.rawValue))]
        if let title = spec.title { members.append(("title", .string(title))) }
        members += preferenceFields(spec.preferences)
        if let value = spec.barStyle { members.append(("barStyle", .string(value.rawValue))) }
        if let value = spec.barHidden { members.append(("barHidden", .bool(value))) }
        if let value = spec.viewControllerBasedNavigationBarAppearance {
            members.append(("viewControllerBasedNavigationBarAppearance", .bool(value)))
        }
        if spec.themed { members.append(("themed", .bool(true))) }
        if !spec.children.isEmpty { members.append(("children", .array(spec.children.map(controller)))) }
        if let selected = spec.selectedIndex { members.append(("selected", .number(Double(selected)))) }
        return .object(members)
    }

    private static func preferenceFields(_ preferences: ControllerPreferences) -> [(String, JSONOutput)] {
        let defaults = ControllerPreferences()
        var members: [(String, JSONOutput)] = []
        if let style = preferences.statusBarStyleOverride { members.append(("statusBarStyle", .string(style.rawValue))) }
        if preferences.prefersStatusBarHidden != defaults.prefersStatusBarHidden {
            members.append(("statusBarHidden", .bool(preferences.prefersStatusBarHidden)))
        }
        if preferences.statusBarAnimation != defaults.statusBarAnimation {
            members.append(("statusBarAnimation", .string(preferences.statusBarAnimation.rawValue)))
        }
        if preferences.modalPresentationStyle != defaults.modalPresentationStyle {
            members.append(("presentationStyle", .string(preferences.modalPresentationStyle.rawValue)))
        }
        if preferences.capturesStatusBarAppearance { members.append(("capturesStatusBarAppearance", .bool(true))) }
        if let child = preferences.childForStatusBarStyle { members.append(("childForStatusBarStyle", .string(child))) }
        if let child = preferences.childForStatusBarHidden { members.append(("childForStatusBarHidden", .string(child))) }
        if preferences.prefersNavigationBarHidden { members.append(("navigationBarHidden", .bool(true))) }
        if preferences.interactivePopDisabled { members.append(("interactivePopDisabled", .bool(true))) }
        if preferences.interactivePopMaxAllowedInitialDistance != 0 {
            members.append(("popMaxDistance", .number(preferences.interactivePopMaxAllowedInitialDistance)))
        }
        return members
    }

    /// One step.
    public static func step(_ step: ScenarioStep) -> JSONOutput {
        var members: [(String, JSONOutput)]
        switch step.kind {
        case .action(let action): members = self.action(action)
        case .expect(let expectation): members = [("op", .string("expect"))] + self.expectation(expectation)
        }
        switch step.expectedError {
        case .none: break
        case .any: members.append(("expectError", .bool(true)))
        case .containing(let text): members.append(("expectError", .string(text)))
        }
        return .object(members)
    }

    private static func op(_ name: String, _ fields: [(String, JSONOutput?)]) -> [(String, JSONOutput)] {
        [("op", .string(name))] + fields.compactMap { key, value in value.map { (key, $0) } }
    }

    private static func action(_ action: Action) -> [(String, JSONOutput)] {
        let id = { (value: String?) in value.map(JSONOutput.string) }
        switch action {
        case let .push(spec, on, animated):
            return op("push", [("controller", controller(spec)), ("on", id(on)), ("animated", .bool(animated))])
        case let .pop(on, animated):
            return op("pop", [("on", id(on)), ("animated", .bool(animated))])
        case let .popToRoot(on, animated):
            return op("popToRoot", [("on", id(on)), ("animated", .bool(animated))])
        case let .setViewControllers(entries, on, animated):
            let list = entries.map { entry -> JSONOutput in
                switch entry {
                case .existing(let id): .string(id)
                case .new(let spec): controller(spec)
                }
            }
            return op("setViewControllers", [("controllers", .array(list)), ("on", id(on)), ("animated", .bool(animated))])
        case let .present(spec, from, animated):
            return op("present", [("controller", controller(spec)), ("from", id(from)), ("animated", .bool(animated))])
        case let .dismiss(target, animated):
            return op("dismiss", [("target", id(target)), ("animated", .bool(animated))])
        case let .selectTab(on, index):
            return op("selectTab", [("on", id(on)), ("index", .number(Double(index)))])
        case let .set(target, changes, update):
            var fields: [(String, JSONOutput?)] = [("target", id(target))]
            fields.append(("title", changes.title.map(JSONOutput.string)))
            fields.append(("statusBarStyle", changes.statusBarStyle.map { .string($0.rawValue) }))
            fields.append(("statusBarHidden", changes.statusBarHidden.map(JSONOutput.bool)))
            fields.append(("statusBarAnimation", changes.statusBarAnimation.map { .string($0.rawValue) }))
            fields.append(("presentationStyle", changes.presentationStyle.map { .string($0.rawValue) }))
            fields.append(("capturesStatusBarAppearance", changes.capturesStatusBarAppearance.map(JSONOutput.bool)))
            fields.append(("childForStatusBarStyle", changes.childForStatusBarStyle.map { $0.map(JSONOutput.string) ?? .null }))
            fields.append(("childForStatusBarHidden", changes.childForStatusBarHidden.map { $0.map(JSONOutput.string) ?? .null }))
            fields.append(("navigationBarHidden", changes.navigationBarHidden.map(JSONOutput.bool)))
            fields.append(("interactivePopDisabled", changes.interactivePopDisabled.map(JSONOutput.bool)))
            fields.append(("popMaxDistance", changes.popMaxDistance.map(JSONOutput.number)))
            fields.append(("barStyle", changes.barStyle.map { .string($0.rawValue) }))
            fields.append(("barHidden", changes.barHidden.map(JSONOutput.bool)))
            fields.append(("viewControllerBasedNavigationBarAppearance",
                           changes.viewControllerBasedNavigationBarAppearance.map(JSONOutput.bool)))
            fields.append(("update", .bool(update)))
            return op("set", fields)
        case let .applicationSetStatusBar(style, hidden, animation):
            return op("appSetStatusBar", [("style", style.map { .string($0.rawValue) }), ("hidden", hidden.map(JSONOutput.bool)),
                                          ("animation", animation.map { .string($0.rawValue) })])
        case let .overrideStatusBar(time, battery, cellular, wifi):
            return op("statusBarOverride", [("time", time.map(JSONOutput.string)), ("batteryLevel", battery.map(JSONOutput.number)),
                                            ("cellularBars", cellular.map { .number(Double($0)) }),
                                            ("wifiBars", wifi.map { .number(Double($0)) })])
        case .setMode(let mode): return op("mode", [("value", .string(mode.rawValue))])
        case .setDevice(let device): return op("device", [("value", .string(device.id))])
        case .setTheme(let name): return op("theme", [("name", .string(name))])
        case .nextTheme: return op("nextTheme", [])
        case .showTip(let tip):
            return op("tip", [("text", .string(tip.text)), ("icon", tip.icon.map(JSONOutput.string)),
                              ("hideAfter", tip.hideAfter.map(JSONOutput.number)), ("style", .string(tip.style.rawValue)),
                              ("progress", tip.progress.map(JSONOutput.number))])
        case .hideTip: return op("hideTip", [])
        case .tap(let point): return op("tap", [("at", .array([.number(point.x), .number(point.y)]))])
        case let .drag(from, to, duration):
            return op("drag", [("from", .array([.number(from.x), .number(from.y)])), ("to", .array([.number(to.x), .number(to.y)])),
                               ("duration", .number(duration))])
        case .pointerPressed, .pointerMoved, .pointerReleased:
            // NB: the window records a whole drag as one `drag` step instead (see the recorder).
            return op("wait", [("seconds", .number(0))])
        case .setTipOptions:
            // NB: not in a scenario's vocabulary but for the queue (`tipQueue`, at the top);
            // kept as a no-op step so waits stay in place.
            return op("wait", [("seconds", .number(0))])
        case .addTheme(let theme):
            // A user's theme is not in a scenario's vocabulary; replay it as a choice by name.
            return op("theme", [("name", .string(theme.name))])
        case .rotate(let orientation): return op("rotate", [("to", .string(orientation.rawValue))])
        case .setAppearance(let appearance): return op("appearance", [("value", .string(appearance.rawValue))])
        case .setLayoutDirection(let direction): return op("layoutDirection", [("value", .string(direction.rawValue))])
        case .wait(let seconds): return op("wait", [("seconds", .number(seconds))])
        case .settle: return op("settle", [])
        }
    }

    private static func expectation(_ expectation: Expectation) -> [(String, JSONOutput)] {
        (expectation.on.map { [("on", JSONOutput.string($0))] } ?? []) + expectation.values.map { ($0.field, $0.value) }
    }
}
