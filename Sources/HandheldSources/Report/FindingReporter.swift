import HandheldCore
import Foundation

/// One way lint writes its findings (issue 36: each format a file of its own, each tested).
/// Adding a format is one file and its place in `FindingReporters.all`.
public protocol FindingReporter: Sendable {
    /// Its `--format` name.
    static var name: String { get }
    init()
    /// The findings as this format writes them to standard output (no final line break), `root`
    /// being the folder lint ran in (paths in the findings are relative to it unless absolute).
    func report(_ findings: [SourceFinding], root: String) throws -> String
    /// With the certain fixes of the warnings (SRC-10): a format that can say so does.
    func report(_ findings: [SourceFinding], root: String, fixes: [SourceFix]) throws -> String
}

extension FindingReporter {
    public func report(_ findings: [SourceFinding], root: String, fixes: [SourceFix]) throws -> String {
        try report(findings, root: root)
    }
}

extension SourceFix {
    /// Whether it corrects `finding`.
    func corrects(_ finding: SourceFinding) -> Bool { certain && finding.severity == .warning && finding.position == self.finding && finding.rule == rule }
    /// A suggestion for the finding (SRC-10: any severity, never applied by `--fix`).
    func suggests(_ finding: SourceFinding) -> Bool { !certain && finding.position == self.finding && finding.rule == rule }

    /// The suggestion as a note line's text: what it would change, and why it is not applied.
    var suggestionText: String {
        tr("suggestion, not applied by --fix (%s): %s", why ?? tr("not certain"), summary)
    }
}

public enum FindingReporters {
    public static let all: [any FindingReporter.Type] = [TextReporter.self, JSONReporter.self, GitHubReporter.self, SARIFReporter.self,
                                                            CheckstyleReporter.self, JUnitReporter.self]

    public static var names: [String] { all.map { $0.name } }

    /// The reporter of that name, or nil.
    public static func named(_ name: String) -> (any FindingReporter)? {
        all.first { $0.name == name }.map { $0.init() }
    }
}
