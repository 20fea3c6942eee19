/// `UIBarAppearance` as a scenario gives it (BAR-1): what a navigation bar or a tab bar draws
/// behind and on it. Absent parts are UIKit's defaults.
public struct BarAppearance: Equatable, Hashable, Sendable {
    /// `configureWithDefaultBackground()`, `…OpaqueBackground()`, `…TransparentBackground()`.
    public enum Background: String, CaseIterable, Sendable {
        /// The system material: translucent, the content blurred under it, a hairline shadow.
        case `default`
        /// The system background, with a shadow.
        case opaque
        /// Nothing, and no shadow.
        case transparent
    }

    /// `shadowColor`: the background's own hairline, none (`null`), or a colour.
    public enum Shadow: Equatable, Hashable, Sendable {
        case system
        case hidden
        case color(ThemeColor)
    }

    public var background = Background.default
    /// `backgroundColor`, over the background.
    public var backgroundColor: ThemeColor?
    public var shadow = Shadow.system
    /// `titleTextAttributes`' foreground colour (a tab bar's: its items').
    public var titleColor: ThemeColor?
    /// `largeTitleTextAttributes`' foreground colour.
    public var largeTitleColor: ThemeColor?
    /// `overrideUserInterfaceStyle` (iOS 27): the style the bar's material and titles are drawn
    /// in; the status bar still reads `barStyle` (BAR-1, SB-4: this project's choice).
    public var interfaceStyle = UserInterfaceStyle.unspecified

    public init(background: Background = .default, backgroundColor: ThemeColor? = nil, shadow: Shadow = .system,
                titleColor: ThemeColor? = nil, largeTitleColor: ThemeColor? = nil, interfaceStyle: UserInterfaceStyle = .unspecified) {
        self.background = background
        self.backgroundColor = backgroundColor
        self.shadow = shadow
        self.titleColor = titleColor
        self.largeTitleColor = largeTitleColor
        self.interfaceStyle = interfaceStyle
    }

    /// UIKit's fallback for an empty scroll-edge slot: this appearance "modified to use a
    /// transparent background" (`configureWithTransparentBackground()` keeps the text attributes).
    public var withTransparentBackground: BarAppearance {
        BarAppearance(background: .transparent, titleColor: titleColor, largeTitleColor: largeTitleColor, interfaceStyle: interfaceStyle)
    }

    /// Whether the bar lets what lies under it show through: no colour of its own over a
    /// transparent background (BAR-5 reads the content there).
    public var isTransparent: Bool { background == .transparent && (backgroundColor?.light.alpha ?? 0) < 0.01 }
}

/// The four appearance slots of a navigation bar or of a navigation item (BAR-1); a tab bar
/// uses `standard` and `scrollEdge`.
public struct BarAppearances: Equatable, Hashable, Sendable {
    public var standard: BarAppearance?
    public var compact: BarAppearance?
    public var scrollEdge: BarAppearance?
    public var compactScrollEdge: BarAppearance?

    public init() {}

    public subscript(slot: AppearanceSlot) -> BarAppearance? {
        get {
            switch slot {
            case .standardAppearance: standard
            case .compactAppearance: compact
            case .scrollEdgeAppearance: scrollEdge
            case .compactScrollEdgeAppearance: compactScrollEdge
            }
        }
        set {
            switch slot {
            case .standardAppearance: standard = newValue
            case .compactAppearance: compact = newValue
            case .scrollEdgeAppearance: scrollEdge = newValue
            case .compactScrollEdgeAppearance: compactScrollEdge = newValue
            }
        }
    }

    /// Whether no slot is given.
    public var isEmpty: Bool { AppearanceSlot.allCases.allSatisfy { self[$0] == nil } }
}

/// A slot by UIKit's property name, as `expect` `barAppearance` and `--state` name it.
public enum AppearanceSlot: String, CaseIterable, Sendable {
    case standardAppearance, compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance

    /// The slot a compact-height bar uses instead, and back.
    var isCompact: Bool { self == .compactAppearance || self == .compactScrollEdgeAppearance }
    var isScrollEdge: Bool { self == .scrollEdgeAppearance || self == .compactScrollEdgeAppearance }

    static func of(compact: Bool, scrollEdge: Bool) -> AppearanceSlot {
        switch (compact, scrollEdge) {
        case (false, false): .standardAppearance
        case (true, false): .compactAppearance
        case (false, true): .scrollEdgeAppearance
        case (true, true): .compactScrollEdgeAppearance
        }
    }

    /// The first iOS version that has the slot (BAR-1, VER-4).
    var since: IOSVersion { self == .compactScrollEdgeAppearance ? .iOS15 : .iOS13 }
}

/// `UIScrollEdgeEffect.Style` (iOS 26, BAR-8a): how content scrolled under a glass bar fades.
public enum ScrollEdgeEffectStyle: String, CaseIterable, Sendable {
    /// BAR-8's gradient on iOS 26; iOS 27's own uniform band ("provides its own visuals").
    case automatic
    /// BAR-8's gradient: opaque at the screen's top, clear at the bar's bottom.
    case soft
    /// "A hard cutoff and dividing line" (Apple's documentation).
    case hard
}

/// `navigationBarMinimization` (iOS 27, BAR-9): when the navigation bar slides away.
public enum BarMinimization: String, CaseIterable, Sendable {
    /// "The system determines": Handheld acts as `never` (this project's choice).
    case automatic, never, onScrollDown, onScrollUp

    /// The direction of scrolling that minimizes: +1 down (the offset grows), -1 up, nil never.
    public var direction: Double? {
        switch self {
        case .onScrollDown: 1
        case .onScrollUp: -1
        case .automatic, .never: nil
        }
    }
}

/// How the content's safe area follows a minimizing bar (iOS 27, BAR-9).
public enum SafeAreaAdjustment: String, CaseIterable, Sendable {
    /// The content reflows with the bar (`automatic` and `enabled`), or stays where it was.
    case automatic, enabled, disabled
}

/// `UINavigationItem.largeTitleDisplayMode` (BAR-3).
public enum LargeTitleDisplayMode: String, CaseIterable, Sendable {
    case automatic, always, never, inline
}
