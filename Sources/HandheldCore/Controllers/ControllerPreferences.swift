/// The overridable properties of a controller, with UIKit's defaults (VC-2).
public struct ControllerPreferences: Equatable, Hashable, Sendable {
    /// `preferredStatusBarStyle` when overridden; `nil` means not overridden (UIKit's `default`).
    /// The difference matters for a navigation controller (SB-4).
    public var statusBarStyleOverride: StatusBarStyle?
    /// `prefersStatusBarHidden` when given (in a file, by `set`, in the window); `nil` means
    /// UIKit's `false`. SB-11 names a given preference that UIKit does not read.
    public var statusBarHiddenOverride: Bool?
    /// `preferredStatusBarUpdateAnimation` when given; `nil` means UIKit's `fade`.
    public var statusBarAnimationOverride: StatusBarAnimation?
    /// `childForStatusBarStyle`: the id of a child.
    public var childForStatusBarStyle: String?
    /// `childForStatusBarHidden`: the id of a child.
    public var childForStatusBarHidden: String?
    /// `modalPresentationStyle`: `automatic`, which VER-1 resolves per iOS version.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// `modalPresentationCapturesStatusBarAppearance`.
    public var capturesStatusBarAppearance = false
    /// FDFullscreenPopGesture's `fd_prefersNavigationBarHidden` (POP-4).
    public var prefersNavigationBarHidden = false
    /// FD's `fd_interactivePopDisabled` (POP-1).
    public var interactivePopDisabled = false
    /// FD's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`; 0 = anywhere (POP-1).
    public var interactivePopMaxAllowedInitialDistance = 0.0
    /// The view's `backgroundColor` (PIC-4): wins over the theme's background; with alpha
    /// below 1 an over-full-screen presentation lets its presenter show through (PIC-5).
    public var backgroundColor: ThemeColor?
    /// `overrideUserInterfaceStyle` (iOS 13): the style this controller and those it contains
    /// resolve dynamic colours and `default` in (VER-3).
    public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified
    /// `isModalInPresentation` (iOS 13): a sheet holding this controller refuses the swipe
    /// down with a rubber band (UI-6).
    public var modalInPresentation = false
    /// BAR-1: a navigation controller's bar's four appearance slots, a tabs controller's tab
    /// bar's (standard and scroll edge), any other controller's navigation item's, which win
    /// over its bar's slot by slot while it is on top.
    public var appearances = BarAppearances()
    /// `navigationItem.largeTitleDisplayMode` (BAR-3).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// BAR-2: the view holds a UIScrollView the bars track; without one the content is always
    /// at its scroll edge.
    public var scrollView = false
    /// BAR-2: how tall the scrolling content is, in points; 0 means twice the screen's height.
    public var contentHeight = 0.0
    /// `navigationItem.backButtonTitle` (BAR-6): what the back button says while a controller
    /// above this one is on top.
    public var backButtonTitle: String?
    /// BAR-8a: how its content fades under a glass bar (`UIScrollEdgeEffect.Style`, iOS 26).
    public var scrollEdgeEffectStyle = ScrollEdgeEffectStyle.automatic
    /// BAR-9: when the navigation bar minimizes while this controller is on top (iOS 27).
    public var barMinimization = BarMinimization.automatic
    /// BAR-9: whether its content reflows as the bar minimizes (iOS 27).
    public var safeAreaAdjustment = SafeAreaAdjustment.automatic
    /// BAR-10: a tabs controller's `prominentTabIdentifier`, a child's id (iOS 27).
    public var prominentTab: String?
    /// A hosting controller's SwiftUI modifiers (section 15).
    public var swiftUI = SwiftUIModifiers()
    /// How SwiftUI presents it, when it does (SUI-12): its `modalPresentationStyle` follows.
    public var swiftUIPresentation: SwiftUIPresentation?
    /// `presentationCompactAdaptation(.fullScreenCover)` on a sheet or popover (SUI-12, 16.4):
    /// in compact width it shows as a full-screen cover.
    public var swiftUICompactAdaptation: SwiftUIPresentation?
    /// A hosting subclass whose `childForStatusBarStyle` returns nil (`"none"` in a file, SUI-4).
    public var childForStatusBarStyleIsNil = false

    /// UIKit's defaults.
    public init() {}

    /// `preferredStatusBarStyle` as UIKit would return it.
    public var preferredStatusBarStyle: StatusBarStyle { statusBarStyleOverride ?? .default }

    /// `prefersStatusBarHidden` as UIKit would return it; setting it gives it.
    public var prefersStatusBarHidden: Bool {
        get { statusBarHiddenOverride ?? false }
        set { statusBarHiddenOverride = newValue }
    }

    /// `preferredStatusBarUpdateAnimation` as UIKit would return it; setting it gives it.
    public var statusBarAnimation: StatusBarAnimation {
        get { statusBarAnimationOverride ?? .fade }
        set { statusBarAnimationOverride = newValue }
    }

    /// Whether the controller was given `preference` (SB-11).
    public func gives(_ preference: StatusBarPreference) -> Bool {
        switch preference {
        case .preferredStatusBarStyle: statusBarStyleOverride != nil
        case .prefersStatusBarHidden: statusBarHiddenOverride != nil
        case .preferredStatusBarUpdateAnimation: statusBarAnimationOverride != nil
        }
    }

    /// The value of `preference` as Swift code writes it (`.lightContent`, `true`).
    public func value(of preference: StatusBarPreference) -> String {
        switch preference {
        case .preferredStatusBarStyle: ".\(preferredStatusBarStyle.rawValue)"
        case .prefersStatusBarHidden: "\(prefersStatusBarHidden)"
        case .preferredStatusBarUpdateAnimation: ".\(statusBarAnimation.rawValue)"
        }
    }
}

/// The three status bar preferences a controller overrides (VC-2), by UIKit's names.
public enum StatusBarPreference: String, CaseIterable, Sendable {
    case preferredStatusBarStyle, prefersStatusBarHidden, preferredStatusBarUpdateAnimation
}

/// The navigation bar of a navigation controller (VC-3).
public struct NavigationBarState: Equatable, Hashable, Sendable {
    /// `navigationBar.barStyle`.
    public var barStyle = NavigationBarStyle.default
    /// `isNavigationBarHidden`.
    public var isHidden = false
    /// FD's `fd_viewControllerBasedNavigationBarAppearanceEnabled` (POP-4).
    public var viewControllerBasedAppearance = true
    /// VER-5: FD's full-screen pop gesture is installed (the fourth article's app; a plain UIKit
    /// app sets it false). Where it is, UIKit's edge gesture is off and POP-4's per-controller
    /// bar works.
    public var fullscreenPopGesture = true
    /// VER-5: iOS 26's `interactiveContentPopGestureRecognizer` is enabled.
    public var contentPopGestureEnabled = true
    /// `navigationBar.prefersLargeTitles` (BAR-3).
    public var prefersLargeTitles = false
    /// SUI-5: SwiftUI's own navigation controller (a NavigationView or NavigationStack):
    /// each destination's SwiftUI modifiers decide its bar (SUI-10, SUI-11).
    public var swiftUI = false

    /// A visible bar of the default style, following its controllers.
    public init() {}

    /// POP-4's per-controller bar is FD's feature (VER-5): it needs FD installed and its
    /// view-controller-based appearance on.
    public var followsControllers: Bool { viewControllerBasedAppearance && fullscreenPopGesture }
}
