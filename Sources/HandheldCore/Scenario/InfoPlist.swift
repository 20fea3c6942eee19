/// The Info.plist keys a scenario may carry (section 9, SRC-3), spelt as Info.plist spells them.
/// Each is optional: absent means what an app without the key gets.
public struct InfoPlist: Equatable, Hashable, Sendable {
    /// `UIViewControllerBasedStatusBarAppearance`: absent is YES; NO is `global` mode (SB-1).
    public var viewControllerBasedStatusBarAppearance: Bool?
    /// `UIStatusBarStyle`: the app-level style global mode starts from (SB-10).
    public var statusBarStyle: StatusBarStyle?
    /// `UIStatusBarHidden`: the app-level hidden value global mode starts from (SB-10).
    public var statusBarHidden: Bool?
    /// `UIUserInterfaceStyle`: an app-wide `overrideUserInterfaceStyle` (VER-3); `Automatic` is nil.
    public var userInterfaceStyle: SystemAppearance?
    /// Whether `UIUserInterfaceStyle` was given at all (`Automatic` included), to write it back.
    public var userInterfaceStyleGiven = false
    /// `UISupportedInterfaceOrientations`: a rotation to another is a step error.
    public var supportedInterfaceOrientations: [InterfaceOrientation]?
    /// `UIDesignRequiresCompatibility`: iOS 26 draws as iOS 18 (section 10).
    public var designRequiresCompatibility: Bool?

    public init() {}

    /// Whether no key is given.
    public var isEmpty: Bool { self == InfoPlist() }

    /// UIKit's names of the status bar styles.
    public static let styleNames: [(name: String, style: StatusBarStyle)] = [
        ("UIStatusBarStyleDefault", .default), ("UIStatusBarStyleLightContent", .lightContent),
        ("UIStatusBarStyleDarkContent", .darkContent),
    ]

    /// UIKit's names of the interface orientations (UIInterfaceOrientationLandscapeLeft has the
    /// home side on the left, as DEV-2's `landscapeLeft`).
    public static let orientationNames: [(name: String, orientation: InterfaceOrientation)] = [
        ("UIInterfaceOrientationPortrait", .portrait), ("UIInterfaceOrientationPortraitUpsideDown", .portraitUpsideDown),
        ("UIInterfaceOrientationLandscapeLeft", .landscapeLeft), ("UIInterfaceOrientationLandscapeRight", .landscapeRight),
    ]

    /// `UIUserInterfaceStyle`'s values.
    public static let interfaceStyleNames: [(name: String, style: SystemAppearance?)] = [
        ("Light", .light), ("Dark", .dark), ("Automatic", nil),
    ]

    /// The keys in the order files write them.
    public static let keys = [
        "UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden", "UIUserInterfaceStyle",
        "UISupportedInterfaceOrientations", "UIDesignRequiresCompatibility",
    ]

    /// The keys given, as JSON (scenario files, saved sessions, `--state`).
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = []
        if let value = viewControllerBasedStatusBarAppearance { members.append(("UIViewControllerBasedStatusBarAppearance", .bool(value))) }
        if let style = statusBarStyle, let name = Self.styleNames.first(where: { $0.style == style })?.name {
            members.append(("UIStatusBarStyle", .string(name)))
        }
        if let value = statusBarHidden { members.append(("UIStatusBarHidden", .bool(value))) }
        if userInterfaceStyleGiven, let name = Self.interfaceStyleNames.first(where: { $0.style == userInterfaceStyle })?.name {
            members.append(("UIUserInterfaceStyle", .string(name)))
        }
        if let orientations = supportedInterfaceOrientations {
            members.append(("UISupportedInterfaceOrientations", .strings(orientations.compactMap { orientation in
                Self.orientationNames.first { $0.orientation == orientation }?.name
            })))
        }
        if let value = designRequiresCompatibility { members.append(("UIDesignRequiresCompatibility", .bool(value))) }
        return .object(members)
    }

    /// Whether the interface may turn to `orientation`.
    public func supports(_ orientation: InterfaceOrientation) -> Bool {
        supportedInterfaceOrientations?.contains(orientation) ?? true
    }
}

