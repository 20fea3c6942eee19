import Foundation

/// Remembers the chosen theme between runs of the app (THEME-7), in
/// `$XDG_CONFIG_HOME/handheld/settings.json` (or `~/.config/...`). Writes are atomic; a file
/// that cannot be read gives no theme and a warning, never a crash.
public struct ThemeSettingsStore: Sendable {
    /// The settings file.
    public let path: String

    /// A store at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The store in the user's config directory, as XDG says.
    public static func inUserConfig(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThemeSettingsStore {
        let base: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = config
        } else {
            base = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        }
        return ThemeSettingsStore(path: base + "/handheld/settings.json")
    }

    /// What loading found: the remembered theme's name, and a warning when the file was there
    /// but could not be used.
    public struct Loaded: Equatable, Sendable {
        public var theme: String?
        public var warning: String?
        /// The device the window last showed (issue 50: remembered with the theme).
        public var device: String?

        public init(theme: String?, warning: String?, device: String? = nil) {
            self.theme = theme
            self.warning = warning
            self.device = device
        }
    }

    /// Reads the remembered theme. No file is not an error: nothing was remembered yet.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return Loaded(theme: nil, warning: nil) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return Loaded(theme: nil, warning: tr("%s: cannot read the settings; using the default theme", path))
        }
        do {
            let root = try JSONReader.parse(text)
            guard case .object(let members) = root.value else {
                return Loaded(theme: nil, warning: tr("%s:%s: the settings must be an object; using the default theme", path, root.location))
            }
            // The device: a string, else left out with a warning (the theme is still read).
            var device: String?
            var deviceWarning: String?
            if let member = members.first(where: { $0.key == "device" }) {
                if case .string(let id) = member.value.value { device = id } else {
                    deviceWarning = tr("%s:%s: 'device' must be a string; using the default device", path, member.value.location)
                }
            }
            guard let member = members.first(where: { $0.key == "theme" }) else { return Loaded(theme: nil, warning: deviceWarning, device: device) }
            guard case .string(let name) = member.value.value else {
                return Loaded(theme: nil, warning: tr("%s:%s: 'theme' must be a string; using the default theme", path, member.value.location), device: device)
            }
            return Loaded(theme: name, warning: deviceWarning, device: device)
        } catch {
            return Loaded(theme: nil, warning: tr("%s:%s: %s; using the default theme", path, error.location, error.message))
        }
    }

    /// THEME-7: only a shipped theme is remembered. A user's theme file (`--theme-file`, File >
    /// Load Theme…) may be gone next time, and its name alone would only bring a warning.
    public static func remembers(_ theme: Theme, shipped: ThemeList) -> Bool {
        shipped.theme(named: theme.name) == theme
    }

    /// Remembers `theme`: written whole beside the settings, then renamed over them (SafeFile),
    /// so a crash or a full disk mid-write leaves the old file or the new one, never half of
    /// one; a settings file that is a symbolic link (dotfiles) stays one, its target replaced.
    /// A failure says which file and why, in words.
    public func save(theme: String?, device: String? = nil) throws(SafeFile.WriteError) {
        let target = SafeFile.resolvedTarget(path)
        let directory = (target as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SafeFile.WriteError(path: directory, reason: tr("cannot make the folder: %s", (error as NSError).localizedFailureReason ?? SafeFile.errnoText()))
        }
        let members: [(String, JSONOutput)] = (theme.map { [("theme", .string($0))] } ?? []) + (device.map { [("device", .string($0))] } ?? [])
        let text = JSONOutput.object(members).rendered() + "\n"
        try SafeFile.write(Data(text.utf8), to: path)
    }
}
