/// One step of a status bar resolution, for people: who, what rule, what it did (SB-9).
public struct ExplanationStep: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The controller (or `app`, `manager`, the device id) the step is about.
    public var subject: String
    /// The rule id applied (`SB-4`).
    public var rule: String
    /// What happened, kept as its format and arguments: the resolver runs on every change,
    /// the words are looked up and filled in only when someone reads them.
    public var message: DeferredMessage

    /// What happened, in words (in the user's language).
    public var text: String { message.text }

    /// Creates a step whose words are already written.
    public init(_ subject: String, _ rule: String, _ text: String) {
        self.init(subject, rule, DeferredMessage(literal: text))
    }

    /// Creates a step whose words are looked up when read (`trLater`).
    public init(_ subject: String, _ rule: String, _ message: DeferredMessage) {
        self.subject = subject
        self.rule = rule
        self.message = message
    }

    /// `nav: navigation bar visible, barStyle black → lightContent (SB-4)`.
    public var description: String { "\(subject): \(text) (\(rule))" }
}

/// The answer of a status bar resolution: style and hidden, who decided each, and why.
public struct StatusBarResolution: Equatable, Hashable, Sendable {
    /// The style the status bar shows.
    public var style: StatusBarStyle
    /// Whether it is hidden.
    public var isHidden: Bool
    /// The animation a change of hidden uses: the hidden owner's (SB-8).
    public var animation: StatusBarAnimation
    /// Who decided the style: a controller id, `app` (global) or a node key (managed).
    public var styleOwner: String
    /// Who decided hidden.
    public var hiddenOwner: String
    /// The walk for the style (SB-9).
    public var styleSteps: [ExplanationStep]
    /// The walk for hidden (SB-9).
    public var hiddenSteps: [ExplanationStep]
}

/// The application-level status bar of global mode: `UIApplication.setStatusBarStyle(_:animated:)`
/// and `setStatusBarHidden(_:with:)` (SB-10). Initially `default` and shown.
public struct ApplicationStatusBar: Equatable, Hashable, Sendable {
    /// `UIApplication.statusBarStyle`.
    public var style = StatusBarStyle.default
    /// `UIApplication.isStatusBarHidden`.
    public var isHidden = false
    /// The animation given to the last hidden setter.
    public var animation = StatusBarAnimation.none
    /// What the setters were given while they did nothing (another mode, SB-1): SB-11 names it.
    public var unheard = Unheard()

    /// Values given to the application-level setters that did nothing.
    public struct Unheard: Equatable, Hashable, Sendable {
        public var style: StatusBarStyle?
        public var isHidden: Bool?
        public init() {}
    }

    /// No Info.plist entries: default and shown.
    public init() {}
}

/// Everything a resolution reads.
public struct StatusBarInputs: Sendable {
    public var hierarchy: Hierarchy
    public var mode: StatusBarMode
    public var device: DeviceProfile
    public var orientation: InterfaceOrientation
    public var application: ApplicationStatusBar
    public var manager: StatusBarManagerTree
    /// The iOS version whose answers are given (VER-1, VER-2), and the SDK the app is built
    /// with (VER-9, VER-10).
    public var ios: IOSVersion
    public var sdk: IOSVersion
    /// SUI-8: whether a navigation controller's bar, in the slot in use (BAR-1, whatever BAR-8
    /// draws), has no background now.
    public var barTransparent: @Sendable (String) -> Bool

    /// What the engine's state gives a resolution.
    public init(_ state: EngineState) {
        barTransparent = { state.navigationBarIsTransparent($0) }
        ios = state.ios
        sdk = state.sdk
        hierarchy = state.hierarchy
        mode = state.mode
        device = state.device
        orientation = state.orientation
        application = state.application
        manager = state.manager
    }
}

/// Works out who decides the status bar and what it shows, in each mode (section 4).
public enum StatusBarResolver {
    private enum Aspect { case style, hidden }

