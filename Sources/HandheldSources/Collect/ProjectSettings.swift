import Foundation
import HandheldCore

/// What an app's Info.plist says about the status bar (SRC-3), each at its key: from Info.plist
/// files, and from `INFOPLIST_KEY_*` build settings in `project.pbxproj` or an `.xcconfig` (SRC-8).
public struct PlistFacts: Sendable {
    /// `UIViewControllerBasedStatusBarAppearance` = NO: global mode (SB-1).
    public var globalMode: SourcePosition?
    /// `UIStatusBarStyle` (other than `UIStatusBarStyleDefault`, which is no key's style): with
    /// view controller-based appearance it covers launch only.
    public var launchStyle: SourcePosition?
    /// `UIStatusBarHidden` = YES: with view controller-based appearance, launch only (issue 49).
    public var launchHidden: SourcePosition?
    /// `UIUserInterfaceStyle` Light or Dark: an app-wide `overrideUserInterfaceStyle` (VER-3).
    public var interfaceStyle: (style: UserInterfaceStyle, position: SourcePosition)?
    /// `UISupportedInterfaceOrientations` (or its `~iphone` form) allowing landscape on a phone (DEV-4).
    public var landscapeOnPhone: SourcePosition?
    /// `NSExtension`: the plist is an app extension's (a widget, a Siri intent UI, a share
    /// sheet), whose controllers are never the app's window root (issue 34).
    public var extensionPoint: SourcePosition?
    /// `WKApplication` (or `WKWatchKitApp`): a watchOS app, not an iOS one.
    public var watchApp: SourcePosition?
    /// `UIApplicationSceneManifest` (or `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`):
    /// the app has the scene life cycle (VER-8).
    public var sceneManifest: SourcePosition?
    /// `UIDesignRequiresCompatibility` true: the iOS 18 look asked for (section 10, VER-11).
    public var designRequiresCompatibility: SourcePosition?
    /// A key SRC-3 reads written twice in one plist (issue 49): its first and its second place.
    public var duplicateKeys: [(key: String, first: SourcePosition, second: SourcePosition)] = []
    /// Whether any Info.plist or generated Info.plist setting was read at all: without one,
    /// what it lacks is not known.
    public var read = false
    /// The Info.plist files read, and the first generated key's place: what a finding about the
    /// plist names as judged (SRC-9).
    public var judged: [SourcePosition] = []

    public init() {}
}

/// Which devices a target builds for (`TARGETED_DEVICE_FAMILY`: 1 iPhone, 2 iPad, "1,2" both);
/// each is read (SRC-8). Absent means iPhone, as Xcode's default.
public enum DeviceFamily: String, Sendable, CaseIterable {
    case phone, pad

    /// The device profile lint runs the engine on.
    public var profile: String { self == .phone ? "iphone-15" : "ipad" }
}

/// SRC-1: build settings, the deployment target and Info.plist keys.
public enum ProjectSettings {
    /// One `KEY = value` line of a `project.pbxproj` or `.xcconfig`, at its key.
    public struct Setting: Sendable {
        public var key: String
        public var value: String
        public var position: SourcePosition
    }

    /// The build setting files under `paths`: `project.pbxproj` (of an `.xcodeproj` given or found)
    /// and, unless `xcconfig` is false, `.xcconfig` files.
    static func settingFiles(under paths: [String], xcconfig: Bool = true) -> [String] {
        var files: [String] = []
        for path in paths {
            if path.hasSuffix(".xcodeproj") {
                files.append((path as NSString).appendingPathComponent("project.pbxproj"))
            } else if path.hasSuffix(".xcconfig") || path.hasSuffix(".pbxproj") {
                files.append(path)
            } else {
                FolderWalk.walk(path, skip: { SwiftReader.skippedFolders.contains(String($0)) }) { relative, _ in
                    if relative.hasSuffix("project.pbxproj") || (xcconfig && relative.hasSuffix(".xcconfig")) {
                        files.append(SwiftReader.joined(path, relative))
                    }
                }
            }
        }
        return files.sorted()
    }

