import Foundation

/// A folder's entries, walked with `readdir` (issue 39: Foundation's directory enumerator was
/// two fifths of a cached lint of a large app, walked once by each kind of file looked for).
enum FolderWalk {
    /// Calls `visit` with each entry under `root` (its path relative to `root`, and whether it is
    /// a folder), folders before what they hold. An entry whose name `skip` is true for is not
    /// visited, nor is anything inside it. A symbolic link is an entry, never followed.
    static func walk(_ root: String, skip: (Substring) -> Bool, _ visit: (_ relative: String, _ isFolder: Bool) -> Void) {
        // In a lint run, each folder is listed once, for every kind of file looked for.
        if let memo = RunMemo.current {
            let entries = memo.listing(root) {
                var entries: [RunMemo.Entry] = []
                walkFolder(root, skip: { SwiftReader.skippedFolders.contains(String($0)) }) { relative, isFolder in
                    entries.append(RunMemo.Entry(relative: relative, isFolder: isFolder, parts: relative.split(separator: "/")))
                }
                return entries
            }
            var skipped: String?
            for entry in entries {
                // Inside a folder skipped: skipped too (entries come folder first).
                if let prefix = skipped, entry.relative.hasPrefix(prefix) { continue }
                skipped = nil
                if let last = entry.parts.last, skip(last) {
                    if entry.isFolder { skipped = entry.relative + "/" }
                    continue
                }
                visit(entry.relative, entry.isFolder)
            }
            return
        }
        walkFolder(root, skip: skip, visit)
    }

    private static func walkFolder(_ root: String, skip: (Substring) -> Bool, _ visit: (_ relative: String, _ isFolder: Bool) -> Void) {
        func walk(_ folder: String, _ prefix: String) {
            guard let handle = opendir(folder) else { return }
            var entries: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != "..", !skip(Substring(name)) else { continue }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var info = stat()
                    isFolder = lstat(folder + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                }
                entries.append((name, isFolder))
            }
            // Closed before its folders are walked: one handle open at a time, however deep.
            closedir(handle)
            for entry in entries {
                let relative = prefix.isEmpty ? entry.name : prefix + "/" + entry.name
                visit(relative, entry.isFolder)
                if entry.isFolder { walk(folder + "/" + entry.name, relative) }
            }
        }
        walk(root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root, "")
    }
}

/// Issue 39: what one lint run lists and parses more than once (folders, build settings), kept
/// for that run only: a later run, or another test, lists afresh.
public final class RunMemo: @unchecked Sendable {
    struct Entry {
        var relative: String
        var isFolder: Bool
        var parts: [Substring]
    }

    @TaskLocal static var current: RunMemo?

    private let lock = NSLock()
    private var listings: [String: [Entry]] = [:]
    private var settings: [String: [ProjectSettings.Setting]] = [:]
    private var texts: [String: Result<String, SwiftReader.Unread>] = [:]

    /// A Swift file's text, read once in the run: the cache's key and the reader see the same
    /// bytes, even when the file is saved in between (issue 39).
    func text(_ file: String, _ read: () -> Result<String, SwiftReader.Unread>) -> Result<String, SwiftReader.Unread> {
        if let known = lock.withLock({ texts[file] }) { return known }
        let made = read()
        lock.withLock { texts[file] = made }
        return made
    }

    func listing(_ root: String, _ make: () -> [Entry]) -> [Entry] {
        if let known = lock.withLock({ listings[root] }) { return known }
        let made = make()
        lock.withLock { listings[root] = made }
        return made
    }

    func settings(_ file: String, _ make: () -> [ProjectSettings.Setting]) -> [ProjectSettings.Setting] {
        if let known = lock.withLock({ settings[file] }) { return known }
        let made = make()
        lock.withLock { settings[file] = made }
        return made
    }

    /// `body` with folders listed and settings parsed once each.
    public static func during<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(RunMemo()) { try body() }
    }
}
