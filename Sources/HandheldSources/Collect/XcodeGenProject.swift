import Foundation
import Yams

/// XcodeGen's `project.yml` (issue 36, pattern 5): each target's Info.plist and deployment
/// target, read with Yams. A target's own `deploymentTarget`, else its `settings`, else the
/// `.xcconfig` its `configFiles` name (anywhere in the tree), else the project's (`options`'
/// `deploymentTarget`, its `settings`, its `configFiles`).
enum XcodeGenProject {
    static func deploymentTargets(in text: String, folder: String) -> [(plist: String, target: Double)] {
        guard let yaml = (try? Yams.load(yaml: text)) as? [String: Any] else { return [] }
        func number(_ value: Any?) -> Double? {
            switch value {
            case let double as Double: double
            case let integer as Int: Double(integer)
            case let text as String: Double(text.prefix { $0.isNumber || $0 == "." })
            default: nil
            }
        }
        /// `deploymentTarget: "15.0"` or `deploymentTarget: {iOS: "15.0"}`.
        func iOS(_ value: Any?) -> Double? {
            if let platforms = value as? [String: Any] { return number(platforms["iOS"]) }
            return number(value)
        }
        /// `settings: {base: {KEY: value}}`, `settings: {KEY: value}` or per configuration.
        func setting(_ key: String, _ value: Any?) -> Any? {
            guard let settings = value as? [String: Any] else { return nil }
            if let direct = settings[key] { return direct }
            if let base = settings["base"] as? [String: Any], let found = base[key] { return found }
            return (settings["configs"] as? [String: Any])?.values.compactMap { ($0 as? [String: Any])?[key] }.first
        }
        /// The lowest deployment target the `.xcconfig` files of `configFiles` give.
        func configFiles(_ value: Any?) -> Double? {
            guard let files = value as? [String: Any] else { return nil }
            return files.values.compactMap { $0 as? String }.compactMap { path -> Double? in
                let full = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
                guard let text = try? String(contentsOfFile: full, encoding: .utf8) else { return nil }
                return ProjectSettings.deploymentTargets(in: text).min()
            }.min()
        }
        let options = yaml["options"] as? [String: Any]
        let project = iOS(options?["deploymentTarget"]) ?? number(setting("IPHONEOS_DEPLOYMENT_TARGET", yaml["settings"]))
            ?? configFiles(yaml["configFiles"])
        var found: [(plist: String, target: Double)] = []
        for case let (_, target as [String: Any]) in (yaml["targets"] as? [String: Any]) ?? [:] {
            let plist = ((target["info"] as? [String: Any])?["path"] as? String) ?? (setting("INFOPLIST_FILE", target["settings"]) as? String)
            guard let plist else { continue }
            let deployment = iOS(target["deploymentTarget"]) ?? number(setting("IPHONEOS_DEPLOYMENT_TARGET", target["settings"]))
                ?? configFiles(target["configFiles"]) ?? project
            if let deployment { found.append((plist, deployment)) }
        }
        return found
    }
}