    /// Resolves style and hidden, separately (4.2), with the explanation of each walk.
    public static func resolve(_ inputs: StatusBarInputs) -> StatusBarResolution {
        var resolution: StatusBarResolution
        switch inputs.mode {
        case .viewController:
            let style = walk(.style, inputs)
            let hidden = walk(.hidden, inputs)
            let hiddenOwner = inputs.hierarchy[hidden.owner]
            // SUI-3: SwiftUI animates a change of hidden only inside withAnimation (`fade` in a file).
            let animation = hiddenOwner.map { $0.kind == .hosting ? $0.preferences.statusBarAnimationOverride ?? .none : $0.preferences.statusBarAnimation }
            resolution = StatusBarResolution(
                style: style.style, isHidden: hidden.hidden,
                animation: animation ?? .fade,
                styleOwner: style.owner, hiddenOwner: hidden.owner,
                styleSteps: style.steps, hiddenSteps: hidden.steps)
        case .global:
            let app = inputs.application
            let intro = tr("global mode (UIViewControllerBasedStatusBarAppearance = NO): only UIApplication's setters count")
            resolution = StatusBarResolution(
                style: app.style, isHidden: app.isHidden, animation: app.animation,
                styleOwner: "app", hiddenOwner: "app",
                styleSteps: [ExplanationStep("app", "SB-10", trLater("%s; statusBarStyle = %s", intro, app.style.rawValue))],
                hiddenSteps: [ExplanationStep("app", "SB-10", trLater("%s; isStatusBarHidden = %s", intro, app.isHidden))])
        case .managed:
            let tree = inputs.manager
            let state = tree.currentState
            let key = tree.current.description
            let keys = tree.currentPath
            let path = keys.count <= 8 ? keys.map(\.description).joined(separator: " → ")
                : (keys.prefix(2).map(\.description) + ["…"] + keys.suffix(3).map(\.description)).joined(separator: " → ")
            let intro = tr("managed mode: every controller answers with StatusBarManager's current state, found along %s", path)
            resolution = StatusBarResolution(
                style: state.style, isHidden: state.isHidden, animation: state.animation,
                styleOwner: key, hiddenOwner: key,
                styleSteps: [ExplanationStep("manager", "MGR-1", trLater("%s; style = %s", intro, state.style.rawValue))],
                hiddenSteps: [ExplanationStep("manager", "MGR-1", trLater("%s; isHidden = %s", intro, state.isHidden))])
        }
        // DEV-4: iPhone-like profiles hide the status bar in landscape, in every mode.
        if inputs.orientation.isLandscape && !inputs.device.showsStatusBarInLandscape {
            resolution.isHidden = true
            resolution.hiddenSteps.append(ExplanationStep(
                inputs.device.id, "DEV-4",
                trLater("%s does not show the status bar in landscape (%s), whatever the app prefers → hidden", inputs.device.name, inputs.orientation.rawValue)))
        }
        return resolution
    }

    private struct WalkResult {
        var owner: String
        var style: StatusBarStyle = .default
        var hidden = false
        var steps: [ExplanationStep]
    }

    /// How many presentations from the top of the chain the explanation names one by one.
    static let explainedPresentations = 8

    /// SB-2: whether a presented controller takes status bar control: a presentation whose
    /// style in effect (VER-1, VER-2) is full screen, or one that captures the status bar
    /// appearance.
    static func takesStatusBarControl(_ ios: IOSVersion, _ device: DeviceProfile, _ orientation: InterfaceOrientation,
                                      sdk: IOSVersion? = nil) -> @Sendable (Controller) -> Bool {
        { presented in
            ios.presentation(of: presented.preferences, on: device, orientation: orientation, sdk: sdk).style.takesStatusBarControl
                || presented.preferences.capturesStatusBarAppearance
        }
    }

    private enum HostingStep {
        case descend(String)
        case decided(WalkResult)
        case goOn
    }

