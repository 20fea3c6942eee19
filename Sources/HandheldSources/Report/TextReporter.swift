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
    public func report(_ findings: [SourceFinding], root: String, fixes: [SourceFix]) -> String {
        report(findings.map { finding in
            guard fixes.contains(where: { $0.corrects(finding) }) else { return finding }
            var marked = finding
            marked.message += tr(" (fix available)")
            return marked
        }, root: root)
    }
}
