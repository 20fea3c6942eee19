import HandheldCore

/// SUI-16, SUI-17: what the reader finds in an app's SwiftUI: its views with the modifiers and
/// the views each names, where each sits inside its struct, and where SwiftUI content starts
/// (the window's `WindowGroup`, a `UIHostingController`'s `rootView`).
public struct SwiftUISources: Sendable {
    /// Each view by its key: a `View` struct's name for its `body`, `Struct.member` for another
    /// member returning a view, `window:App` for a `WindowGroup`'s content, `hosting:Class` for a
    /// hosting controller's `rootView` as written at its construction.
    public var views: [String: SwiftUIView] = [:]
    /// The window's content (`WindowGroup { … }` in the `@main` App): view keys.
    public var windowRoots: [String] = []
    /// Hosting controllers by class (`UIHostingController<X>` when constructed as UIKit's, or
    /// the app's subclass): the view key of their content, and where.
    public var hostingRoots: [(className: String, view: String, position: SourcePosition)] = []
    /// `UIViewControllerRepresentable` conformers, by name, with where.
    public var representables: [String: SourcePosition] = [:]
    /// SUI-17: a `View` extension's function, or a `ViewModifier` struct, whose body is a literal
    /// chain of modifiers: its name → those modifiers.
    public var customModifiers: [String: [SwiftUIModifierUse]] = [:]
    /// Names defined more than once as custom modifiers: not followed.
    public var ambiguousCustom: Set<String> = []
    /// `scrollEdgeAppearance` assigned somewhere (a bar appearance the reader cannot see into):
    /// a SwiftUI navigation bar may have a background at the scroll edge (SUI-8).
    public var scrollEdgeAppearance: SourcePosition?
    /// Every recognised modifier, wherever it is (in a view or not), for the rules that need no
    /// context (SUI-15, SUI-15c, SB-1).
    public var allModifiers: [SwiftUIModifierUse] = []

    public init() {}
}

/// Where something sits inside its view struct, outermost first (SUI-17's contexts).
public enum SwiftUIFrame: Hashable, Sendable, Codable {
    /// Inside a NavigationView, NavigationStack, TabView or NavigationSplitView's content.
    case container(SwiftUIContainer)
    /// A navigation destination (`NavigationLink`'s, `navigationDestination`'s).
    case destination
    /// A sheet's, cover's or popover's content.
    case presentation(SwiftUIPresentation)
}

/// A modifier's argument as written (SUI-17).
public enum SwiftUIValue: Equatable, Hashable, Sendable, Codable {
    /// `true`, `.dark`, `.hidden`, `nil`, a colour or style (`.black`, `.ultraThinMaterial`).
    case literal(String)
    /// A ternary with two literal branches.
    case choices([String])
    /// From `@State`, a binding, the environment, a model or a function: unknown.
    case unknown

    /// The literals it may be; nil when unknown.
    public var literals: [String]? {
        switch self {
        case .literal(let text): [text]
        case .choices(let texts): texts
        case .unknown: nil
        }
    }

    /// `(true)`, `(.dark)`, `(.dark or .light)`, `` for unknown.
    public var shown: String {
        switch self {
        case .literal(let text): "(\(text))"
        case .choices(let texts): "(\(texts.joined(separator: " or ")))"
        case .unknown: ""
        }
    }
}

/// One recognised modifier (SUI-16), at its name (SRC-8).
public struct SwiftUIModifierUse: Sendable, Equatable, Codable {
    /// As SwiftUI names it: `statusBarHidden`, `statusBar` (`statusBar(hidden:)`),
    /// `preferredColorScheme`, `toolbarColorScheme`, `toolbarBackground`,
    /// `toolbarBackgroundVisibility`, `toolbar` (with a visibility), `toolbarVisibility`,
    /// `navigationBarHidden`, `persistentSystemOverlays`, `navigationBarTitleDisplayMode`,
    /// `toolbarTitleDisplayMode`.
    public var name: String
    public var value: SwiftUIValue
    /// The bars it names (`for: .navigationBar, .tabBar`), without the dot; empty when not given.
    public var placements: [String] = []
    public var position: SourcePosition
    /// Where it sits in its view, outermost first.
    public var frames: [SwiftUIFrame] = []
    /// Under `if` or `switch`: it may or may not be there (SUI-17).
    public var conditional = false
    /// `if #available`, `@available`.
    public var availability = Availability()
    /// Applied to a `UIViewControllerRepresentable` (its name), SUI-4.
    public var aroundRepresentable: String?
    /// Applied to a view that embeds a navigation or tab container in the same hosting
    /// controller (`NavigationStack { … }.statusBarHidden()`).
    public var aroundContainer = false
    /// Written inside a custom modifier (a `View` extension or `ViewModifier`) used here: where.
    public var definedAt: SourcePosition?

    /// `.statusBarHidden(true)`, `.toolbarColorScheme(.dark, for: .navigationBar)`.
    public var shown: String {
        var arguments = value.literals.map { $0.joined(separator: " or ") } ?? "…"
        if name == "statusBar" { arguments = "hidden: " + arguments }
        if !placements.isEmpty { arguments += ", for: " + placements.map { "." + $0 }.joined(separator: ", ") }
        return ".\(name)(\(arguments))"
    }

    /// Whether it names the status bar as a placement (iOS 27, SUI-15).
    public var forStatusBar: Bool { placements.contains("statusBar") }
}

/// What one view (a struct's `body`, another member, a window's or hosting controller's
/// content) says: its modifiers, the views it names, its presentations and containers.
public struct SwiftUIView: Sendable {
    public var key: String
    public var position: SourcePosition
    public var modifiers: [SwiftUIModifierUse] = []
    /// The views it names (`DetailView(…)`, a member `header`), each where it sits.
    public var uses: [SwiftUIViewUse] = []
    /// Its `.fullScreenCover` calls, where they sit (SUI-12).
    public var covers: [(position: SourcePosition, frames: [SwiftUIFrame])] = []
    /// Containers it builds (SUI-5), each where it sits.
    public var containers: [(container: SwiftUIContainer, position: SourcePosition, frames: [SwiftUIFrame])] = []
    /// Custom modifiers it calls, resolved once every file is read.
    public var customCalls: [(name: String, use: SwiftUIModifierUse)] = []

    public init(key: String, position: SourcePosition) {
        self.key = key
        self.position = position
    }
}

/// A view named inside another, where it sits.
public struct SwiftUIViewUse: Sendable, Codable {
    /// The view key (`DetailView`, `Home.header`), or a type the app may not declare.
    public var name: String
    public var position: SourcePosition
    public var frames: [SwiftUIFrame]
    public var availability = Availability()
}
