import Foundation
import HandheldCore
@testable import HandheldSources
import Testing

// Issue 39: lint's cache, kept by content. It may only change how long lint takes, never what
// it says.

/// A copy of a fixture app in a new folder (the tests change its files), and a new cache.
private func scratch(_ fixture: String) throws -> (app: String, cache: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-cache-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: swiftSources(fixture), toPath: root + "/app")
    return (root + "/app", root + "/cache")
}

private func lint(_ app: String, _ cache: SourceCache?, sdk: IOSVersion = .default) throws -> [String] {
    try TargetReport.all([app], deploymentTarget: nil, configured: nil, pedantic: false, sdk: sdk, cache: cache)
        .flatMap(\.findings).map(\.text)
}

/// The cache's entries of one kind (`files`, `reports`).
private func entries(_ cache: String, _ kind: String) -> [String] {
    (FileManager.default.enumerator(atPath: cache + "/" + kind)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".json") }.map { cache + "/" + kind + "/" + $0 }
}

@Suite("The cache (issue 39): kept by content, never changing what lint says")
struct CacheTests {
    @Test("A second lint of an unchanged app reads no file and says the same", arguments: ["Fixture", "SwiftUIFixture"])
    func unchanged(fixture: String) throws {
        let (app, folder) = try scratch(fixture)
        let fresh = try lint(app, nil)
        #expect(!fresh.isEmpty)
        let first = SourceCache(folder: folder)
        #expect(try lint(app, first) == fresh)
        #expect(first.filesRead > 0 && first.filesFromCache == 0 && first.reportsFromCache == 0)
        let second = SourceCache(folder: folder)
        #expect(try lint(app, second) == fresh)
        #expect(second.filesRead == 0 && second.reportsFromCache > 0)
    }

    @Test("Each file's index from the cache, merged, judges as the files read afresh do", arguments: ["Fixture", "SwiftUIFixture", "Trust"])
    func indexesFromTheCache(fixture: String) throws {
        let (app, folder) = try scratch(fixture)
        let fresh = try lint(app, nil)
        _ = try lint(app, SourceCache(folder: folder))
        // Without the targets' reports, every file's index comes from the cache and is judged.
        try FileManager.default.removeItem(atPath: folder + "/reports")
        let cache = SourceCache(folder: folder)
        #expect(try lint(app, cache) == fresh)
        #expect(cache.filesRead == 0 && cache.filesFromCache > 0 && cache.reportsFromCache == 0)
    }

    @Test("A changed file is the only one read again, and what it now says is found")
    func oneFileChanged() throws {
        let (app, folder) = try scratch("Fixture")
        let before = try lint(app, SourceCache(folder: folder))
        let file = app + "/Podcasts/Screens/LibraryViewController.swift"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text += "\nfinal class Dimmer: UIViewController {\n    func dim() { UIApplication.shared.statusBarStyle = .lightContent }\n}\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let cache = SourceCache(folder: folder)
        let after = try lint(app, cache)
        #expect(cache.filesRead == 1)
        #expect(after == (try lint(app, nil)))
        // SB-1: the setter the changed file now holds.
        #expect(after.count == before.count + 1)
        #expect(after.contains { $0.hasPrefix(file) && $0.contains("(SB-1)") })
    }

    @Test("An entry cut short or not the cache's is read again and written whole")
    func corruptEntries() throws {
        let (app, folder) = try scratch("Fixture")
        let fresh = try lint(app, SourceCache(folder: folder))
        let written = entries(folder, "files") + entries(folder, "reports")
        #expect(!written.isEmpty)
        for (offset, entry) in written.enumerated() {
            try (offset % 2 == 0 ? Data("{\"classes\": [".utf8) : Data([0xff, 0x00, 0x7b])).write(to: URL(fileURLWithPath: entry))
        }
        let cache = SourceCache(folder: folder)
        #expect(try lint(app, cache) == fresh)
        #expect(cache.filesFromCache == 0 && cache.reportsFromCache == 0)
        // Written again: the next lint reads nothing.
        let again = SourceCache(folder: folder)
        #expect(try lint(app, again) == fresh)
        #expect(again.filesRead == 0 && again.reportsFromCache > 0)
    }

    @Test("What a report is decided with is in its key: another SDK is judged again")
    func optionsInTheKey() throws {
        let (app, folder) = try scratch("SwiftUIFixture")
        let with27 = try lint(app, SourceCache(folder: folder), sdk: .iOS27)
        let cache = SourceCache(folder: folder)
        let with26 = try lint(app, cache, sdk: .iOS26)
        #expect(cache.reportsFromCache == 0 && cache.filesRead == 0)
        // SUI-15c's deprecations are the iOS 27 SDK's only.
        #expect(with27.contains { $0.contains("(SUI-15c)") } && !with26.contains { $0.contains("(SUI-15c)") })
        #expect(with26 == (try lint(app, nil, sdk: .iOS26)))
    }

