import Foundation
import Testing
@testable import HandheldCore

/// How many random sessions: a few hundred in `make test`; `HANDHELD_PROPERTY_SESSIONS` asks
/// for more (`make fuzz`).
private let sessionCount = ProcessInfo.processInfo.environment["HANDHELD_PROPERTY_SESSIONS"].flatMap { Int($0) } ?? 300
private let stepsPerSession = 40

/// What must hold after every operation the engine accepted.
private func invariantViolations(_ engine: Engine) -> [String] {
    let state = engine.state
    let hierarchy = state.hierarchy
    var problems: [String] = []
    // VER-3's shortcut: the count of overrides is the true count.
    let overrides = hierarchy.controllers.values.filter { $0.preferences.overrideUserInterfaceStyle != .unspecified }.count
    if overrides != hierarchy.interfaceStyleOverrides {
        problems.append("\(hierarchy.interfaceStyleOverrides) interface style overrides counted, \(overrides) in the hierarchy")
    }
    let resolution = state.statusBar.resolution
    for owner in [resolution.styleOwner, resolution.hiddenOwner] {
        let valid: Bool
        switch state.mode {
        case .viewController: valid = hierarchy.contains(owner)
        case .global: valid = owner == "app"
        case .managed: valid = owner == "root" || hierarchy.contains(owner)
        }
        if !valid { problems.append("status bar owner '\(owner)' is not in the hierarchy (\(state.mode.rawValue) mode)") }
    }
    if !hierarchy.contains(state.topContentController) {
        problems.append("the top content controller '\(state.topContentController)' is not on screen")
    }
    // MGR-7: the current path always ends at a controller in the hierarchy.
    if case .controller(let id) = state.manager.current, !hierarchy.contains(id) {
        problems.append("the manager's current node '\(id)' is a controller no longer in the hierarchy")
    }
    return problems
}

@Suite("Invariants as properties, on seeded random sessions")
struct PropertyTests {
    @Test("a refused operation changes nothing; accepted ones keep the owners, the top and the manager's current node on screen; settle settles; a saved session replays to the same state",
          arguments: [UInt64(1), 2, 3])
    func randomSessions(batch: UInt64) throws {
        let mode: StatusBarMode = [.viewController, .managed, .global][Int(batch - 1)]
        for index in 0..<(sessionCount / 3) {
            let seed = batch * 1_000_003 + UInt64(index)
            var session = RandomSession(seed: seed)
            var engine = try makeEngine(RandomSession.root, mode: mode)
            var recorder = SessionRecorder(device: engine.state.device, mode: mode, root: RandomSession.root, themes: catalog.themes.themes)
            var refused = 0
            for step in 0..<stepsPerSession {
                let action = session.nextAction(engine.state)
                let before = engine.state
                do {
                    try engine.send(action)
                } catch {
                    refused += 1
                    let unchanged = engine.state == before
                    #expect(unchanged, "seed \(seed), step \(step): refused \(action) changed the state")
                    continue
                }
                recorder.record(action, sentAt: before.now, finishedAt: engine.state.now)
                let problems = invariantViolations(engine)
                #expect(problems.isEmpty, "seed \(seed), step \(step) (\(action)): \(problems)")
                if action == .settle {
                    let settled = engine.state.isSettled
                    #expect(settled, "seed \(seed), step \(step): settle left something moving or queued")
                }
                if !problems.isEmpty { return }
            }
            var settled = engine
            try settled.send(.settle)
            let isSettled = settled.state.isSettled
            #expect(isSettled, "seed \(seed): settle")
            let scenario = recorder.scenario(name: "seed \(seed)", file: "seed.json", settledEngine: settled)
            let text = ScenarioEncoder.json(scenario).rendered()
            let replay = ScenarioRunner.run(try ScenarioDecoder.decode(text, file: "seed-\(seed).json", catalog: catalog))
            #expect(replay.passed, "seed \(seed): the saved session does not replay: \(replay.line)")
            let same = replay.engine?.state == settled.state
            #expect(same, "seed \(seed): the replayed state differs")
            _ = refused
        }
        print("property sessions: mode \(mode.rawValue), seeds \(batch * 1_000_003)…\(batch * 1_000_003 + UInt64(sessionCount / 3 - 1)), \(stepsPerSession) steps each")
    }
}
