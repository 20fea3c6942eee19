// The fuzz target (issue 10): a scenario file's bytes go through everything a user's file
// meets — reading, decoding, running, a frame at a time inside it, the Scene, the state report,
// `handheld lint`.
// Built normally it replays inputs given as files (a crash's artifact, the seed corpus);
// built by `make fuzz` (`-sanitize=fuzzer -DFUZZING`) libFuzzer drives it.
import Foundation
import HandheldCore

enum FuzzTarget {
    static let catalog: DeviceCatalog = {
        do { return try DeviceCatalog.shipped() } catch { fatalError("device profiles: \(error)") }
    }()

    /// One input: never traps, never hangs, whatever the bytes.
    static func run(_ data: Data) {
        guard let text = try? DataFileText.decode(data, file: "input.json") else { return }
        let scenario: Scenario
        do {
            scenario = try ScenarioDecoder.decode(text, file: "input.json", catalog: catalog, stepsOptional: true)
        } catch {
            // Error formatting: escaped and bounded whatever the file said (issue 21).
            let shown = error.description
            precondition(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D }, "an error echoed a control character")
            precondition(shown.count <= ShownText.messageLength + 4_200, "an error message is not bounded")
            return
        }
        let outcome = ScenarioRunner.run(scenario)
        if let engine = outcome.engine {
            _ = StateReport.json(engine).rendered()
            _ = SceneBuilder.scene(engine.state)
            _ = InspectorText.text(engine)
            let time = engine.state.now / 2
            let middle = ScenarioRunner.run(scenario, until: time)
            if let engine = middle.engine { _ = SceneBuilder.scene(engine.state) }
            // record's frame planning and the time line's checkpoints reach the same moment.
            var playback = ScenarioPlayback(scenario)
            precondition(playback.outcome(at: time).engine?.state == middle.engine?.state, "playback differs at \(time) s")
            precondition(ScenarioTimeline(scenario).outcome(at: time)?.engine?.state == middle.engine?.state, "a checkpoint differs at \(time) s")
        }
        _ = ScenarioEncoder.json(scenario).rendered()
        // SB-11: the lint's own run, its file checks and its positions; by chapter too.
        _ = ScenarioLint.warnings(scenario).map { $0.line() }
        if !scenario.chapters.isEmpty { _ = ScenarioLint.warnings(scenario, throughChapter: 1) }
        // Section 9: "unknown" values weighed, each value substituted into the text (a few, to stay fast).
        if !scenario.unknowns.isEmpty, scenario.unknowns.count <= 2 {
            _ = ScenarioLint.findings(scenario, text: text, catalog: catalog).map { $0.line() }
        }

    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    FuzzTarget.run(Data(bytes: start, count: count))
    return 0
}

/// SwiftPM links an executable's entry point as `<target>_main`; with libFuzzer linked in,
/// that entry hands the command line to libFuzzer's driver.
@_cdecl("handheld_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzOneInput)
}
#else
@main
struct FuzzReplay {
    static func main() { FuzzDriver.replay("handheld-fuzz", FuzzTarget.run) }
}
#endif
