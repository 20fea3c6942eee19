/// A device the playground can simulate (DEV-1). Profiles are data: `Resources/devices/*.json`.
public struct DeviceProfile: Equatable, Hashable, Sendable {
    /// What kind of sensor housing cuts into the top of the screen.
    public enum SensorHousing: String, Equatable, Hashable, Sendable, CaseIterable {
        case none, notch, island
    }

    /// Short identifier used in scenarios (`iphone-se`).
    public var id: String
    /// Name shown to people.
    public var name: String
    /// Portrait screen width in points.
    public var screenWidth: Double
    /// Portrait screen height in points.
    public var screenHeight: Double
    /// Pixels per point.
    public var scale: Double
    /// Screen corner radius in points.
    public var cornerRadius: Double
    /// Status bar height in portrait, in points.
    public var statusBarHeight: Double
    /// The sensor housing's kind, size and place, if any (PIC-8).
    public var housing: Housing?
    /// Whether the status bar shows while the interface is landscape (DEV-4).
    public var showsStatusBarInLandscape: Bool
    /// The home indicator, on devices without a Home button (PIC-8).
    public var homeIndicator: HomeIndicator?
    /// The bottom safe area: the home indicator's zone (PIC-7).
    public var safeAreaBottom: Double
    /// The bottom safe area in landscape.
    public var safeAreaBottomLandscape: Double
    /// The navigation bar's height below the top safe area.
    public var navigationBarHeight: Double
    /// The tab bar's height above the bottom safe area.
    public var tabBarHeight: Double
    /// The navigation bar's height in compact height (a phone in landscape, BAR-4): also the
    /// tips overlay's height where no status bar shows (TIP-4).
    public var compactBarHeight = 32.0
    /// BAR-3: the large title's band below the navigation bar.
    public var largeTitleBand = 52.0
    /// BAR-8 (this project's numbers): the phone's floating glass tab bar: its height, its
    /// inset from the screen's sides and its lift above the bottom safe area.
    public var glassTabBar = GlassTabBar(height: 62, inset: 16, lift: 8)

    public struct GlassTabBar: Equatable, Hashable, Sendable {
        public var height: Double
        public var inset: Double
        public var lift: Double
    }
    /// The device's bezel around the screen, in points, as the window and `--frame` draw it
    /// (PIC-8): the same all round, or deeper above and below (a phone with a Home button).
    public var bezel: Bezel
    /// The Home button's diameter, centred in the bottom bezel (PIC-8: iphone-se, classic).
    public var homeButtonDiameter: Double?

    /// The housing around the screen, in portrait points.
    public struct Bezel: Equatable, Hashable, Sendable {
        public var top: Double
        public var sides: Double
        public var bottom: Double

        public init(top: Double, sides: Double, bottom: Double) {
            self.top = top
            self.sides = sides
            self.bottom = bottom
        }

        public init(_ all: Double) { self.init(top: all, sides: all, bottom: all) }
    }

    /// Where the status bar puts its items (PIC-8).
    public enum StatusBarLayout: String, Equatable, Hashable, Sendable, CaseIterable {
        /// The time in the left ear, the icons in the right one (a sensor housing).
        case ears
        /// Signal and Wi-Fi at the leading edge, the time centred, the battery trailing.
        case centredTime
        /// The time and date at the leading edge, Wi-Fi and battery trailing (iPad).
        case leadingTime
    }

    public var statusBarLayout = StatusBarLayout.centredTime
    /// `pad`: regular width in both orientations (sheets are centred cards, VER-2); `phone`
    /// otherwise.
    public var isPad = false
    /// The top safe area in portrait (PIC-7): below the status bar on a housing profile
    /// (iphone-15: 59 below a 54 pt bar); elsewhere the status bar's height.
    public var safeAreaTop = 0.0
    /// The safe area at both sides in landscape (PIC-7): the housing's side, and its mirror.
    public var safeAreaLandscapeSides = 0.0