extension ScenarioDecoder {
    /// The top-level `infoPlist` object. `UIViewControllerBasedStatusBarAppearance` false is
    /// `global` mode: another `mode` beside it is an invalid file (section 9).
    mutating func infoPlist(_ node: JSONNode, mode: (value: StatusBarMode, location: TextPosition)?) throws(DataFileError) -> InfoPlist {
        var object = try JSONObjectReader(node, file: file, what: "infoPlist")
        var plist = InfoPlist()
        if let member = object.member("UIViewControllerBasedStatusBarAppearance") {
            let based = try object.bool("UIViewControllerBasedStatusBarAppearance")!
            plist.viewControllerBasedStatusBarAppearance = based
            if let mode, (mode.value == .global) == based {
                throw error(based
                    ? tr("'mode' \"global\" contradicts infoPlist UIViewControllerBasedStatusBarAppearance = true (SB-1)")
                    : tr("'mode' \"%s\" contradicts infoPlist UIViewControllerBasedStatusBarAppearance = false, which is global mode (SB-1)", mode.value.rawValue),
                    at: based ? mode.location : member.keyLocation)
            }
        }
        if let member = object.member("UIStatusBarStyle") {
            let name = try named(member, InfoPlist.styleNames.map(\.name))
            let style = InfoPlist.styleNames.first { $0.name == name }!.style
            if style == .darkContent { try checkExists("darkContent", for: "statusBarStyle", at: member.value.location) }
            plist.statusBarStyle = style
        }
        plist.statusBarHidden = try object.bool("UIStatusBarHidden")
        if let member = object.member("UIUserInterfaceStyle") {
            let name = try named(member, InfoPlist.interfaceStyleNames.map(\.name))
            plist.userInterfaceStyle = InfoPlist.interfaceStyleNames.first { $0.name == name }!.style
            plist.userInterfaceStyleGiven = true
        }
        if let member = object.member("UISupportedInterfaceOrientations") {
            guard case .array(let items) = member.value.value, !items.isEmpty else {
                throw error(tr("'UISupportedInterfaceOrientations' must be a non-empty array of orientation names"), at: member.value.location)
            }
            var orientations: [InterfaceOrientation] = []
            for item in items {
                let name = try named(JSONMember(key: member.key, keyLocation: member.keyLocation, value: item),
                                     InfoPlist.orientationNames.map(\.name))
                let orientation = InfoPlist.orientationNames.first { $0.name == name }!.orientation
                if !orientations.contains(orientation) { orientations.append(orientation) }
            }
            plist.supportedInterfaceOrientations = orientations
        }
        plist.designRequiresCompatibility = try object.bool("UIDesignRequiresCompatibility")
        try object.finish()
        return plist
    }

    /// A string value that must be one of `names`.
    private func named(_ member: JSONMember, _ names: [String]) throws(DataFileError) -> String {
        guard case .string(let text) = member.value.value else {
            throw error(tr("'%s' must be a string, found %s", member.key, member.value.kindName), at: member.value.location)
        }
        guard names.contains(text) else {
            throw error(tr("'%s' cannot be '%s'; expected one of: %s", member.key, ShownText.excerpt(text), names.joined(separator: ", ")), at: member.value.location)
        }
        return text
    }
}

extension EngineTransaction {
    /// The app's Info.plist at launch: global mode's starting values (SB-10), the app-wide
    /// interface style (VER-3; iOS 12 has none) and the orientations it may take.
    mutating func adopt(_ plist: InfoPlist) {
        var plist = plist
        if state.ios == .iOS12 { plist.userInterfaceStyle = nil }
        state.infoPlist = plist
        if let style = plist.statusBarStyle { state.application.style = style }
        if let hidden = plist.statusBarHidden { state.application.isHidden = hidden }
    }
}
