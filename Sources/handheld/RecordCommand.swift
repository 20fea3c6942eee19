import ArgumentParser
import Foundation
import HandheldCore
import HandheldRender

/// `handheld record FILE --out OUT`: the scenario as an animation (SPEC §12). Each frame is the
/// Scene at an exact time, painted by the one painter, as `render --at` paints it.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: tr("Run a scenario and write it as an animation: a GIF, MP4 or WebM, or a folder of numbered PNGs."),
        discussion: tr("OUT ending in .gif needs ImageMagick (convert); .mp4 and .webm need ffmpeg. Any other OUT is a folder that gets frame-00001.png and on.")
    )

    @Argument(help: ArgumentHelp(tr("The scenario JSON file.")))
    var file: String

    @Option(help: ArgumentHelp(tr("Where to write: a .gif, .mp4 or .webm file, or a folder for numbered PNGs.")))
    var out: String

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Frames per second, from 1 to 60.")))
    var fps: Double = 30

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("The first frame's time, in seconds since the start.")))
    var from: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("The last frame's time (default: when the last step ends).")))
    var to: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Pixels per point, from 0.1 to 8.")))
    var scale: Double = 1

    @Flag(help: ArgumentHelp(tr("Draw the device's frame around the screen.")))
    var frame = false

    @Flag(help: ArgumentHelp(tr("Draw a translucent dot where a tap or a drag touches the screen.")))
    var touches = false

    @Flag(help: ArgumentHelp(tr("Into a folder that holds another recording's frames: remove those frames first.")))
    var force = false

    @Option(parsing: .unconditional, help: ArgumentHelp(tr("Hold still this many seconds at the end of each chapter and at the last frame (a pitfall's symptom, then its fix).")))
    var hold: Double = 0

    /// The most frames one recording makes.
    static let maximumFrames = 10_000

    enum Kind: String { case gif, mp4, webm, folder }

    var kind: Kind {
        let ext = (out as NSString).pathExtension.lowercased()
        return Kind(rawValue: ext).flatMap { $0 == .folder ? nil : $0 } ?? .folder
    }

    func validate() throws {
        guard fps >= 1, fps <= 60 else { throw ValidationError(tr("--fps must be from 1 to 60, not %s", fps)) }
        try OptionChecks.scale(scale)
        try OptionChecks.time(from, option: "--from")
        if let to, !(to >= from && to <= Limits.maximumTime) {
            throw ValidationError(tr("--to must be a time from --from (%s) to %s seconds, not %s", JSONOutput.format(from), JSONOutput.format(Limits.maximumTime), to))
        }
        try OptionChecks.outputIsNotInput(out, file)
        guard hold >= 0, hold <= 60 else { throw ValidationError(tr("--hold must be from 0 to 60 seconds, not %s", hold)) }
    }

    /// Why the recording stopped: said on stderr, with an exit status, after the temporary
    /// frames are removed (a thrown error runs the cleanup; `exit()` would not).
    struct Failure: Error {
        var message: String
        var status: Int32
    }

    func run() throws {
        do {
            try record()
        } catch let failure as Failure {
            FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
            throw ExitCode(failure.status)
        }
    }

    private func record() throws {
        let catalog = try DeviceCatalog.shipped()
        let scenario: Scenario
        do {
            scenario = try ScenarioBatch.load(file, catalog: catalog)
        } catch {
            throw Failure(message: "\(error)", status: 2)
        }
        let timeline = ScenarioTimeline(scenario)
        let last = to ?? max(from, timeline.end)
        let times = Self.frameTimes(from: from, to: last, fps: fps, holds: hold > 0 ? Self.chapterEnds(scenario, timeline).filter { $0 >= from && $0 <= last } + [last] : [],
                                    holdFrames: Int((hold * fps).rounded()))
        let count = times.count
        guard count <= Self.maximumFrames else {
            throw Failure(message: tr("%s frames from %s s to %s s at %s fps; the most is %s: give --to, --from or a lower --fps", count, JSONOutput.seconds(from), JSONOutput.seconds(last), JSONOutput.format(fps), Self.maximumFrames), status: 1)
        }
        try checkTools()
        let fileManager = FileManager.default
        let folder = kind == .folder ? out : fileManager.temporaryDirectory.appendingPathComponent("handheld-record-\(ProcessInfo.processInfo.processIdentifier)").path
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(message: tr("%s is a file, not a folder: give a folder for the frames, or an OUT ending in .gif, .mp4 or .webm", folder), status: 1)
        }
        if kind == .folder { try clearEarlierFrames(in: folder) }
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: tr("cannot make the folder %s: %s", folder, (error as NSError).localizedFailureReason ?? error.localizedDescription), status: 1)
        }
        // The temporary frames go on every path, failure included.
        defer { if kind != .folder { try? fileManager.removeItem(atPath: folder) } }
        let measurer = PangoTextMeasurer()
        var failure: String?
        // A turning device's frames are larger than a still one's: the GIF's canvas is the
        // largest frame, each frame centred on it.
        var canvas = (width: 0, height: 0)
        // Frames in time order, the scenario run on from one to the next (not again from its start).
        var playback = ScenarioPlayback(scenario)
        for (index, time) in times.enumerated() {
            let outcome = playback.outcome(at: time)
            guard let engine = outcome.engine else { throw Failure(message: outcome.line, status: 1) }
            if let problem = outcome.failure, failure == nil { failure = ShownText.message("FAIL \(tr(scenario.name)): \(problem)") }
            var scene = SceneBuilder.scene(engine.state, measurer: measurer)
            if touches, let point = timeline.touch(at: time) { scene = scene.showingTouch(at: point) }
            let image = RenderedImage(scene, scale: scale, frame: frame)
            canvas = (max(canvas.width, image.width), max(canvas.height, image.height))
            let path = (folder as NSString).appendingPathComponent(Self.frameName(index + 1))
            if let problem = image.writePNG(to: path) { throw Failure(message: problem, status: 1) }
        }
        if kind != .folder { try assemble(folder, canvas: canvas) }
        print(tr("wrote %s (%s frames, %s s to %s s at %s fps", out, count, JSONOutput.seconds(from), JSONOutput.seconds(times.last ?? from), JSONOutput.format(fps))
              + (hold > 0 ? tr(", held %s s at each chapter's end)", JSONOutput.format(hold)) : ")"))
        if let failure { throw Failure(message: failure, status: 1) }
    }

    /// The scenario times of the frames, in order: every 1/fps from `from` to `to`, and at each
    /// time in `holds` that many more frames of that moment (the picture holds still).
    static func frameTimes(from: Double, to: Double, fps: Double, holds: [Double], holdFrames: Int) -> [Double] {
        let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
        var times = (0..<count).map { from + Double($0) / fps }
        for moment in Set(holds).sorted(by: >) where holdFrames > 0 {
            let at = times.firstIndex { $0 > moment } ?? times.count
            times.insert(contentsOf: Array(repeating: moment, count: holdFrames), at: at)
        }
        return times
    }

    /// When each chapter's steps have ended (the last step before the next chapter begins).
    static func chapterEnds(_ scenario: Scenario, _ timeline: ScenarioTimeline) -> [Double] {
        let starts = scenario.chapters.map(\.step).dropFirst()
        return starts.map { next in timeline.entries.filter { $0.step < next }.map(\.end).max() ?? 0 }
    }

    /// A frame's file name: `frame-00001.png` and on.
    static func frameName(_ number: Int) -> String { String(format: "frame-%05d.png", number) }

    /// Frames of another recording are never mixed with this one's: a folder that holds some is
    /// refused, or with --force they (and only they) are removed first, and that is said.
    private func clearEarlierFrames(in folder: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let frames = names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
        guard !frames.isEmpty else { return }
        guard force else {
            throw Failure(message: tr("%s already holds %s frames of a recording (%s …): give an empty folder, or --force to remove them first", folder, frames.count, frames[0]), status: 1)
        }
        for name in frames {
            do {
                try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
            } catch {
                throw Failure(message: tr("cannot remove %s from %s: %s", name, folder, (error as NSError).localizedFailureReason ?? error.localizedDescription), status: 1)
            }
        }
        FileHandle.standardError.write(Data(tr("removed %s frames of an earlier recording from %s (--force)\n", frames.count, folder).utf8))
    }

    /// The program that turns the frames into OUT (written at `target`), and its arguments.
    private func assembler(_ folder: String, target: String = "", canvas: (width: Int, height: Int) = (0, 0)) -> (tool: String, arguments: [String]) {
        switch kind {
        case .gif:
            // ImageMagick's delay is in hundredths of a second. Every frame whole: flattened on
            // the desk's colour (GIF has no partial transparency, and a transparent pixel would
            // show the frame before it) and centred on a canvas the size of the largest.
            let delay = String(max(1, Int((100 / fps).rounded())))
            return ("convert", ["-delay", delay, "-loop", "0", "-dispose", "Background", "\(folder)/frame-*.png",
                                "-background", Self.gifBackground, "-alpha", "remove", "-alpha", "off",
                                "-gravity", "center", "-extent", "\(canvas.width)x\(canvas.height)", "+repage",
                                "-layers", "Optimize", target])
        case .mp4, .webm:
            return ("ffmpeg", ["-y", "-loglevel", "error", "-framerate", JSONOutput.format(fps), "-i", "\(folder)/frame-%05d.png",
                               "-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", target])
        case .folder:
            return ("", [])
        }
    }

    /// Refuses at once, before painting anything, when the tool OUT needs is missing.
    private func checkTools() throws {
        guard kind != .folder else { return }
        let tool = assembler("").tool
        guard Self.findOnPath(tool) != nil else {
            let package = tool == "convert" ? "imagemagick" : "ffmpeg"
            throw Failure(message: tr("writing a .%s needs %s, which is not installed (sudo apt-get install -y %s); or give a folder for numbered PNGs", kind.rawValue, tool, package), status: 1)
        }
    }

    /// What lies around the device in a GIF.
    static let gifBackground = "#FFFFFF"

    /// The tool writes beside OUT; the result is renamed over OUT only when whole (SafeFile).
    private func assemble(_ folder: String, canvas: (width: Int, height: Int)) throws {
        do {
            try SafeFile.replace(out) { target throws(SafeFile.WriteError) in
                let (tool, arguments) = assembler(folder, target: target, canvas: canvas)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Self.findOnPath(tool) ?? tool)
                // The shell is not involved: ImageMagick expands the frame pattern itself.
                process.arguments = arguments
                do {
                    try process.run()
                } catch {
                    throw SafeFile.WriteError(path: out, reason: tr("cannot run %s: %s", tool, error.localizedDescription))
                }
                process.waitUntilExit()
                guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: target) else {
                    throw SafeFile.WriteError(path: out, reason: tr("%s could not write it (exit %s)", tool, process.terminationStatus))
                }
            }
        } catch {
            throw Failure(message: "\(error)", status: 1)
        }
    }

    static func findOnPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
