/// The iOS release whose UIKit answers the engine gives (SPEC §10). Each stands for itself
/// and the releases after it up to the next one listed (`13` is 13 and 14, `15` is 15 and 16).
public enum IOSVersion: String, CaseIterable, Equatable, Hashable, Sendable, Comparable, Codable {
    case iOS12 = "12"
    case iOS13 = "13"
    case iOS15 = "15"
    case iOS17 = "17"
    case iOS18 = "18"
    case iOS26 = "26"
    /// SPEC §10: iOS 27 is iOS 26 in every rule that names 26, unless VER-8 … VER-12, BAR-8a …
    /// BAR-10 or SUI-15 say otherwise.
    case iOS27 = "27"

    /// SPEC §10: a scenario that names no version behaves like iOS 27 (shipped September 2026).
    public static let `default` = IOSVersion.iOS27

    /// The release number, for ordering and for the explanation ("iOS 18").
    public var number: Int { Int(rawValue)! }

    /// "iOS 18".
    public var name: String { "iOS \(rawValue)" }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.number < rhs.number }
}

/// A system an app runs on and the SDK it is built with (VER-9): what the window's choosers,
/// its side-by-side view and `render --compare` name.
public struct Build: Equatable, Hashable, Sendable {
    public var ios: IOSVersion
    /// The SDK; nil: the system's own (VER-12: a bare version is built with its own SDK).
    public var sdk: IOSVersion?

    public init(ios: IOSVersion, sdk: IOSVersion? = nil) {
        self.ios = ios
        self.sdk = sdk
    }

    /// "iOS 27", or "iOS 27, built with SDK 26" when the two differ (VER-9).
    public var name: String {
        guard let sdk, sdk != ios else { return ios.name }
        return tr("%s, built with SDK %s", ios.name, sdk.rawValue)
    }
}
