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
