import Foundation

/// SRC-1: the deployment target, from `IPHONEOS_DEPLOYMENT_TARGET` in `project.pbxproj` or an
/// `.xcconfig` under the given paths (the lowest when several).
public enum ProjectSettings {
    public static func deploymentTarget(under paths: [String], xcconfig: Bool = true) -> Double? {
        var found: [Double] = []
        let manager = FileManager.default
        for path in paths {
            var files: [String] = []
            if path.hasSuffix(".xcodeproj") {
                files.append((path as NSString).appendingPathComponent("project.pbxproj"))
            } else if let walker = manager.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix("project.pbxproj") || (xcconfig && relative.hasSuffix(".xcconfig")) {
                        files.append(SwiftReader.joined(path, relative))
                    }
                }
            }
            for file in files {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                found += deploymentTargets(in: text)
            }
        }
        return found.min()
    }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET = 15.0` in a file's text.
    static func deploymentTargets(in text: String) -> [Double] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "IPHONEOS_DEPLOYMENT_TARGET") else { return nil }
            let rest = line[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
            return Double(rest.prefix { $0.isNumber || $0 == "." })
        }
    }

    /// SRC-3: what the Info.plists under `paths` say, each at its key: `UIViewControllerBasedStatusBarAppearance`
    /// NO (global mode) and `UIStatusBarStyle`.
    public static func infoPlist(under paths: [String]) -> (globalMode: SourcePosition?, launchStyle: SourcePosition?) {
        var result: (globalMode: SourcePosition?, launchStyle: SourcePosition?) = (nil, nil)
        for file in infoPlists(under: paths) {
            guard let data = FileManager.default.contents(atPath: file),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            func position(_ key: String) -> SourcePosition {
                for (number, line) in lines.enumerated() {
                    if let range = line.range(of: key) {
                        return SourcePosition(file: file, line: number + 1, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
                    }
                }
                return SourcePosition(file: file, line: 1, column: 1)
            }
            if let based = plist["UIViewControllerBasedStatusBarAppearance"] as? Bool, !based {
                result.globalMode = result.globalMode ?? position("UIViewControllerBasedStatusBarAppearance")
            }
            if plist["UIStatusBarStyle"] != nil { result.launchStyle = result.launchStyle ?? position("UIStatusBarStyle") }
        }
        return result
    }

    /// The Info.plist files under `paths`, skipping what SRC-1 skips, sorted.
    public static func infoPlists(under paths: [String]) -> [String] {
        var plists: [String] = []
        for path in paths {
            if path.hasSuffix(".plist") { plists.append(path) }
            guard let walker = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { SwiftReader.skippedFolders.contains(String($0)) || $0.hasSuffix("Tests") }) {
                    walker.skipDescendants()
                    continue
                }
                if relative.hasSuffix("Info.plist") { plists.append(SwiftReader.joined(path, relative)) }
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
    }

    public static func read(_ paths: [String], deploymentTarget: Double? = nil) -> [Target] {
        let folders = paths.map { $0.hasSuffix(".xcodeproj") ? ($0 as NSString).deletingLastPathComponent : $0 }
        let targetFolders = Array(Set(ProjectSettings.infoPlists(under: folders).map { ($0 as NSString).deletingLastPathComponent })).sorted()
        guard targetFolders.count > 1 else {
            return [Target(folder: folders.first ?? ".", index: read(folders, plists: paths),
                           deploymentTarget: deploymentTarget ?? ProjectSettings.deploymentTarget(under: paths))]
        }
        // The project's own setting (project.pbxproj) for a target without an .xcconfig of its own.
        let projectWide = ProjectSettings.deploymentTarget(under: paths, xcconfig: false)
        return targetFolders.map { folder in
            Target(folder: folder, index: read([folder], plists: [folder]),
                   deploymentTarget: deploymentTarget ?? ProjectSettings.deploymentTarget(under: [folder]) ?? projectWide)
        }
    }

    static func read(_ folders: [String], plists: [String]) -> SourceIndex {
        var index = SwiftReader.read(files: SwiftReader.swiftFiles(under: folders))
        for file in StoryboardReader.files(under: folders) { StoryboardReader.read(file: file, into: &index) }
        (index.globalMode, index.launchStyle) = ProjectSettings.infoPlist(under: plists)
        return index
    }
}
