import HandheldCore

/// `FILE:LINE:COLUMN: warning: … (RULE)` and its `note:` lines, as a compiler prints them
/// (SRC-8); names and messages escaped as section 9 shows text from the user's tree.
public struct TextReporter: FindingReporter {
    public static let name = "text"
    public init() {}

    public func report(_ findings: [SourceFinding], root: String) -> String {
        findings.map(\.text).joined(separator: "\n")
    }

    /// SRC-10: a warning whose correction is certain says "(fix available)": `lint --fix` makes it.
    /// A suggestion (not certain, or a note's) is a `note:` line under its finding, at the place
    /// it would change.
    public func report(_ findings: [SourceFinding], root: String, fixes: [SourceFix]) -> String {
        report(findings.map { finding in
            var marked = finding
            if fixes.contains(where: { $0.corrects(finding) }) { marked.message += tr(" (fix available)") }
            for suggestion in fixes where suggestion.suggests(finding) {
                marked.notes.append((SourcePosition(file: suggestion.file, line: suggestion.line, column: 1), suggestion.suggestionText))
            }
            return marked
        }, root: root)
    }
}
