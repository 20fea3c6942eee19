/// One entry of `setViewControllers`: a controller already in the stack, or a new one.
public enum StackEntry: Equatable, Sendable {
    case existing(String)
    case new(ControllerSpec)

    /// The entry's controller id.
    public var id: String {
        switch self {
        case .existing(let id): id
        case .new(let spec): spec.id
        }
    }
}

/// Everything that can happen to the engine, named for what happened. The scenario runner
/// and the window both send these, so a session in the window can be saved as a scenario.
public enum Action: Equatable, Sendable {
    /// `pushViewController(_:animated:)`; `on` defaults to the top content's navigation controller.
    case push(ControllerSpec, on: String?, animated: Bool)
    /// `popViewController(animated:)`.
    case pop(on: String?, animated: Bool)
    /// `popToRootViewController(animated:)`.
    case popToRoot(on: String?, animated: Bool)
    /// `setViewControllers(_:animated:)`.
    case setViewControllers([StackEntry], on: String?, animated: Bool)
    /// `present(_:animated:)`; `from` (who asks) defaults to the top content controller (VC-5).
    case present(ControllerSpec, from: String?, animated: Bool)
    /// `dismiss(animated:)` of the topmost presented controller, or of `target` and all above it.
    case dismiss(target: String?, animated: Bool)
    /// A tab switch; `on` defaults to the top content's tabs controller.
    case selectTab(on: String?, index: Int)
    /// BAR-2: scrolls `target`'s content (default the top content controller) to `offset` points from the top.
    case scroll(target: String?, offset: Double, animated: Bool)
    /// Changes properties of `target` (default: the top content controller; bar fields: its
    /// navigation controller), then calls `setNeedsStatusBarAppearanceUpdate()` if `update`.
    case set(target: String?, PreferenceChanges, update: Bool)
    /// `UIApplication.setStatusBarStyle(_:animated:)` / `setStatusBarHidden(_:with:)` (SB-10).
    case applicationSetStatusBar(style: StatusBarStyle?, hidden: Bool?, animation: StatusBarAnimation?)
    /// Overrides what the status bar draws (DEV-5); `nil` leaves a value as it is.
    case overrideStatusBar(time: String?, batteryLevel: Double?, cellularBars: Int?, wifiBars: Int?)
    /// Changes the status bar mode (SB-1).
    case setMode(StatusBarMode)
    /// Makes the named theme current (THEME-5: the screen cross-dissolves).
    case setTheme(String)
    /// THEME-4: the theme after the current one.
    case nextTheme
    /// Adds a theme (a user's file) to the list and makes it current.
    case addTheme(Theme)
    /// Shows a tip (TIP-2, TIP-3, TIP-6).
    case showTip(TipRequest)
    /// Hides the tip at once (TIP-3).
    case hideTip
    /// A tap at a point of the interface (TIP-5: a tap on the overlay hides it).
    case tap(Point)
    /// The overlay's switches: queue mode (TIP-6), animations and tap-to-hide (TIP-5).
    case setTipOptions(queue: Bool?, animated: Bool?, tapToHide: Bool?)
    /// A touch went down at a point of the interface.
    case pointerPressed(Point)
    /// The touch moved (a pan: POP-1, POP-2).
    case pointerMoved(Point)
    /// The touch lifted: a pan ends (POP-3); a touch that did not move is a tap.
    case pointerReleased(Point)
    /// A drag from one point to another at constant speed, sampled at 60 Hz, then released.
    case drag(from: Point, to: Point, duration: Double)
    /// A drag along a path (UI-6's `path`): straight and at constant speed between its points,
    /// sampled at 60 Hz, then released with the velocity of the last 1/60 s.
    case dragAlong([DragPoint])
    /// Switches the simulated device (DEV-1); the hierarchy stays.
    case setDevice(DeviceProfile)
    /// Rotates the interface (DEV-2, DEV-3).
    case rotate(InterfaceOrientation)
    /// Changes the system appearance (SB-8, THEME-8).
    case setAppearance(SystemAppearance)
    /// Changes the layout direction (POP-5).
    case setLayoutDirection(LayoutDirection)
    /// Advances the clock by some seconds.
    case wait(Double)
    /// Advances the clock until nothing animates and nothing is queued.
    case settle
}

/// A point of a drag's path: where the finger is, `time` seconds after it went down.
public struct DragPoint: Equatable, Hashable, Sendable {
    public var point: Point
    public var time: Double

    public init(_ point: Point, at time: Double) {
        self.point = point
        self.time = time
    }
}
