import ArgumentParser
import Foundation
import HandheldCore
import HandheldGIF
import HandheldRender

/// `handheld record FILE --out OUT`: the scenario as an animation (SPEC §12). Each frame is the
/// Scene at an exact time, painted by the one painter, as `render --at` paints it.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: tr("Run a scenario and write it as an animation: a GIF, MP4 or WebM, or a folder of numbered PNGs."),
        discussion: tr("A .gif is written frame by frame, on the desk's grey, whatever its length; .mp4 and .webm need ffmpeg. Any other OUT is a folder that gets frame-00001.png and on, each as render --at paints it. Ctrl+C stops it and leaves nothing half-written.")
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

    @Flag(help: ArgumentHelp(tr("Say 'frame N of M' on stderr after each frame, a line each (the window reads it); on a terminal the count is shown anyway.")))
    var progress = false

    /// The most frames one recording makes.
    static let maximumFrames = 10_000

    enum Kind: String { case gif, mp4, webm, folder }

    var kind: Kind {
        let ext = (out as NSString).pathExtension.lowercased()
        return Kind(rawValue: ext).flatMap { $0 == .folder ? nil : $0 } ?? .folder
    }

    func validate() throws {
        guard RecordLimits.fps.contains(fps) else { throw ValidationError(tr("--fps must be from 1 to 60, not %s", fps)) }
        try OptionChecks.scale(scale)
        try OptionChecks.time(from, option: "--from")
        if let to, !(to >= from && RecordLimits.time.contains(to)) {
            throw ValidationError(tr("--to must be a time from --from (%s) to %s seconds, not %s", JSONOutput.format(from), JSONOutput.format(Limits.maximumTime), to))
        }
        try OptionChecks.outputIsNotInput(out, file)
        guard RecordLimits.hold.contains(hold) else { throw ValidationError(tr("--hold must be from 0 to 60 seconds, not %s", hold)) }
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
        let holds = hold > 0 ? Self.chapterEnds(scenario, timeline).filter { $0 >= from && $0 <= last } + [last] : []
        let holdFrames = Int((hold * fps).rounded())
        // Counted before any is made (issue 35: --to 10000000 built every frame time, 4.7 GB,
        // before refusing).
        let count = Self.frameCount(from: from, to: last, fps: fps, holds: Set(holds).count, holdFrames: holdFrames)
        guard count <= Self.maximumFrames else {
            throw Failure(message: tr("%s frames from %s s to %s s at %s fps; the most is %s: give --to, --from or a lower --fps", count, JSONOutput.seconds(from), JSONOutput.seconds(last), JSONOutput.format(fps), Self.maximumFrames), status: 1)
        }
        let times = Self.frameTimes(from: from, to: last, fps: fps, holds: holds, holdFrames: holdFrames)
        try checkTools()
        let cancel = Cancellation.watchingSignals()
        let report = ProgressReport(total: count, lines: progress)
        defer { report.finish() }
        var failure: String?
        if kind == .gif {
            try recordGIF(scenario, timeline, times, cancel: cancel, report: report, failure: &failure)
        } else {
            try recordFrames(scenario, timeline, times, cancel: cancel, report: report, failure: &failure)
        }
        print(tr("wrote %s (%s frames, %s s to %s s at %s fps", out, count, JSONOutput.seconds(from), JSONOutput.seconds(times.last ?? from), JSONOutput.format(fps))
              + (hold > 0 ? tr(", held %s s at each chapter's end)", JSONOutput.format(hold)) : ")"))
        if let failure { throw Failure(message: failure, status: 1) }
    }

    /// The Scene at each time in turn, the scenario run on from one to the next (not again from
    /// its start); `failure` is the first expectation that did not hold (the recording goes on).
    private func scenes(_ scenario: Scenario, _ timeline: ScenarioTimeline, _ times: [Double], measurer: PangoTextMeasurer,
                        failure: inout String?, _ each: (Int, Scene) throws -> Void) throws {
        var playback = ScenarioPlayback(scenario)
        for (index, time) in times.enumerated() {
            let outcome = playback.outcome(at: time)
            guard let engine = outcome.engine else { throw Failure(message: outcome.line, status: 1) }
            if let problem = outcome.failure, failure == nil { failure = ShownText.message("FAIL \(tr(scenario.name)): \(problem)") }
            var scene = SceneBuilder.scene(engine.state, measurer: measurer)
            if touches, let point = timeline.touch(at: time) { scene = scene.showingTouch(at: point) }
            try each(index, scene)
        }
    }

    /// A GIF, a frame at a time (issue 34): the canvas is the largest frame (a turning device's
    /// frames are larger than a still one's), found first without painting; each frame is
    /// painted, encoded and let go. A run of frames at one moment (a hold) is one frame shown longer.
    private func recordGIF(_ scenario: Scenario, _ timeline: ScenarioTimeline, _ times: [Double], cancel: Cancellation, report: ProgressReport,
                           failure: inout String?) throws {
        let measurer = PangoTextMeasurer()
        var canvas = (width: 1, height: 1)
        var unused: String?
        try scenes(scenario, timeline, times, measurer: measurer, failure: &unused) { _, scene in
            try cancel.check()
            let size = scene.viewerSize(framed: frame)
            canvas = (max(canvas.width, Int((size.x * scale).rounded())), max(canvas.height, Int((size.y * scale).rounded())))
        }
        var stopped: Failure?
        var found: String?
        do {
            try SafeFile.replace(out) { target throws(SafeFile.WriteError) in
                do {
                    let writer = try GIFWriter(path: target, width: canvas.width, height: canvas.height, backdrop: Self.gifBackdrop)
                    try scenes(scenario, timeline, times, measurer: measurer, failure: &found) { index, scene in
                        try cancel.check()
                        report.frame(index + 1)
                        // The frame is shown until the next distinct moment's frame.
                        if index + 1 < times.count, times[index + 1] == times[index] { return }
                        let image = RenderedImage(scene, scale: scale, frame: frame)
                        try image.withPixels { pixels, stride in
                            try writer.addFrame(pixels: pixels, frameWidth: image.width, frameHeight: image.height, stride: stride,
                                                until: Double(index + 1) / fps)
                        }
                    }
                    try writer.finish()
                } catch let failure as Failure {
                    stopped = failure
                    throw SafeFile.WriteError(path: out, reason: failure.message)
                } catch {
                    throw SafeFile.WriteError(path: out, reason: "\(error)")
                }
            }
        } catch {
            throw stopped ?? Failure(message: "\(error)", status: 1)
        }
        failure = found
    }

    /// Numbered PNGs, each as `render --at` paints it, into OUT's folder or a temporary one that
    /// ffmpeg then reads (it streams them).
    private func recordFrames(_ scenario: Scenario, _ timeline: ScenarioTimeline, _ times: [Double], cancel: Cancellation, report: ProgressReport,
                              failure: inout String?) throws {
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
        // The temporary frames go on every path, failure and Ctrl+C included.
        defer { if kind != .folder { try? fileManager.removeItem(atPath: folder) } }
        try scenes(scenario, timeline, times, measurer: PangoTextMeasurer(), failure: &failure) { index, scene in
            try cancel.check()
            report.frame(index + 1)
            let path = (folder as NSString).appendingPathComponent(Self.frameName(index + 1))
            if let problem = RenderedImage(scene, scale: scale, frame: frame).writePNG(to: path) { throw Failure(message: problem, status: 1) }
        }
        if kind != .folder { try assemble(folder) }
    }

    /// How many frames `frameTimes` makes, without making them.
    static func frameCount(from: Double, to: Double, fps: Double, holds: Int, holdFrames: Int) -> Int {
        let span = ((to - from) * fps + 1e-9).rounded(.down)
        guard span.isFinite, span < Double(Int.max / 2) else { return Int.max }
        return Int(span) + 1 + holds * max(0, holdFrames)
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
    private func assembler(_ folder: String, target: String = "") -> (tool: String, arguments: [String]) {
        switch kind {
        case .mp4, .webm:
            return ("ffmpeg", ["-y", "-loglevel", "error", "-framerate", JSONOutput.format(fps), "-i", "\(folder)/frame-%05d.png",
                               "-pix_fmt", "yuv420p", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", target])
        case .gif, .folder:
            return ("", [])
        }
    }

    /// Refuses at once, before painting anything, when the tool OUT needs is missing.
    private func checkTools() throws {
        let tool = assembler("").tool
        guard !tool.isEmpty else { return }
        guard Self.findOnPath(tool) != nil else {
            throw Failure(message: tr("writing a .%s needs %s, which is not installed (sudo apt-get install -y %s); or give a folder for numbered PNGs", kind.rawValue, tool, tool), status: 1)
        }
    }

    /// What lies around the device in a GIF (issue 34: on white, a turning screen's white edge
    /// vanished): the light desk the window shows it on.
    static let gifBackdrop: (red: UInt8, green: UInt8, blue: UInt8) = (204, 207, 212)

    /// The tool writes beside OUT; the result is renamed over OUT only when whole (SafeFile).
    private func assemble(_ folder: String) throws {
        do {
            try SafeFile.replace(out) { target throws(SafeFile.WriteError) in
                let (tool, arguments) = assembler(folder, target: target)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Self.findOnPath(tool) ?? tool)
                // The shell is not involved: ffmpeg reads the numbered frames itself.
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
