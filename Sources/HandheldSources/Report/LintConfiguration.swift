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
        public var description: String { "\(SourceFinding.oneLine(ShownText.escaped(file))):\(line):\(column): error: \(SourceFinding.oneLine(ShownText.escaped(reason)))" }
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
            var info = stat()
            guard lstat(file, &info) == 0 else { continue }
            // Issue 48: a configuration found by its name is a regular file inside the project;
            // a link out of it (to /etc/shadow) or a dangling one is refused, with why.
            if info.st_mode & S_IFMT == S_IFLNK {
                let target = LintPath.absolute(SafeFile.resolvedTarget(file))
                let project = LintPath.absolute(folder.isEmpty ? "." : folder)
                if FileKind.problem(file) == nil, target.hasPrefix(project + "/") { return try read(file) }
                throw Problem(file: file, line: 1, column: 1, reason: FileKind.problem(file).map { tr("not read: %s", $0) }
                              ?? tr("not read: a symbolic link to %s, outside %s (name it with --config to use it)", ShownText.escaped(target), ShownText.escaped(project)))
            }
            return try read(file)
        }
        return LintConfiguration()
    }

    /// Issue 48: the largest configuration read, and the most aliases in it (each may copy a
    /// node an alias before it copied: their expansion doubles with each).
    public static let maximumBytes = 256 << 10
    public static let maximumAliases = 20

    public static func read(_ file: String) throws -> LintConfiguration {
        // Issue 48: a folder, a FIFO or a device is named for what it is, never waited on.
        if let problem = FileKind.problem(file) {
            throw Problem(file: file, line: 1, column: 1, reason: tr("cannot be read as a configuration: %s", problem))
        }
        var info = stat()
        if stat(file, &info) == 0, info.st_size > maximumBytes {
            throw Problem(file: file, line: 1, column: 1, reason: tr("%s bytes: a configuration is at most %s", "\(info.st_size)", "\(maximumBytes)"))
        }
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
        // Issue 48: the text is bounded before Yams expands it: an alias bomb (aliases of
        // aliases, as mapping keys) ran for hours in Yams' duplicate-key check.
        if text.utf8.count > maximumBytes {
            throw Problem(file: file, line: 1, column: 1, reason: tr("%s bytes: a configuration is at most %s", "\(text.utf8.count)", "\(maximumBytes)"))
        }
        let scanned = scan(text)
        if let alias = scanned.aliases.dropFirst(maximumAliases).first {
            throw Problem(file: file, line: alias.line, column: alias.column,
                          reason: tr("more than %s YAML aliases: not read (each alias may copy what earlier ones copied)", "\(maximumAliases)"))
        }
        if let deep = scanned.tooDeep {
            throw Problem(file: file, line: deep.line, column: deep.column,
                          reason: tr("nested more than %s deep: not read (a configuration is a few lists deep)", "\(maximumDepth)"))
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
                    throw problem(item, tr("'%s': '%s' is not a rule id (SB-4, SUI-15c …)", key, quoted(item.string ?? "\(item.any)")))
                }
                // Issue 50: a well-formed id that names no rule (`SB-77`) would silence nothing.
                let known = knownRules
                guard known.isEmpty || known.contains(id) else {
                    throw problem(item, tr("'%s': '%s' is no rule of this handheld; the rules are %s", key, quoted(id), known.sorted().joined(separator: ", ")))
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
                        default: throw problem(inner, tr("unknown key '%s' in a suppression: 'path' and 'rules'", quoted(inner.string ?? "")))
                        }
                    }
                    guard let path, let ids else { throw problem(item, tr("'suppressions': each item has a 'path' and 'rules'")) }
                    configuration.suppressions.append((path, ids))
                }
            case "deployment_target":
                // Issue 48: only the releases this project knows (12 to 27); `.inf` and 1e308 are not.
                guard value.scalar != nil, let number = value.float ?? value.int.map(Double.init), number.isFinite, number >= 12,
                      number < Double(IOSVersion.allCases.last!.number + 1) else {
                    throw problem(value, tr("'deployment_target': a version such as 16.0"))
                }
                configuration.deploymentTarget = number
            case "sdk":
                // §10: every release Apple shipped, each as the rule release that covers it.
                guard let text = value.string, let release = IOSRelease(text) else {
                    throw problem(value, tr("'sdk': one of %s", IOSRelease.acceptedList))
                }
                configuration.sdk = release.rules
            case "pedantic":
                guard value.scalar != nil, let flag = value.bool else { throw problem(value, tr("'pedantic': true or false")) }
                configuration.pedantic = flag
            default:
                throw problem(keyNode, tr("unknown key '%s': the keys are %s", quoted(key), keys.joined(separator: ", ")))
            }
        }
        return configuration
    }

    /// The deepest nesting of `[` and `{` read (Yams composes nodes recursively).
    public static let maximumDepth = 64

    /// Where each YAML alias (`*name`) is, outside quotes and comments: a scan of the text, in
    /// one pass, before any YAML is read.
    static func aliases(in text: String) -> [(line: Int, column: Int)] { scan(text).aliases }

    /// The aliases, and the first bracket nested past `maximumDepth`, in one pass.
    static func scan(_ text: String) -> (aliases: [(line: Int, column: Int)], tooDeep: (line: Int, column: Int)?) {
        var found: [(line: Int, column: Int)] = []
        var depth = 0
        var tooDeep: (line: Int, column: Int)?
        var line = 1, column = 0
        var quote: Character?
        var escaped = false
        var comment = false
        var previous: Character = "\n"
        /// The last character of the line outside quotes and spaces (nil at its start): a
        /// scalar, quoted or an alias, starts only after one of `:-[{,?` or at the line's start.
        var significant: Character?
        /// At a line's start: its indentation and the `- ` / `? ` markers before its content.
        var leading = true, indent = 0, markers = 0
        func deep() { if tooDeep == nil { tooDeep = (line, column) } }
        func startsScalar() -> Bool {
            (significant == nil || ":-[{,?".contains(significant!)) && (previous.isWhitespace || "[{,".contains(previous))
        }
        for character in text {
            column += 1
            if character == "\n" {
                line += 1; column = 0; comment = false; significant = nil
                leading = quote == nil; indent = 0; markers = 0
                previous = character
                continue
            }
            if comment { previous = character; continue }
            if let open = quote {
                // A quoted scalar, which may span lines: `\"` (and `\\`) in double quotes,
                // `''` in single quotes, do not end it.
                if open == "\"" {
                    if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quote = nil }
                } else if character == "'" {
                    quote = nil
                }
                previous = character
                if quote == nil { significant = character }
                continue
            }
            if leading {
                // Block nesting: indentation and sequence markers, bounded as brackets are.
                if character == " " { indent += 1; previous = character; continue }
                if (character == "-" || character == "?"), previous.isWhitespace || previous == "\n" {
                    markers += 1
                    if markers > maximumDepth || indent > 4 * maximumDepth { deep() }
                    previous = character
                    significant = character
                    continue
                }
                if indent > 4 * maximumDepth { deep() }
                leading = false
            }
            if character == "'" && previous == "'" && significant == "'" {
                // `''` inside a single-quoted scalar: it goes on.
                quote = "'"
            } else if character == "\"" || character == "'" {
                if startsScalar() { quote = character }
            } else if character == "#", previous.isWhitespace || previous == "\n" {
                comment = true
            } else if character == "*", startsScalar() {
                found.append((line, column))
            } else if character == "[" || character == "{" {
                depth += 1
                if depth > maximumDepth { deep() }
            } else if character == "]" || character == "}" {
                depth = max(0, depth - 1)
            }
            previous = character
            if !character.isWhitespace { significant = character }
        }
        return (found, tooDeep)
    }

    /// The rule ids a configuration may name: every rule of the SPEC as shipped, and
    /// `suppression` (a stale suppression's note). Empty when the shipped rules cannot be read.
    static let knownRules: Set<String> = {
        let ids = Set(RuleBook.shipped.rules.keys)
        return ids.isEmpty ? [] : ids.union(["suppression"])
    }()

    /// A value from the file as a message quotes it: escaped, on one line, cut past 60
    /// characters (issue 48: an unknown key holding ESC, BEL or a line break reached the
    /// terminal raw).
    static func quoted(_ text: String) -> String {
        SourceFinding.oneLine(ShownText.escaped(ShownText.excerpt(text)))
    }

    /// A path relative to the configuration's folder, as a finding gives it: both normalized
    /// (issue 48: `lint ./App` and `lint App` exclude the same files).
    func relative(_ path: String) -> String {
        let file = LintPath.absolute(path), base = LintPath.absolute(folder)
        if file == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : LintPath.normalized(path)
    }

    /// Whether `file` is under `excluded` (issue 48: excluded files are never read, so an
    /// excluded folder costs nothing and an unreadable one stops nothing).
    public func excluder() -> (String) -> Bool {
        let globs = excluded.map(Glob.init)
        guard !globs.isEmpty else { return { _ in false } }
        return { file in
            let path = relative(file)
            return globs.contains { $0.matches(path) }
        }
    }

    /// Whether a pattern matches a relative path: a folder or file prefix, or a glob.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        Glob(pattern).matches(path)
    }

    /// The findings as this configuration wants them: excluded paths, disabled rules and the
    /// suppressions of paths left out; error rules raised to errors.
    public func apply(_ findings: [SourceFinding]) -> [SourceFinding] {
        // Issue 48: each pattern compiled once, and each file judged once, not per finding.
        let excludedGlobs = excluded.map(Glob.init)
        let suppressionGlobs = suppressions.map { (Glob($0.path), $0.rules) }
        var excludedFiles: [String: Bool] = [:]
        var suppressedRules: [String: Set<String>] = [:]
        return findings.compactMap { finding in
            let file = finding.position.file
            if excludedFiles[file] == nil {
                let path = relative(file)
                excludedFiles[file] = excludedGlobs.contains { $0.matches(path) }
                suppressedRules[file] = suppressionGlobs.reduce(into: Set<String>()) { rules, pair in
                    if pair.0.matches(path) { rules.formUnion(pair.1) }
                }
            }
            guard !disabledRules.contains(finding.rule), excludedFiles[file] != true,
                  suppressedRules[file]?.contains(finding.rule) != true else { return nil }
            var finding = finding
            if errorRules.contains(finding.rule) { finding.severity = .error }
            return finding
        }
    }
}
