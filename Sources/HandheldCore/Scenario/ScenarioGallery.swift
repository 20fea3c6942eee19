import Foundation
import HandheldResources

/// The numbered example scenarios shipped in `Resources/scenarios`.
public enum ScenarioGallery {
    /// Their paths, in order.
    public static func paths() -> [String] {
        let directory = HandheldResources.scenariosDirectory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }
}
