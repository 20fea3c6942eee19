import Foundation
import HandheldCore

/// Issue 34 item 11: N pushes with a `settle` after each, on iOS 17 (the adaptive `.default`
/// reads the colour under the status bar at every frame, VER-3). Run in the debug build that
/// `make run` and `handheld run` use; the cost of a frame must not grow with the stack.
func settleBenchmark(sizes: [Int]) throws {
    print("== Pushes with a settle after each, iOS 17 (VER-3's colour under the status bar every frame), \(isDebugBuild ? "debug" : "release") build")
    let catalog = try DeviceCatalog.shipped()
    var previous: Double?
    for size in sizes {
        var steps: [String] = []
        for index in 0..<size {
            steps.append(#"{"op": "push", "controller": {"id": "screen\#(index)", "type": "view"}}, {"op": "settle"}"#)
        }
        let json = #"{"name": "pushes", "ios": "17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "type": "view"}]}, "steps": [\#(steps.joined(separator: ", "))]}"#
        let scenario = try ScenarioDecoder.decode(json, file: "pushes.json", catalog: catalog)
        let start = clock.now
        let outcome = ScenarioRunner.run(scenario)
        let elapsed = seconds(clock.now - start)
        sink &+= outcome.engine?.state.hierarchy.topContentController.count ?? 0
        let ratio = previous.map { "; \(format2(elapsed / $0, 2))x the half (target ≤ 2.2)" } ?? ""
        print("  \(size) pushes: \(format2(elapsed, 2)) s, \(microseconds(elapsed / Double(size))) a push and its settle\(ratio)")
        previous = elapsed
    }
}

#if DEBUG
let isDebugBuild = true
#else
let isDebugBuild = false
#endif

/// Issue 50, item 9: the two scenarios people ran in the build `make run` gives, timed in the
/// build this bench is (`make bench` runs it in debug and in release, one after the other): a
/// push with a settle after each, 10,000 times, and 60,000 theme changes (THEME-4).
func makeRunBenchmark() throws {
    print("== The build `make run` gives (issue 50, item 9): \(isDebugBuild ? "debug" : "release") build")
    let catalog = try DeviceCatalog.shipped()
    let pushes = (0..<10_000).map { #"{"op": "push", "controller": {"id": "screen\#($0)", "type": "view"}}, {"op": "settle"}"# }
    let themes = Array(repeating: #"{"op": "nextTheme"}"#, count: 60_000)
    for (label, steps) in [("10,000 pushes, a settle after each", pushes), ("60,000 theme changes", themes)] {
        let json = #"{"name": "make run", "ios": "17", "root": {"id": "nav", "type": "navigation", "children": [{"id": "home", "type": "view"}]}, "steps": [\#(steps.joined(separator: ", "))]}"#
        let scenario = try ScenarioDecoder.decode(json, file: "make-run.json", catalog: catalog)
        let start = clock.now
        let outcome = ScenarioRunner.run(scenario)
        let elapsed = seconds(clock.now - start)
        sink &+= outcome.passed ? 1 : 0
        print("  \(label): \(format2(elapsed, 2)) s")
    }
}