    @Test("The cache folder: HANDHELD_CACHE_DIR, else XDG_CACHE_HOME, else ~/.cache")
    func folder() {
        #expect(SourceCache.defaultFolder(environment: ["HANDHELD_CACHE_DIR": "/tmp/x", "HOME": "/home/a"]) == "/tmp/x")
        #expect(SourceCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/var/c", "HOME": "/home/a"]) == "/var/c/handheld")
        #expect(SourceCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.cache/handheld")
        #expect(SourceCache.defaultFolder(environment: ["HOME": "/home/a"]) == "/home/a/.cache/handheld")
    }

    @Test("The file's own positions are written without its name, others with theirs")
    func positions() throws {
        let encoder = JSONEncoder()
        encoder.userInfo[SourcePosition.fileKey] = "A.swift"
        let own = SourcePosition(file: "A.swift", line: 3, column: 7)
        let other = SourcePosition(file: "B.swift", line: 1, column: 2)
        #expect(String(decoding: try encoder.encode([own, other]), as: UTF8.self) == #"[[3,7],[1,2,"B.swift"]]"#)
        let decoder = JSONDecoder()
        decoder.userInfo[SourcePosition.fileKey] = "A.swift"
        #expect(try decoder.decode([SourcePosition].self, from: try encoder.encode([own, other])) == [own, other])
    }
}

@Suite("Folders listed once per lint run (issue 39)")
struct FolderWalkTests {
    @Test("Each kind of file is found the same listed afresh or from the run's listing")
    func sameFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-walk-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in ["App/Info.plist", "App/A.swift", "App/Screens/B.swift", "App/Base.lproj/Main.storyboard", "App/App.xcconfig",
                     "App/Theme.bundle/Info.plist", "AppTests/T.swift", "AppTests/Info.plist", "Pods/P/P.swift", "Pods/P/Info.plist",
                     "App.xcodeproj/project.pbxproj", "Package.swift", "Shared/C.swift", "Shared/Deep/Deeper/D.xib", ".git/x.swift"] {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "".write(toFile: path, atomically: true, encoding: .utf8)
        }
        func everything() -> [[String]] {
            [SwiftReader.swiftFiles(under: [root]), ProjectSettings.infoPlists(under: [root]), StoryboardReader.files(under: [root]),
             ProjectSettings.settingFiles(under: [root]), SwiftReader.swiftFiles(under: [root + "/App"])]
        }
        let fresh = everything()
        #expect(fresh[0].map { String($0.dropFirst(root.count + 1)) } == ["App/A.swift", "App/Screens/B.swift", "Shared/C.swift"])
        #expect(fresh[1].map { String($0.dropFirst(root.count + 1)) } == ["App/Info.plist"])
        #expect(fresh[2].count == 2 && fresh[3].count == 2)
        #expect(RunMemo.during { everything() } == fresh)
    }
}

@Suite("The cache does not grow for ever (issue 39)")
struct CachePruneTests {
    @Test("Entries no lint used for 30 days are removed; those used are kept")
    func prune() throws {
        let (app, folder) = try scratch("Trust")
        _ = try lint(app, SourceCache(folder: folder))
        let all = entries(folder, "files") + entries(folder, "reports")
        #expect(all.count > 2)
        // Half of them last used 40 days ago.
        let old = time(nil) - 40 * 86_400
        for entry in all.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            var times = [timeval(tv_sec: old, tv_usec: 0), timeval(tv_sec: old, tv_usec: 0)]
            #expect(utimes(entry, &times) == 0)
        }
        SourceCache(folder: folder).prune(now: time(nil))
        let left = Set(entries(folder, "files") + entries(folder, "reports"))
        #expect(left == Set(all.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)))
        // A lint the same day does not walk the cache again; what it lacks it reads and writes.
        let cache = SourceCache(folder: folder)
        #expect(try lint(app, cache) == (try lint(app, nil)))
    }
}

@Suite("Files read apart and merged answer as one index did (issue 39)")
struct MergeOrderTests {
    private func read(_ files: [(String, String)]) -> SourceIndex {
        var index = SourceIndex()
        for (file, text) in files { SwiftReader.read(source: text, file: file, into: &index) }
        return index
    }

