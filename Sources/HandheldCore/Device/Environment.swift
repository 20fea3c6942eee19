/// The system-wide light or dark appearance, like the Simulator's toggle (THEME-8).
/// It only decides what status bar style `default` draws (SB-8).
public enum SystemAppearance: String, Equatable, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A controller's `overrideUserInterfaceStyle` (iOS 13, VER-3, VER-4).
public enum UserInterfaceStyle: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Inherits: from the parent container, a presented controller from its presenter, the
    /// window's root from the system appearance.
    case unspecified, light, dark
}

/// The reading direction of the interface (POP-5).
public enum LayoutDirection: String, Equatable, Hashable, Sendable, CaseIterable {
    case ltr, rtl
}
