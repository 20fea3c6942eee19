/// One controller in the hierarchy. Relationships are by id, so the whole hierarchy is a value.
public struct Controller: Equatable, Sendable, Identifiable {
    /// Unique in the hierarchy (VC-2).
    public let id: String
    /// Its kind (VC-1).
    public let kind: ControllerKind
    /// The title shown in bars and content (its id when none was given).
    public var title: String
    /// Whether a title was given: a tab bar item shows nothing without one (BAR-6).
    public var titleGiven: Bool
    /// Its preferences (VC-2).
    public var preferences: ControllerPreferences
    /// Navigation: the stack, bottom first. Tabs: the tabs in order. Container: its children.
    public var children: PersistentArray<String>
    /// The parent in the containment tree; `nil` for the window's root and presented controllers.
    public var parent: String?
    /// Tabs: the selected index.
    public var selectedIndex: Int
    /// Navigation: the bar.
    public var navigationBar: NavigationBarState?
    /// Whether it follows the theme with its status bar style and bar (THEME-6: the
    /// article's AppNavigationController).
    public var isThemed = false
    /// Where it came from in an app's sources, `FILE:LINE:COLUMN` (SRC-6): shown beside its id.
    public var source: String?
    /// Hosting: its SwiftUI struct's name; what SwiftUI made this controller for (SUI-1, SUI-5,
    /// SUI-4).
    public var view: String?
    public var swiftUIContainer: SwiftUIContainer?
    public var representable = false
    /// The theme its `applyTheme` last received (THEME-2, THEME-3): what its themed parts draw.
    public var appliedTheme: Theme?
    /// BAR-2: how far its content is scrolled, in points from the top, as last set (an
    /// animated scroll reaches it at its end).
    public var scrollOffset = 0.0
    /// BAR-9: how far a minimizing navigation bar has slid away over this content.
    public var minimized = MinimizedBar()
    /// BAR-3: its `largeTitleDisplayMode` as its place in a navigation stack resolves it:
    /// `always`, `never`, or `automatic` for "as the bar's `prefersLargeTitles`" (a root's
    /// automatic, or automatic all the way down to one). Kept as the stack changes, so a
    /// frame never walks the stack.
    public internal(set) var largeTitleInStack = LargeTitleDisplayMode.automatic

    /// Creates a controller with no children.
    public init(id: String, kind: ControllerKind, title: String? = nil, preferences: ControllerPreferences = .init()) {
        self.id = id
        self.kind = kind
        self.title = title ?? id
        self.titleGiven = title != nil
        self.preferences = preferences
        self.children = []
        self.parent = nil
        self.selectedIndex = 0
        self.navigationBar = kind == .navigation ? NavigationBarState() : nil
    }

    /// SUI-7: a hosting controller whose content gives a color scheme (not `nil`).
    var setsColorScheme: Bool { kind == .hosting && preferences.swiftUI.preferredColorScheme.map { $0 != nil } == true }

    /// Navigation: the controller on top of the stack.
    public var topOfStack: String? { kind == .navigation ? children.last : nil }

    /// Tabs: the selected child.
    public var selectedChild: String? {
        kind == .tabs && children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    /// Container: the child that decides the status bar, else the last child (VC-6).
    public var statusBarChild: String? {
        guard kind == .container else { return nil }
        for candidate in [preferences.childForStatusBarStyle, preferences.childForStatusBarHidden] {
            if let candidate, children.contains(candidate) { return candidate }
        }
        return children.last
    }
}
