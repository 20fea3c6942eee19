import Foundation
import HandheldCore
import Testing
@testable import HandheldPlayground

@Suite("File > Record… (issue 25): the time line as handheld record records it")
struct RecordingTests {
    @Test("the request starts from the whole time line at the device's scale, and turns into handheld record's arguments")
    func defaultsAndArguments() throws {
        var playground = Fixture.playground()
        playground.send(.shortcutPressed(.push))
        playground.runFrames()
        let effects = playground.send(.recordRequested)
        guard case .chooseRecording(let request)? = effects.first else { Issue.record("no options asked for: \(effects)"); return }
        #expect(request.from == 0 && request.to == playground.timelineEnd && request.to > 0)
        #expect(request.scale == playground.engine.state.device.scale && request.frame && request.touches)
        // The session as a scenario that runs, as File > Save writes it.
        let scenario = try ScenarioDecoder.decode(request.scenario, file: "recording.json", catalog: Fixture.catalog)
        #expect(ScenarioRunner.run(scenario).engine != nil)
        var chosen = request
        chosen.out = "/tmp/out.gif"
        chosen.hold = 1.5
        chosen.touches = false
        #expect(chosen.arguments(scenarioFile: "s.json") == [
            "record", "s.json", "--out", "/tmp/out.gif", "--fps", "30", "--from", "0", "--to", JSONOutput.format(request.to),
            "--scale", JSONOutput.format(request.scale), "--frame", "--hold", "1.5",
        ])
        let effects2 = playground.send(.recordChosen(chosen))
        guard case .run(let job)? = effects2.first, case .record(chosen, let scenarioFile) = job.purpose else {
            Issue.record("handheld record was not run: \(effects2)")
            return
        }
        // The session saved for handheld record, which runs it; removed once it ends.
        #expect(job.tool == playground.places.handheld && job.arguments == chosen.arguments(scenarioFile: scenarioFile) + ["--progress"])
        #expect(try String(contentsOfFile: scenarioFile, encoding: .utf8) == chosen.scenario)
        playground.send(.jobEnded(job, .exited(0, printed: "", said: "frame 1 of 2\nframe 2 of 2\n")))
        #expect(playground.message?.text.contains("Recorded the time line to /tmp/out.gif") == true)
        #expect(!FileManager.default.fileExists(atPath: scenarioFile))
    }

    @Test("options handheld record would refuse are refused here, with why, and nothing runs")
    func refused() {
        var playground = Fixture.playground()
        var request = playground.recordRequest(out: "/tmp/x.gif")
        request.fps = 0
        #expect(playground.send(.recordChosen(request)).isEmpty)
        #expect(playground.message?.isError == true && playground.message?.text.contains("frames per second") == true)
        request.fps = 30
        request.from = 5
        request.to = 1
        #expect(playground.send(.recordChosen(request)).isEmpty)
        #expect(playground.recordRequest().problem == "choose where to write the recording")
    }
}
