import Foundation
import Testing
@testable import HandheldCore
@testable import HandheldPlayground

@Suite("The time line (UI-9) and chapters, without a display")
struct TimelineTests {
    /// A session of three pushes, settled.
    static func session() -> Playground {
        var playground = Fixture.playground()
        for _ in 0..<3 {
            playground.send(.tapped(.push))
            playground.runFrames()
        }
        return playground
    }

    @Test("scrubbing shows the moment as the engine run to it, held still; the end is live again")
    func scrub() throws {
        var playground = Self.session()
        let end = playground.timelineEnd
        let steps = playground.recorder.steps
        // Between the first push and the second.
        let middle = try #require(playground.timeline.entries.map(\.start).filter { $0 > 0 }.min()) / 2
        let whole = playground.timelineScenario
        expectSend(&playground, .scrubbed(to: middle)) {
            $0.state = ScenarioRunner.run(whole, until: middle).engine!.state
            $0.scrubTime = middle
            $0.paused = true
        }
        #expect(!playground.needsFrames, "a moment scrubbed to is held still")
        // Held at an earlier moment, the time line ends where its last step ends.
        #expect(playground.controlState(.timeline) == ControlState(value: .number(middle), range: playground.timeline.end))
        // Scrubbed, the time line ends where its last step ends; past it, the window is live there.
        let last = playground.timeline.end
        expectSend(&playground, .scrubbed(to: end + 10)) {
            $0.state = ScenarioRunner.run(whole, until: last).engine!.state
            $0.scrubTime = nil
            $0.paused = false
        }
        #expect(playground.recorder.steps == steps, "scrubbing records nothing")
    }

    @Test("issue 35: a session saved after scrubbing back is the whole session, and it replays to PASS, saying so")
    func savedAfterScrubbingReplays() throws {
        var playground = Self.session()
        let middle = try #require(playground.timeline.entries.map(\.start).filter { $0 > 0 }.min()) / 2
        playground.send(.scrubbed(to: middle))
        let saved = playground.savedScenario(name: "scrubbed", file: "scrubbed.json")
        let text = ScenarioEncoder.json(saved).rendered()
        let outcome = ScenarioRunner.run(try ScenarioDecoder.decode(text, file: "scrubbed.json", catalog: try DeviceCatalog.shipped()))
        #expect(outcome.passed, "\(outcome.line)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-scrubbed-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        playground.send(.fileChosen(.saveScenario, path))
        #expect(playground.message?.text.contains("whole session") == true, "\(String(describing: playground.message))")
    }

    @Test("step back and forward go to the moments steps begin; play runs to the end and goes live")
    func stepAndPlay() throws {
        var playground = Self.session()
        // The steps begin at 0 (the first push), then after each push's animation.
        let starts = Array(Set(playground.timeline.entries.map(\.start))).sorted()
        #expect(starts.count == 3 && playground.engine.state.now > starts[2])
        playground.send(.tapped(.timelineBack))
        #expect(abs(playground.engine.state.now - starts[2]) < 1e-9)
        playground.send(.tapped(.timelineBack))
        #expect(abs(playground.engine.state.now - starts[1]) < 1e-9)
        playground.send(.tapped(.timelineForward))
        #expect(abs(playground.engine.state.now - starts[2]) < 1e-9)
        // At the end, live: Play starts from the beginning.
        #expect(playground.scrubTime == nil)
        let whole = playground.timelineScenario
        expectSend(&playground, .tapped(.timelinePlay)) {
            $0.playing = true
            $0.scrubTime = 0
            $0.paused = true
            $0.state = ScenarioRunner.run(whole, until: 0).engine!.state
        }
        #expect(playground.controlState(.timelinePlay).label == "||")
        playground.runFrames()
        #expect(!playground.playing && playground.scrubTime == nil)
        #expect(abs(playground.engine.state.now - playground.timelineEnd) < 1e-9)
    }

    @Test("acting after scrubbing back cuts what came after, and the session goes on from there")
    func cutOnAct() throws {
        var playground = Self.session()
        let second = try #require(playground.timeline.entries.dropFirst().first)
        playground.send(.scrubbed(to: second.end))
        playground.send(.shortcutPressed(.nextTheme))
        #expect(Fixture.ops(playground.recorder.steps) == ["push", "push", "nextTheme"])
        #expect(playground.scrubTime == nil && !playground.paused)
        #expect(playground.engine.state.hierarchy["nav"]?.children.count == 3)
        playground.runFrames()
        let outcome = ScenarioRunner.run(playground.savedScenario(name: "cut", file: "cut.json"))
        #expect(outcome.passed, "\(outcome.line)")
    }

    @Test("a file opened at a time holds still there with its later steps to come; changed on disk it reloads at the same time")
    func openAtAndReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sheet.json").path
        let text = try String(contentsOfFile: Fixture.path("docs/frames/scenarios/page-sheet.json"), encoding: .utf8)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        var playground = Fixture.playground()
        playground.send(.opened(file, at: 0.2))
        #expect(playground.paused && abs(playground.engine.state.now - 0.2) < 1e-9)
        #expect(!playground.needsFrames)
        #expect(playground.watchedFile?.path == file)
        // Unchanged on disk: nothing happens.
        expectSend(&playground, .watchedFileChecked)
        try text.replacingOccurrences(of: "\"pageSheet\"", with: "\"fullScreen\"").write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file)
        playground.send(.watchedFileChecked)
        #expect(playground.message?.text.hasPrefix("Reloaded") == true)
        #expect(abs(playground.engine.state.now - 0.2) < 1e-9)
        let hierarchy = playground.engine.state.hierarchy
        #expect(hierarchy.presentedIDs.first.flatMap { hierarchy[$0]?.preferences.modalPresentationStyle } == .fullScreen)
        // A broken file is reported, and what is shown stays.
        try "{".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: file)
        let before = playground.engine.state
        playground.send(.watchedFileChecked)
        #expect(playground.message?.isError == true && playground.message?.text.contains("sheet.json:1:") == true)
        #expect(playground.engine.state == before)
    }

    @Test("a pitfall opens at its symptom in chapters; the next chapter runs on to the fix; acting leaves the chapters")
    func chapters() throws {
        let path = try #require(ScenarioGallery.pitfallPaths().first { $0.contains("01-") })
        var playground = Fixture.playground()
        playground.send(.opened(path, at: nil))
        let opened = try #require(playground.chapters)
        #expect(opened.shown == 1 && opened.scenario.chapters.count == 2)
        #expect(playground.controlState(.nextChapter).enabled)
        #expect(!playground.futureSteps.isEmpty)
        #expect(IgnoredPreferences.list(playground.engine.state).map(\.description).first?.hasPrefix("profile.preferredStatusBarStyle") == true)
        playground.send(.chapterAdvanced)
        #expect(playground.chapters?.shown == 2)
        #expect(!playground.controlState(.nextChapter).enabled)
        #expect(IgnoredPreferences.list(playground.engine.state).isEmpty)
        playground.send(.shortcutPressed(.nextTheme))
        #expect(playground.chapters == nil)
    }
}