    /// Every `KEY = value` (`;` and quotes taken off) in the setting files under `paths`.
    public static func settings(under paths: [String], xcconfig: Bool = true) -> [Setting] {
        settingFiles(under: paths, xcconfig: xcconfig).flatMap { file -> [Setting] in
            func parse() -> [Setting] {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
                return settings(in: text, file: file)
            }
            return RunMemo.current?.settings(file, parse) ?? parse()
        }
    }

    public static func settings(in text: String, file: String) -> [Setting] {
        var result: [Setting] = []
        for (number, line) in text.byteLines.enumerated() {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let keyPart = line[..<equals]
            let key = keyPart.trimmed()
            // `KEY[sdk=iphoneos*]` counts as KEY.
            let bare = String(key.prefix { $0 != "[" })
            guard !bare.isEmpty, bare.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" || $0.isLowercase }),
                  bare.first?.isUppercase == true else { continue }
            var value = line[line.index(after: equals)...].trimmed()
            if value.hasSuffix(";") { value.removeLast() }
            value = value.trimmed(["\"", " "])
            let column = line.distance(from: line.startIndex, to: keyPart.firstIndex { !$0.isWhitespace } ?? line.startIndex) + 1
            result.append(Setting(key: bare, value: String(value), position: SourcePosition(file: file, line: number + 1, column: column)))
        }
        return result
    }

    /// The deployment target: `IPHONEOS_DEPLOYMENT_TARGET` in `project.pbxproj` or `.xcconfig`,
    /// or `platforms: [.iOS(.v15)]` in a `Package.swift` (the lowest when several).
    public static func deploymentTarget(under paths: [String], xcconfig: Bool = true) -> Double? {
        deploymentTarget(in: settings(under: paths, xcconfig: xcconfig), packages: packagePlatforms(under: paths))
    }

