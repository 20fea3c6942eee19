import Foundation
import HandheldCore
import HandheldResources

/// Issue 39: lint's cache, kept by content under the platform's cache folder
/// (`$XDG_CACHE_HOME/handheld`, else `~/.cache/handheld`).
///
/// - Each Swift file's own index (`files/`), by a digest of its path, its text, the app's View
///   extensions that host their view (which reading it depends on) and the reader's build: a
///   file that changed is read again, the others are not.
/// - Each target's report (`reports/`), by a digest of everything it was decided from: each
///   file's digest, the storyboards' text, the Info.plist's facts, the deployment target,
///   devices, SDK and `--pedantic`: a target none of whose inputs changed is not judged again.
///
/// An entry that cannot be read (cut short, from another version) is a miss and is written
/// again: the cache never changes what lint says, only how long it takes.
public final class SourceCache: @unchecked Sendable {
    public let folder: String
    /// Files whose index came from the cache, and files read.
    public private(set) var filesFromCache = 0
    public private(set) var filesRead = 0
    /// Targets whose report came from the cache.
    public private(set) var reportsFromCache = 0
    private let lock = NSLock()

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/handheld`, else `~/.cache/handheld` (the XDG base directory spec, which
    /// Debian and Ubuntu follow); `HANDHELD_CACHE_DIR` replaces both.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment["HANDHELD_CACHE_DIR"], !given.isEmpty { return given }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".cache")
        return (base as NSString).appendingPathComponent("handheld")
    }

    /// What every key starts with: the entries' format, this build of the reader (its executable's
    /// size and time: a rebuilt reader reads afresh, and its device profiles') and the language
    /// findings are said in.
    public static let salt: String = {
        var digest = Digest()
        digest.add(format)
        var info = stat()
        if stat("/proc/self/exe", &info) == 0 {
            digest.add("\(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)")
        } else {
            digest.add(ProcessInfo.processInfo.arguments.first ?? "")
        }
        // The device profiles the engine judges with: resources, copied without a relink.
        let devices = HandheldResources.devicesDirectory.path
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? []).sorted()
        where stat(devices + "/" + name, &info) == 0 {
            digest.add("\(name) \(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)")
        }
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] { digest.add(environment[name] ?? "") }
        return digest.finish()
    }()

    /// The entries' format (issue 48: 2, each entry checked before it is believed).
    static let format = "handheld-cache-2"

    /// The digest of one Swift file as the reader reads it. Its path counts as one absolute,
    /// normalized path (issue 48: `App`, `./App` and `/abs/App` share their entries).
    public static func key(file: String, text: String, factories: Set<String>) -> String {
        var digest = Digest()
        digest.add(salt)
        digest.add(LintPath.absolute(file))
        digest.add(factories.sorted().joined(separator: ","))
        digest.add(text)
        return digest.finish()
    }

    private func path(_ kind: String, _ key: String) -> String {
        "\(folder)/\(kind)/\(key.prefix(2))/\(key).json"
    }

    /// An entry's bytes, its time moved to now when a day old (the time says when it was last
    /// used: `prune` removes what has not been for `keepDays`).
    private func contents(_ file: String) -> Data? {
        var info = stat()
        guard stat(file, &info) == 0 else { return nil }
        if time(nil) - info.st_mtim.tv_sec > 86_400 { utimes(file, nil) }
        return FileManager.default.contents(atPath: file)
    }

    /// Entries not used for this many days are removed, once a day at most.
    public static let keepDays = 30

    /// Past this many bytes of entries, the least recently used go first (issue 48).
    public static let maximumBytes: Int = 512 << 20

    /// The cache's own marker, a Cache Directory Tagging file (backup tools skip the folder):
    /// the cache writes it in a folder it created, or found empty, and prunes only where it is.
    static let tagName = "CACHEDIR.TAG"
    static let tagText = "Signature: 8a477f597d28d172789f06886806bc55\n# handheld lint's cache: entries unused for 30 days are removed (issue 48).\n"

    /// Whether `name` (in the folder `shard`) is a name this cache gives an entry, or the
    /// temporary file of one being written.
    static func isEntryName(_ name: Substring, shard: Substring) -> (entry: Bool, temporary: Bool) {
        let hex = { (text: Substring) in !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) } }
        guard shard.count == 2, hex(shard), name.hasPrefix(shard) || name.hasPrefix("." + shard) else { return (false, false) }
        if name.hasSuffix(".json"), hex(name.dropLast(5)) { return (true, false) }
        // .KEY.json.PID-RANDOM.tmp
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 5, parts[0].isEmpty, hex(parts[1]), parts[2] == "json", parts[4] == "tmp",
           parts[3].split(separator: "-").count == 2, parts[3].utf8.allSatisfy({ (48...57).contains($0) || $0 == 45 }) {
            return (false, true)
        }
        return (false, false)
    }

    /// Whether this folder is the cache's own: a real folder (not a link), tagged by the cache.
    func isOwnFolder() -> Bool {
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              lstat(folder + "/" + Self.tagName, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let text = FileManager.default.contents(atPath: folder + "/" + Self.tagName) else { return false }
        return String(decoding: text, as: UTF8.self) == Self.tagText
    }

    /// Makes the folder when it is missing, and tags it when the cache made it or found it
    /// empty: a folder of the user's (`HANDHELD_CACHE_DIR=.`) is used, never tagged, never pruned.
    func prepareFolder() {
        var info = stat()
        if lstat(folder, &info) != 0 {
            guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        } else {
            // Empty, or only what an earlier cache (issue 39's, untagged) wrote there.
            let cacheNames: Set<String> = ["files", "reports", "judgements", "last-pruned"]
            guard info.st_mode & S_IFMT == S_IFDIR, let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
                  Set(names).isSubset(of: cacheNames) else { return }
        }
        _ = try? SafeFile.write(Data(Self.tagText.utf8), to: folder + "/" + Self.tagName)
    }

    /// Removes the entries no lint has used for `keepDays` (each file's index is kept by its
    /// text: every edit leaves one behind), then the least recently used past `maximumBytes`,
    /// and temporary files a stopped write left a day ago. Once a day at most (`last-pruned`
    /// says when), or whenever `now` is given.
    ///
    /// Issue 48: only inside a folder the cache tagged as its own, never through a symbolic link,
    /// and only files whose names are the cache's own (`files/ab/ab12….json`).
    public func prune(now: time_t? = nil, maximumBytes: Int = SourceCache.maximumBytes) {
        if !isOwnFolder() { prepareFolder() }
        guard isOwnFolder() else { return }
        let stamp = folder + "/last-pruned"
        let current = now ?? time(nil)
        var info = stat()
        if now == nil, stat(stamp, &info) == 0, current - info.st_mtim.tv_sec < 86_400 { return }
        let oldest = current - time_t(Self.keepDays * 86_400)
        var kept: [(path: String, used: Int, bytes: Int)] = []
        for kind in ["files", "reports", "judgements"] {
            let root = folder + "/" + kind
            guard lstat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            guard let shards = try? FileManager.default.contentsOfDirectory(atPath: root) else { continue }
            for shard in shards {
                let shardPath = root + "/" + shard
                guard lstat(shardPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                      let names = try? FileManager.default.contentsOfDirectory(atPath: shardPath) else { continue }
                for name in names {
                    let (entry, temporary) = Self.isEntryName(Substring(name), shard: Substring(shard))
                    let path = shardPath + "/" + name
                    guard entry || temporary, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                    if temporary ? info.st_mtim.tv_sec < current - 86_400 : info.st_mtim.tv_sec < oldest {
                        unlink(path)
                    } else if entry {
                        kept.append((path, info.st_mtim.tv_sec, Int(info.st_size)))
                    }
                }
            }
        }
        var total = kept.reduce(0) { $0 + $1.bytes }
        if total > maximumBytes {
            for entry in kept.sorted(by: { $0.used < $1.used }) where total > maximumBytes {
                unlink(entry.path)
                total -= entry.bytes
            }
        }
        _ = FileManager.default.createFile(atPath: stamp, contents: Data())
    }

    /// Issue 48: an entry is a line that says what it stands for — the format, the key it was
    /// written under (the digest of everything it was decided from, this reader's build among
    /// it) and the SHA-256 of what follows — then the encoded value. An entry whose line does
    /// not match its name and its own bytes is not believed: it counts as a miss, is read again
    /// and written anew, and nothing of it is shown.
    static func sealed(_ data: Data, key: String) -> Data {
        Data("\(format) \(key) \(Digest.sha256(data))\n".utf8) + data
    }

    /// The value of an entry, when it is what its name says.
    static func opened(_ entry: Data, key: String) -> Data? {
        guard let newline = entry.prefix(300).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: entry[entry.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let body = entry[(newline + 1)...]
        guard header.count == 3, header[0] == format, header[1] == key, header[2] == Digest.sha256(Data(body)) else { return nil }
        return Data(body)
    }

    /// Entries read but not believed (a wrong seal), this run.
    public private(set) var entriesRefused = 0

    private func opened(_ kind: String, _ key: String) -> Data? {
        guard let entry = contents(path(kind, key)) else { return nil }
        guard let value = Self.opened(entry, key: key) else {
            lock.withLock { entriesRefused += 1 }
            return nil
        }
        return value
    }

    /// One file's index, if the cache has it.
    func index(key: String, file: String) -> SourceIndex? {
        let decoder = JSONDecoder()
        decoder.userInfo[SourcePosition.fileKey] = file
        guard let data = opened("files", key),
              var index = try? decoder.decode(SourceIndex.self, from: data) else { return nil }
        // Its entries are shared by every spelling of the path (issue 48): the one file's
        // suppressions are filed under the path this run reads it by.
        if !index.suppressions.isEmpty, index.suppressions.keys.first != file {
            index.suppressions = [file: index.suppressions.values.flatMap { $0 }]
        }
        lock.withLock { filesFromCache += 1 }
        return index
    }

    /// Encoded and written on a queue of its own, beside the parsing of the next file (the
    /// machine's second core): writing in line cost a cold lint a seventh of its time.
    func store(_ index: SourceIndex, key: String, file: String) {
        lock.withLock { filesRead += 1 }
        let entry = path("files", key)
        writer.async {
            let encoder = JSONEncoder()
            encoder.userInfo[SourcePosition.fileKey] = file
            guard let data = try? encoder.encode(index) else { return }
            self.write(Self.sealed(data, key: key), to: entry)
        }
    }

    private let writer = DispatchQueue(label: "handheld.cache.writer")

    /// Waits until every entry stored is written.
    public func finish() {
        writer.sync {}
    }

    /// Each file's index the cache has, by its place in `wanted` (each a file and its key, nil
    /// for a file not read), decoded on every core.
    func indexes(_ wanted: [(file: String, key: String?)]) -> [SourceIndex?] {
        final class Found: @unchecked Sendable {
            let lock = NSLock()
            var indexes: [SourceIndex?]
            init(_ count: Int) { indexes = Array(repeating: nil, count: count) }
        }
        let found = Found(wanted.count)
        DispatchQueue.concurrentPerform(iterations: wanted.count) { place in
            guard let key = wanted[place].key else { return }
            let index = self.index(key: key, file: wanted[place].file)
            found.lock.withLock { found.indexes[place] = index }
        }
        return found.indexes
    }

    /// A target's report, if the cache has it.
    func report(key: String) -> TargetReport? {
        guard let data = opened("reports", key),
              let report = try? JSONDecoder().decode(TargetReport.self, from: data) else { return nil }
        lock.withLock { reportsFromCache += 1 }
        return report
    }

    func store(_ report: TargetReport, key: String) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        write(Self.sealed(data, key: key), to: path("reports", key))
    }

    /// Contexts the engine decided this run, and those recalled from the last lint (issue 49).
    public private(set) var judgementsDecided = 0
    public private(set) var judgementsRecalled = 0

    /// A target's judgements from its last lint (issue 49), if the cache has them.
    func judgements(key: String) -> Judgements? {
        guard let data = opened("judgements", key),
              let known = try? JSONDecoder().decode([String: [Judgements.Entry]].self, from: data) else { return nil }
        return Judgements(known: known)
    }

    /// The judgements this lint asked for, written for the next (on the writer's queue).
    func store(_ judgements: Judgements, key: String) {
        let kept = judgements.kept
        lock.withLock {
            judgementsDecided += judgements.decided
            judgementsRecalled += judgements.recalled
        }
        let entry = path("judgements", key)
        writer.async {
            guard let data = try? JSONEncoder().encode(kept) else { return }
            self.write(Self.sealed(data, key: key), to: entry)
        }
    }

    /// Why entries could not be written, the first of them (issue 48: a full disk, `ulimit -f`):
    /// said once in a note; the report is never lost for it.
    public private(set) var writeFailure: String?
    public private(set) var writeFailures = 0

    /// Written whole or not at all (a temporary file beside it, renamed): two lints at once, or
    /// one stopped half way, never leave an entry cut short, and a temporary file left by a
    /// stopped lint has a name pruning knows. A cache that cannot be written (a read-only home)
    /// only costs time.
    private func write(_ data: Data, to file: String) {
        let shard = (file as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: shard) {
            prepareOnce()
            try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
        }
        let name = (file as NSString).lastPathComponent
        let temporary = "\(shard)/.\(name).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return failed(SafeFile.errnoText()) }
        let failure: String? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SafeFile.errnoText()
                }
                offset += written
            }
            return nil
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            return failed(failure)
        }
        if rename(temporary, file) != 0 {
            let reason = SafeFile.errnoText()
            unlink(temporary)
            failed(reason)
        }
    }

    private func failed(_ reason: String) {
        lock.withLock {
            writeFailures += 1
            if writeFailure == nil { writeFailure = reason }
        }
    }

    private var prepared = false
    private func prepareOnce() {
        let first = lock.withLock { () -> Bool in
            defer { prepared = true }
            return !prepared
        }
        if first { prepareFolder() }
    }
}

extension SourceCache {
    /// The key of a target's judgements: what the engine is run with besides the contexts
    /// themselves (the contexts are each judgement's own key).
    static func judgementsKey(_ plan: SourceProject.Plan, deploymentTarget: Double?, pedantic: Bool, sdk: IOSVersion) -> String {
        var digest = Digest()
        digest.add(salt)
        digest.add("judgements \(plan.folder) \(String(describing: deploymentTarget)) \(plan.families) \(pedantic) \(sdk.rawValue)")
        return digest.finish()
    }

    /// The digest of everything a target's report is decided from.
    static func reportKey(_ plan: SourceProject.Plan, deploymentTarget: Double?, pedantic: Bool, sdk: IOSVersion) -> String {
        var digest = Digest()
        digest.add(salt)
        digest.add("\(plan.folder) \(String(describing: plan.deploymentTarget)) \(String(describing: deploymentTarget)) \(plan.families) \(pedantic) \(sdk.rawValue)")
        digest.add(String(describing: plan.plist))
        digest.add(plan.hostingFactories.sorted().joined(separator: ","))
        // Swift files as the reader reads them (the run's copy of their text: a file saved in
        // between cannot give one text's findings under another's key); storyboards only when
        // they are regular files (a FIFO is never waited on).
        for file in plan.sharedSwift + ["--"] + plan.swift {
            digest.add(file)
            switch SwiftReader.contents(of: file) {
            case .success(let text): digest.add(text)
            case .failure(let problem): digest.add("unread: " + problem.reason)
            }
        }
        for file in plan.sharedStoryboards + ["--"] + plan.storyboards {
            digest.add(file)
            var info = stat()
            if stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: file) {
                data.withUnsafeBytes { digest.add(bytes: $0) }
            } else {
                digest.add("unreadable")
            }
        }
        return digest.finish()
    }
}

extension TargetReport {
    /// Every target's report for `paths` (`handheld lint`): from the cache when nothing it was
    /// decided from changed, else read (each unchanged file's index from the cache) and judged.
    public static func all(_ paths: [String], deploymentTarget: Double?, configured: Double?, pedantic: Bool, sdk: IOSVersion,
                           cache: SourceCache?, excluded: @escaping (String) -> Bool = { _ in false }) throws -> [TargetReport] {
        // Folders listed and files read once for the whole run.
        guard RunMemo.current != nil else {
            return try RunMemo.during { try all(paths, deploymentTarget: deploymentTarget, configured: configured, pedantic: pedantic, sdk: sdk,
                                                cache: cache, excluded: excluded) }
        }
        var shared: (files: [String], index: SourceIndex)?
        defer {
            cache?.finish()
            cache?.prune()
        }
        return try SourceProject.plan(paths, deploymentTarget: deploymentTarget).map { planned in
            // Issue 48: the configuration's excluded files are never read.
            var plan = planned
            plan.sharedSwift.removeAll(where: excluded)
            plan.swift.removeAll(where: excluded)
            plan.sharedStoryboards.removeAll(where: excluded)
            plan.storyboards.removeAll(where: excluded)
            // Issue 50, item 8: the command line's, else the configuration's (the team's word:
            // it may raise the project's), else the project's.
            let target = deploymentTarget ?? configured ?? plan.deploymentTarget
            let key = cache.map { _ in SourceCache.reportKey(plan, deploymentTarget: target, pedantic: pedantic, sdk: sdk) }
            if let cache, let key, let known = cache.report(key: key) { return known }
            // Issue 49: what the engine decided in the last lint of this target, so one file
            // changed decides again only the contexts it touches.
            let judgementsKey = SourceCache.judgementsKey(plan, deploymentTarget: target, pedantic: pedantic, sdk: sdk)
            let judgements = cache?.judgements(key: judgementsKey) ?? Judgements()
            let report = try TargetReport(SourceProject.read(plan, cache: cache, shared: &shared), deploymentTarget: target,
                                          pedantic: pedantic, sdk: sdk, judgements: judgements)
            if let cache, let key {
                cache.store(report, key: key)
                cache.store(judgements, key: judgementsKey)
            }
            return report
        }
    }
}

/// Everything lint says of one target, before suppressions, the configuration and the baseline
/// are applied (they are read each run): what the cache keeps.
public struct TargetReport: Codable, Sendable {
    public var folder: String
    public var deploymentTarget: Double?
    public var findings: [SourceFinding]
    /// What the reader could not read (SRC-1), each at its place.
    var problemPairs: [Two<SourcePosition, String>]
    /// `--verbose`: calls into the app's functions not followed, and why.
    var unfollowedPairs: [Two<SourcePosition, String>]
    public var suppressions: [String: [SuppressionDirective]]
    /// `--verbose`: views, of them placed, window roots, hosting controllers, representables,
    /// modifiers recognised (SUI-16); nil without SwiftUI.
    public var swiftUICounts: [Int]?
    /// Whether the target declares any class (a missing deployment target is then said).
    public var hasClasses: Bool

    public var problems: [(SourcePosition, String)] { problemPairs.map { ($0.a, $0.b) } }
    public var unfollowed: [(SourcePosition, String)] { unfollowedPairs.map { ($0.a, $0.b) } }

    /// Judges a target read whole.
    public init(_ target: SourceProject.Target, deploymentTarget: Double?, pedantic: Bool, sdk: IOSVersion,
                judgements: Judgements = Judgements()) throws {
        folder = target.folder
        self.deploymentTarget = target.deploymentTarget
        findings = try SourceLint.findings(target.index, deploymentTarget: deploymentTarget, families: target.families, pedantic: pedantic, sdk: sdk,
                                           judgements: judgements)
        problemPairs = target.index.problems.map { Two($0.0, $0.1) }
        unfollowedPairs = target.index.followedCalls().unfollowed.map { Two($0.0, $0.1) }
        suppressions = target.index.suppressions
        let swiftUI = target.index.swiftUI
        if swiftUI.views.isEmpty {
            swiftUICounts = nil
        } else {
            let graph = SwiftUIGraph(swiftUI)
            swiftUICounts = [swiftUI.views.count, graph.places.count, swiftUI.views.keys.count { $0.hasPrefix("window:") },
                             Set(swiftUI.hostingRoots.map(\.className)).count, swiftUI.representables.count, swiftUI.allModifiers.count]
        }
        hasClasses = !target.index.classes.isEmpty
    }
}
