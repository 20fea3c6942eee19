import Foundation

/// Writes a user's file without ever leaving it half written (issue 21): the new content goes to
/// a temporary file beside the target, is flushed to the disk, and is renamed over the target
/// only when whole. A failure (a full disk, no permission) leaves the old file as it was,
/// removes the temporary one, and says which file and why, in words. A target that is a
/// symbolic link (dotfiles) is written through: its target is replaced, the link stays.
public enum SafeFile {
    /// Why a file could not be written: the file and the reason.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { tr("cannot write %s: %s", ShownText.escaped(path), reason) }
    }

    /// Replaces the file at `path` with `data`.
    public static func write(_ data: Data, to path: String) throws(WriteError) {
        try replace(path) { temporary throws(WriteError) in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { throw WriteError(path: path, reason: errnoText()) }
            defer { close(descriptor) }
            let failure: String? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
                var offset = 0
                while offset < bytes.count {
                    let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errnoText()
                    }
                    offset += written
                }
                return nil
            }
            if let failure { throw WriteError(path: path, reason: failure) }
            guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: errnoText()) }
        }
    }

    /// Replaces the file at `path` with what `writeTo` writes at a temporary path beside it
    /// (a painter's PNG, a tool's GIF). The temporary path keeps the target's extension, so a
    /// tool that chooses its format by extension chooses the same.
    public static func replace(_ path: String, _ writeTo: (String) throws(WriteError) -> Void) throws(WriteError) {
        let target = resolvedTarget(path)
        let temporary = temporaryPath(beside: target)
        do {
            try writeTo(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        // A replaced file keeps its permissions (issue 35: a 0600 scenario came back 0644).
        var existing = stat()
        if stat(target, &existing) == 0 { _ = chmod(temporary, existing.st_mode & 0o7777) }
        guard rename(temporary, target) == 0 else {
            let reason = errnoText()
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// The file a write to `path` replaces: the end of a chain of symbolic links (at most 40),
    /// a relative link read from the link's folder.
    public static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    /// A new name in the target's folder: `.NAME.PID-RANDOM.tmp.EXT`.
    static func temporaryPath(beside target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        let stem = ".\(name).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let file = ext.isEmpty ? stem : "\(stem).\(ext)"
        return folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
    }

    /// The current `errno` in words ("No space left on device").
    public static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Whether two paths name the same file (the same device and inode), links followed.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
