import Foundation

/// Issue 48: a path given to lint is normalized once, where lint starts, so `lint ./App`,
/// `lint App/` and `lint App` read, exclude, suppress and cache the same files.
public enum LintPath {
    /// `path` without `.` components, doubled or trailing slashes, and with `a/..` resolved
    /// where the text allows (a leading `..` stays); "." for nothing left. Links are not
    /// resolved: the path is the user's, as they will read it in findings.
    public static func normalized(_ path: String) -> String {
        guard !path.isEmpty else { return "." }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The normalized absolute path (the current folder in front of a relative one).
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalized(path) : normalized(FileManager.default.currentDirectoryPath + "/" + path)
    }
}
