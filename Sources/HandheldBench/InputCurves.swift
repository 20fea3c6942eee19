import Foundation
import HandheldCore
import HandheldRender

// Issue 21: the cost of each input that used to grow faster than the input, as a curve: the
// time at n, 2n and 4n, and the ratio per doubling (linear is 2, n log n a little more).

/// A scenario file's text: `root`, then `steps`.
private func scenarioText(root: String = #"{"id": "nav", "type": "navigation", "children": [{"id": "home"}]}"#, steps: [String]) -> String {
    #"{"name": "curve", "root": "# + root + #", "steps": ["# + steps.joined(separator: ",") + "]}"
}

private func decoded(_ text: String, catalog: DeviceCatalog) throws -> Scenario {
    try ScenarioDecoder.decode(text, file: "curve.json", catalog: catalog, stepsOptional: true)
}

/// One curve: `work(n)` timed (best of `rounds`) at n, 2n, 4n. The sizes take turns in each
/// round, so a busy moment of a shared machine falls on all three alike, not on one.
private func curve(_ name: String, base: Int, rounds: Int = 3, _ work: (Int) throws -> Void) rethrows {
    let sizes = [base, 2 * base, 4 * base]
    var times = sizes.map { _ in Double.infinity }
    for _ in 0..<rounds {
        for (index, n) in sizes.enumerated() {
            let start = clock.now
            try work(n)
            times[index] = min(times[index], seconds(clock.now - start))
        }
    }
    let ratios = zip(times.dropFirst(), times).map { $0 / $1 }
    let worst = ratios.max() ?? 0
    print("  \(name): " + zip(sizes.map { "\($0)" }, times).map { "n=\($0) \(microseconds($1))" }.joined(separator: ", ")
          + "; per doubling ×" + ratios.map { format2($0, 2) }.joined(separator: " ×")
          + (worst <= 2.2 ? "  (≤ 2.2)" : "  (OVER 2.2)"))
}