    @Test("A navigation controller's own barStyle wins over the appearance's for it, in either file order; of two appearances the first")
    func barStyle() {
        let own = ("Nav.swift", "import UIKit\nfinal class MainNav: UINavigationController {\n    func f() { navigationBar.barStyle = .black }\n}\n")
        let appearance = ("Look.swift", "import UIKit\nfunc look() { UINavigationBar.appearance(whenContainedInInstancesOf: [MainNav.self]).barStyle = .default }\n")
        let other = ("More.swift", "import UIKit\nfunc more() { UINavigationBar.appearance(whenContainedInInstancesOf: [MainNav.self]).barStyle = .black }\n")
        for files in [[own, appearance], [appearance, own]] {
            #expect(read(files).classes["MainNav"]?.effectiveBarStyle?.value == .known(.black))
        }
        #expect(read([appearance, other]).classes["MainNav"]?.effectiveBarStyle?.value == .known(.default))
        #expect(read([other, appearance]).classes["MainNav"]?.effectiveBarStyle?.value == .known(.black))
    }

    @Test("A custom modifier named in two files is every modifier recorded under its name, and ambiguous")
    func customModifiers() {
        let first = ("A.swift", "import SwiftUI\nextension View {\n    func dark() -> some View { if true { self.statusBarHidden(true) } else { self } }\n}\n")
        let second = ("B.swift", "import SwiftUI\nextension View {\n    func dark() -> some View { self.preferredColorScheme(.dark) }\n}\n")
        let index = read([first, second])
        let key = "ext:dark"
        #expect(index.swiftUI.views[key]?.modifiers.map(\.name) == ["statusBarHidden", "preferredColorScheme"])
        #expect(index.swiftUI.customModifiers[key]?.map(\.name) == ["statusBarHidden", "preferredColorScheme"])
    }
}

/// A value as text that does not depend on the order a dictionary or set happens to keep.
private func canonical(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary?, .set?:
        return "{" + mirror.children.map { canonical($0.value) }.sorted().joined(separator: ",") + "}"
    case .optional?:
        return mirror.children.first.map { canonical($0.value) } ?? "nil"
    case .collection?, .tuple?, .struct?, .class?, .enum?:
        guard !mirror.children.isEmpty else { return String(describing: value) }
        return "\(type(of: value))(" + mirror.children.map { ($0.label ?? "") + ":" + canonical($0.value) }.joined(separator: ",") + ")"
    default:
        return String(describing: value)
    }
}

@Suite("Issue 49: the index the cache keeps is the index read")
struct IndexCodingTests {
    /// What the cache does not keep: the memo, and the Info.plist's facts (read each run).
    static let notKept: Set<String> = ["memo", "plist"]

    @Test("Every stored property of the index has a key in the cache's encoding (a property added and forgotten there fails)")
    func everyPropertyHasAKey() {
        let properties = Set(Mirror(reflecting: SourceIndex()).children.compactMap(\.label)).subtracting(Self.notKept)
        let keys = Set(SourceIndex.CodingKeys.allCases.map(\.rawValue))
        #expect(properties == keys, "not encoded: \(properties.subtracting(keys).sorted()); keys of nothing: \(keys.subtracting(properties).sorted())")
    }

    @Test("Each Swift file's index, encoded as the cache writes it, decoded and merged, is the same in every property (every reproduction here)")
    func roundTrip() throws {
        let files = SwiftReader.swiftFiles(under: [swiftSources("")])
        #expect(files.count > 40)
        var compared = 0
        for file in files {
            var index = SourceIndex()
            SwiftReader.read(source: try String(contentsOfFile: file, encoding: .utf8), file: file, into: &index)
            let encoder = JSONEncoder()
            encoder.userInfo[SourcePosition.fileKey] = file
            let decoder = JSONDecoder()
            decoder.userInfo[SourcePosition.fileKey] = file
            let decoded = try decoder.decode(SourceIndex.self, from: encoder.encode(index))
            // And merged into an empty index, as lint joins the files' indexes.
            var merged = SourceIndex()
            merged.merge(decoded)
            let before = Dictionary(uniqueKeysWithValues: Mirror(reflecting: index).children.compactMap { child in child.label.map { ($0, child.value) } })
            for (way, after) in [("the cache's round trip", decoded), ("the round trip and a merge", merged)] {
                for child in Mirror(reflecting: after).children {
                    guard let label = child.label, !Self.notKept.contains(label), let original = before[label] else { continue }
                    #expect(canonical(child.value) == canonical(original), "\(label) differs after \(way) of \(file)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
    }
}
