import Foundation

/// Where the shipped data files (device profiles, the scenario gallery) are found at run time:
/// beside an installed binary (`PREFIX/bin/handheld` reads `PREFIX/share/handheld`, issue 25),
/// else the build's resource bundle.
public enum HandheldResources {
    /// The folder every resource is in.
    public static let root: URL = {
        // The binary's own path, links resolved: an installed copy reads what was installed with it.
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/handheld", isDirectory: true)
        if FileManager.default.fileExists(atPath: installed.appendingPathComponent("devices").path) { return installed }
        return Bundle.module.resourceURL!
    }()

    /// The folder of compiled translations (`LANG/LC_MESSAGES/handheld.mo`, issue 25): the
    /// installed `PREFIX/share/locale`, else `.build/locale`, which `make` compiles from `po/`.
    public static let localeDirectory: URL = {
        if let given = ProcessInfo.processInfo.environment["HANDHELD_LOCALEDIR"], !given.isEmpty {
            return URL(fileURLWithPath: given, isDirectory: true)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if root.path.hasSuffix("/share/handheld") || root.path.hasSuffix("/share/handheld/") {
            return root.deletingLastPathComponent().appendingPathComponent("locale", isDirectory: true)
        }
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" { return folder.appendingPathComponent("locale", isDirectory: true) }
            folder = folder.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("locale", isDirectory: true)
    }()

    /// The folder of device profile JSON files (DEV-1).
    public static var devicesDirectory: URL { root.appendingPathComponent("devices", isDirectory: true) }

    /// The folder of theme files (THEME-1).
    public static var themesDirectory: URL { root.appendingPathComponent("themes", isDirectory: true) }

    /// Every rule of the specification by id, one line each (docs/rules.md links to it).
    public static var rulesFile: URL { root.appendingPathComponent("rules.md", isDirectory: false) }

    /// The folder of the numbered example scenarios.
    public static var scenariosDirectory: URL { root.appendingPathComponent("scenarios", isDirectory: true) }

    /// The advance widths of the font the painter draws with (UI-6: one measurement for the
    /// picture and the hit areas).
    public static var fontMetricsFile: URL { root.appendingPathComponent("fonts/dejavu-sans-metrics.json", isDirectory: false) }
}
