import Foundation

/// Where the shipped data files (device profiles, the scenario gallery) are found at run time.
public enum HandheldResources {
    /// The folder of device profile JSON files (DEV-1).
    public static var devicesDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("devices", isDirectory: true)
    }

    /// The folder of theme files (THEME-1).
    public static var themesDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("themes", isDirectory: true)
    }

    /// Every rule of the specification by id, one line each (docs/rules.md links to it).
    public static var rulesFile: URL {
        Bundle.module.resourceURL!.appendingPathComponent("rules.md", isDirectory: false)
    }

    /// The folder of the numbered example scenarios.
    public static var scenariosDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("scenarios", isDirectory: true)
    }

    /// The advance widths of the font the painter draws with (UI-6: one measurement for the
    /// picture and the hit areas).
    public static var fontMetricsFile: URL {
        Bundle.module.resourceURL!.appendingPathComponent("fonts/dejavu-sans-metrics.json", isDirectory: false)
    }
}