    /// Section 15 at a hosting controller: what it answers (SUI-3), where it forwards (SUI-4),
    /// and whether its `statusBarHidden` is read where it sits (SUI-6).
    private static func hostingStep(
        _ aspect: Aspect, _ controller: Controller, _ inputs: StatusBarInputs, _ steps: inout [ExplanationStep],
        _ hiddenRead: inout (owner: String, hidden: Bool)?, _ hostingStop: inout String?
    ) -> HostingStep {
        let id = controller.id
        let embedded = controller.children.first
        if aspect == .style {
            if let embedded, inputs.ios >= .iOS15, !controller.preferences.childForStatusBarStyleIsNil {
                steps.append(ExplanationStep(id, "SUI-4", trLater("a hosting controller whose content embeds '%s': from iOS 16 its childForStatusBarStyle is that controller (observed)", embedded)))
                return .descend(embedded)
            }
            let style = controller.preferences.preferredStatusBarStyle
            let why: DeferredMessage = controller.preferences.statusBarStyleOverride != nil
                ? trLater("decides: its subclass's preferredStatusBarStyle → %s", style.rawValue)
                : trLater("decides: SwiftUI has no style of its own here → %s", style.rawValue)
            if embedded != nil {
                steps.append(ExplanationStep(id, "SUI-4", controller.preferences.childForStatusBarStyleIsNil
                    ? trLater("its childForStatusBarStyle returns nil: it decides the style itself")
                    : trLater("on %s a hosting controller decides the style itself, over what its content embeds (observed)", inputs.ios.name)))
            }
            steps.append(ExplanationStep(id, "SUI-3", why))
            return .decided(WalkResult(owner: id, style: style, steps: steps))
        }
        if let given = controller.preferences.statusBarHiddenOverride {
            steps.append(ExplanationStep(id, "SUI-4", trLater("decides: its subclass's prefersStatusBarHidden → %s, over its SwiftUI modifiers", given)))
            return .decided(WalkResult(owner: id, hidden: given, steps: steps))
        }
        if let visibility = controller.preferences.swiftUI.statusBarVisibility, visibility != .automatic {
            // SUI-15, SUI-15b: the status bar placement is read wherever it sits on the visible path.
            hiddenRead = (id, visibility == .hidden)
            steps.append(ExplanationStep(id, "SUI-15", trLater("'%s' (SwiftUI) .toolbarVisibility(.%s, for: .statusBar) is read (this project's reading)", id, visibility.rawValue)))
        } else if let value = controller.preferences.swiftUI.statusBarHidden {
            if let ignored = SwiftUIRules.statusBarHiddenIgnored(controller, in: inputs.hierarchy, ios: inputs.ios) {
                steps.append(ExplanationStep(id, "SUI-6", trLater("'%s' (SwiftUI) .statusBarHidden(%s) is not read %s. %s", id, value, ignored.reason, ignored.fix)))
            } else {
                hiddenRead = (id, value)
                steps.append(ExplanationStep(id, "SUI-6", trLater("'%s' (SwiftUI) .statusBarHidden(%s) is read", id, value)))
            }
        }
        if let embedded {
            if inputs.hierarchy[embedded]?.representable == true {
                steps.append(ExplanationStep(id, "SUI-4", trLater("its childForStatusBarHidden is the representable's controller '%s', whose prefersStatusBarHidden beats the SwiftUI modifiers around it (observed)", embedded)))
                hiddenRead = nil
                hostingStop = nil
            } else {
                // SUI-4: UIKit's walk stops here (its childForStatusBarHidden is only a
                // representable); SwiftUI answers from the modifiers it finds below.
                if hostingStop == nil { hostingStop = id }
                steps.append(ExplanationStep(id, "SUI-6", trLater("hidden goes on into what its content embeds, '%s'", embedded)))
            }
            return .descend(embedded)
        }
        if let read = hiddenRead {
            steps.append(ExplanationStep(read.owner, "SUI-6", trLater("the innermost .statusBarHidden read on the visible path → %s", read.hidden)))
            return .decided(WalkResult(owner: read.owner, hidden: read.hidden, steps: steps))
        }
        // Issue 50: with no value read, the owner is the hosting controller where UIKit's walk
        // stopped (SUI-4), not the stack's top.
        let owner = hostingStop ?? id
        steps.append(ExplanationStep(owner, "SUI-6", trLater("no .statusBarHidden read on the visible path → false")))
        return .decided(WalkResult(owner: owner, hidden: false, steps: steps))
    }

