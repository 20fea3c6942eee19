/// Writes scenarios as JSON in the format `ScenarioDecoder` reads (section 9), so what is done
/// in the window can be saved and replayed by `handheld run`.
public enum ScenarioEncoder {
    /// The whole scenario file.
    public static func json(_ scenario: Scenario) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("name", .string(scenario.name))]
        if let readMe = scenario.readMe { members.append(("readMe", .string(readMe))) }
        members.append(("device", .string(scenario.device.id)))
        members.append(("ios", .string(scenario.ios.rawValue)))
        if let sdk = scenario.sdk, sdk != scenario.ios { members.append(("sdk", .string(sdk.rawValue))) }
        if scenario.lifecycle != .scene { members.append(("lifecycle", .string(scenario.lifecycle.rawValue))) }
        if scenario.glassTint != 0 { members.append(("glassTint", .number(scenario.glassTint))) }
        members.append(("mode", .string(scenario.mode.rawValue)))
        members.append(("themes", .strings(scenario.themes.map(\.name))))
        if !scenario.infoPlist.isEmpty { members.append(("infoPlist", scenario.infoPlist.json)) }
        if scenario.tipQueue { members.append(("tipQueue", .bool(true))) }
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
        if let value = spec.fullscreenPopGesture { members.append(("fullscreenPopGesture", .bool(value))) }
        if let value = spec.contentPopGestureEnabled { members.append(("contentPopGestureEnabled", .bool(value))) }
        if let value = spec.prefersLargeTitles { members.append(("prefersLargeTitles", .bool(value))) }
        if spec.themed { members.append(("themed", .bool(true))) }
        if !spec.children.isEmpty { members.append(("children", .array(spec.children.map(controller)))) }
        if let selected = spec.selectedIndex { members.append(("selected", .number(Double(selected)))) }
        // Section 9: what the sources did not give stays "unknown".
        for field in spec.unknownFields {
            members.removeAll { $0.0 == field }
            members.append((field, .string("unknown")))
        }
        if let source = spec.source { members.append(("source", .string(source))) }
        return .object(members)
    }

    private static func preferenceFields(_ preferences: ControllerPreferences) -> [(String, JSONOutput)] {
        PreferenceField.all.compactMap { field in field.writePreference(preferences).map { (field.name, $0) } }
    }

    /// One step.
    public static func step(_ step: ScenarioStep) -> JSONOutput {
        var members: [(String, JSONOutput)]
        switch step.kind {
        case .action(let action):
            let written = ScenarioOp.fields(of: action)
            members = [("op", .string(written.op))] + written.fields
        case .expect(let expectation): members = [("op", .string("expect"))] + self.expectation(expectation)
        case .chapter(let title): members = [("op", .string("chapter")), ("title", .string(title))]
        }
        switch step.expectedError {
        case .none: break
        case .any: members.append(("expectError", .bool(true)))
        case .containing(let text): members.append(("expectError", .string(text)))
        }
        if let source = step.source { members.append(("source", .string(source))) }
        return .object(members)
    }

    private static func expectation(_ expectation: Expectation) -> [(String, JSONOutput)] {
        (expectation.on.map { [("on", JSONOutput.string($0))] } ?? []) + expectation.values.map { ($0.field, $0.value) }
    }
}
