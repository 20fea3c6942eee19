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
    /// The sensor housing, if any.
    public var sensorHousing: SensorHousing
    /// Whether the status bar shows while the interface is landscape (DEV-4).
    public var showsStatusBarInLandscape: Bool

    /// Creates a profile.
    public init(
        id: String, name: String, screenWidth: Double, screenHeight: Double, scale: Double,
        cornerRadius: Double, statusBarHeight: Double, sensorHousing: SensorHousing,
        showsStatusBarInLandscape: Bool
    ) {
        self.id = id
        self.name = name
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.statusBarHeight = statusBarHeight
        self.sensorHousing = sensorHousing
        self.showsStatusBarInLandscape = showsStatusBarInLandscape
    }
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
        var object = try JSONObjectReader(root, file: file, what: "device profile")
        let id = try object.string("id", required: true)!
        let name = try object.string("name") ?? id
        let screen = try object.numbers("screen", count: 2, required: true)!
        let scale = try object.number("scale") ?? 2
        let cornerRadius = try object.number("cornerRadius") ?? 0
        let statusBarHeight = try object.number("statusBarHeight", required: true)!
        let housing = try object.enumeration("sensorHousing", SensorHousing.self) ?? SensorHousing.none
        let landscape = try object.bool("statusBarInLandscape", required: true)!
        try object.finish()
        guard screen[0] > 0, screen[1] > 0, scale > 0, statusBarHeight >= 0 else {
            throw DataFileError(file: file, location: root.location, message: "device profile sizes must be positive")
        }
        return DeviceProfile(
            id: id, name: name, screenWidth: screen[0], screenHeight: screen[1], scale: scale,
            cornerRadius: cornerRadius, statusBarHeight: statusBarHeight, sensorHousing: housing,
            showsStatusBarInLandscape: landscape)
    }
}
