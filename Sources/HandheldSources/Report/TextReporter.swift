/// `FILE:LINE:COLUMN: warning: … (RULE)` and its `note:` lines, as a compiler prints them
/// (SRC-8); names and messages escaped as section 9 shows text from the user's tree.
public struct TextReporter: FindingReporter {
    public static let name = "text"
    public init() {}

    public func report(_ findings: [SourceFinding], root: String) -> String {
        findings.map(\.text).joined(separator: "\n")
    }
}
