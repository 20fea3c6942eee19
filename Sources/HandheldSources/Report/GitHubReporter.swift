import HandheldCore

/// GitHub's workflow commands: each finding and note an annotation on its line. What comes
/// from the user's tree is escaped as the runner reads it (issue 35: a file name with a newline
/// wrote commands of its own): data `%25 %0D %0A`, properties also `%3A %2C`.
public struct GitHubReporter: FindingReporter {
    public static let name = "github"
    public init() {}

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(ShownText.escaped(text)).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    public func report(_ findings: [SourceFinding], root: String) -> String {
        var lines: [String] = []
        for finding in findings {
            let level = switch finding.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
            lines.append("::\(level) file=\(Self.property(finding.position.file)),line=\(finding.position.line),col=\(finding.position.column),title=\(Self.property(finding.rule))::\(Self.data(finding.shownMessage))")
            for (position, note) in finding.shownNotes {
                lines.append("::notice file=\(Self.property(position.file)),line=\(position.line),col=\(position.column),title=\(Self.property(finding.rule))::\(Self.data(note))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