func inputCurvesBenchmark() throws {
    print("== Cost by input size (issue 21): time at n, 2n, 4n; ratio per doubling, linear is 2")
    let catalog = try DeviceCatalog.shipped()

    // `run --state` of a stack n deep (the managed tree's chain as deep).
    try curve("--state, stack depth", base: 1_000, rounds: 3) { n in
        var engine = try Engine(device: catalog.defaultProfile, root: ControllerSpec(id: "nav", kind: .navigation, children: [ControllerSpec(id: "c0")]),
                                themes: catalog.themes.themes)
        for index in 1..<n { try engine.send(.push(ControllerSpec(id: "c\(index)"), on: "nav", animated: false)) }
        sink &+= StateReport.json(engine).rendered().utf8.count
    }

    // `lint` of n `set` steps.
    try curve("lint, set steps", base: 1_000, rounds: 3) { n in
        let steps = (0..<n).map { #"{"op": "set", "target": "home", "statusBarStyle": "\#($0 % 2 == 0 ? "lightContent" : "darkContent")", "update": false}"# }
        sink &+= ScenarioLint.warnings(try decoded(scenarioText(steps: steps), catalog: catalog)).count
    }

    try curve("record frames, push/wait pairs", base: 100, rounds: 5) { try CurveWork.recordFrames($0, catalog) }

    // `render` of a tip of n scalars, each character carrying the most combining marks a file
    // may give (30: one character with 64,000 is refused, and the length counts every mark).
    let measurer = PangoTextMeasurer()
    try curve("render, combining marks in a tip", base: 248) { n in
        let text = String(repeating: "a" + String(repeating: "\u{301}", count: 30), count: n / 31)
        var engine = try Engine(device: catalog.defaultProfile, root: ControllerSpec(id: "home"), themes: catalog.themes.themes)
        try engine.send(.showTip(TipRequest(text: text)))
        try engine.send(.settle)
        let image = RenderedImage(SceneBuilder.scene(engine.state, measurer: measurer), scale: 1)
        sink &+= image.width
    }

    try setStepsCurve(catalog)

    try curve("run, settle steps", base: 10_000, rounds: 3) { try CurveWork.settleSteps($0, catalog) }
    try curve("run, taps", base: 2_500, rounds: 3) { n in
        let scenario = try decoded(scenarioText(steps: Array(repeating: #"{"op": "tap", "at": [200, 300]}"#, count: n)), catalog: catalog)
        sink &+= ScenarioRunner.run(scenario).passed ? 1 : 0
    }
}

/// `run` of n `set` steps that change a navigation bar's appearances (issue 35: 10,000 took 26 s
/// in debug; `make bench` runs this curve in debug too).
func setStepsCurve(_ catalog: DeviceCatalog) throws {
    try curve("run, set steps with appearances", base: 2_500, rounds: 5) { try CurveWork.setSteps($0, catalog) }
}

/// The curves whose timings a shared machine blurs, as work of one size, so each size can be
/// run alone and its instructions counted (`scripts/curve-instructions.sh`, callgrind).
enum CurveWork {
    static var all: [String: (Int, DeviceCatalog) throws -> Void] { ["settle": settleSteps, "set": setSteps, "record": recordFrames] }

    /// `run` of n `settle` steps.
    static func settleSteps(_ n: Int, _ catalog: DeviceCatalog) throws {
        let scenario = try decoded(scenarioText(steps: Array(repeating: #"{"op": "settle"}"#, count: n)), catalog: catalog)
        sink &+= ScenarioRunner.run(scenario).passed ? 1 : 0
    }

    /// `run` of n `set` steps that change a navigation bar's appearances.
    static func setSteps(_ n: Int, _ catalog: DeviceCatalog) throws {
        let steps = (0..<n).map { index in
            let colour = index % 2 == 0 ? "#000000" : "#FFFFFF"
            return #"{"op": "set", "target": "nav", "standardAppearance": {"background": "opaque", "backgroundColor": "\#(colour)"}, "scrollEdgeAppearance": {"background": "transparent"}}"#
        }
        let scenario = try decoded(scenarioText(steps: steps), catalog: catalog)
        sink &+= ScenarioRunner.run(scenario).passed ? 1 : 0
    }

    /// `record`'s frames of n push/wait pairs at 10 fps (the scenario run to each frame's time).
    static func recordFrames(_ n: Int, _ catalog: DeviceCatalog) throws {
        var steps: [String] = []
        for index in 0..<n { steps += [#"{"op": "push", "controller": {"id": "p\#(index)"}}"#, #"{"op": "wait", "seconds": 0.5}"#] }
        let scenario = try decoded(scenarioText(steps: steps), catalog: catalog)
        let end = ScenarioTimeline(scenario).end
        var playback = ScenarioPlayback(scenario)
        var frame = 0.0
        while frame <= end {
            sink &+= playback.outcome(at: frame).engine.map { Int($0.state.now * 1000) } ?? 0
            frame += 0.1
        }
    }
}

/// Issue 22: reaching any moment of a session from the time line's checkpoints, at 200, 2,000
/// and 20,000 steps: flat, and under a 60 Hz frame.
func scrubBenchmark() throws {
    print("== Scrubbing (UI-9): time to reach 50 random moments of a generated session, from its checkpoints")
    let catalog = try DeviceCatalog.shipped()
    for n in [200, 2_000, 20_000] {
        var steps: [String] = []
        for index in 0..<(n / 4) {
            steps += [#"{"op": "push", "controller": {"id": "p\#(index)"}}"#, #"{"op": "wait", "seconds": 0.2}"#,
                      #"{"op": "tip", "text": "step \#(index)", "hideAfter": 0.5}"#, #"{"op": "settle"}"#]
        }
        let scenario = try decoded(scenarioText(steps: steps), catalog: catalog)
        let timeline = ScenarioTimeline(scenario)
        var random = SplitMix64(state: 42)
        let moments = (0..<50).map { _ in Double.random(in: 0...timeline.end, using: &random) }
        let start = clock.now
        for moment in moments { sink &+= timeline.outcome(at: moment)?.engine.map { Int($0.state.now) } ?? 0 }
        let each = seconds(clock.now - start) / 50
        print("  \(n) steps: \(microseconds(each)) a moment (a frame at 60 Hz is 16.7 ms)")
    }
}
