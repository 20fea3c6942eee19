import Foundation
import HandheldCore

/// Issue 48: what lint writes (`--output`, `--write-baseline`) is written as every writer here
/// writes (SafeFile: a temporary beside it, then a rename; the old file's mode kept), and never
/// over a file lint reads, a file that is not a report or baseline of lint's own, or a file a
/// symbolic link leads to outside the folders in play, unless `--force` says so.
public enum ReportFile {
    public enum Kind: Sendable, Equatable {
        case baseline
        /// A report in this format (`--output`).
        case report(String)
    }

    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// The kinds of file lint reads in an app's folder: never a place to write a report.
    static let readKinds: Set<String> = ["swift", "storyboard", "xib", "plist", "pbxproj", "xcconfig", "yml", "yaml", "strings", "json"]

    /// Whether lint may write `path` (`option` names it in the refusal: `--output`).
    /// - `reading`: the paths linted (their folders hold what lint reads);
    /// - `readFiles`: files this run reads besides (the configuration, the baseline).
    public static func check(_ path: String, kind: Kind, option: String, reading: [String], readFiles: [String], force: Bool) throws(Refusal) {
        let shown = ShownText.escaped(path)
        var info = stat()
        let exists = lstat(path, &info) == 0
        let target = SafeFile.resolvedTarget(path)
        var targetInfo = stat()
        let targetExists = stat(target, &targetInfo) == 0
        if targetExists, targetInfo.st_mode & S_IFMT != S_IFREG {
            throw Refusal(description: tr("%s %s: %s, not a regular file: give a file's path", option, shown, FileKind.describe(targetInfo.st_mode)))
        }
        let absolute = Self.absolute(target)
        // A file this run reads is never replaced, --force or not: the input would be lost.
        for file in readFiles where targetExists && SafeFile.sameFile(file, target) {
            throw Refusal(description: tr("%s %s is %s, which this lint reads: write the report somewhere else", option, shown, ShownText.escaped(file)))
        }
        if targetExists, let folder = reading.first(where: { Self.contains(Self.absolute(SafeFile.resolvedTarget($0)), absolute) }),
           readKinds.contains((target as NSString).pathExtension.lowercased()), !Self.isOwn(target, kind: kind) {
            throw Refusal(description: tr("%s %s is a file lint reads in %s: write it somewhere else", option, shown, ShownText.escaped(folder)))
        }
        guard !force else { return }
        if exists, info.st_mode & S_IFMT == S_IFLNK {
            let places = [FileManager.default.currentDirectoryPath] + reading.map { Self.absolute(SafeFile.resolvedTarget($0)) }
            if !places.contains(where: { Self.contains(Self.absolute($0), absolute) }) {
                throw Refusal(description: tr("%s %s is a symbolic link to %s, outside the folders linted and the current folder: --force to write through it",
                                              option, shown, ShownText.escaped(target)))
            }
        }
        if targetExists, targetInfo.st_size > 0, !Self.isOwn(target, kind: kind) {
            let what = kind == .baseline ? tr("a baseline handheld lint wrote") : tr("a report handheld lint wrote")
            throw Refusal(description: tr("%s %s exists and is not %s: give another path, or --force to replace it", option, shown, what))
        }
    }

    /// Writes `text` to `path` whole or not at all.
    public static func write(_ text: String, to path: String) throws(SafeFile.WriteError) {
        try SafeFile.write(Data(text.utf8), to: path)
    }

    /// Whether the file at `path` is one lint wrote: a baseline says so in its content; a report
    /// is recognised by what each format starts with.
    static func isOwn(_ path: String, kind: Kind) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        switch kind {
        case .baseline:
            // Its keys are sorted: "findings" first, then "tool" and "version" at its end.
            let size = (try? handle.seekToEnd()) ?? 0
            try? handle.seek(toOffset: size > 4096 ? size - 4096 : 0)
            let tail = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
            // Written by this version ("tool"), or by issue 39's (its two keys, and nothing else).
            return head.hasPrefix("{") && head.contains("\"findings\" : [")
                && (tail.contains("\"tool\" : \"handheld lint baseline\"") || tail.contains("\"version\" : 1\n}"))
        case .report(let format):
            // Whole lines only: the last of 4,096 bytes may be cut.
            var lines = head.split(separator: "\n").prefix(20)
            if head.utf8.count >= 4096, lines.count > 1 { lines = lines.dropLast() }
            switch format {
            case "sarif": return head.contains("\"name\" : \"handheld\"") || head.contains("\"name\":\"handheld\"")
            case "checkstyle": return head.contains("<checkstyle") && (head.contains("source=\"handheld.") || head.contains("<checkstyle version=\"4.3\"/>") || !head.contains("source="))
            case "junit": return head.contains("<testsuites name=\"handheld lint\"")
            case "json": return head.hasPrefix("[") && (head.count < 4 || head.contains("\"rule\" : "))
            case "github": return lines.allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") }
            default:
                // FILE:LINE:COLUMN: warning|error|note: …
                return lines.allSatisfy { line in
                    line.range(of: #"^.*:[0-9]+:[0-9]+: (warning|error|note): "#, options: .regularExpression) != nil
                }
            }
        }
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is `folder` or inside it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}

/// What a path that is not a regular file is, in words (issue 48, item 15).
public enum FileKind {
    public static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: tr("a folder")
        case S_IFIFO: tr("a named pipe (FIFO)")
        case S_IFCHR: tr("a character device")
        case S_IFBLK: tr("a block device")
        case S_IFSOCK: tr("a socket")
        case S_IFLNK: tr("a symbolic link")
        default: tr("a regular file")
        }
    }

    /// Why `path` cannot be read as a file: missing, a dangling link, or not a regular file;
    /// nil when it is a regular file.
    public static func problem(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return info.st_mode & S_IFMT == S_IFREG ? nil : tr("%s, not a regular file", describe(info.st_mode))
        }
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            return tr("a symbolic link to %s, which does not exist", ShownText.escaped(destination))
        }
        return SafeFile.errnoText()
    }
}
