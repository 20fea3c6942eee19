import Foundation
import HandheldCore
import Yams

/// Issue 39: `.handheld.yml` at the app's root (or `--config FILE`), read with Yams:
///
/// ```yaml
/// disabled_rules: [SB-7, SUI-15c]     # never reported
/// error_rules: [SB-4]                 # reported as errors
/// excluded: [Generated, "**/*.generated.swift"]
/// suppressions:                       # where comments cannot go: storyboards, Info.plists
///   - path: App/Info.plist
///     rules: [SRC-5]
/// deployment_target: 16.0             # when the project does not say
/// sdk: 27
/// pedantic: true
/// ```
///
/// An unknown key, or a value of the wrong kind, is an error at its `FILE:LINE:COLUMN`.
public struct LintConfiguration: Sendable, Equatable {
    public var disabledRules: Set<String> = []
    public var errorRules: Set<String> = []
    /// Paths relative to the configuration's folder: a folder, a file, or a pattern with `*`
    /// (within a name) and `**` (any folders).
    public var excluded: [String] = []
    public var suppressions: [(path: String, rules: Set<String>)] = []
    public var deploymentTarget: Double?
    public var sdk: IOSVersion?
    public var pedantic: Bool?
    /// The folder paths are relative to.
    public var folder = "."
    /// The file read, for messages.
    public var file: String?

    public init() {}

    public static func == (a: LintConfiguration, b: LintConfiguration) -> Bool {
        a.disabledRules == b.disabledRules && a.errorRules == b.errorRules && a.excluded == b.excluded
            && a.suppressions.map { "\($0.path) \($0.rules.sorted())" } == b.suppressions.map { "\($0.path) \($0.rules.sorted())" }
            && a.deploymentTarget == b.deploymentTarget && a.sdk == b.sdk && a.pedantic == b.pedantic
    }

    public static let fileName = ".handheld.yml"
    public static let keys = ["disabled_rules", "error_rules", "excluded", "suppressions", "deployment_target", "sdk", "pedantic"]

