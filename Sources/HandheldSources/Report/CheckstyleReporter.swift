import Foundation

/// Checkstyle's XML (issue 39): what GitLab's code quality converters, Jenkins' Warnings plugin
/// and reviewdog read. One `<file>` per file, one `<error>` per finding, its notes in the message.
public struct CheckstyleReporter: FindingReporter {
    public static let name = "checkstyle"
    public init() {}

    /// Text as an XML attribute: the five entities, and control characters as character references.
    static func attribute(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            // XML 1.0 cannot hold other control characters at all, even as references.
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    public func report(_ findings: [SourceFinding], root: String) -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        var files: [String] = []
        var byFile: [String: [SourceFinding]] = [:]
        for finding in findings {
            if byFile[finding.position.file] == nil { files.append(finding.position.file) }
            byFile[finding.position.file, default: []].append(finding)
        }
        for file in files {
            lines.append("  <file name=\"\(Self.attribute(file))\">")
            for finding in byFile[file] ?? [] {
                let severity = switch finding.severity { case .error: "error"; case .warning: "warning"; case .note: "info" }
                let message = ([finding.shownMessage] + finding.shownNotes.map { "\($0.0): note: \($0.1)" }).joined(separator: "\n")
                lines.append("    <error line=\"\(finding.position.line)\" column=\"\(finding.position.column)\" severity=\"\(severity)\" message=\"\(Self.attribute(message))\" source=\"handheld.\(Self.attribute(finding.rule))\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n")
    }
}
