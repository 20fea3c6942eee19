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

    public init(background: Background = .default, backgroundColor: ThemeColor? = nil, shadow: Shadow = .system,
                titleColor: ThemeColor? = nil, largeTitleColor: ThemeColor? = nil) {
        self.background = background
        self.backgroundColor = backgroundColor
        self.shadow = shadow
        self.titleColor = titleColor
        self.largeTitleColor = largeTitleColor
    }

    /// UIKit's fallback for an empty scroll-edge slot: this appearance "modified to use a
    /// transparent background" (`configureWithTransparentBackground()` keeps the text attributes).
    public var withTransparentBackground: BarAppearance {
        BarAppearance(background: .transparent, titleColor: titleColor, largeTitleColor: largeTitleColor)
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

/// `UINavigationItem.largeTitleDisplayMode` (BAR-3).
public enum LargeTitleDisplayMode: String, CaseIterable, Sendable {
    case automatic, always, never, inline
}
