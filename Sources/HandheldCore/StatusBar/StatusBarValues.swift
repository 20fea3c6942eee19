/// `UIStatusBarStyle`.
public enum StatusBarStyle: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    case `default`, lightContent, darkContent
}

/// `UIStatusBarAnimation`: how a change of hidden animates (SB-8).
public enum StatusBarAnimation: String, Equatable, Hashable, Sendable, CaseIterable {
    case none, fade, slide
}

/// What the status bar draws: dark or light glyphs (SB-8).
public enum StatusBarContent: String, Equatable, Hashable, Sendable, CaseIterable {
    case dark, light

    /// The content a style draws on a given system appearance (SB-8).
    public init(style: StatusBarStyle, appearance: SystemAppearance) {
        switch style {
        case .lightContent: self = .light
        case .darkContent: self = .dark
        case .default: self = appearance == .dark ? .light : .dark
        }
    }
}

/// Who decides the status bar (SB-1).
public enum StatusBarMode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// `UIViewControllerBasedStatusBarAppearance` = YES: controllers decide (4.2).
    case viewController
    /// The key = NO: only the `UIApplication` setters decide (4.3).
    case global
    /// The StatusBarManager tree of the first article (4.4).
    case managed
}

/// How long a status bar hidden or style change animates (SB-8).
public let statusBarAnimationDuration = 0.2
