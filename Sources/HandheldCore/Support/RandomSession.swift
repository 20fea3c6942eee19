/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random sessions for property tests and fuzzing: every action a scenario can name, with
/// values drawn mostly from what the engine holds, so most are valid and some are refused.
public struct RandomSession: Sendable {
    private var random: SeededGenerator
    private var counter = 0

    /// A session whose choices come from `seed`.
    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// A root with navigation, tabs and a container, so every rule has something to act on.
    public static let root = ControllerSpec(id: "tabs", kind: .tabs, children: [
        ControllerSpec(id: "nav", kind: .navigation, children: [ControllerSpec(id: "home"), ControllerSpec(id: "list")]),
        ControllerSpec(id: "box", kind: .container, children: [ControllerSpec(id: "left"), ControllerSpec(id: "right")]),
        ControllerSpec(id: "plain"),
    ])

    private mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &random) * 100).rounded() / 100
    }

    private mutating func randomModifiers() -> SwiftUIModifiers {
        var modifiers = SwiftUIModifiers()
        if chance(0.4) { modifiers.statusBarHidden = chance(0.5) }
        if chance(0.3) { modifiers.preferredColorScheme = chance(0.2) ? .some(nil) : pick(SystemAppearance.allCases) }
        if chance(0.2) { modifiers.toolbarColorScheme[.navigationBar] = pick(SystemAppearance.allCases) }
        if chance(0.2) { modifiers.toolbarBackgroundVisibility[.navigationBar] = pick(SwiftUIVisibility.allCases) }
        if chance(0.2) { modifiers.navigationBarHidden = chance(0.5) }
        if chance(0.2) { modifiers.statusBarVisibility = pick(SwiftUIVisibility.allCases) }
        if chance(0.2) { modifiers.statusBarColorScheme = chance(0.2) ? .some(nil) : pick(SystemAppearance.allCases) }
        return modifiers
    }

    private mutating func newController(_ state: EngineState) -> ControllerSpec {
        counter += 1
        var spec = ControllerSpec(id: "c\(counter)")
        if chance(0.15) { spec = ControllerSpec(id: "n\(counter)", kind: .navigation, children: [ControllerSpec(id: "n\(counter)-root")]) }
        if chance(0.1), let existing = state.hierarchy.allControllerIDs.last { spec = ControllerSpec(id: existing) } // refused
        // Section 15: SwiftUI screens, some embedding SwiftUI's navigation stack or a representable.
        if chance(0.15) {
            spec = ControllerSpec(id: "h\(counter)", kind: .hosting)
            spec.preferences.swiftUI = randomModifiers()
            if chance(0.3) {
                var stack = ControllerSpec(id: "h\(counter)-stack", kind: .navigation, children: [ControllerSpec(id: "h\(counter)-root", kind: .hosting)])
                stack.swiftUIContainer = pick([.navigationView, .navigationStack])
                spec.children = [stack]
            } else if chance(0.2) {
                var camera = ControllerSpec(id: "h\(counter)-camera")
                camera.representable = true
                spec.children = [camera]
            }
            return spec
        }
        spec.preferences.statusBarStyleOverride = chance(0.5) ? pick(StatusBarStyle.allCases) : nil
        spec.preferences.prefersStatusBarHidden = chance(0.2)
        spec.preferences.prefersNavigationBarHidden = chance(0.3)
        spec.preferences.modalPresentationStyle = pick(ModalPresentationStyle.allCases)
        spec.preferences.capturesStatusBarAppearance = chance(0.3)
        spec.preferences.interactivePopDisabled = chance(0.1)
        if chance(0.2) { spec.preferences.overrideUserInterfaceStyle = pick(UserInterfaceStyle.allCases) }
        return spec
    }

    /// The next action, given what the engine holds now.
    public mutating func nextAction(_ state: EngineState) -> Action {
        let ids = state.hierarchy.allControllerIDs
        let someone: String? = chance(0.7) ? nil : pick(ids)
        let point = { (g: inout RandomSession) in Point(g.number(-20...400), g.number(-20...700)) }
        switch Int.random(in: 0..<22, using: &random) {
        case 0, 1, 2: return .push(newController(state), on: chance(0.8) ? nil : someone, animated: chance(0.7))
        case 3, 4: return .pop(on: chance(0.8) ? nil : someone, animated: chance(0.7))
        case 5: return .popToRoot(on: nil, animated: chance(0.5))
        case 6:
            let stack = state.hierarchy.navigationController(containing: state.topContentController)
                .flatMap { state.hierarchy[$0] }.map { Array($0.children) } ?? ["home"]
            var entries = stack.filter { _ in chance(0.6) }.map(StackEntry.existing)
            if chance(0.5) || entries.isEmpty { entries.append(.new(newController(state))) }
            return .setViewControllers(entries, on: nil, animated: chance(0.5))
        case 7, 8: return .present(newController(state), from: someone, animated: chance(0.7))
        case 9: return .dismiss(target: chance(0.7) ? nil : someone, animated: chance(0.7))
        case 10: return .selectTab(on: nil, index: Int.random(in: -1...3, using: &random))
        case 11, 12:
            var changes = PreferenceChanges()
            if chance(0.5) { changes.statusBarStyle = pick(StatusBarStyle.allCases) }
            if chance(0.4) { changes.statusBarHidden = chance(0.5) }
            if chance(0.3) { changes.statusBarAnimation = pick(StatusBarAnimation.allCases) }
            if chance(0.15) { changes.overrideUserInterfaceStyle = pick(UserInterfaceStyle.allCases) }
            if chance(0.2) { changes.presentationStyle = pick(ModalPresentationStyle.allCases) }
            if chance(0.2) { changes.capturesStatusBarAppearance = chance(0.5) }
            if chance(0.2) { changes.navigationBarHidden = chance(0.5) }
            if chance(0.15) { changes.barHidden = chance(0.5) }
            if chance(0.15) { changes.barStyle = pick(NavigationBarStyle.allCases) }
            if chance(0.1) { changes.childForStatusBarStyle = .some(chance(0.5) ? pick(ids) : nil) }
            if chance(0.15) { changes.swiftUI = randomModifiers() }
            return .set(target: someone, changes, update: chance(0.7))
        case 13: return .applicationSetStatusBar(style: pick(StatusBarStyle.allCases), hidden: chance(0.3), animation: pick(StatusBarAnimation.allCases))
        case 14: return .setMode(pick(StatusBarMode.allCases))
        case 15: return .rotate(pick(InterfaceOrientation.allCases))
        case 16: return chance(0.5) ? .setAppearance(pick(SystemAppearance.allCases)) : .setLayoutDirection(pick(LayoutDirection.allCases))
        case 17: return chance(0.5) ? .nextTheme : .setTheme(pick(state.themes.themes).name)
        case 18:
            return chance(0.7) ? .showTip(TipRequest(text: "tip \(counter)", hideAfter: chance(0.5) ? number(0...1) : nil)) : .hideTip
        case 19: return chance(0.5) ? .tap(point(&self)) : .drag(from: point(&self), to: point(&self), duration: number(0...0.5))
        case 20: return .wait(number(0...0.6))
        default: return .settle
        }
    }
}
