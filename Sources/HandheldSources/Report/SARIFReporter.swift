import Foundation

/// SARIF 2.1.0, what code scanning reads. Artifact locations are URI references
/// (percent-encoded) relative to `SRCROOT`, the folder lint ran in, or `file:` URIs for
/// absolute paths (issue 35: a path with spaces, `#` or `?` was placed wrongly); columns count
/// Unicode scalars (SRC-8), which SARIF calls `unicodeCodePoints`. Each rule the findings name
/// is listed by its id.
public struct SARIFReporter: FindingReporter {
    public static let name = "sarif"
    public init() {}

    /// A path as a SARIF artifact location.
    static func artifactLocation(_ path: String) -> [String: Any] {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?;[]")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? ["uri": "file://" + encoded] : ["uri": encoded, "uriBaseId": "SRCROOT"]
    }

    public func report(_ findings: [SourceFinding], root: String) throws -> String {
        try report(findings, root: root, fixes: [])
    }

    /// SRC-10: each certain correction as the result's `fixes` (artifact changes with byte
    /// regions), so code scanning can propose it; a suggestion too, its description saying it is
    /// one and its properties `certain: false`.
    public func report(_ findings: [SourceFinding], root: String, fixes: [SourceFix]) throws -> String {
        func location(_ p: SourcePosition) -> [String: Any] {
            ["physicalLocation": ["artifactLocation": Self.artifactLocation(p.file), "region": ["startLine": p.line, "startColumn": p.column]]]
        }
        let results: [[String: Any]] = findings.map { finding in
            var result: [String: Any] = ["ruleId": finding.rule, "level": finding.severity.rawValue,
             "message": ["text": finding.shownMessage], "locations": [location(finding.position)],
             "relatedLocations": finding.shownNotes.enumerated().map { i, note in
                 location(note.0).merging(["id": i, "message": ["text": note.1]]) { a, _ in a }
             }]
            // A suggestion is a fix marked as one (its properties say it is not certain).
            let own = fixes.filter { $0.corrects(finding) || $0.suggests(finding) }
            if !own.isEmpty {
                result["fixes"] = own.map { fix -> [String: Any] in
                    ["description": ["text": fix.certain ? fix.summary : fix.suggestionText],
                     "properties": ["certain": fix.certain],
                     "artifactChanges": [["artifactLocation": Self.artifactLocation(fix.file),
                                          "replacements": fix.edits.map { edit -> [String: Any] in
                                              ["deletedRegion": ["byteOffset": edit.start, "byteLength": edit.end - edit.start],
                                               "insertedContent": ["text": edit.replacement]]
                                          }]]]
                }
            }
            return result
        }
        let rules = Set(findings.map(\.rule)).sorted().map { ["id": $0] }
        let folder = root.hasSuffix("/") ? root : root + "/"
        let sarif: [String: Any] = [
            "version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [["tool": ["driver": ["name": "handheld", "rules": rules]],
                      "results": results, "columnKind": "unicodeCodePoints",
                      "originalUriBaseIds": ["SRCROOT": ["uri": "file://" + (folder.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? folder)]]]],
        ]
        let data = try JSONSerialization.data(withJSONObject: sarif, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
