import Foundation
import HandheldCore

/// Where the playground's files go and where its tools are, given by the window (from GLib's
/// folders and this binary's place) or by a test (issue 50, item 17: the window decided these).
public struct Places: Equatable, Sendable {
    public var home: String
    /// The XDG pictures folder, where Ctrl+S writes the screen; nil: the person says where.
    public var pictures: String?
    /// Where File > Open Swift Project writes an app's scenarios (`$XDG_DATA_HOME/handheld/imports`).
    public var imports: String
    public var temporary: String
    /// `handheld` itself (File > Record… runs `handheld record`).
    public var handheld: String
    /// `handheld-sources`, or why it is missing.
    public var sources: Result<String, ToolMissing>

    public init(home: String, pictures: String?, imports: String, temporary: String, handheld: String, sources: Result<String, ToolMissing>) {
        self.home = home
        self.pictures = pictures
        self.imports = imports
        self.temporary = temporary
        self.handheld = handheld
        self.sources = sources
    }

    /// Under the temporary folder, with no tool for reading sources (tests).
    public static var scratch: Places {
        let temporary = FileManager.default.temporaryDirectory.path
        return Places(home: NSHomeDirectory(), pictures: nil, imports: temporary + "/handheld-imports", temporary: temporary,
                      handheld: "handheld", sources: .failure(ToolMissing(message: "handheld-sources is not built")))
    }
}

public struct ToolMissing: Error, Equatable, Sendable {
    public var message: String
    public init(message: String) { self.message = message }
}

/// What the window was started with (`handheld window --open FILE --at T --theme FILE`, and the
/// smoke test's HANDHELD_RECORD_TO).
public struct Launch: Equatable, Sendable {
    public var open: String?
    public var at: Double?
    public var theme: String?
    public var recordTo: String?
    public init(open: String? = nil, at: Double? = nil, theme: String? = nil, recordTo: String? = nil) {
        self.open = open
        self.at = at
        self.theme = theme
        self.recordTo = recordTo
    }
}

/// A command the window runs beside itself, with its progress and Cancel (issue 34); what it
/// is for says what its end means.
public struct Job: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable {
        /// `handheld record` on the session saved at `scenarioFile` (removed at the end).
        case record(RecordRequest, scenarioFile: String)
        /// `handheld-sources import` of `folder` into `into` (Handheld's own folder for imports).
        case importProject(folder: String, into: String)
        /// `handheld-sources lint --fix --dry-run --fix-class` (issue 51).
        case showFix(className: String, folder: String)
    }

    public var purpose: Purpose
    public var title: String
    public var tool: String
    public var arguments: [String]
}

/// How a job ended.
public enum JobEnd: Equatable, Sendable {
    /// It exited with `status`, having printed `printed` on stdout and said `said` on stderr.
    case exited(Int32, printed: String, said: String)
    /// Cancel stopped it.
    case cancelled
    /// It could not start.
    case failedToStart(String)
}

/// How far a job is, from what it said on stderr: the last "frame 12 of 300" or "file 40 of
/// 812" line, else its last line.
public enum JobProgress: Equatable, Sendable {
    case counted(Int, of: Int)
    case said(String)

    public init(said text: String) {
        let lines = text.split(separator: "\n")
        for line in lines.reversed() {
            let words = line.split(separator: " ")
            if words.count == 4, words[2] == "of", let number = Int(words[1]), let total = Int(words[3]) {
                self = .counted(number, of: total)
                return
            }
        }
        self = .said(lines.last.map { String($0.prefix(80)) } ?? "")
    }

    /// The progress bar's fraction; nil: it pulses.
    public var fraction: Double? {
        guard case .counted(let number, let total) = self else { return nil }
        return Double(number) / Double(max(total, 1))
    }

    /// The progress bar's words ("12 / 300"); empty: they stay as they were.
    public var text: String {
        switch self {
        case .counted(let number, let total): "\(number) / \(total)"
        case .said(let last): last
        }
    }
}

/// A file dialog as the window shows it.
public struct FileChooser: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case open, save, folder }
    public var title: String
    public var kind: Kind
    public var accept: String
    /// The name a save dialog suggests.
    public var suggested: String
    /// Where it starts.
    public var folder: String
}

