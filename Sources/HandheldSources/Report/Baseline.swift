import Foundation
import HandheldCore

/// Issue 39: today's findings, recorded, so that lint reports only new ones. A finding is
/// matched by its rule, its class and a fingerprint of the code around it (its line and the
/// lines beside it, spaces ignored), never by its line number: an edit above it does not bring
/// it back; an edit of its own lines does.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable, Hashable, Codable {
        public var rule: String
        public var className: String
        public var fingerprint: String
        /// For a person reading the file; not matched.
        public var file: String
        public var message: String

        enum CodingKeys: String, CodingKey { case rule, className = "class", fingerprint, file, message }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// A finding's fingerprint: FNV-1a (64 bits) of its file's name, rule, class and the code on
    /// its line and the lines beside it.
    public static func fingerprint(_ finding: SourceFinding, lines: [Substring]) -> String {
        var hash = FNV1a()
        hash.add((finding.position.file as NSString).lastPathComponent)
        hash.add(finding.rule)
        hash.add(finding.className)
        let line = finding.position.line - 1
        for index in (line - 1)...(line + 1) where lines.indices.contains(index) {
            hash.add(lines[index].split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return String(hash.value, radix: 16)
    }

    /// Each file's lines, read once.
    final class Lines {
        private var cache: [String: [Substring]] = [:]
        func of(_ file: String) -> [Substring] {
            if let known = cache[file] { return known }
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            cache[file] = lines
            return lines
        }
    }

    public static func entries(_ findings: [SourceFinding], root: String) -> [Entry] {
        let lines = Lines()
        return findings.map { finding in
            Entry(rule: finding.rule, className: finding.className, fingerprint: fingerprint(finding, lines: lines.of(finding.position.file)),
                  file: relative(finding.position.file, to: root), message: finding.shownMessage)
        }
    }

    static func relative(_ path: String, to root: String) -> String {
        let folder = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// The findings not in the baseline: each entry matches one finding at most.
    public func newFindings(_ findings: [SourceFinding], root: String) -> [SourceFinding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[Self.key(entry), default: 0] += 1 }
        let current = Self.entries(findings, root: root)
        return zip(findings, current).compactMap { finding, entry in
            let key = Self.key(entry)
            guard let count = remaining[key], count > 0 else { return finding }
            remaining[key] = count - 1
            return nil
        }
    }

    /// What matching compares: rule, class, fingerprint.
    static func key(_ entry: Entry) -> Entry {
        Entry(rule: entry.rule, className: entry.className, fingerprint: entry.fingerprint, file: "", message: "")
    }

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Issue 48: the largest baseline read (a finding takes about 300 bytes: some 200,000).
    public static let maximumBytes = 64 << 20

    public static func read(_ path: String) throws -> Baseline {
        // Issue 48: a FIFO, a folder or a device is named for what it is, never waited on.
        if let problem = FileKind.problem(path) {
            throw Problem(description: tr("%s: cannot be read as a baseline: %s", ShownText.escaped(path), problem))
        }
        var info = stat()
        if stat(path, &info) == 0, info.st_size > maximumBytes {
            throw Problem(description: tr("%s: %s bytes, more than a baseline holds (at most %s): not read", ShownText.escaped(path), "\(info.st_size)", "\(maximumBytes)"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: tr("%s: cannot be read: %s", path, String(cString: strerror(errno))))
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else { throw Problem(description: tr("%s: a baseline of version %s; this handheld reads version 1", path, file.version)) }
            return Baseline(entries: file.findings)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(description: tr("%s: not a baseline handheld wrote (%s)", path, Self.reason(error)))
        }
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): tr("no '%s'", key.stringValue)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            tr("'%s' is not what a baseline holds", context.codingPath.map(\.stringValue).joined(separator: "."))
        default: tr("not JSON")
        }
    }

    struct File: Codable {
        /// Issue 48: says that lint wrote it, so a later `--write-baseline` may replace it
        /// (absent in issue 39's baselines, which are recognised by their shape).
        var tool: String?
        var version: Int
        var findings: [Entry]
    }

    /// What `tool` says in a baseline lint wrote.
    static let marker = "handheld lint baseline"

    /// The file's text.
    public func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(File(tool: Self.marker, version: 1, findings: entries))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Written whole or not at all, the old file's mode kept (SafeFile); `ReportFile.check`
    /// decides first whether the path may be written.
    public func write(to path: String) throws {
        try ReportFile.write(try encoded(), to: path)
    }
}
