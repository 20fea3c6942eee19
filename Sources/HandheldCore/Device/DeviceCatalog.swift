import Foundation
import HandheldResources

/// The shipped data scenarios and the window choose from: device profiles, in a fixed
/// order, and themes.
public struct DeviceCatalog: Equatable, Sendable {
    /// The profiles, sorted by id.
    public private(set) var profiles: [DeviceProfile]
    /// The themes (THEME-1), `light` first.
    public private(set) var themes: ThemeList

    /// The id of the default device (DEV-1).
    public static let defaultDeviceID = "iphone-se"
    /// The device the window opens on when none is remembered, and `handheld import` writes: a
    /// current iPhone (issue 50). A scenario without `device` keeps `defaultDeviceID`.
    public static let currentPhoneID = "iphone-17"

    /// A catalog of the given profiles.
    public init(profiles: [DeviceProfile], themes: [Theme] = [Theme.fallback]) {
        self.profiles = profiles.sorted { $0.id < $1.id }
        self.themes = ThemeList(themes)
    }

    /// The profile with this id, if any.
    public func profile(_ id: String) -> DeviceProfile? {
        profiles.first { $0.id == id }
    }

    /// The default profile.
    public var defaultProfile: DeviceProfile {
        profile(Self.defaultDeviceID) ?? profiles[0]
    }

    /// Loads every `*.json` profile in a folder.
    public static func load(from directory: URL) throws(DataFileError) -> DeviceCatalog {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw DataFileError(file: directory.path, location: nil, message: tr("cannot list device profiles: %s", error.localizedDescription))
        }
        var profiles: [DeviceProfile] = []
        for name in names {
            let path = directory.appendingPathComponent(name).path
            profiles.append(try DeviceProfile.parse(try DataFileText.read(path), file: path))
        }
        guard !profiles.isEmpty else {
            throw DataFileError(file: directory.path, location: nil, message: tr("no device profiles found"))
        }
        return DeviceCatalog(profiles: profiles)
    }

    /// The profiles and themes shipped in `Resources/`.
    public static func shipped() throws(DataFileError) -> DeviceCatalog {
        var catalog = try load(from: HandheldResources.devicesDirectory)
        catalog.themes = ThemeList(try Theme.shipped())
        return catalog
    }
}
