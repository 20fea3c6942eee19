/// The kinds of controller (VC-1).
public enum ControllerKind: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Content.
    case view
    /// A stack with a navigation bar.
    case navigation
    /// Children with a selected index and a tab bar.
    case tabs
    /// Children laid out by the parent.
    case container
    /// A `UIHostingController`: its preferences come from its SwiftUI content (SUI-1); its one
    /// child, if any, is the UIKit controller that content embeds (SUI-4).
    case hosting

    /// Whether this kind holds child controllers.
    public var hasChildren: Bool { self != .view }

    /// The kind in the reader's language, as the inspector shows it (`rawValue` is the
    /// scenario format's word).
    public var label: String {
        switch self {
        case .view: tr("view")
        case .navigation: tr("navigation")
        case .tabs: tr("tabs")
        case .container: tr("container")
        case .hosting: tr("hosting (SwiftUI)")
        }
    }
}

/// `UIModalPresentationStyle`, the styles of VC-5.
public enum ModalPresentationStyle: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// UIKit's default: what it means depends on the iOS version (VER-1).
    case automatic
    case fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext

    /// Whether a controller presented this way takes status bar control by itself (SB-2); asked
    /// of the style in effect (VER-1, VER-2), never of `automatic`.
    public var takesStatusBarControl: Bool { self == .fullScreen }
}

/// `UIBarStyle` of a navigation bar (SB-4).
public enum NavigationBarStyle: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    case `default`, black
}