    /// The sensor housing that cuts into the top of the screen (notch or island): DEV-1a's phones
    /// of today have an island, the iphone-17e a notch hanging from the top edge.
    public struct Housing: Equatable, Hashable, Sendable {
        public var kind: SensorHousing
        /// Its size in points, along and across the screen's top edge.
        public var width: Double
        public var height: Double
        /// How far below the screen's top edge it starts.
        public var top: Double
    }

    /// The bar at the bottom of the screen that stands for the Home gesture.
    public struct HomeIndicator: Equatable, Hashable, Sendable {
        public var width: Double
        public var landscapeWidth: Double
        public var height: Double
        /// Its bottom's distance from the interface's bottom edge.
        public var bottom: Double
    }

    /// The sensor housing's kind (`none` without one).
    public var sensorHousing: SensorHousing { housing?.kind ?? .none }
}

extension DeviceProfile {
    /// Reads a profile from its JSON file's text; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(DataFileError) -> DeviceProfile {
        let root: JSONNode
        do {
            root = try JSONReader.parse(text)
        } catch {
            throw DataFileError(file: file, location: error.location, message: error.message)
        }
        var object = try JSONObjectReader(root, file: file, what: tr("device profile"))
        let id = try object.string("id", required: true)!
        let name = try object.string("name") ?? id
        let screen = try object.numbers("screen", count: 2, required: true)!
        let scale = try object.number("scale") ?? 2
        let cornerRadius = try object.number("cornerRadius") ?? 0
        let statusBarHeight = try object.number("statusBarHeight", required: true)!
        let housing = try readHousing(&object, file: file)
        let landscape = try object.bool("statusBarInLandscape", required: true)!
        let indicator = try readObject(&object, "homeIndicator", file: file) { (inner: inout JSONObjectReader) throws(DataFileError) in
            HomeIndicator(width: try inner.number("width", required: true)!, landscapeWidth: try inner.number("landscapeWidth", required: true)!,
                          height: try inner.number("height", required: true)!, bottom: try inner.number("bottom", required: true)!)
        }
        let safeArea = try readObject(&object, "safeAreaBottom", file: file) { (inner: inout JSONObjectReader) throws(DataFileError) in
            (try inner.number("portrait", required: true)!, try inner.number("landscape", required: true)!)
        } ?? (0, 0)
        let navigationBarHeight = try object.number("navigationBarHeight", required: true)!
        let tabBarHeight = try object.number("tabBarHeight", required: true)!
        let bezel = try readBezel(&object, file: file)
        let homeButton = try readObject(&object, "homeButton", file: file) { (inner: inout JSONObjectReader) throws(DataFileError) in
            try inner.number("diameter", required: true)!
        }
        let layout = try object.enumeration("statusBarLayout", StatusBarLayout.self) ?? (housing == nil ? .centredTime : .ears)
        let idiom = try object.string("idiom") ?? "phone"
        let safeAreaTop = try object.number("safeAreaTop") ?? statusBarHeight
        let sides = try object.number("safeAreaLandscapeSides") ?? 0
        let compactBarHeight = try object.number("compactBarHeight") ?? 32
        let largeTitleBand = try object.number("largeTitleBand") ?? 52
        let glass = try readObject(&object, "glassTabBar", file: file) { (inner: inout JSONObjectReader) throws(DataFileError) in
            GlassTabBar(height: try inner.number("height", required: true)!, inset: try inner.number("inset", required: true)!,
                        lift: try inner.number("lift", required: true)!)
        } ?? GlassTabBar(height: 62, inset: 16, lift: 8)
        try object.finish()
        guard idiom == "phone" || idiom == "pad" else {
            throw DataFileError(file: file, location: root.location, message: tr("device profile idiom must be \"phone\" or \"pad\""))
        }
        guard safeAreaTop >= statusBarHeight, sides >= 0, compactBarHeight > 0, largeTitleBand > 0, glass.height > 0, glass.inset >= 0, glass.lift >= 0 else {
            throw DataFileError(file: file, location: root.location, message: tr("device profile safe areas must cover the status bar and not be negative"))
        }
        guard screen[0] > 0, screen[1] > 0, scale > 0, statusBarHeight >= 0, navigationBarHeight > 0, tabBarHeight > 0,
              min(bezel.top, bezel.sides, bezel.bottom) >= 0, (homeButton ?? 0) >= 0, (homeButton ?? 0) <= bezel.bottom else {
            throw DataFileError(file: file, location: root.location, message: tr("device profile sizes must be positive"))
        }
        var profile = DeviceProfile(
            id: id, name: name, screenWidth: screen[0], screenHeight: screen[1], scale: scale,
            cornerRadius: cornerRadius, statusBarHeight: statusBarHeight, housing: housing,
            showsStatusBarInLandscape: landscape, homeIndicator: indicator, safeAreaBottom: safeArea.0,
            safeAreaBottomLandscape: safeArea.1, navigationBarHeight: navigationBarHeight, tabBarHeight: tabBarHeight, bezel: bezel)
        profile.isPad = idiom == "pad"
        profile.homeButtonDiameter = homeButton
        profile.statusBarLayout = layout
        profile.safeAreaTop = safeAreaTop
        profile.safeAreaLandscapeSides = sides
        profile.compactBarHeight = compactBarHeight
        profile.largeTitleBand = largeTitleBand
        profile.glassTabBar = glass
        return profile
    }

    /// `"bezel": 18`, or `{"top": 64, "sides": 14, "bottom": 64}`.
    private static func readBezel(_ object: inout JSONObjectReader, file: String) throws(DataFileError) -> Bezel {
        let node = try object.node("bezel", required: true)!
        if case .number(let all) = node.value { return Bezel(all) }
        var inner = try JSONObjectReader(node, file: file, what: tr("bezel (a number or {\"top\", \"sides\", \"bottom\"})"))
        let bezel = Bezel(top: try inner.number("top", required: true)!, sides: try inner.number("sides", required: true)!,
                          bottom: try inner.number("bottom", required: true)!)
        try inner.finish()
        return bezel
    }

    /// `"sensorHousing": "none"`, or `{"kind": "island", "width": 126, "height": 37, "top": 11}`.
    private static func readHousing(_ object: inout JSONObjectReader, file: String) throws(DataFileError) -> Housing? {
        guard let node = try object.node("sensorHousing") else { return nil }
        if case .string("none") = node.value { return nil }
        var inner = try JSONObjectReader(node, file: file, what: tr("sensorHousing (\"none\" or an object)"))
        let housing = Housing(
            kind: try inner.enumeration("kind", SensorHousing.self, required: true)!, width: try inner.number("width", required: true)!,
            height: try inner.number("height", required: true)!, top: try inner.number("top", required: true)!)
        try inner.finish()
        return housing.kind == .none ? nil : housing
    }

    private static func readObject<T>(
        _ object: inout JSONObjectReader, _ key: String, file: String, _ body: (inout JSONObjectReader) throws(DataFileError) -> T
    ) throws(DataFileError) -> T? {
        guard let node = try object.node(key) else { return nil }
        var inner = try JSONObjectReader(node, file: file, what: "'\(key)'")
        let value = try body(&inner)
        try inner.finish()
        return value
    }
}

extension DeviceProfile {
    /// TIP-4: the tips overlay's height in `orientation`: the status bar's, or where the status
    /// bar hides in landscape (DEV-4) the compact navigation bar's.
    public func tipsHeight(in orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape && !showsStatusBarInLandscape ? compactBarHeight : statusBarHeight
    }

    /// TIP-4, PIC-7: the side safe area the overlay's label and icon keep inside, at each side.
    public func tipsSideInset(in orientation: InterfaceOrientation) -> Double {
        orientation.isLandscape ? safeAreaLandscapeSides : 0
    }
}
