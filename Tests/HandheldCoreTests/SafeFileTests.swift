import Foundation
import Testing
@testable import HandheldCore

/// Issue 21: a user's file is never lost, and nothing a file says acts on a terminal.
@Suite("Writing safely, showing safely")
struct SafeFileTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-safe-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func leftovers(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp") }
    }

    @Test("a write replaces the file whole; a writer that fails half way leaves the old file as it was and no temporary file")
    func failureKeepsTheOldFile() throws {
        let dir = try folder()
        let path = dir + "/shot.png"
        try SafeFile.write(Data("old picture".utf8), to: path)
        #expect(throws: SafeFile.WriteError.self) {
            try SafeFile.replace(path) { temporary throws(SafeFile.WriteError) in
                // Half a file, then the disk is full.
                _ = FileManager.default.createFile(atPath: temporary, contents: Data("new pic".utf8))
                throw SafeFile.WriteError(path: path, reason: "No space left on device")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old picture")
        #expect(try leftovers(dir).isEmpty)
        try SafeFile.write(Data("new picture".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new picture")
        #expect(try leftovers(dir).isEmpty)
    }

    @Test("a symbolic link (dotfiles) is written through: its target replaced, the link kept")
    func throughALink() throws {
        let dir = try folder()
        try FileManager.default.createDirectory(atPath: dir + "/dotfiles", withIntermediateDirectories: true)
        try SafeFile.write(Data("{}".utf8), to: dir + "/dotfiles/settings.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/settings.json", withDestinationPath: "dotfiles/settings.json")
        let store = ThemeSettingsStore(path: dir + "/settings.json")
        try store.save(theme: "dark")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/settings.json") == "dotfiles/settings.json")
        #expect(store.load().theme == "dark")
        #expect(try String(contentsOfFile: dir + "/dotfiles/settings.json", encoding: .utf8).contains("dark"))
        #expect(try leftovers(dir + "/dotfiles").isEmpty)
    }

    @Test("a settings file that cannot be written says which file and why, in words")
    func wordsNotCodes() throws {
        let dir = try folder()
        // A file where the settings folder should be.
        _ = FileManager.default.createFile(atPath: dir + "/handheld", contents: Data())
        let store = ThemeSettingsStore(path: dir + "/handheld/settings.json")
        do {
            try store.save(theme: "dark")
            Issue.record("saved into a file")
        } catch {
            #expect(error.description.contains(dir + "/handheld"), "\(error)")
            #expect(!error.description.contains("NSCocoaErrorDomain") && !error.description.contains("512"), "\(error)")
        }
    }

    @Test("Issue 48: a write that cannot start names the file asked for, never the temporary one beside it")
    func namesTheFileAskedFor() throws {
        let dir = try folder()
        // Its folder is a file: the temporary file beside it cannot be made, by anyone.
        _ = FileManager.default.createFile(atPath: dir + "/plain", contents: Data())
        let path = dir + "/plain/out.png"
        do {
            try SafeFile.write(Data("x".utf8), to: path)
            Issue.record("wrote \(path)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(!error.description.contains(".tmp"), "\(error)")
        }
    }

    @Test("control characters a file gives are shown escaped; long keys and values are cut to an excerpt")
    func shownText() throws {
        #expect(ShownText.escaped("a\u{1B}[2Jb\rc\u{9B}d\u{07}") == "a\\u001B[2Jb\\rc\\u009Bd\\u0007")
        #expect(ShownText.escaped("line\nnext\ttab") == "line\nnext\ttab")
        let huge = String(repeating: "k", count: 5_000_000)
        let error = try #require(decodeError(#"{"root": {"id": "a", ""# + huge + #"": 1}, "steps": []}"#))
        #expect(error.description.count < ShownText.messageLength + 200)
        #expect(error.description.contains("… (5000000 characters)"))
        let name = try #require(decodeError("{\"name\": \"x\", \"root\": {\"id\": \"a\u{1B}]0;pwned\u{07}\"}, \"steps\": [{\"op\": \"pop\", \"on\": \"b\u{1B}[31m\"}]}"))
        #expect(!name.description.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("the size limit is checked before reading: a 1 GiB file is refused from its size")
    func sizeFirst() throws {
        let dir = try folder()
        let path = dir + "/huge.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        do {
            _ = try DataFileText.read(path)
            Issue.record("a 1 GiB file was read")
        } catch {
            // The exact size: known from the file's metadata, before a byte was read.
            #expect(error.message.contains("the file is 1073741824 bytes"), "\(error)")
        }
        try FileManager.default.removeItem(atPath: path)
    }
}
