import ArgumentParser
import Foundation
import HandheldCore
import HandheldSources

/// `handheld-sources lint PATH...`: SRC-5 on an app's Swift sources. `handheld lint` hands
/// Swift files, folders and `.xcodeproj` to it, so the window's binary never links swift-syntax.
struct SourcesTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handheld-sources",
        abstract: "Read an iOS app's Swift sources and say which status bar preferences UIKit ignores, at their file, line and column.",
        subcommands: [Lint.self, Bench.self])
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lint Swift files or folders (SRC-5).")

    @Argument(help: "Swift files, folders or an .xcodeproj's folder.")
    var paths: [String]

    @Option(help: "text (default) or json.")
    var format: String = "text"

    @Option(help: "The app's deployment target (read from project.pbxproj or .xcconfig when not given).")
    var deploymentTarget: Double?

    func run() throws {
        guard ["text", "json"].contains(format) else { throw ValidationError("--format: text or json, not '\(format)'") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder")
        }
        let files = SwiftReader.swiftFiles(under: paths.map { $0.hasSuffix(".xcodeproj") ? ($0 as NSString).deletingLastPathComponent : $0 })
        let index = SwiftReader.read(files: files)
        let target = deploymentTarget ?? ProjectSettings.deploymentTarget(under: paths)
        let findings = SourceLint.findings(index, deploymentTarget: target)
        var errorOutput = FileHandle.standardError
        for (position, problem) in index.problems { print("\(position): warning: \(problem) (SRC-1)", to: &errorOutput) }
        switch format {
        case "json":
            let objects: [[String: Any]] = findings.map { finding in
                ["file": finding.position.file, "line": finding.position.line, "column": finding.position.column,
                 "severity": finding.severity.rawValue, "rule": finding.rule, "message": finding.message,
                 "class": finding.className, "versions": finding.versions.map(\.rawValue),
                 "notes": finding.notes.map { ["file": $0.0.file, "line": $0.0.line, "column": $0.0.column, "message": $0.1] }]
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        default:
            for finding in findings { print(finding.text) }
        }
        if findings.contains(where: { $0.severity == .warning }) { throw ExitCode(1) }
    }
}

/// SRC-7's figures: parse and analysis speed on a generated app of pinned size, and the wall
/// time of a whole lint of it (`make bench` runs it on the release build).
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Measure reading speed on a generated app (SRC-7).")

    @Option(help: "Lines of Swift to generate.")
    var lines = 100_000

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-sources-bench-\(lines)")
        try? FileManager.default.removeItem(at: folder)
        let written = try GeneratedApp.write(lines: lines, to: folder.path)
        let clock = ContinuousClock()
        var index = SourceIndex()
        let reading = clock.measure { index = SwiftReader.read(files: SwiftReader.swiftFiles(under: [folder.path])) }
        var findings: [SourceFinding] = []
        let deciding = clock.measure { findings = SourceLint.findings(index) }
        let seconds = { (d: Duration) in Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        print("== Reading an app's sources (SRC-7): a generated app of \(written.files) files, \(index.lines) lines, \(index.classes.count) classes, \(index.edges.count) edges")
        print("  parse and analysis: \(String(format: "%.2f", seconds(reading))) s, \(Int(Double(index.lines) / seconds(reading))) lines a second (target ≥ 60,000 on one core, release)")
        print("  the engine deciding every context on every version: \(String(format: "%.2f", seconds(deciding))) s, \(findings.count) findings")
        print("  lint's wall time, both together: \(String(format: "%.2f", seconds(reading) + seconds(deciding))) s")
        try? FileManager.default.removeItem(at: folder)
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) { write(Data(string.utf8)) }
}

SourcesTool.main()
