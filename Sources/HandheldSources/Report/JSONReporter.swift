import Foundation

/// An array of findings, each with its file, line, column (Unicode scalars, SRC-8), severity,
/// rule, message, class, the iOS versions it holds on, and its notes.
public struct JSONReporter: FindingReporter {
    public static let name = "json"
    public init() {}

    public func report(_ findings: [SourceFinding], root: String) throws -> String {
        let objects: [[String: Any]] = findings.map { finding in
            ["file": finding.position.file, "line": finding.position.line, "column": finding.position.column,
             "severity": finding.severity.rawValue, "rule": finding.rule, "message": finding.shownMessage,
             "class": finding.className, "versions": finding.versions.map(\.rawValue),
             "notes": finding.shownNotes.map { ["file": $0.0.file, "line": $0.0.line, "column": $0.0.column, "message": $0.1] }]
        }
        let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
