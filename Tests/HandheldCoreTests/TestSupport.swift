import Foundation
import Testing
@testable import HandheldCore

// Small builders and domain assertions shared by the tests.

let catalog: DeviceCatalog = {
    do { return try DeviceCatalog.shipped() } catch { fatalError("device profiles: \(error)") }
}()

func device(_ id: String) -> DeviceProfile { catalog.profile(id)! }

/// A scenario read from `text` as the file "test.json".
func decode(_ text: String) throws(DataFileError) -> Scenario {
    try ScenarioDecoder.decode(text, file: "test.json", catalog: catalog)
}

/// The error reading `text` gives, or nil when it reads.
func decodeError(_ text: String) -> DataFileError? {
    do {
        _ = try decode(text)
        return nil
    } catch {
        return error
    }
}

/// The engine after running `json`, which must pass.
func runPassing(_ json: String, file: String = "test.json") throws -> Engine {
    let scenario = try ScenarioDecoder.decode(json, file: file, catalog: catalog)
    let outcome = ScenarioRunner.run(scenario)
    #expect(outcome.passed, "\(outcome.line)")
    return try #require(outcome.engine)
}

/// A layer's fill colour; nil when there is no layer or it fills nothing, so an expectation on
/// it fails when the layer is missing.
func fill(_ layer: Layer?) -> Color? {
    if case .fill(let color, _, _) = layer?.content { return color }
    return nil
}

func view(
    _ id: String, style: StatusBarStyle? = nil, hidden: Bool? = nil, animation: StatusBarAnimation? = nil,
    presentation: ModalPresentationStyle = .fullScreen, captures: Bool = false, navigationBarHidden: Bool = false
) -> ControllerSpec {
    // Only what is passed is given (SB-11).
    var preferences = ControllerPreferences()
    preferences.statusBarStyleOverride = style
    preferences.statusBarHiddenOverride = hidden
    preferences.statusBarAnimationOverride = animation
    preferences.modalPresentationStyle = presentation
    preferences.capturesStatusBarAppearance = captures
    preferences.prefersNavigationBarHidden = navigationBarHidden
    return ControllerSpec(id: id, kind: .view, preferences: preferences)
}

func nav(
    _ id: String, _ children: [ControllerSpec], barStyle: NavigationBarStyle = .default, barHidden: Bool? = nil,
    style: StatusBarStyle? = nil, vcBasedBar: Bool? = nil, presentation: ModalPresentationStyle = .fullScreen
) -> ControllerSpec {
    var spec = ControllerSpec(id: id, kind: .navigation, children: children, barStyle: barStyle, barHidden: barHidden,
                              viewControllerBasedNavigationBarAppearance: vcBasedBar)
    spec.preferences.statusBarStyleOverride = style
    spec.preferences.modalPresentationStyle = presentation
    return spec
}

func tabs(_ id: String, _ children: [ControllerSpec], selected: Int = 0) -> ControllerSpec {
    ControllerSpec(id: id, kind: .tabs, children: children, selectedIndex: selected)
}

func container(
    _ id: String, _ children: [ControllerSpec], style: StatusBarStyle? = nil, hidden: Bool? = nil,
    childForStyle: String? = nil, childForHidden: String? = nil
) -> ControllerSpec {
    var spec = ControllerSpec(id: id, kind: .container, children: children)
    spec.preferences.statusBarStyleOverride = style
    spec.preferences.statusBarHiddenOverride = hidden
    spec.preferences.childForStatusBarStyle = childForStyle
    spec.preferences.childForStatusBarHidden = childForHidden
    return spec
}

func makeEngine(_ root: ControllerSpec, mode: StatusBarMode = .viewController, on deviceID: String = "iphone-se",
                ios: IOSVersion = .default) throws -> Engine {
    try Engine(device: device(deviceID), root: root, mode: mode, themes: catalog.themes.themes, ios: ios)
}

func changes(_ body: (inout PreferenceChanges) -> Void) -> PreferenceChanges {
    var value = PreferenceChanges()
    body(&value)
    return value
}

/// Checks the status bar as last resolved.
func expectStatusBar(
    _ engine: Engine, style: StatusBarStyle? = nil, owner: String? = nil, hidden: Bool? = nil, hiddenOwner: String? = nil,
    content: StatusBarContent? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let status = engine.statusBar
    if let style { #expect(status.style == style, "style", sourceLocation: sourceLocation) }
    if let owner { #expect(status.styleOwner == owner, "style owner", sourceLocation: sourceLocation) }
    if let hidden { #expect(status.isHidden == hidden, "hidden", sourceLocation: sourceLocation) }
    if let hiddenOwner { #expect(status.hiddenOwner == hiddenOwner, "hidden owner", sourceLocation: sourceLocation) }
    if let content { #expect(engine.state.statusBarContent == content, "content", sourceLocation: sourceLocation) }
}

/// Sends an action that must fail; checks the message and that nothing changed (VC-4).
func expectRefused(
    _ engine: inout Engine, _ action: Action, containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let before = engine.state
    do {
        try engine.send(action)
        Issue.record("expected an error containing '\(text)'", sourceLocation: sourceLocation)
    } catch {
        #expect(error.description.lowercased().contains(text.lowercased()), "message: \(error.description)", sourceLocation: sourceLocation)
        #expect(engine.state == before, "state changed by a refused operation", sourceLocation: sourceLocation)
        #expect(engine.log.last?.kind == .error, "error logged", sourceLocation: sourceLocation)
    }
}

/// The package's root folder, for the data files the tests read.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