extension Playground {
    /// How the window starts: a theme file loaded, a folder (or `.xcodeproj`) read as an app's
    /// sources (SRC-6), a scenario opened (held at `at`), and the smoke test's recording.
    mutating func launched(_ launch: Launch) -> [Effect] {
        var effects: [Effect] = []
        if let theme = launch.theme { loadTheme(theme) }
        if let open = launch.open {
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: open, isDirectory: &folder), folder.boolValue {
                effects += importProject(open)
            } else {
                self.open(open, at: launch.at)
            }
        }
        if let out = launch.recordTo { effects += recordChosen(recordRequest(out: out)) }
        return effects
    }

    /// The dialog for a file request: its words, and where it starts (issue 50, item 3: the
    /// folder the last one of its kind ended in, else home, never GTK's Recent view).
    public func chooser(for request: FileRequest, at date: Date = Date()) -> FileChooser {
        var isFolder: ObjCBool = false
        let last = lastFolders[request].flatMap { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue ? $0 : nil }
        let folder = last ?? places.home
        return switch request {
        case .openScenario: FileChooser(title: tr("Open Scenario"), kind: .open, accept: tr("_Open"), suggested: "", folder: folder)
        case .loadTheme: FileChooser(title: tr("Load Theme"), kind: .open, accept: tr("_Load"), suggested: "", folder: folder)
        case .saveScenario: FileChooser(title: tr("Save Scenario"), kind: .save, accept: tr("_Save"), suggested: "session.json", folder: folder)
        case .openSwiftProject:
            FileChooser(title: tr("Open Swift Project (a folder of an iOS app's sources)"), kind: .folder, accept: tr("_Open"), suggested: "", folder: folder)
        case .saveScreen: FileChooser(title: tr("Save PNG of the Screen"), kind: .save, accept: tr("_Save"), suggested: screenFileName(at: date), folder: folder)
        case .recordTo:
            FileChooser(title: tr("Record to (.gif, .mp4, .webm, or a folder of PNGs)"), kind: .save, accept: tr("_Record"), suggested: "recording.gif", folder: folder)
        }
    }

    /// Ctrl+S: the screen as `handheld render` paints it, in the XDG pictures folder when there
    /// is one (named for the device and the moment); else the person says where (issue 25).
    mutating func saveScreen(at date: Date = Date()) -> [Effect] {
        var isFolder: ObjCBool = false
        guard let pictures = places.pictures, FileManager.default.fileExists(atPath: pictures, isDirectory: &isFolder), isFolder.boolValue else {
            return [.chooseFile(.saveScreen)]
        }
        return [.writeScreen(to: (pictures as NSString).appendingPathComponent(screenFileName(at: date)))]
    }

    /// SRC-6: `handheld-sources import FOLDER` beside the window, into Handheld's own folder for
    /// imports (the last import of this app is replaced whole; kept so the opened scenario can
    /// be watched and reopened; nothing is left in the temporary folder).
    mutating func importProject(_ folder: String) -> [Effect] {
        let tool: String
        switch places.sources {
        case .success(let found): tool = found
        case .failure(let missing):
            openImported(folder, [], missing.message)
            return []
        }
        let words = (folder as NSString).lastPathComponent.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        let name = words.isEmpty ? "app" : words
        let into = (places.imports as NSString).appendingPathComponent(name)
        do {
            try? FileManager.default.removeItem(atPath: into)
            try FileManager.default.createDirectory(atPath: into, withIntermediateDirectories: true)
        } catch {
            openImported(folder, [], "\(error)")
            return []
        }
        let out = (into as NSString).appendingPathComponent(name + ".json")
        return [.run(Job(purpose: .importProject(folder: folder, into: into), title: tr("Reading %s", (folder as NSString).lastPathComponent),
                         tool: tool, arguments: ["import", folder, "--out", out, "--progress"]))]
    }

    /// `handheld record` on the session saved into a temporary file (issue 34).
    mutating func record(_ request: RecordRequest) -> [Effect] {
        let scenario = (places.temporary as NSString).appendingPathComponent("handheld-recording-\(UUID().uuidString).json")
        do {
            try SafeFile.write(Data(request.scenario.utf8), to: scenario)
        } catch {
            message = .error(tr("cannot record: %s", error))
            return []
        }
        return [.run(Job(purpose: .record(request, scenarioFile: scenario), title: tr("Recording %s", (request.out as NSString).lastPathComponent),
                         tool: places.handheld, arguments: request.arguments(scenarioFile: scenario) + ["--progress"]))]
    }

    /// What a job's end means: a recording written or why not; an app's scenarios opened, or one
    /// readable line of why the reader stopped (issue 35: a crash's whole backtrace reached the banner).
    mutating func jobEnded(_ job: Job, _ end: JobEnd) -> [Effect] {
        switch job.purpose {
        case .showFix(let className, let folder):
            return fixShown(className, folder: folder, end)
        case .record(let request, let scenarioFile):
            try? FileManager.default.removeItem(atPath: scenarioFile)
            switch end {
            case .cancelled: message = .info(tr("Recording stopped; nothing was written."))
            case .exited(0, _, _): message = .info(tr("Recorded the time line to %s", request.out))
            case .exited(_, _, let said):
                let reason = said.split(separator: "\n").last { !$0.hasPrefix("frame ") }.map(String.init) ?? said
                message = .error(tr("handheld record: ") + reason.trimmingCharacters(in: .whitespacesAndNewlines))
            case .failedToStart(let problem): message = .error(tr("handheld record: ") + problem)
            }
        case .importProject(let folder, let into):
            let fileManager = FileManager.default
            guard case .exited(0, let printed, _) = end else {
                try? fileManager.removeItem(atPath: into)
                openImported(folder, [], Self.importProblem(end, folder: folder))
                return []
            }
            let written = ((try? fileManager.contentsOfDirectory(atPath: into)) ?? []).filter { $0.hasSuffix(".json") }
                .map { (into as NSString).appendingPathComponent($0) }
            // In the order import wrote them: the app target's roots first.
            let order = printed.split(separator: "\n").compactMap { line in written.first { line.hasPrefix($0 + ":") } }
            openImported(folder, order + written.filter { !order.contains($0) }.sorted(), nil)
        }
        return []
    }

    /// Why an import wrote nothing, in one line.
    static func importProblem(_ end: JobEnd, folder: String) -> String {
        readerProblem(end, stopped: tr("stopped; nothing was imported"), rerun: "handheld import \(folder) --out app.json")
    }

    /// Why the source reader gave nothing, in one line: its `Error:` line, else its exit status
    /// and the command (`rerun`) that shows why in a terminal.
    static func readerProblem(_ end: JobEnd, stopped: String, rerun: String) -> String {
        switch end {
        case .cancelled: return stopped
        case .failedToStart(let problem): return problem
        case .exited(let status, _, let said):
            return said.split(separator: "\n").first { $0.hasPrefix("Error:") }.map { ShownText.message(String($0.dropFirst(7))) }
                ?? tr("the source reader stopped (exit %s); run %s in a terminal to see why", status, rerun)
        }
    }
}
