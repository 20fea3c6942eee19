/// Section 15: what SwiftUI puts on UIKit's chain. A `hosting` controller (SUI-1) carries its
/// SwiftUI content's modifiers; the UIKit controller its content embeds (SwiftUI's navigation,
/// tab or split controller, or a representable) is its one child, tagged with what made it.

/// The SwiftUI container a UIKit controller stands for (SUI-5).
public enum SwiftUIContainer: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
    case navigationView, navigationStack, tabView, splitView

    /// The UIKit kind SwiftUI makes of it (observed: swiftui-introspect).
    public var kind: ControllerKind {
        switch self {
        case .navigationView, .navigationStack: .navigation
        case .tabView: .tabs
        case .splitView: .container
        }
    }

    /// The first version that has it (SUI-2: bucket 15 stands for 16.4).
    public var since: IOSVersion { self == .navigationStack || self == .splitView ? .iOS15 : .iOS13 }
}

/// How SwiftUI presents a hosting controller (SUI-12).
public enum SwiftUIPresentation: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
    case sheet, fullScreenCover, popover

    /// The UIKit style it stands for: a sheet is a page sheet (a form sheet on an iPad, as
    /// VER-2 adapts it), a cover full screen, a popover a form sheet on a phone (SRC-8).
    public var style: ModalPresentationStyle {
        switch self {
        case .sheet: .pageSheet
        case .fullScreenCover: .fullScreen
        case .popover: .formSheet
        }
    }

    /// `fullScreenCover` came with iOS 14 (bucket 13 stands for 14, SUI-2).
    public var since: IOSVersion { .iOS13 }
}

/// The bars a toolbar modifier names (SUI-8, SUI-9).
public enum SwiftUIBar: String, CaseIterable, Equatable, Hashable, Sendable {
    case navigationBar, tabBar
}

/// `Visibility` (SUI-9, SUI-15).
public enum SwiftUIVisibility: String, CaseIterable, Equatable, Hashable, Sendable {
    case automatic, visible, hidden
}

/// `ToolbarTitleDisplayMode` (SUI-10).
public enum TitleDisplayMode: String, CaseIterable, Equatable, Hashable, Sendable {
    case automatic, inline, large, inlineLarge

    /// The navigation item's mode it maps to (BAR-3; this project's choice).
    public var largeTitleDisplayMode: LargeTitleDisplayMode {
        switch self {
        case .automatic: .automatic
        case .inline: .never
        case .large: .always
        case .inlineLarge: .inline
        }
    }
}

/// The modifiers of a hosting controller's content that reach the status bar or the bars
/// (section 9's `swiftUI` object). Absent is not given.
public struct SwiftUIModifiers: Equatable, Hashable, Sendable {
    /// `statusBarHidden(_:)` (SUI-6).
    public var statusBarHidden: Bool?
    /// `preferredColorScheme(_:)`: `.some(nil)` is `nil` given, no preference (SUI-7).
    public var preferredColorScheme: SystemAppearance??
    /// `toolbarColorScheme(_:for:)` (SUI-8).
    public var toolbarColorScheme: [SwiftUIBar: SystemAppearance] = [:]
    /// `toolbarBackground(_:for:)`'s colour (SUI-9).
    public var toolbarBackground: [SwiftUIBar: ThemeColor] = [:]
    /// `toolbarBackground(_:for:)` with a visibility, `toolbarBackgroundVisibility` (SUI-9).
    public var toolbarBackgroundVisibility: [SwiftUIBar: SwiftUIVisibility] = [:]
    /// `toolbar(.hidden, for: .navigationBar)`, `navigationBarHidden(true)` (SUI-11).
    public var navigationBarHidden: Bool?
    /// `navigationBarTitleDisplayMode` / `toolbarTitleDisplayMode` (SUI-10).
    public var titleDisplayMode: TitleDisplayMode?
    /// iOS 27's status bar placement (SUI-15).
    public var statusBarVisibility: SwiftUIVisibility?
    public var statusBarColorScheme: SystemAppearance??

    public init() {}

    /// As the event log says it: `.statusBarHidden(true) .preferredColorScheme(.dark)`.
    public var description: String {
        var parts: [String] = []
        if let value = statusBarHidden { parts.append(".statusBarHidden(\(value))") }
        if let value = preferredColorScheme { parts.append(".preferredColorScheme(\(value.map { "." + $0.rawValue } ?? "nil"))") }
        for (bar, scheme) in toolbarColorScheme.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            parts.append(".toolbarColorScheme(.\(scheme.rawValue), for: .\(bar.rawValue))")
        }
        for (bar, colour) in toolbarBackground.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            parts.append(".toolbarBackground(\(colour), for: .\(bar.rawValue))")
        }
        for (bar, visibility) in toolbarBackgroundVisibility.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            parts.append(".toolbarBackground(.\(visibility.rawValue), for: .\(bar.rawValue))")
        }
        if let value = navigationBarHidden { parts.append(".navigationBarHidden(\(value))") }
        if let value = titleDisplayMode { parts.append(".navigationBarTitleDisplayMode(.\(value.rawValue))") }
        if let value = statusBarVisibility { parts.append(".toolbarVisibility(.\(value.rawValue), for: .statusBar)") }
        if let value = statusBarColorScheme { parts.append(".toolbarColorScheme(\(value.map { "." + $0.rawValue } ?? "nil"), for: .statusBar)") }
        return parts.joined(separator: " ")
    }

    /// Whether no modifier is given.
    public var isEmpty: Bool { self == SwiftUIModifiers() }

    /// `changes` laid over these: each modifier it gives replaces this one's.
    public func merged(with changes: SwiftUIModifiers) -> SwiftUIModifiers {
        var merged = self
        if let value = changes.statusBarHidden { merged.statusBarHidden = value }
        if let value = changes.preferredColorScheme { merged.preferredColorScheme = value }
        merged.toolbarColorScheme.merge(changes.toolbarColorScheme) { $1 }
        merged.toolbarBackground.merge(changes.toolbarBackground) { $1 }
        merged.toolbarBackgroundVisibility.merge(changes.toolbarBackgroundVisibility) { $1 }
        if let value = changes.navigationBarHidden { merged.navigationBarHidden = value }
        if let value = changes.titleDisplayMode { merged.titleDisplayMode = value }
        if let value = changes.statusBarVisibility { merged.statusBarVisibility = value }
        if let value = changes.statusBarColorScheme { merged.statusBarColorScheme = value }
        return merged
    }
}
