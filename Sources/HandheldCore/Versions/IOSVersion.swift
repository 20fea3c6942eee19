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

    /// The releases as given when they are not rule releases (`render --compare 16,27`: §10).
    public var givenIOS: IOSRelease?
    public var givenSDK: IOSRelease?

    public init(ios: IOSVersion, sdk: IOSVersion? = nil) {
        self.ios = ios
        self.sdk = sdk
    }

    /// A build named by releases: each behaves as its rule release.
    public init(release: IOSRelease, sdkRelease: IOSRelease? = nil) {
        ios = release.rules
        sdk = sdkRelease.map(\.rules)
        givenIOS = release.text == ios.rawValue ? nil : release
        givenSDK = sdkRelease.flatMap { $0.text == $0.rules.rawValue ? nil : $0 }
    }

    /// "iOS 27", or "iOS 27, built with SDK 26" when the two differ (VER-9); "iOS 16 (behaves as
    /// iOS 15 here)" for a release that is not a rule release (§10).
    public var name: String {
        let system = givenIOS?.explained ?? ios.name
        let sdkText = givenSDK?.text ?? sdk?.rawValue
        guard let sdkText, sdkText != (givenIOS?.text ?? ios.rawValue) else { return system }
        return tr("%s, built with SDK %s", system, sdkText)
    }

    /// The releases a file is read for: as given, else the rule releases.
    public var release: IOSRelease { givenIOS ?? IOSRelease(ios) }
    public var sdkRelease: IOSRelease? { givenSDK ?? sdk.map(IOSRelease.init) }
}

/// A release as a file or an option names it (SPEC §10): `N` or `N.M`, N a release Apple
/// shipped from 12 to 27 (12 to 18, 26, 27; 19 to 25 never were), M not checked. Each behaves as
/// the rule release that covers it (`rules`: 16 behaves as 15); availability checks (VER-4,
/// VER-11, SUI-2) use the value as given.
public struct IOSRelease: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    /// As given ("16", "16.4").
    public var text: String

    /// The majors Apple shipped, in order.
    public static let shipped = Array(12...18) + [26, 27]

    /// "12, 13, 14, 15, 16, 17, 18, 26, 27".
    public static var acceptedList: String { shipped.map(String.init).joined(separator: ", ") }

    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), Self.shipped.contains(major), parts[0].first != "0" else { return nil }
        self.major = major
        minor = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        self.text = text
    }

    public init(_ version: IOSVersion) {
        major = version.number
        minor = 0
        text = version.rawValue
    }

    /// The rule release that covers it (§10: `13` is 13 and 14, `15` is 15 and 16).
    public var rules: IOSVersion { IOSVersion.allCases.last { $0.number <= major } ?? .iOS12 }

    /// "iOS 16".
    public var name: String { "iOS \(text)" }

    /// "iOS 16 (behaves as iOS 15 here)", or "iOS 15" when it is a rule release itself.
    public var explained: String {
        text == rules.rawValue ? rules.name : tr("%s (behaves as %s here)", name, rules.name)
    }

    public var description: String { text }

    public static func < (lhs: IOSRelease, rhs: IOSRelease) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
    public static func == (lhs: IOSRelease, rhs: IOSRelease) -> Bool { lhs.major == rhs.major && lhs.minor == rhs.minor }
    public func hash(into hasher: inout Hasher) { hasher.combine(major); hasher.combine(minor) }

    /// Whether it comes before a rule release's first version (`api < .iOS15`).
    public static func < (lhs: IOSRelease, rhs: IOSVersion) -> Bool { lhs.major < rhs.number }
}
