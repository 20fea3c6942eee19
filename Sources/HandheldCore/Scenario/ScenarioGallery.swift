import Foundation
import HandheldResources

/// The numbered example scenarios shipped in `Resources/scenarios`.
public enum ScenarioGallery {
    /// Their paths, in order.
    public static func paths() -> [String] { files(in: HandheldResources.scenariosDirectory.path) }

    /// The pitfalls (SB-11): one scenario per bug people report, the symptom then the fix,
    /// each a chapter.
    public static func pitfallPaths() -> [String] { files(in: HandheldResources.scenariosDirectory.path + "/pitfalls") }

    private static func files(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
    }
}