    /// An error at a place in the file.
    public struct Problem: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "\(ShownText.escaped(file)):\(line):\(column): error: \(reason)" }
    }

    /// The configuration for a lint of `paths`: `explicit` when given, else the first
    /// `.handheld.yml` in a folder given, else in the current folder; none is no configuration.
    public static func find(explicit: String?, paths: [String]) throws -> LintConfiguration {
        if let explicit { return try read(explicit) }
        let candidates = paths.map { path -> String in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            return exists && isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
        } + ["."]
        for folder in candidates {
            let file = (folder.isEmpty ? "." : folder as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: file) { return try read(file) }
        }
        return LintConfiguration()
    }

    public static func read(_ file: String) throws -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw Problem(file: file, line: 1, column: 1, reason: tr("cannot be read: %s", String(cString: strerror(errno))))
        }
        guard let text = String(data: data, encoding: .utf8) else { throw Problem(file: file, line: 1, column: 1, reason: tr("cannot be read as UTF-8")) }
        var configuration = try parse(text, file: file)
        configuration.folder = (file as NSString).deletingLastPathComponent
        if configuration.folder.isEmpty { configuration.folder = "." }
        return configuration
    }

    public static func parse(_ text: String, file: String) throws -> LintConfiguration {
        func problem(_ node: Node?, _ reason: String) -> Problem {
            Problem(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, reason: reason)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let reason, let mark, _), .parser(_, let reason, let mark, _), .composer(_, let reason, let mark, _):
                throw Problem(file: file, line: mark.line, column: mark.column, reason: tr("not YAML: %s", reason))
            default:
                throw Problem(file: file, line: 1, column: 1, reason: tr("not YAML: %s", "\(error)"))
            }
        }
        var configuration = LintConfiguration()
        configuration.file = file
        guard let root else { return configuration }
        guard let mapping = root.mapping else { throw problem(root, tr("a configuration is a mapping of keys (%s)", keys.joined(separator: ", "))) }
        func rules(_ node: Node, _ key: String) throws -> Set<String> {
            guard let list = node.sequence else { throw problem(node, tr("'%s': a list of rule ids, such as [SB-4, SUI-7]", key)) }
            return Set(try list.map { item in
                guard let id = item.string, id.range(of: #"^([A-Z]+-\d+[a-z]?|suppression)$"#, options: .regularExpression) != nil else {
                    throw problem(item, tr("'%s': '%s' is not a rule id (SB-4, SUI-15c …)", key, item.string ?? "\(item.any)"))
                }
                return id
            })
        }
        func strings(_ node: Node, _ key: String) throws -> [String] {
            guard let list = node.sequence else { throw problem(node, tr("'%s': a list of paths", key)) }
            return try list.map { item in
                guard let text = item.string, item.scalar != nil else { throw problem(item, tr("'%s': each item a path", key)) }
                return text
            }
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw problem(keyNode, tr("a key is a name")) }
            switch key {
            case "disabled_rules": configuration.disabledRules = try rules(value, key)
            case "error_rules": configuration.errorRules = try rules(value, key)
            case "excluded": configuration.excluded = try strings(value, key)
            case "suppressions":
                guard let list = value.sequence else { throw problem(value, tr("'suppressions': a list of {path, rules}")) }
                for item in list {
                    guard let entry = item.mapping else { throw problem(item, tr("'suppressions': each item has a 'path' and 'rules'")) }
                    var path: String?
                    var ids: Set<String>?
                    for (inner, innerValue) in entry {
                        switch inner.string {
                        case "path": path = innerValue.scalar != nil ? innerValue.string : nil
                            if path == nil { throw problem(innerValue, tr("'path': a path")) }
                        case "rules": ids = try rules(innerValue, "rules")
                        default: throw problem(inner, tr("unknown key '%s' in a suppression: 'path' and 'rules'", inner.string ?? ""))
                        }
                    }
                    guard let path, let ids else { throw problem(item, tr("'suppressions': each item has a 'path' and 'rules'")) }
                    configuration.suppressions.append((path, ids))
                }
            case "deployment_target":
                guard value.scalar != nil, let number = value.float ?? value.int.map(Double.init), number >= 12 else {
                    throw problem(value, tr("'deployment_target': a version such as 16.0"))
                }
                configuration.deploymentTarget = number
            case "sdk":
                guard let text = value.string, let version = IOSVersion(rawValue: text) else {
                    throw problem(value, tr("'sdk': one of %s", IOSVersion.allCases.map(\.rawValue).joined(separator: ", ")))
                }
                configuration.sdk = version
            case "pedantic":
                guard value.scalar != nil, let flag = value.bool else { throw problem(value, tr("'pedantic': true or false")) }
                configuration.pedantic = flag
            default:
                throw problem(keyNode, tr("unknown key '%s': the keys are %s", key, keys.joined(separator: ", ")))
            }
        }
        return configuration
    }

    /// A path relative to the configuration's folder, as a finding gives it.
    func relative(_ path: String) -> String {
        let base = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var path = path
        if path.hasPrefix("./") { path.removeFirst(2) }
        return !base.isEmpty && path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Whether a pattern matches a relative path: a folder or file prefix, or a glob.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        if pattern.hasPrefix("./") { pattern.removeFirst(2) }
        if !pattern.contains("*") {
            let folder = pattern.hasSuffix("/") ? pattern : pattern + "/"
            return path == pattern || path.hasPrefix(folder)
        }
        // `**` any folders, `*` within a name.
        var regex = "^"
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "*" {
                let next = pattern.index(after: index)
                if next < pattern.endIndex, pattern[next] == "*" {
                    regex += ".*"
                    index = pattern.index(after: next)
                    if index < pattern.endIndex, pattern[index] == "/" { regex += "/?"; index = pattern.index(after: index) }
                    continue
                }
                regex += "[^/]*"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
            index = pattern.index(after: index)
        }
        regex += "(/.*)?$"
        return path.range(of: regex, options: .regularExpression) != nil
    }

    /// The findings as this configuration wants them: excluded paths, disabled rules and the
    /// suppressions of paths left out; error rules raised to errors.
    public func apply(_ findings: [SourceFinding]) -> [SourceFinding] {
        findings.compactMap { finding in
            let path = relative(finding.position.file)
            guard !disabledRules.contains(finding.rule), !excluded.contains(where: { Self.matches($0, path) }),
                  !suppressions.contains(where: { Self.matches($0.path, path) && ($0.rules.contains(finding.rule)) }) else { return nil }
            var finding = finding
            if errorRules.contains(finding.rule) { finding.severity = .error }
            return finding
        }
    }
}
