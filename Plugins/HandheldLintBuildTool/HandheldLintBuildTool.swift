import Foundation
import PackagePlugin

/// Issue 39: lint as part of a target's build (`plugins: [.plugin(name: "HandheldLintBuildTool",
/// package: "Handheld")]`): each build whose Swift files changed lints the target, and its
/// findings are the build's warnings, at their lines (the compiler's own format).
@main
struct HandheldLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let swiftFiles = sources.sourceFiles(withSuffix: "swift").map(\.url)
        let report = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)-handheld-lint.txt")
        return [.buildCommand(
            displayName: "handheld lint \(target.name)",
            executable: try context.tool(named: "handheld-sources").url,
            arguments: ["lint", "--only-errors-fail", "--output", report.path, sources.directoryURL.path],
            inputFiles: swiftFiles,
            outputFiles: [report])]
    }
}