    /// The deployment target from settings already read, and a package's platforms.
    static func deploymentTarget(in settings: [Setting], packages: [Double]) -> Double? {
        let fromSettings = settings.filter { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }
            .compactMap { Double($0.value.prefix { $0.isNumber || $0 == "." }) }
        // A target below iOS 12 is a stale project's (a vendored one's): Xcode 15 and later,
        // which build for this project's versions, refuse it. Found on brave-ios, whose old
        // `Storage.xcodeproj` says 8.1 beside the app's `.iOS(.v15)` (issue 36).
        let all = fromSettings + packages
        let buildable = all.filter { $0 >= 12 }
        return (buildable.isEmpty ? all : buildable).min()
    }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET = 15.0` in a file's text.
    public static func deploymentTargets(in text: String) -> [Double] {
        settings(in: text, file: "").filter { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }
            .compactMap { Double($0.value.prefix { $0.isNumber || $0 == "." }) }
    }

    /// `.iOS(.v15)`, `.iOS(.v16_4)` or `.iOS("15.0")` in the `Package.swift` files under `paths`.
    static func packagePlatforms(under paths: [String]) -> [Double] {
        var manifests: [String] = []
        for path in paths {
            if path.hasSuffix("Package.swift") { manifests.append(path); continue }
            let candidate = SwiftReader.joined(path, "Package.swift")
            if FileManager.default.fileExists(atPath: candidate) { manifests.append(candidate) }
        }
        return manifests.flatMap { file -> [Double] in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
            return packagePlatforms(in: text)
        }
    }

    public static func packagePlatforms(in text: String) -> [Double] {
        // One pass over the bytes (issue 35: Foundation's range(of:) on what was left copied it
        // for every `.iOS(`, 27.6 s for 400,000 lines); a version is a few characters, so no
        // more than 40 are looked at after each.
        let bytes = Array(text.utf8)
        let needle = Array(".iOS(".utf8)
        var found: [Double] = []
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle else {
                index += 1
                continue
            }
            index += needle.count
            let window = bytes[index..<min(bytes.count, index + 40)].prefix { $0 != UInt8(ascii: ")") }
            let argument = String(decoding: window, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \"."))
            let number = argument.hasPrefix("v") ? String(argument.dropFirst()).replacingOccurrences(of: "_", with: ".") : argument
            if let value = Double(number.prefix { $0.isNumber || $0 == "." }) { found.append(value) }
        }
        return found
    }

    /// Each target's deployment target by its Info.plist (absolute, standardized path), as the
    /// project says (issue 36, pattern 5: targets are the project's, not folders): in
    /// `project.pbxproj`, each build configuration's `INFOPLIST_FILE` with its
    /// `IPHONEOS_DEPLOYMENT_TARGET` (the lowest of its configurations); in XcodeGen's
    /// `project.yml`, each target's `info.path` with its `deploymentTarget`, its `configFiles`'
    /// setting, or the project's.
    public static func deploymentTargetsByPlist(under paths: [String]) -> [String: Double] {
        var found: [String: Double] = [:]
        for file in settingFiles(under: paths, xcconfig: false) where file.hasSuffix("project.pbxproj") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            // The folder that holds the .xcodeproj: INFOPLIST_FILE is relative to it.
            let root = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            for (plist, target) in pbxprojTargets(in: text) {
                let path = standardized(plist, in: root)
                found[path] = min(found[path] ?? target, target)
            }
        }
        for file in projectYAMLs(under: paths.map { $0.hasSuffix(".xcodeproj") ? ProjectSettings.projectFolder($0) : $0 }) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let root = (file as NSString).deletingLastPathComponent
            for (plist, target) in XcodeGenProject.deploymentTargets(in: text, folder: root) {
                found[standardized(plist, in: root)] = target
            }
        }
        return found
    }

    /// A path from a project file, relative to `root` unless absolute, `$(SRCROOT)/` taken off.
    static func standardized(_ path: String, in root: String) -> String {
        var path = path.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        return absolute(path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path))
    }

    /// An absolute, standardized path, so a plist found by walking and one a project names meet.
    /// The folder an `.xcodeproj` stands in: "." for one named from inside it (`lint App.xcodeproj`).
    public static func projectFolder(_ project: String) -> String {
        let folder = (project as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// `INFOPLIST_FILE` → the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the build configurations
    /// that name it, in a `project.pbxproj`'s text.
    static func pbxprojTargets(in text: String) -> [String: Double] {
        var found: [String: Double] = [:]
        var inSection = false
        var block: [String] = []
        func close() {
            let settings = settings(in: block.joined(separator: "\n"), file: "")
            block = []
            guard let plist = settings.first(where: { $0.key == "INFOPLIST_FILE" })?.value,
                  let target = settings.first(where: { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }).flatMap({ Double($0.value.prefix { $0.isNumber || $0 == "." }) })
            else { return }
            found[plist] = min(found[plist] ?? target, target)
        }
        for line in text.byteLines {
            if line.containsBytes("/* Begin XCBuildConfiguration section */") { inSection = true; continue }
            if line.containsBytes("/* End XCBuildConfiguration section */") { close(); inSection = false; continue }
            guard inSection else { continue }
            // Each configuration object opens with `ID /* Name */ = {`; its settings with `buildSettings = {`.
            if line.trimmed().hasSuffix("= {"), !line.containsBytes("buildSettings") { close() }
            block.append(String(line))
        }
        return found
    }

    /// SRC-9: the folders of the local Swift packages the app's project references (a
    /// `XCLocalSwiftPackageReference`'s `relativePath` in `project.pbxproj`, a `path:` under
    /// XcodeGen's `packages:`, `.package(path:)` in the app's `Package.swift`), each relative to
    /// the file that names it, standardized; only those that exist. An `import` alone names none.
    public static func localPackages(under paths: [String]) -> [String] {
        var found: [String] = []
        func add(_ relative: String, from folder: String) {
            let trimmed = relative.trimmingCharacters(in: CharacterSet(charactersIn: "\"' \t"))
            guard !trimmed.isEmpty, !trimmed.contains("://") else { return }
            // As the user named the project: relative stays relative, as findings show it.
            let path = LintPath.normalized(trimmed.hasPrefix("/") ? trimmed : SwiftReader.joined(folder, trimmed))
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue, !found.contains(path) { found.append(path) }
        }
        for file in settingFiles(under: paths, xcconfig: false) where file.hasSuffix("project.pbxproj") {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("XCLocalSwiftPackageReference") else { continue }
            // The project's folder: the one holding the `.xcodeproj`.
            let folder = ((file as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            var inReference = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.contains("isa = XCLocalSwiftPackageReference") { inReference = true }
                if inReference, let range = line.range(of: "relativePath = ") {
                    add(String(line[range.upperBound...].prefix { $0 != ";" }), from: folder)
                    inReference = false
                }
                if line.trimmingCharacters(in: .whitespaces) == "};" { inReference = false }
            }
        }
        for file in projectYAMLs(under: paths) {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            var inPackages = false
            for line in text.split(separator: "\n") {
                if !line.hasPrefix(" "), !line.hasPrefix("\t"), !line.hasPrefix("#") { inPackages = line.hasPrefix("packages:") }
                let content = line.trimmingCharacters(in: .whitespaces)
                if inPackages, content.hasPrefix("path:") { add(String(content.dropFirst(5)), from: folder) }
            }
        }
        for path in paths {
            let manifest = path.hasSuffix("Package.swift") ? path : SwiftReader.joined(path, "Package.swift")
            guard let text = try? String(contentsOfFile: manifest, encoding: .utf8) else { continue }
            let folder = (manifest as NSString).deletingLastPathComponent
            var rest = Substring(text)
            while let range = rest.range(of: ".package(path:") {
                rest = rest[range.upperBound...]
                add(String(rest.prefix { $0 != ")" && $0 != "," && $0 != "\n" }), from: folder)
            }
        }
        return found
    }

    /// The Swift files of the local packages the project references that `files` (what the
    /// folders linted hold) do not already have.
    public static func packageSwiftFiles(under paths: [String], besides files: [String]) -> [String] {
        let packages = localPackages(under: paths)
        guard !packages.isEmpty else { return [] }
        let read = Set(files.map(LintPath.absolute))
        return SwiftReader.swiftFiles(under: packages).filter { !read.contains(LintPath.absolute($0)) }
    }

    /// XcodeGen's `project.yml` files under `paths` (at a folder's top, where XcodeGen reads it).
    static func projectYAMLs(under paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            if path.hasSuffix("project.yml") { return [path] }
            let candidate = SwiftReader.joined(path, "project.yml")
            return FileManager.default.fileExists(atPath: candidate) ? [candidate] : []
        }
    }

    /// `TARGETED_DEVICE_FAMILY`: the families any target under `paths` builds for; iPhone when absent.
    public static func deviceFamilies(under paths: [String], xcconfig: Bool = true) -> [DeviceFamily] {
        deviceFamilies(in: settings(under: paths, xcconfig: xcconfig))
    }

    /// The device families from settings already read.
    static func deviceFamilies(in settings: [Setting]) -> [DeviceFamily] {
        let values = settings.filter { $0.key == "TARGETED_DEVICE_FAMILY" }.map(\.value)
        guard !values.isEmpty else { return [.phone] }
        let numbers = Set(values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
        let families = DeviceFamily.allCases.filter { numbers.contains($0 == .phone ? "1" : "2") }
        return families.isEmpty ? [.phone] : families
    }

    /// SRC-3: what the Info.plists under `paths` say, and the `INFOPLIST_KEY_*` settings in `settings`.
    public static func infoPlist(under paths: [String], settings: [Setting] = [], named: [String] = []) -> PlistFacts {
        var facts = PlistFacts()
        for file in infoPlists(under: paths, named: named) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            read(plist: data, file: file, into: &facts)
        }
        // Xcode's generated Info.plist: `INFOPLIST_KEY_UIStatusBarStyle = UIStatusBarStyleLightContent;`.
        var generated: [String: String] = [:]
        var positions: [String: SourcePosition] = [:]
        for setting in settings where setting.key.hasPrefix("INFOPLIST_KEY_") {
            let key = String(setting.key.dropFirst("INFOPLIST_KEY_".count))
            generated[key] = setting.value
            positions[key] = positions[key] ?? setting.position
        }
        if !generated.isEmpty || settings.contains(where: { $0.key == "GENERATE_INFOPLIST_FILE" }) {
            facts.read = true
            if let first = (settings.first { $0.key.hasPrefix("INFOPLIST_KEY_") || $0.key == "GENERATE_INFOPLIST_FILE" }) { facts.judged.append(first.position) }
        }
        read(generated, position: { positions[$0] ?? SourcePosition(file: "", line: 1, column: 1) }, into: &facts)
        return facts
    }

    /// The keys whose doubling is said (SRC-3's, and the design compatibility key, VER-11).
    static let duplicateWatched = ["UIViewControllerBasedStatusBarAppearance", "UIStatusBarStyle", "UIStatusBarHidden",
                                   "UIUserInterfaceStyle", "UIDesignRequiresCompatibility", "UIApplicationSceneManifest"]

    /// One Info.plist's bytes (XML or binary), named `file`; what cannot be read as a
    /// dictionary says nothing.
    public static func read(plist data: Data, file: String, into facts: inout PlistFacts) {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return }
        facts.read = true
        facts.judged.append(SourcePosition(file: file, line: 1, column: 1))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        func position(_ key: String) -> SourcePosition {
            // The key's own column, on the line that holds it as a key.
            for pattern in ["<key>\(key)</key>", key] {
                for (number, line) in lines.enumerated() {
                    guard let range = line.range(of: pattern) else { continue }
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1 + (pattern == key ? 0 : 5)
                    return SourcePosition(file: file, line: number + 1, column: column)
                }
            }
            return SourcePosition(file: file, line: 1, column: 1)
        }
        // Issue 49: a key written twice: the dictionary keeps one value, which one iOS reads is
        // not documented. Said at the second.
        for key in duplicateWatched {
            // Not inside a comment (`<!-- <key>…</key> -->`).
            let places = lines.enumerated().compactMap { number, line -> SourcePosition? in
                guard !line.contains("<!--"), !line.contains("-->") else { return nil }
                return line.range(of: "<key>\(key)</key>").map { SourcePosition(file: file, line: number + 1, column: line.distance(from: line.startIndex, to: $0.lowerBound) + 6) }
            }
            if places.count > 1 { facts.duplicateKeys.append((key, places[0], places[1])) }
        }
        read(plist.mapValues { value -> String in
            if let flag = value as? Bool { return flag ? "YES" : "NO" }
            if let list = value as? [Any] { return list.map { "\($0)" }.joined(separator: " ") }
            return "\(value)"
        }, position: position, into: &facts)
    }

    /// The keys SRC-3 reads, from a plist's dictionary or the generated one's settings.
    static func read(_ plist: [String: String], position: (String) -> SourcePosition, into facts: inout PlistFacts) {
        if let based = plist["UIViewControllerBasedStatusBarAppearance"], ["NO", "false", "0"].contains(based) {
            facts.globalMode = facts.globalMode ?? position("UIViewControllerBasedStatusBarAppearance")
        }
        if let style = plist["UIStatusBarStyle"], style != "UIStatusBarStyleDefault" {
            facts.launchStyle = facts.launchStyle ?? position("UIStatusBarStyle")
        }
        if let hidden = plist["UIStatusBarHidden"], ["YES", "true", "1"].contains(hidden) {
            facts.launchHidden = facts.launchHidden ?? position("UIStatusBarHidden")
        }
        if plist["NSExtension"] != nil { facts.extensionPoint = facts.extensionPoint ?? position("NSExtension") }
        // A watch app's plist: watchOS has no status bar of iOS's (section 15's rules stay out).
        for key in ["WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier"] where plist[key] != nil {
            facts.watchApp = facts.watchApp ?? position(key)
        }
        if plist["UIApplicationSceneManifest"] != nil { facts.sceneManifest = facts.sceneManifest ?? position("UIApplicationSceneManifest") }
        if let generation = plist["UIApplicationSceneManifest_Generation"], ["YES", "true", "1"].contains(generation) {
            facts.sceneManifest = facts.sceneManifest ?? position("UIApplicationSceneManifest_Generation")
        }
        if let compatibility = plist["UIDesignRequiresCompatibility"], ["YES", "true", "1"].contains(compatibility) {
            facts.designRequiresCompatibility = facts.designRequiresCompatibility ?? position("UIDesignRequiresCompatibility")
        }
        if let style = plist["UIUserInterfaceStyle"], facts.interfaceStyle == nil {
            switch style {
            case "Light": facts.interfaceStyle = (.light, position("UIUserInterfaceStyle"))
            case "Dark": facts.interfaceStyle = (.dark, position("UIUserInterfaceStyle"))
            default: break
            }
        }
        // The phone's own list wins over the general one, as on a device.
        for key in ["UISupportedInterfaceOrientations~iphone", "UISupportedInterfaceOrientations_iPhone", "UISupportedInterfaceOrientations"] {
            guard let list = plist[key] else { continue }
            if list.contains("Landscape") { facts.landscapeOnPhone = facts.landscapeOnPhone ?? position(key) }
            break
        }
    }

    /// The Info.plist files under `paths`, skipping what SRC-1 skips, sorted.
    /// `named`: plists a project above these folders names (absolute; `SourceProject.plan` finds
    /// them once from the paths linted), taken when under one of them.
    /// Whether a plist has a key Apple's Info.plists have (`CFBundle…`, `UI…`, `LS…`, `NS…`).
    static func holdsBundleKeys(_ file: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return false }
        return plist.keys.contains { key in ["CFBundle", "UI", "LS", "NS"].contains { key.hasPrefix($0) } }
    }

    public static func infoPlists(under paths: [String], named: [String] = []) -> [String] {
        var plists: [String] = []
        for path in paths {
            if path.hasSuffix(".plist") { plists.append(path) }
            var projects: [String] = []
            defer {
                // Issue 49: the plist a project names (`INFOPLIST_FILE = App/Support/Settings.plist`)
                // is its target's, whatever its name; a test target's is not.
                let base = absolute(path)
                var candidates = named
                for project in projects {
                    guard let text = try? String(contentsOfFile: SwiftReader.joined(path, project), encoding: .utf8) else { continue }
                    let root = ((SwiftReader.joined(path, project) as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                    candidates += settings(in: text, file: "").filter { $0.key == "INFOPLIST_FILE" }.map { standardized($0.value, in: root) }
                }
                for named in candidates {
                    do {
                        guard !named.contains("$("), !named.contains("${"), named.hasPrefix(base + "/"), FileManager.default.fileExists(atPath: named) else { continue }
                        let relative = String(named.dropFirst(base.count + 1))
                        guard !relative.split(separator: "/").dropLast().contains(where: { $0.hasSuffix("Tests") || SwiftReader.skippedFolders.contains(String($0)) }),
                              !plists.contains(where: { absolute($0) == named }) else { continue }
                        plists.append(SwiftReader.joined(path, relative))
                    }
                }
            }
            FolderWalk.walk(path, skip: { SwiftReader.skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }) { relative, _ in
                if relative.hasSuffix(".xcodeproj/project.pbxproj") { projects.append(relative) }
                // An Info.plist inside a bundle folder (`Sepia.nnwtheme/`, `X.bundle/`) describes
                // that resource, not a target (issue 36: NetNewsWire's themes were read as targets).
                guard relative.hasSuffix("Info.plist") else { return }
                let folder = (relative as NSString).deletingLastPathComponent
                guard (folder as NSString).pathExtension.isEmpty else { return }
                // `App-Info.plist` (older projects) is a target's; `GoogleService-Info.plist`
                // (Firebase's settings) is not: one named otherwise must hold a key of Apple's.
                let file = SwiftReader.joined(path, relative)
                if (relative as NSString).lastPathComponent != "Info.plist", !holdsBundleKeys(file) { return }
                plists.append(file)
            }
        }
        return plists.sorted()
    }
}

/// An app's sources read whole (SRC-1): its Swift files, storyboards and xibs, Info.plist and
/// deployment target. With several targets (folders each holding an Info.plist), each is read
/// on its own (SRC-8).
public enum SourceProject {
    public struct Target: Sendable {
        public var folder: String
        public var index: SourceIndex
        public var deploymentTarget: Double?
        public var families: [DeviceFamily] = [.phone]

        /// An app extension's target (its Info.plist has `NSExtension`): never the app's window root.
        public var isExtension: Bool { index.plist.extensionPoint != nil }
    }

    /// Folders that hold a target's Info.plist beside its sources rather than its sources: the
    /// target is the folder above (`App/Resources/Info.plist` is the target `App`).
    static let resourceFolders: Set<String> = ["Resources", "Supporting Files", "SupportingFiles", "Support", "Config", "Configuration", "Info"]

    /// The target folder an Info.plist stands for.
    static func targetFolder(ofPlist plist: String) -> String {
        let folder = (plist as NSString).deletingLastPathComponent
        return resourceFolders.contains((folder as NSString).lastPathComponent) ? (folder as NSString).deletingLastPathComponent : folder
    }

    /// What one target is read from, found before anything is parsed (issue 39: the cache's
    /// key is made of it): its Swift files and storyboards, shared ones first, its Info.plist's
    /// facts, deployment target and devices.
    public struct Plan: Sendable {
        public var folder: String
        /// Files under no target's folder (shared code), read with every target, first.
        public var sharedSwift: [String] = []
        public var sharedStoryboards: [String] = []
        public var swift: [String]
        public var storyboards: [String]
        public var plist: PlistFacts
        public var deploymentTarget: Double?
        public var families: [DeviceFamily]
        /// The app's View extensions that host their view, in every target (issue 38).
        public var hostingFactories: Set<String> = []
    }

    public static func read(_ paths: [String], deploymentTarget: Double? = nil, cache: SourceCache? = nil) -> [Target] {
        let plans = plan(paths, deploymentTarget: deploymentTarget)
        defer { cache?.finish() }
        var shared: (files: [String], index: SourceIndex)?
        return plans.map { read($0, cache: cache, shared: &shared) }
    }

    /// Reads one target; code shared by several targets is read once (`shared` keeps it).
    public static func read(_ plan: Plan, cache: SourceCache? = nil, shared: inout (files: [String], index: SourceIndex)?) -> Target {
        var start = SourceIndex()
        start.hostingFactories = plan.hostingFactories
        if !plan.sharedSwift.isEmpty || !plan.sharedStoryboards.isEmpty {
            if let known = shared, known.files == plan.sharedSwift + plan.sharedStoryboards {
                start = known.index
            } else {
                start = SwiftReader.read(files: plan.sharedSwift, into: start, cache: cache)
                for file in plan.sharedStoryboards { StoryboardReader.read(file: file, into: &start) }
                shared = (plan.sharedSwift + plan.sharedStoryboards, start)
            }
        }
        var index = SwiftReader.read(files: plan.swift, into: start, cache: cache)
        for file in plan.storyboards { StoryboardReader.read(file: file, into: &index) }
        index.plist = plan.plist
        return Target(folder: plan.folder, index: index, deploymentTarget: plan.deploymentTarget, families: plan.families)
    }

    public static func plan(_ paths: [String], deploymentTarget: Double? = nil) -> [Plan] {
        let folders = paths.map { $0.hasSuffix(".xcodeproj") ? ProjectSettings.projectFolder($0) : $0 }
        let plists = ProjectSettings.infoPlists(under: folders)
        let targetFolders = Array(Set(plists.map(targetFolder(ofPlist:)))).sorted()
        // The plists found from the paths linted (a project names some whatever they are called):
        // each target takes those under its folder (issue 49).
        let named = plists.map(ProjectSettings.absolute)
        // Issue 36, pattern 5: what the project says of each target (project.pbxproj's build
        // configurations, XcodeGen's project.yml), by the target's Info.plist, before folders.
        let byPlist = ProjectSettings.deploymentTargetsByPlist(under: paths)
        func projectSays(_ folder: String) -> Double? {
            ProjectSettings.infoPlists(under: [folder], named: named).filter { targetFolder(ofPlist: $0) == folder }
                .compactMap { byPlist[ProjectSettings.absolute($0)] }.min()
        }
        let allSwift = SwiftReader.swiftFiles(under: folders)
        // SRC-9: the local packages the project references are the app's code wherever they are.
        let packageSwift = ProjectSettings.packageSwiftFiles(under: paths, besides: allSwift)
        guard targetFolders.count > 1 else {
            let settings = ProjectSettings.settings(under: paths)
            return [Plan(folder: folders.first ?? ".", sharedSwift: packageSwift, swift: allSwift, storyboards: StoryboardReader.files(under: folders),
                         plist: ProjectSettings.infoPlist(under: paths, settings: settings),
                         deploymentTarget: deploymentTarget ?? targetFolders.first.flatMap(projectSays) ?? ProjectSettings.deploymentTarget(under: paths),
                         families: ProjectSettings.deviceFamilies(under: paths))]
        }
        // The project's own settings (project.pbxproj) for a target without an .xcconfig of its own.
        let projectWide = ProjectSettings.settings(under: paths, xcconfig: false)
        // Settings files under no target's folder (`xcconfig/Project.xcconfig`) are the
        // project's, shared by every target, as shared code is (issue 36: NetNewsWire's iOS 17
        // was found nowhere).
        let sharedSettingFiles = ProjectSettings.settingFiles(under: folders, xcconfig: true).filter { file in
            file.hasSuffix(".xcconfig") && !targetFolders.contains { file.hasPrefix($0 + "/") }
        }
        let sharedTarget = ProjectSettings.deploymentTarget(under: sharedSettingFiles)
        // Each read once (issue 36: read again for every target, the project's settings were a
        // third of lint's time on an app of many targets).
        let projectTarget = ProjectSettings.deploymentTarget(in: projectWide, packages: ProjectSettings.packagePlatforms(under: paths)) ?? sharedTarget
        let projectFamilies = ProjectSettings.deviceFamilies(in: projectWide)
        // Code under none of the targets' folders (a shared package, a common folder) belongs to each.
        func outside(_ files: [String]) -> [String] {
            files.filter { file in !targetFolders.contains { file.hasPrefix($0 + "/") } }
        }
        // An app's View extension that hosts its view may live in another target (a shared
        // framework): such functions are known to every target (issue 38).
        var factories: Set<String> = []
        for file in allSwift {
            if case .success(let text) = SwiftReader.contents(of: file) { factories.formUnion(SwiftReader.hostingFactories(in: text)) }
        }
        let sharedSwift = packageSwift + outside(allSwift)
        let sharedStoryboards = outside(StoryboardReader.files(under: folders))
        return targetFolders.map { folder in
            let own = ProjectSettings.settings(under: [folder])
            let families = own.contains { $0.key == "TARGETED_DEVICE_FAMILY" } ? ProjectSettings.deviceFamilies(in: own) : projectFamilies
            let ownTarget = ProjectSettings.deploymentTarget(in: own, packages: ProjectSettings.packagePlatforms(under: [folder]))
            return Plan(folder: folder, sharedSwift: sharedSwift, sharedStoryboards: sharedStoryboards,
                        swift: SwiftReader.swiftFiles(under: [folder]), storyboards: StoryboardReader.files(under: [folder]),
                        plist: ProjectSettings.infoPlist(under: [folder], settings: own.isEmpty ? projectWide : own, named: named),
                        deploymentTarget: deploymentTarget ?? projectSays(folder) ?? ownTarget ?? projectTarget,
                        families: families, hostingFactories: factories)
        }
    }
}
