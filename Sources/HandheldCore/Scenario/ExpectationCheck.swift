/// One `expect` field that did not hold.
public struct Mismatch: Equatable, Sendable {
    /// Which field.
    public var field: String
    /// What the scenario expected.
    public var expected: JSONOutput
    /// What the engine has.
    public var actual: JSONOutput
    /// Which explanation tells why: style, hidden, or none.
    var concerns: Concern

    enum Concern { case style, hidden, other }
}

/// Compares `expect` fields with the engine's settled state (section 9).
public enum ExpectationCheck {
    /// Every field of `expectation` that does not hold.
    public static func mismatches(_ expectation: Expectation, in engine: Engine) -> [Mismatch] {
        let state = engine.state
        let status = state.statusBar.resolution
        var result: [Mismatch] = []
        func check<T: Equatable>(_ field: String, _ expected: T?, _ actual: T, _ concern: Mismatch.Concern, _ json: (T) -> JSONOutput) {
            guard let expected, expected != actual else { return }
            result.append(Mismatch(field: field, expected: json(expected), actual: json(actual), concerns: concern))
        }
        func checkOptional<T: Equatable>(_ field: String, _ expected: T?, _ actual: T?, _ json: (T) -> JSONOutput) {
            guard let expected, expected != actual else { return }
            result.append(Mismatch(field: field, expected: json(expected), actual: actual.map(json) ?? .null, concerns: .other))
        }
        let string = { (value: String) in JSONOutput.string(value) }
        let strings = { (value: [String]) in JSONOutput.strings(value) }
        let bool = { (value: Bool) in JSONOutput.bool(value) }

        check("statusBarStyle", expectation.statusBarStyle, status.style, .style) { .string($0.rawValue) }
        check("statusBarContent", expectation.statusBarContent, state.statusBar.content, .style) { .string($0.rawValue) }
        check("statusBarHidden", expectation.statusBarHidden, status.isHidden, .hidden, bool)
        check("statusBarOwner", expectation.statusBarOwner, status.styleOwner, .style, string)
        check("statusBarHiddenOwner", expectation.statusBarHiddenOwner, status.hiddenOwner, .hidden, string)
        check("top", expectation.top, state.topContentController, .other, string)
        check("presented", expectation.presented, state.hierarchy.presentedIDs, .other, strings)
        check("orientation", expectation.orientation, state.orientation, .other) { .string($0.rawValue) }
        check("managerCurrent", expectation.managerCurrent, state.manager.current.description, .other, string)
        check("managerPath", expectation.managerPath, state.manager.currentPath.map(\.description), .other, strings)
        check("theme", expectation.theme, state.themeName, .other, string)
        check("tipVisible", expectation.tipVisible, state.tips.isVisible, .other, bool)
        checkOptional("tipText", expectation.tipText, state.tips.current?.text, string)

        let on = expectation.on
        if expectation.stack != nil || expectation.navigationBarHidden != nil {
            let navigation = on ?? state.hierarchy.navigationController(containing: state.topContentController)
            let controller = navigation.flatMap { state.hierarchy[$0] }
            let isNavigation = controller?.kind == .navigation
            checkOptional("stack", expectation.stack, isNavigation ? controller.map { Array($0.children) } : nil, strings)
            checkOptional("navigationBarHidden", expectation.navigationBarHidden,
                          isNavigation ? controller?.navigationBar?.isHidden : nil, bool)
        }
        if expectation.selectedTab != nil {
            let tabs = on ?? state.hierarchy.tabsController(containing: state.topContentController)
            let controller = tabs.flatMap { state.hierarchy[$0] }
            checkOptional("selectedTab", expectation.selectedTab,
                          controller?.kind == .tabs ? controller?.selectedIndex : nil) { .number(Double($0)) }
        }
        if let expected = expectation.transitioning {
            let actual = on.map { state.isTransitioning($0) } ?? state.isAnyTransitionRunning
            check("transitioning", expected, actual, .other, bool)
        }
        return result
    }

    /// `expected F X, got Y; … (why: …)`, with the walk that explains the status bar fields.
    public static func describe(_ mismatches: [Mismatch], in engine: Engine) -> String {
        let parts = mismatches.map { "expected \($0.field) \($0.expected.rendered()), got \($0.actual.rendered())" }
        let resolution = engine.state.statusBar.resolution
        var why: [String] = []
        if mismatches.contains(where: { $0.concerns == .style }) {
            why.append("style: " + resolution.styleSteps.map(\.description).joined(separator: " → "))
        }
        if mismatches.contains(where: { $0.concerns == .hidden }) {
            why.append("hidden: " + resolution.hiddenSteps.map(\.description).joined(separator: " → "))
        }
        if let stale = engine.state.staleNote, mismatches.contains(where: { $0.concerns != .other }) {
            why.append(stale)
        }
        if mismatches.contains(where: { $0.concerns == .other }) {
            why.append(StateReport.summary(engine))
        }
        return parts.joined(separator: "; ") + " (why: " + why.joined(separator: "; ") + ")"
    }
}
