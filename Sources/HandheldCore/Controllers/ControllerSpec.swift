/// A description of a controller (and its children) to build: what a scenario's `root`,
/// `push` or `present` gives, or what the window's buttons make.
public struct ControllerSpec: Equatable, Sendable {
    /// Unique in the hierarchy.
    public var id: String
    /// Its kind.
    public var kind: ControllerKind
    /// Title; the id when absent.
    public var title: String?
    /// Preferences (VC-2).
    public var preferences: ControllerPreferences
    /// Child specs (stack, tabs or container children).
    public var children: [ControllerSpec]
    /// Tabs: the selected index.
    public var selectedIndex: Int?
    /// Navigation: `barStyle`.
    public var barStyle: NavigationBarStyle?
    /// Navigation: `barHidden` as given; absent means "from the top's preference" (POP-4).
    public var barHidden: Bool?
    /// Navigation: `viewControllerBasedNavigationBarAppearanceEnabled`.
    public var viewControllerBasedNavigationBarAppearance: Bool?
    /// Navigation: FD's gesture installed (VER-5); absent means installed.
    public var fullscreenPopGesture: Bool?
    /// Navigation: iOS 26's content pop gesture enabled (VER-5); absent means enabled.
    public var contentPopGestureEnabled: Bool?
    /// Navigation: `navigationBar.prefersLargeTitles` (BAR-3).
    public var prefersLargeTitles: Bool?
    /// Navigation: follows the theme (THEME-6).
    public var themed = false
    /// Hosting: its SwiftUI struct's name (SUI-1).
    public var view: String?
    /// Navigation, tabs, container: the SwiftUI container it stands for, inside a hosting
    /// controller (SUI-5).
    public var swiftUIContainer: SwiftUIContainer?
    /// View: a `UIViewControllerRepresentable`'s controller, inside a hosting controller (SUI-4).
    public var representable = false
    /// Where it came from in an app's sources, `FILE:LINE:COLUMN` (SRC-6).
    public var source: String?
    /// Its fields the sources did not give, written `"unknown"` (section 9): UIKit's default
    /// here, every value they can take to `lint`.
    public var unknownFields: [String] = []

    /// A spec with UIKit's defaults.
    public init(
        id: String, kind: ControllerKind = .view, title: String? = nil,
        preferences: ControllerPreferences = .init(), children: [ControllerSpec] = [],
        selectedIndex: Int? = nil, barStyle: NavigationBarStyle? = nil, barHidden: Bool? = nil,
        viewControllerBasedNavigationBarAppearance: Bool? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.preferences = preferences
        self.children = children
        self.selectedIndex = selectedIndex
        self.barStyle = barStyle
        self.barHidden = barHidden
        self.viewControllerBasedNavigationBarAppearance = viewControllerBasedNavigationBarAppearance
    }

    /// Every id in this spec's tree, depth first.
    public var allIDs: [String] {
        [id] + children.flatMap(\.allIDs)
    }
}