    private static func walk(_ aspect: Aspect, _ inputs: StatusBarInputs) -> WalkResult {
        let hierarchy = inputs.hierarchy
        var steps = [ExplanationStep(hierarchy.windowRoot, "SB-2", trLater("the window's root controller; the walk starts here"))]
        var current = hierarchy.windowRoot
        // SB-2: follow presentations that take status bar control; skip over the others. The
        // last that takes control is where the walk goes on (the hierarchy keeps their positions),
        // so only the last few presentations are visited; those below are summed up in one step.
        let presentations = hierarchy.presentations
        let shown = max(0, presentations.count - explainedPresentations)
        if shown > 0 {
            if let taker = hierarchy.statusBarTakers.last(where: { $0 < shown }) {
                current = presentations[taker].controller
                steps.append(ExplanationStep(current, "SB-2",
                    trLater("%s presentations further down the chain: the last of them to take status bar control is '%s'", shown, current)))
            } else {
                steps.append(ExplanationStep(hierarchy.windowRoot, "SB-2",
                    trLater("%s presentations further down the chain: none takes status bar control", shown)))
            }
        }
        for index in shown..<presentations.count {
            guard let presented = hierarchy[presentations[index].controller] else { continue }
            let effect = inputs.ios.presentation(of: presented.preferences, on: inputs.device, orientation: inputs.orientation, sdk: inputs.sdk)
            // VER-1, VER-2: how the style in effect came to be, in the version's words.
            for reason in effect.because { steps.append(ExplanationStep(presented.id, reason.rule, reason.message)) }
            let style = effect.style
            if style.takesStatusBarControl {
                steps.append(ExplanationStep(presented.id, "SB-2", trLater("presented %s: takes status bar control", style.rawValue)))
                current = presented.id
            } else if presented.preferences.capturesStatusBarAppearance {
                steps.append(ExplanationStep(presented.id, "SB-2",
                    trLater("presented %s with modalPresentationCapturesStatusBarAppearance: takes status bar control", style.rawValue)))
                current = presented.id
            } else {
                steps.append(ExplanationStep(presented.id, "SB-2",
                    trLater("presented %s without capturing the status bar appearance: skipped, the decision stays with '%s'", style.rawValue, current)))
            }
        }
        // SUI-6: the innermost SwiftUI `statusBarHidden` read on the visible path so far.
        var hiddenRead: (owner: String, hidden: Bool)?
        // SUI-4: the first hosting controller whose content the hidden walk went into.
        var hostingStop: String?
        // SUI-15b: whether the SwiftUI path the walk is on was already searched for a status bar
        // scheme (what lies below is searched once, not again at each of its steps).
        var schemeSearched = false
        // SB-3…SB-6: descend until a controller decides. The bound guards against a cycle.
        for _ in 0...hierarchy.controllers.count {
            guard let controller = hierarchy[current] else { break }
            let swiftUI = controller.kind == .hosting || controller.swiftUIContainer != nil
            defer { schemeSearched = swiftUI }
            // SUI-15b (iOS 27): SwiftUI hands the style to the innermost hosting controller on the
            // visible path whose content sets `toolbarColorScheme(_:for: .statusBar)`.
            if aspect == .style, swiftUI, !schemeSearched,
               let (owner, scheme) = SwiftUIRules.statusBarScheme(below: current, in: hierarchy) {
                let style: StatusBarStyle = scheme == .dark ? .lightContent : .darkContent
                steps.append(ExplanationStep(owner, "SUI-15", trLater("'%s' (SwiftUI) .toolbarColorScheme(.%s, for: .statusBar): SwiftUI hands the style to it → %s (this project's reading)", owner, scheme.rawValue, style.rawValue)))
                return WalkResult(owner: owner, style: style, steps: steps)
            }
            if controller.kind == .hosting, controller.preferences.childForStatusBarStyle == nil || aspect == .hidden {
                switch hostingStep(aspect, controller, inputs, &steps, &hiddenRead, &hostingStop) {
                case .descend(let next): current = next; continue
                case .decided(let result): return result
                case .goOn: break
                }
            }
            let childFor = aspect == .style
                ? controller.preferences.childForStatusBarStyle : controller.preferences.childForStatusBarHidden
            let childForName = aspect == .style ? "childForStatusBarStyle" : "childForStatusBarHidden"
            if let child = childFor {
                if hierarchy.isChild(child, of: current) {
                    steps.append(ExplanationStep(current, "SB-3", trLater("%s → '%s'", childForName, child)))
                    current = child
                    continue
                }
                steps.append(ExplanationStep(current, "SB-3", trLater("%s names '%s', which is not its child: ignored", childForName, child)))
            }
            switch controller.kind {
            case .navigation:
                let bar = controller.navigationBar ?? NavigationBarState()
                guard let top = controller.topOfStack else { break }
                if aspect == .hidden {
                    steps.append(ExplanationStep(current, "SB-4", trLater("a navigation controller always hands hidden to its top controller '%s'", top)))
                    current = top
                    continue
                }
                if bar.isHidden {
                    steps.append(ExplanationStep(current, "SB-4", trLater("navigation bar hidden → hands the style to its top controller '%s'", top)))
                    current = top
                    continue
                }
                if let override = controller.preferences.statusBarStyleOverride {
                    steps.append(ExplanationStep(current, "SB-4",
                        trLater("navigation bar visible, preferredStatusBarStyle overridden → %s", override.rawValue)))
                    return WalkResult(owner: current, style: override, steps: steps)
                }
                // SUI-8: SwiftUI's navigation controller answers its top destination's
                // toolbarColorScheme, while a background is visible in the bar.
                if controller.swiftUIContainer != nil, let destination = hierarchy[top], let asked = SwiftUIRules.toolbarStyle(destination) {
                    if inputs.barTransparent(current) {
                        steps.append(ExplanationStep(current, "SUI-8", trLater("'%s' .toolbarColorScheme(.%s, for: .navigationBar) is respected only while a background is visible in the bar; at the transparent scroll edge → default (observed on iOS 16)", top, asked.scheme.rawValue)))
                        return WalkResult(owner: current, style: .default, steps: steps)
                    }
                    steps.append(ExplanationStep(current, "SUI-8", trLater("navigation bar visible with a background, '%s' .toolbarColorScheme(.%s, for: .navigationBar) → %s", top, asked.scheme.rawValue, asked.style.rawValue)))
                    return WalkResult(owner: current, style: asked.style, steps: steps)
                }
                let style: StatusBarStyle = bar.barStyle == .black ? .lightContent : .default
                steps.append(ExplanationStep(current, "SB-4",
                    trLater("navigation bar visible, barStyle %s → %s", bar.barStyle.rawValue, style.rawValue)))
                return WalkResult(owner: current, style: style, steps: steps)
            case .tabs:
                if let selected = controller.selectedChild {
                    steps.append(ExplanationStep(current, "SB-5", trLater("a tabs controller hands the status bar to its selected child '%s'", selected)))
                    current = selected
                    continue
                }
            case .view, .container, .hosting:
                break
            }
            // SUI-6: below SwiftUI, a UIKit controller that is not a representable's answers
            // what the SwiftUI content around it read.
            if aspect == .hidden, let read = hiddenRead, !controller.representable, controller.preferences.statusBarHiddenOverride == nil {
                steps.append(ExplanationStep(read.owner, "SUI-6", trLater("the innermost .statusBarHidden read on the visible path → %s", read.hidden)))
                return WalkResult(owner: read.owner, hidden: read.hidden, steps: steps)
            }
            // SB-6: the walk stops here; this controller's preference is the answer.
            if aspect == .style {
                let style = controller.preferences.preferredStatusBarStyle
                steps.append(ExplanationStep(current, "SB-6", trLater("decides: preferredStatusBarStyle → %s", style.rawValue)))
                return WalkResult(owner: current, style: style, steps: steps)
            }
            let hidden = controller.preferences.prefersStatusBarHidden
            steps.append(ExplanationStep(current, "SB-6", trLater("decides: prefersStatusBarHidden → %s", hidden)))
            return WalkResult(owner: current, hidden: hidden, steps: steps)
        }
        return WalkResult(owner: current, steps: steps)
    }
}
