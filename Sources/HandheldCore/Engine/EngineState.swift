/// Everything the engine knows, as one value: compare two to see what changed, copy one to
/// keep a snapshot.
public struct EngineState: Equatable, Sendable {
    /// The engine's clock, in seconds. Only `Action.wait`, `Action.settle` and
    /// `Engine.advanceClock(to:)` move it; nothing reads the wall clock.
    public internal(set) var now: Double
    /// The simulated device.
    public internal(set) var device: DeviceProfile
    /// The iOS release whose rules apply (SPEC §10).
    public internal(set) var ios: IOSVersion
    /// The SDK the app is built with (VER-9): the same as `ios` unless a scenario names one.
    public internal(set) var sdk: IOSVersion = .default
    /// VER-8: whether the app launched. An app without the scene life cycle built with SDK 27
    /// does not launch on iOS 27: only its launch screen shows, and no status bar rule runs.
    public internal(set) var launched = true
    /// BAR-8a: the user's Liquid Glass setting, 0 (clear) to 1 (tinted): blends glass toward
    /// opaque. iOS 26 has 0 and 1 only (26.1's Clear and Tinted).
    public internal(set) var glassTint = 0.0
    /// The interface orientation (DEV-2).
    public internal(set) var orientation: InterfaceOrientation
    /// The system appearance (SB-8).
    public internal(set) var appearance: SystemAppearance
    /// The layout direction (POP-5).
    public internal(set) var layoutDirection: LayoutDirection
    /// Who decides the status bar (SB-1).
    public internal(set) var mode: StatusBarMode
    /// The controllers.
    public internal(set) var hierarchy: Hierarchy
    /// The app's Info.plist keys (section 9, SRC-3).
    public internal(set) var infoPlist = InfoPlist()
    /// The application-level status bar of global mode (SB-10).
    public internal(set) var application: ApplicationStatusBar
    /// The StatusBarManager tree (section 4.4). Kept up to date in every mode, as the
    /// article's base classes would; only consulted in managed mode.
    public internal(set) var manager: StatusBarManagerTree
    /// The time, battery and bars the status bar draws (DEV-5).
    public internal(set) var statusBarOverrides = StatusBarOverrides()
    /// The status bar on screen (SB-7, SB-8).
    public internal(set) var statusBar: StatusBarDisplay
    /// Hierarchy changes animating, oldest first.
    public internal(set) var transitions: [Transition]
    /// Pushes and pops waiting for their navigation controller's transition to end (VC-4).
    public internal(set) var navigationQueues: [String: NavigationQueue]
    /// The themes `nextTheme` cycles through (THEME-4).
    public internal(set) var themes: ThemeList
    /// The current theme's name.
    public internal(set) var themeName: String
    /// The old picture fading out over the new one after a theme change (THEME-5).
    public internal(set) var themeDissolve: ThemeDissolve?
    /// The status-bar tips overlay (TIP-1…TIP-7).
    public internal(set) var tips = TipsOverlay()
    /// The touch on the screen, if any (POP-1).
    public internal(set) var pan: PanRecognizer?
    /// The interactive pop a pan drives (POP-2, POP-3).
    public internal(set) var interactivePop: InteractivePop?
    /// A sheet being swiped down (UI-6).
    public internal(set) var interactiveDismissal: InteractiveDismissal?
    /// An animated `scroll` in flight (BAR-2).
    public internal(set) var scrollAnimation: ScrollAnimation?
    /// A minimized navigation bar restoring (BAR-9).
    public internal(set) var barRestore: BarRestore?
    /// A vertical drag scrolling a controller's content (BAR-2).
    public internal(set) var scrollPan: ScrollPan?
    /// A rotation animating (DEV-3).
    public internal(set) var rotation: RotationAnimation?
    /// Set when a controller changed a status bar preference without asking for an update:
    /// the status bar still shows the last resolution (SB-7).
    public internal(set) var staleNote: String?
    /// When each controller last changed a status bar preference without asking for an
    /// update, since the last resolution (SB-7, SB-11's "changed at 1.2 s, not yet read").
    public internal(set) var staleChanges: [String: Double] = [:]

    /// Whether a push or pop of this navigation controller is animating (VC-3).
    public func isTransitioning(_ navigation: String) -> Bool {
        transitions.contains { $0.navigation == navigation && ($0.kind == .push || $0.kind == .pop) }
            || interactivePop?.navigation == navigation
    }

    /// Whether any hierarchy transition is animating.
    public var isAnyTransitionRunning: Bool { !transitions.isEmpty || interactivePop != nil || interactiveDismissal != nil }

    /// Whether anything at all still moves or waits: transitions, queued operations, status
    /// bar animations, rotation.
    public var isSettled: Bool {
        transitions.isEmpty && interactivePop == nil && interactiveDismissal == nil && navigationQueues.isEmpty
            && statusBar.animationsEnd.map { $0 <= now } ?? true
            && rotation.map { $0.end <= now } ?? true
            && themeDissolve.map { $0.end <= now } ?? true
            && tips.slide.map { $0.end <= now } ?? true
            && scrollAnimation.map { $0.end <= now } ?? true
            && barRestore.map { $0.end <= now } ?? true
    }

    /// When a timer falls due next (a tip's auto-hide): the window keeps its clock running
    /// until then even when nothing animates.
    public var nextTimer: Double? { tips.hideAt }

    /// The current theme.
    public var theme: Theme { themes.theme(named: themeName) ?? themes.themes.first ?? .fallback }

    /// The top content controller (VC-6).
    public var topContentController: String { hierarchy.topContentController }

    /// What the status bar shows: dark or light (SB-8).
    public var statusBarContent: StatusBarContent { statusBar.content }
}

extension EngineState {
    /// VER-10: a linked-on-or-after change from version V holds only when the app runs on V or
    /// later and is built with V's SDK or later: the older of the two.
    public var linked: IOSVersion { min(ios, sdk) }

    /// "iOS 27", or "iOS 27, built with SDK 26" when the two differ (VER-9).
    public var versionName: String { sdk == ios ? ios.name : tr("%s, built with SDK %s", ios.name, sdk.rawValue) }
}

/// VER-8: how the app starts: with a scene manifest (`scene`, the default) or from its app
/// delegate alone (`appDelegate`, no `UIApplicationSceneManifest`, SRC-3).
public enum Lifecycle: String, CaseIterable, Equatable, Sendable {
    case scene, appDelegate

    /// Whether such an app launches: iOS 27 refuses an app-delegate life cycle built with SDK 27
    /// (the iOS 27 release notes: such apps "fail to launch"; TN3187). On an earlier system it
    /// launches (this project's choice, unverified).
    public func launches(ios: IOSVersion, sdk: IOSVersion) -> Bool {
        !(self == .appDelegate && ios >= .iOS27 && sdk >= .iOS27)
    }

    /// Why the app shows only its launch screen (VER-8).
    public static var refusal: String { tr("UIScene life cycle is required for apps built with this SDK (VER-8)") }
}
