import Foundation
import Testing
@testable import HandheldCore
@testable import HandheldPlayground

/// The whole of what a person can see of the playground, compared at once: a test sends an
/// intent and says how this changed, TCA's `store.send(.action) { $0.field = … }`. Every
/// stored property of the Playground is here (issue 50, item 17), under its own name or the
/// one `Observed.aliases` gives, but for what never changes and the time line's marks, which
/// `ObservationTests` checks are always what the session gives.
struct Observed: Equatable {
    var state: EngineState
    var steps: [ScenarioStep]
    var message: Message?
    var zoom: ViewerZoom
    var paused: Bool
    var compare: Build?
    var chapters: Playground.Chapters?
    var form: Form
    var drafts: [ControlID: ControlValue]
    var scrubTime: Double?
    var future: [ScenarioStep]
    var playing: Bool
    var watched: String?
    var project: OpenedProject?
    var compared: EngineState?
    var openedReadMe: String?
    var pane: Pane?
    var picture: Picture?
    var touch: TouchSeen?
    var lastTouchPoint: Point?
    var newControllerNumber: Int
    var preciseClock: Double
    var frameClock: Int?
    var rememberedTheme: String?
    var rememberedDevice: String?
    var lastFolders: [FileRequest: String]
    var chosenRelease: IOSRelease?
    var desk: Color

    /// A finger on the screen: where and when it went down, and its path.
    struct TouchSeen: Equatable {
        var start: Point
        var startTime: Double
        var path: [DragPoint]
    }

    /// The Playground's names for what is observed under another.
    static let aliases = ["engine": "state", "recorder": "steps", "compareBuild": "compare", "futureSteps": "future",
                          "watchedFile": "watched", "comparedEngine": "compared"]
    /// What never changes once the playground is made (its catalog, its settings store, its
    /// places, its measurer, its theme provider whose effect is `desk`), and the time line's
    /// marks, derived from the session.
    static let unobserved: Set = ["catalog", "settings", "places", "measurer", "themes", "marks"]
}

/// The engine and the session after an action.
struct Acted {
    var state: EngineState
    var steps: [ScenarioStep]
}

extension Observed {
    /// As an action sent as a person's leaves it: the engine, the session, the message cleared,
    /// the time line live and the chapters left.
    mutating func acted(_ acted: Acted) {
        state = acted.state
        steps = acted.steps
        message = nil
        paused = false
        chapters = nil
        future = []
        playing = false
    }
}

extension Playground {
    var observed: Observed {
        Observed(state: engine.state, steps: recorder.steps, message: message, zoom: zoom, paused: paused, compare: compareBuild,
                 chapters: chapters, form: form, drafts: drafts, scrubTime: scrubTime, future: futureSteps, playing: playing,
                 watched: watchedFile?.path, project: project, compared: comparedEngine?.state, openedReadMe: openedReadMe, pane: pane, picture: picture,
                 touch: touch.map { Observed.TouchSeen(start: $0.start, startTime: $0.startTime, path: $0.path) }, lastTouchPoint: lastTouchPoint,
                 newControllerNumber: newControllerNumber, preciseClock: preciseClock, frameClock: frameClock, rememberedTheme: rememberedTheme,
                 rememberedDevice: rememberedDevice, lastFolders: lastFolders, chosenRelease: chosenRelease, desk: deskColor)
    }

    /// The picture placed as the window's device pane of `size` pixels places it, at `zoom`.
    mutating func place(in size: Double = 900, zoom: ViewerZoom) -> Viewer {
        send(.zoomChosen(zoom))
        send(.resized(Pane(area: PaneSize(size, size), viewport: PaneSize(size + 4, size + 4))))
        return viewer!
    }

    /// Lets the clock run in frames of 1/60 s until nothing moves.
    mutating func runFrames(limit: Int = 2_000) {
        var frames = 0
        while needsFrames, frames < limit {
            send(.frame(elapsed: 1.0 / 60))
            frames += 1
        }
    }
}

enum Fixture {
    static let catalog: DeviceCatalog = { try! DeviceCatalog.shipped() }()

    /// The playground as the window starts it, remembering nothing.
    static func playground() -> Playground { Playground(catalog: catalog, settings: nil) }

    /// What `action` sent as a person's does to `playground`: the engine changed and the step recorded.
    static func acting(_ playground: Playground, _ action: Action) throws -> Acted {
        var engine = playground.engine
        var recorder = playground.recorder
        let before = engine.state.now
        try engine.send(action)
        recorder.record(action, sentAt: before, finishedAt: engine.state.now)
        return Acted(state: engine.state, steps: recorder.steps)
    }

    /// The ops of a session's steps, waits left out.
    static func ops(_ steps: [ScenarioStep]) -> [String] {
        steps.compactMap { step -> String? in
            guard case .action(let action) = step.kind else { return nil }
            let op = ScenarioOp.fields(of: action).op
            return op == "wait" ? nil : op
        }
    }

    /// Whether two states are the same but for the clock (a replay may end at another time).
    static func sameButTime(_ a: EngineState?, _ b: EngineState) -> Bool {
        guard var a else { return false }
        a.now = b.now
        return a == b
    }

    /// A shipped file, by its path in the repository.
    static func path(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(relative).path
    }
}

/// Sends `intent` and checks the whole observed state changed exactly as `change` says, and
/// the effects asked of the window.
func expectSend(_ playground: inout Playground, _ intent: Intent, effects: [Effect] = [],
                sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout Observed) throws -> Void = { _ in }) {
    var expected = playground.observed
    do {
        try change(&expected)
    } catch {
        Issue.record("the expected change threw: \(error)", sourceLocation: sourceLocation)
        return
    }
    let asked = playground.send(intent)
    #expect(asked == effects, sourceLocation: sourceLocation)
    let after = playground.observed
    if after != expected {
        // Say which part differs, not two pages of state.
        let mirror = Array(Mirror(reflecting: after).children), wanted = Array(Mirror(reflecting: expected).children)
        let differing = zip(mirror, wanted).filter { String(describing: $0.0.value) != String(describing: $0.1.value) }.compactMap(\.0.label)
        Issue.record("\(intent): the state differs in \(differing)", sourceLocation: sourceLocation)
    }
}
