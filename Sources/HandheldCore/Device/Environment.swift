/// The system-wide light or dark appearance, like the Simulator's toggle (THEME-8).
/// It only decides what status bar style `default` draws (SB-8).
public enum SystemAppearance: String, Equatable, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// The reading direction of the interface (POP-5).
public enum LayoutDirection: String, Equatable, Hashable, Sendable, CaseIterable {
    case ltr, rtl
}
