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
        var digest = FNV1a()
        digest.add("handheld-cache-1")
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
        return digest.hex
    }()

    /// The digest of one Swift file as the reader reads it.
    public static func key(file: String, text: String, factories: Set<String>) -> String {
        var digest = FNV1a()
        digest.add(salt)
        digest.add(file)
        digest.add(factories.sorted().joined(separator: ","))
        digest.add(text)
        return digest.hex + String(text.utf8.count, radix: 16)
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

    /// Removes the entries no lint has used for `keepDays` (each file's index is kept by its
    /// text: every edit leaves one behind). Once a day at most (`last-pruned` says when), or
    /// whenever `now` is given.
    public func prune(now: time_t? = nil) {
        let stamp = folder + "/last-pruned"
        let current = now ?? time(nil)
        var info = stat()
        if now == nil, stat(stamp, &info) == 0, current - info.st_mtim.tv_sec < 86_400 { return }
        let oldest = current - time_t(Self.keepDays * 86_400)
        for kind in ["files", "reports"] {
            let root = folder + "/" + kind
            FolderWalk.walk(root, skip: { _ in false }) { relative, isFolder in
                let entry = root + "/" + relative
                guard !isFolder, relative.hasSuffix(".json"), stat(entry, &info) == 0, info.st_mtim.tv_sec < oldest else { return }
                unlink(entry)
            }
        }
        if FileManager.default.fileExists(atPath: folder) {
            _ = FileManager.default.createFile(atPath: stamp, contents: Data())
        }
    }

    /// One file's index, if the cache has it.
    func index(key: String, file: String) -> SourceIndex? {
        let decoder = JSONDecoder()
        decoder.userInfo[SourcePosition.fileKey] = file
        guard let data = contents(path("files", key)),
              let index = try? decoder.decode(SourceIndex.self, from: data) else { return nil }
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
            Self.write(data, to: entry)
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
        guard let data = contents(path("reports", key)),
              let report = try? JSONDecoder().decode(TargetReport.self, from: data) else { return nil }
        lock.withLock { reportsFromCache += 1 }
        return report
    }

    func store(_ report: TargetReport, key: String) {
        guard let data = try? JSONEncoder().encode(report) else { return }
        Self.write(data, to: path("reports", key))
    }

    /// Written whole or not at all (a temporary file renamed): two lints at once, or one
    /// stopped half way, never leave an entry cut short. A cache that cannot be written (a
    /// read-only home) only costs time.
    private static func write(_ data: Data, to file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}

extension SourceCache {
    /// The digest of everything a target's report is decided from.
    static func reportKey(_ plan: SourceProject.Plan, deploymentTarget: Double?, pedantic: Bool, sdk: IOSVersion) -> String {
        var digest = FNV1a()
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
        return digest.hex
    }
}

extension TargetReport {
    /// Every target's report for `paths` (`handheld lint`): from the cache when nothing it was
    /// decided from changed, else read (each unchanged file's index from the cache) and judged.
    public static func all(_ paths: [String], deploymentTarget: Double?, configured: Double?, pedantic: Bool, sdk: IOSVersion,
                           cache: SourceCache?) throws -> [TargetReport] {
        // Folders listed and files read once for the whole run.
        guard RunMemo.current != nil else {
            return try RunMemo.during { try all(paths, deploymentTarget: deploymentTarget, configured: configured, pedantic: pedantic, sdk: sdk, cache: cache) }
        }
        var shared: (files: [String], index: SourceIndex)?
        defer {
            cache?.finish()
            cache?.prune()
        }
        return try SourceProject.plan(paths, deploymentTarget: deploymentTarget).map { plan in
            let target = plan.deploymentTarget ?? configured
            let key = cache.map { _ in SourceCache.reportKey(plan, deploymentTarget: target, pedantic: pedantic, sdk: sdk) }
            if let cache, let key, let known = cache.report(key: key) { return known }
            let report = try TargetReport(SourceProject.read(plan, cache: cache, shared: &shared), deploymentTarget: target,
                                          pedantic: pedantic, sdk: sdk)
            if let cache, let key { cache.store(report, key: key) }
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
    public init(_ target: SourceProject.Target, deploymentTarget: Double?, pedantic: Bool, sdk: IOSVersion) throws {
        folder = target.folder
        self.deploymentTarget = target.deploymentTarget
        findings = try SourceLint.findings(target.index, deploymentTarget: deploymentTarget, families: target.families, pedantic: pedantic, sdk: sdk)
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
