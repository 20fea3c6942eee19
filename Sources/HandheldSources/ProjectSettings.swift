import Foundation

/// SRC-1: the deployment target, from `IPHONEOS_DEPLOYMENT_TARGET` in `project.pbxproj` or an
/// `.xcconfig` under the given paths (the lowest when several).
public enum ProjectSettings {
    public static func deploymentTarget(under paths: [String]) -> Double? {
        var found: [Double] = []
        let manager = FileManager.default
        for path in paths {
            var files: [String] = []
            if path.hasSuffix(".xcodeproj") {
                files.append((path as NSString).appendingPathComponent("project.pbxproj"))
            } else if let walker = manager.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix("project.pbxproj") || relative.hasSuffix(".xcconfig") {
                        files.append((path as NSString).appendingPathComponent(relative))
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

    /// SRC-3: where an Info.plist under `paths` turns view controller-based status bar
    /// appearance off (`<key>UIViewControllerBasedStatusBarAppearance</key><false/>`), at the key.
    public static func globalMode(under paths: [String]) -> SourcePosition? {
        let manager = FileManager.default
        for path in paths {
            var plists: [String] = []
            if path.hasSuffix(".plist") { plists.append(path) }
            if let walker = manager.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix("Info.plist"), !relative.contains("Pods/") { plists.append((path as NSString).appendingPathComponent(relative)) }
                }
            }
            for file in plists.sorted() {
                guard let data = manager.contents(atPath: file),
                      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                      let based = plist["UIViewControllerBasedStatusBarAppearance"] as? Bool, !based else { continue }
                let text = String(decoding: data, as: UTF8.self)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let line = lines.firstIndex { $0.contains("UIViewControllerBasedStatusBarAppearance") } ?? 0
                let column = lines.indices.contains(line) ? (lines[line].range(of: "UIViewControllerBasedStatusBarAppearance").map {
                    lines[line].distance(from: lines[line].startIndex, to: $0.lowerBound) + 1 } ?? 1) : 1
                return SourcePosition(file: file, line: line + 1, column: column)
            }
        }
        return nil
    }
}
