import Foundation
import PackagePlugin

/// Issue 39: `swift package plugin handheld-lint` in a package that depends on Handheld: lint
/// of its targets' Swift sources with the reader built from source (nothing to install).
/// Arguments: `--target NAME` (repeatable; every source target when none), and any of lint's
/// own options (`--format sarif`, `--baseline FILE`, `--strict` …), passed on.
@main
struct HandheldLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL.path)
        guard !folders.isEmpty else {
            Diagnostics.error("handheld-lint: no source target to lint")
            return
        }
        let tool = try context.tool(named: "handheld-sources")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + extractor.remainingArguments + folders
        // The configuration (.handheld.yml) and relative paths are the package's.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("handheld-lint: lint exited with status \(process.terminationStatus)")
        }
    }
}
