import Foundation
import Testing
@testable import HandheldCore

/// Issue 21: what the window saves replays. A session is driven as the window drives it: the
/// clock moves a frame at a time in whole milliseconds, a finger presses, moves and lifts at
/// frame times (mid-rotation, mid-dissolve, mid-transition), other actions come between
/// frames; each is recorded as the window records it (TouchRecording, SessionRecorder), and
/// the saved file, read back, runs to the same state.
@Suite("Window sessions saved and replayed")
struct WindowSessionTests {
    /// Sessions per run and steps per session (HANDHELD_WINDOW_SESSIONS raises the count).
    static let sessions = Int(ProcessInfo.processInfo.environment["HANDHELD_WINDOW_SESSIONS"] ?? "") ?? 1
    static let steps = 1_000

    private struct Driver {
        var random: SeededGenerator
        var engine: Engine
        var recorder: SessionRecorder
        var clock = 0.0

        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        mutating func point() -> Point {
            Point((Double.random(in: 0...375, using: &random) * 10).rounded() / 10, (Double.random(in: 0...667, using: &random) * 10).rounded() / 10)
        }

        /// One frame: the window's tick, in whole milliseconds.
        mutating func frame() {
            clock += 1.0 / 60
            engine.advanceClock(to: DragRecording.rounded(clock))
        }

        mutating func act(_ action: Action) {
            let sentAt = engine.state.now
            guard (try? engine.send(action)) != nil else { return }
            recorder.record(action, sentAt: sentAt, finishedAt: engine.state.now)
            clock = max(clock, engine.state.now)
        }

        /// A finger down, moved over some frames (or held still), lifted.
        mutating func touch() {
            var at = point()
            var finger = TouchRecording(at: at, engine: engine)
            try? engine.send(.pointerPressed(at))
            let frames = Int.random(in: 0...12, using: &random)
            let still = chance(0.4)
            for _ in 0..<frames {
                frame()
                if !still {
                    at = Point(((at.x + Double.random(in: -30...60, using: &random)) * 10).rounded() / 10,
                               ((at.y + Double.random(in: -40...60, using: &random)) * 10).rounded() / 10)
                    finger.moved(to: at, at: engine.state.now)
                    try? engine.send(.pointerMoved(at))
                }
            }
            let releasedAt = engine.state.now
            try? engine.send(.pointerReleased(at))
            let step = finger.released(at: at, releasedAt: releasedAt, after: engine)
            recorder.record(step.action, sentAt: step.sentAt, finishedAt: engine.state.now)
        }
    }

    @Test("random window sessions of 1,000 steps (rotations, theme dissolves, taps and drags mid-motion) replay from their saved file to the same state",
          arguments: [UInt64(11), 12, 13])
    func savedSessionsReplay(seed: UInt64) throws {
        for index in 0..<Self.sessions {
            let seed = seed * 7_919 + UInt64(index)
            let root = ControllerSpec(id: "tabs", kind: .tabs, children: [
                ControllerSpec(id: "nav", kind: .navigation, title: "Mail", children: [ControllerSpec(id: "inbox", title: "Inbox")]),
                ControllerSpec(id: "profile", title: "Profile"),
            ])
            let engine = try Engine(device: device("iphone-se"), root: root, themes: catalog.themes.themes)
            var driver = Driver(random: SeededGenerator(seed: seed), engine: engine,
                                recorder: SessionRecorder(device: engine.state.device, mode: .viewController, root: root, themes: catalog.themes.themes))
            var pushed = 0
            for _ in 0..<Self.steps {
                switch Int.random(in: 0..<20, using: &driver.random) {
                case 0..<7: driver.frame()
                case 7..<11: driver.touch()
                case 11: driver.act(.rotate(driver.chance(0.5) ? .portrait : [.landscapeLeft, .landscapeRight, .portraitUpsideDown].randomElement(using: &driver.random)!))
                case 12: driver.act(.nextTheme)
                case 13, 14:
                    pushed += 1
                    driver.act(.push(ControllerSpec(id: "p\(pushed)", title: "Page \(pushed)"), on: "nav", animated: true))
                case 15:
                    pushed += 1
                    var sheet = ControllerSpec(id: "s\(pushed)", title: "Sheet")
                    sheet.preferences.modalPresentationStyle = [.pageSheet, .fullScreen, .overFullScreen].randomElement(using: &driver.random)!
                    driver.act(.present(sheet, from: nil, animated: true))
                case 16: driver.act(.dismiss(target: nil, animated: true))
                case 17: driver.act(.selectTab(on: "tabs", index: Int.random(in: 0...1, using: &driver.random)))
                default: driver.frame()
                }
            }
            var settled = driver.engine
            try settled.send(.settle)
            let scenario = driver.recorder.scenario(name: "window \(seed)", file: "window.json", settledEngine: settled)
            let text = ScenarioEncoder.json(scenario).rendered()
            let replay = ScenarioRunner.run(try ScenarioDecoder.decode(text, file: "window-\(seed).json", catalog: catalog))
            #expect(replay.passed, "seed \(seed): the saved session does not replay: \(replay.line)")
            let same = replay.engine?.state.hierarchy == settled.state.hierarchy
            #expect(same, "seed \(seed): the replayed hierarchy differs")
        }
    }
}
