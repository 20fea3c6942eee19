import Foundation
import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("Issue 50, item 17: the tests observe all of the playground, and what the window used to decide is decided here")
struct ObservationTests {
    @Test("Every stored property of the Playground is observed, under its name or its alias, but for what never changes and the marks")
    func exhaustive() {
        let stored = Set(Mirror(reflecting: Fixture.playground()).children.compactMap(\.label))
        let observed = Set(Mirror(reflecting: Fixture.playground().observed).children.compactMap(\.label))
        let named = Set(stored.subtracting(Observed.unobserved).map { Observed.aliases[$0] ?? $0 })
        #expect(named.subtracting(observed).isEmpty, "not observed: \(named.subtracting(observed).sorted())")
        #expect(observed.subtracting(named).isEmpty, "observed, but the playground has no such property: \(observed.subtracting(named).sorted())")
        #expect(Observed.unobserved.isSubset(of: stored), "an exception that is no longer a property")
    }

    @Test("The time line's marks, kept as the session grows, are always what the whole session gives; the picture is always placed afresh")
    func derivedStaysTrue() throws {
        var playground = Fixture.playground()
        _ = playground.place(zoom: .fit)
        let intents: [Intent] = [.shortcutPressed(.push), .frame(elapsed: 0.2), .shortcutPressed(.rotateLeft), .frame(elapsed: 0.1),
                                 .shortcutPressed(.present), .frame(elapsed: 1), .shortcutPressed(.dismiss),
                                 .frame(elapsed: 0.15), .shortcutPressed(.zoomIn), .scrubbed(to: 0.1), .shortcutPressed(.nextTheme),
                                 .edited(.compare, .choice(IOSVersion.allCases.count)), .frame(elapsed: 0.1)]
        for intent in intents {
            playground.send(intent)
            let whole = ScenarioTimeline(playground.timelineScenario)
            #expect(playground.marks?.entries == whole.entries && playground.marks?.touches == whole.touches && playground.marks?.end == whole.end, "\(intent)")
            var fresh = playground
            fresh.pane = nil
            fresh.send(.resized(try #require(playground.pane)))
            #expect(fresh.picture == playground.picture, "\(intent)")
        }
        #expect(playground.picture?.panels.count == 2, "side by side: two panels; \(String(describing: playground.message))")
    }

    @Test("The window's start: a folder is an app's sources, a file a scenario held at its time, a theme loaded, a recording begun")
    func launch() throws {
        var playground = Fixture.playground()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Places.scratch has no source reader: the banner says why, and nothing runs.
        #expect(playground.send(.launched(Launch(open: folder.path))).isEmpty)
        #expect(playground.message?.isError == true && playground.message?.text.contains("handheld-sources is not built") == true)
        var places = Places.scratch
        places.sources = .success("/opt/handheld-sources")
        places.imports = folder.appendingPathComponent("imports").path
        playground = Playground(catalog: Fixture.catalog, settings: nil, places: places)
        let effects = playground.send(.launched(Launch(open: folder.path)))
        guard case .run(let job)? = effects.first, case .importProject(folder.path, let into) = job.purpose else {
            Issue.record("no import: \(effects)")
            return
        }
        #expect(job.tool == "/opt/handheld-sources" && job.arguments.first == "import" && FileManager.default.fileExists(atPath: into))
        let scenario = Fixture.path("Resources/scenarios/06-tips-and-rotation.json")
        playground = Fixture.playground()
        #expect(playground.send(.launched(Launch(open: scenario, at: 0.5))).isEmpty)
        #expect(playground.paused && playground.engine.state.now == 0.5 && playground.watchedFile?.path == scenario)
        let effects2 = playground.send(.launched(Launch(recordTo: "/tmp/launch.gif")))
        guard case .run(let recording)? = effects2.first, case .record(let request, _) = recording.purpose else {
            Issue.record("no recording: \(effects2)")
            return
        }
        #expect(request.out == "/tmp/launch.gif")
        playground.send(.jobEnded(recording, .cancelled))
        #expect(playground.message?.text.contains("Recording stopped") == true)
    }

    @Test("What an import's end means: its files in the order it printed them, or one line of why; a failed import leaves nothing")
    func importEnded() throws {
        let into = FileManager.default.temporaryDirectory.appendingPathComponent("imported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: into) }
        let source = try String(contentsOfFile: Fixture.path("Resources/scenarios/06-tips-and-rotation.json"), encoding: .utf8)
        for name in ["a.json", "b.json"] { try source.write(to: into.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let job = Job(purpose: .importProject(folder: "/src/App", into: into.path), title: "", tool: "", arguments: [])
        var playground = Fixture.playground()
        playground.send(.jobEnded(job, .exited(0, printed: into.appendingPathComponent("b.json").path + ": 3 controllers\n", said: "")))
        #expect(playground.watchedFile?.path == into.appendingPathComponent("b.json").path, "the first printed opens")
        #expect(playground.message?.text.contains("also written there: a.json") == true)
        playground.send(.jobEnded(job, .exited(1, printed: "", said: "file 3 of 9\nError: App.swift:3:1: cannot parse\nbacktrace…\n")))
        #expect(playground.message?.text == "⚠ /src/App: App.swift:3:1: cannot parse")
        #expect(!FileManager.default.fileExists(atPath: into.path), "what it began is removed")
        playground.send(.jobEnded(job, .exited(134, printed: "", said: "Fatal error\n")))
        #expect(playground.message?.text.contains("exit 134") == true)
        playground.send(.jobEnded(job, .cancelled))
        #expect(playground.message?.text.contains("nothing was imported") == true)
    }

    @Test("UI-5: the window's frame clock drives the playground's: the first tick notes the time, the next moves the clock; stopped, it forgets")
    func frameClock() {
        var playground = Fixture.playground()
        playground.send(.shortcutPressed(.push))
        expectSend(&playground, .frameClockTicked(microseconds: 5_000_000)) { $0.frameClock = 5_000_000 }
        let before = playground.engine.state.now
        playground.send(.frameClockTicked(microseconds: 5_100_000))
        #expect(abs(playground.engine.state.now - before - 0.1) < 0.002 && playground.frameClock == 5_100_000)
        playground.send(.frameClockTicked(microseconds: 9_000_000))
        #expect(!playground.needsFrames && playground.frameClock == nil, "settled: the next start notes its time afresh")
    }

    /// How a job ended, waiting for it up to a minute (a loaded machine is slow, never wrong).
    static func ended(_ runner: JobRunner) async throws -> JobEnd? {
        for _ in 0..<3_000 {
            if let end = runner.end() { return end }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    @Test("A job runs beside the window: what it printed and said, its exit status; Cancel stops it; a tool that is not there says so")
    func runner() async throws {
        func job(_ tool: String, _ arguments: [String]) -> Job {
            Job(purpose: .importProject(folder: "/src", into: "/tmp/none"), title: "", tool: tool, arguments: arguments)
        }
        let done = JobRunner(job("/bin/sh", ["-c", "echo 'file 1 of 2' >&2; echo out; exit 3"]))
        #expect(try await Self.ended(done) == .exited(3, printed: "out\n", said: "file 1 of 2\n"))
        #expect(done.progress == .counted(1, of: 2))
        let long = JobRunner(job("/bin/sh", ["-c", "sleep 30"]))
        #expect(long.end() == nil && long.cancel())
        #expect(try await Self.ended(long) == .cancelled)
        guard case .failedToStart(let why)? = JobRunner(job("/nonexistent/handheld-sources", [])).end() else {
            Issue.record("a missing tool started")
            return
        }
        #expect(why.contains("/nonexistent/handheld-sources"))
    }

    @Test("A job's progress: the last 'N of M' line, else its last line")
    func progress() {
        #expect(JobProgress(said: "starting\nframe 3 of 30\nframe 4 of 30\n") == .counted(4, of: 30))
        #expect(JobProgress(said: "file 2 of 9\nwriting App.json") == .counted(2, of: 9))
        #expect(JobProgress(said: "reading the project") == .said("reading the project"))
        #expect(JobProgress(said: "") == .said(""))
        #expect(JobProgress.counted(3, of: 12).fraction == 0.25 && JobProgress.counted(3, of: 12).text == "3 / 12")
        #expect(JobProgress.said("x").fraction == nil)
    }

    @Test("A recording's end: written, stopped, or the reason handheld record gave (not its progress)")
    func recordingEnded() {
        var playground = Fixture.playground()
        let job = Job(purpose: .record(playground.recordRequest(out: "/tmp/r.gif"), scenarioFile: "/nonexistent/s.json"), title: "", tool: "", arguments: [])
        playground.send(.jobEnded(job, .exited(1, printed: "", said: "frame 1 of 9\nError: cannot write /tmp/r.gif\nframe 2 of 9\n")))
        #expect(playground.message?.text == "⚠ handheld record: Error: cannot write /tmp/r.gif")
        playground.send(.jobEnded(job, .failedToStart("no such file")))
        #expect(playground.message?.text == "⚠ handheld record: no such file")
    }

    @Test("Ctrl+S: into the pictures folder, named for the device and the moment; without one, a save dialog suggesting that name")
    func saveScreen() throws {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pictures) }
        var places = Places.scratch
        places.pictures = pictures.path
        var playground = Playground(catalog: Fixture.catalog, settings: nil, places: places)
        guard case .writeScreen(let path)? = playground.send(.shortcutPressed(.saveScreen)).first else {
            Issue.record("not written")
            return
        }
        #expect(path.hasPrefix(pictures.path + "/handheld-") && path.hasSuffix(".png"))
        places.pictures = pictures.appendingPathComponent("gone").path
        playground = Playground(catalog: Fixture.catalog, settings: nil, places: places)
        #expect(playground.send(.shortcutPressed(.saveScreen)) == [.chooseFile(.saveScreen)])
        let date = Date(timeIntervalSince1970: 0)
        #expect(playground.chooser(for: .saveScreen, at: date).suggested == playground.screenFileName(at: date))
        #expect(playground.send(.fileChosen(.saveScreen, "/tmp/shot.png")) == [.writeScreen(to: "/tmp/shot.png")])
    }

    @Test("File > Record…'s dialog offers exactly what handheld record takes: every field within RecordLimits")
    func recordFields() {
        let defaults = Fixture.playground().recordRequest(out: "x.gif")
        #expect(RecordField.fps.range(defaults) == RecordLimits.fps && RecordField.scale.range(defaults) == RecordLimits.scale)
        #expect(RecordField.hold.range(defaults) == RecordLimits.hold && RecordField.to.range(defaults) == RecordLimits.time)
        for field in RecordField.allCases {
            var request = defaults
            request[field] = field.range(defaults).upperBound
            #expect(request.problem == nil, "\(field) at its top is accepted")
            if !field.isCheck {
                request[field] = field.range(defaults).upperBound + 1
                #expect(request.problem != nil || field == .from, "\(field) past its top is refused")
            }
        }
    }
}
