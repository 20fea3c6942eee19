/// Writes scenarios as JSON in the format `ScenarioDecoder` reads (section 9), so what is done
/// in the window can be saved and replayed by `handheld run`.
public enum ScenarioEncoder {
    /// The whole scenario file.
    public static func json(_ scenario: Scenario) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("name", .string(scenario.name))]
        if let readMe = scenario.readMe { members.append(("readMe", .string(readMe))) }
        members.append(("device", .string(scenario.device.id)))
        // §10: the releases as the file gave them ("16"), which read back the same.
        members.append(("ios", .string(scenario.iosGiven?.text ?? scenario.ios.rawValue)))
        if let given = scenario.sdkGiven { members.append(("sdk", .string(given.text))) } else if let sdk = scenario.sdk, sdk != scenario.ios {
            members.append(("sdk", .string(sdk.rawValue)))
        }
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
        // Section 15: a hosting controller's view and modifiers; what SwiftUI made a child for.
        if let view = spec.view { members.append(("view", .string(view))) }
        if spec.preferences.childForStatusBarStyleIsNil { members.append(("childForStatusBarStyle", .string("none"))) }
        if !spec.preferences.swiftUI.isEmpty { members.append(("swiftUI", swiftUI(spec.preferences.swiftUI))) }
        if let container = spec.swiftUIContainer { members.append(("swiftUI", .object([("container", .string(container.rawValue))]))) }
        if spec.representable { members.append(("representable", .bool(true))) }
        // SUI-12: a SwiftUI presentation is the present step's `swiftUI`, not a style.
        if spec.preferences.swiftUIPresentation != nil { members.removeAll { $0.0 == "presentationStyle" } }
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

    /// A hosting controller's `swiftUI` object (section 9).
    public static func swiftUI(_ modifiers: SwiftUIModifiers) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        if let value = modifiers.statusBarHidden { members.append(("statusBarHidden", .bool(value))) }
        if let value = modifiers.preferredColorScheme { members.append(("preferredColorScheme", value.map { .string($0.rawValue) } ?? .null)) }
        func perBar<T>(_ key: String, _ values: [SwiftUIBar: T], _ write: (T) -> JSONOutput) {
            guard !values.isEmpty else { return }
            members.append((key, .object(SwiftUIBar.allCases.compactMap { bar in values[bar].map { (bar.rawValue, write($0)) } })))
        }
        perBar("toolbarColorScheme", modifiers.toolbarColorScheme) { .string($0.rawValue) }
        perBar("toolbarBackground", modifiers.toolbarBackground) { $0.json }
        perBar("toolbarBackgroundVisibility", modifiers.toolbarBackgroundVisibility) { .string($0.rawValue) }
        if let value = modifiers.navigationBarHidden { members.append(("navigationBarHidden", .bool(value))) }
        if let value = modifiers.titleDisplayMode { members.append(("titleDisplayMode", .string(value.rawValue))) }
        if modifiers.statusBarVisibility != nil || modifiers.statusBarColorScheme != nil {
            var placement: [(String, JSONOutput)] = []
            if let value = modifiers.statusBarVisibility { placement.append(("visibility", .string(value.rawValue))) }
            if let value = modifiers.statusBarColorScheme { placement.append(("colorScheme", value.map { .string($0.rawValue) } ?? .null)) }
            members.append(("statusBar", .object(placement)))
        }
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
