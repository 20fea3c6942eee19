import Foundation

/// JUnit's XML (issue 39): what GitLab's test reports and Jenkins' JUnit plugin read. One test
/// suite, one test case per finding, named by its rule and place; a warning or an error is a
/// failure, a note passes (it is in the test's output). A lint with nothing to say is one
/// passing case, so a CI report never shows an empty suite.
public struct JUnitReporter: FindingReporter {
    public static let name = "junit"
    public init() {}

    public func report(_ findings: [SourceFinding], root: String) -> String {
        let failing = findings.count { $0.severity != .note }
        let cases = max(1, findings.count)
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<testsuites name=\"handheld lint\" tests=\"\(cases)\" failures=\"\(failing)\" errors=\"0\">",
                     "  <testsuite name=\"handheld lint\" tests=\"\(cases)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">"]
        func attribute(_ text: String) -> String { CheckstyleReporter.attribute(text) }
        for finding in findings {
            let place = "\(finding.position.file):\(finding.position.line):\(finding.position.column)"
            let detail = ([finding.shownMessage] + finding.shownNotes.map { "\($0.0): note: \($0.1)" }).joined(separator: "\n")
            lines.append("    <testcase classname=\"\(attribute(finding.position.file))\" name=\"\(attribute("\(finding.rule) at \(place)"))\" file=\"\(attribute(finding.position.file))\" line=\"\(finding.position.line)\">")
            if finding.severity == .note {
                lines.append("      <system-out>\(attribute("\(place): note: \(detail)"))</system-out>")
            } else {
                lines.append("      <failure type=\"\(attribute(finding.rule))\" message=\"\(attribute(finding.shownMessage))\">\(attribute("\(place): \(finding.severity.rawValue): \(detail)"))</failure>")
            }
            lines.append("    </testcase>")
        }
        if findings.isEmpty { lines.append("    <testcase classname=\"handheld\" name=\"no finding\"/>") }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n")
    }
}
