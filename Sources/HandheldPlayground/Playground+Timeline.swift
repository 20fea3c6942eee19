import Foundation
import HandheldCore

/// UI-9: the session on a time line: play, pause, step back, step forward and a scrubber to any
/// time. The device shows that moment, reached from the time line's checkpoint before it (the
/// engine is deterministic). Acting after scrubbing back cuts the future, like an undo history.
extension Playground {
    /// The session as a scenario: what was done (or opened and run), then the steps of an
    /// opened file still to come.
    var timelineScenario: Scenario {
        var scenario = recorder.replay(on: recorder.build)
        scenario.steps += futureSteps
        return scenario
    }

    /// The session's steps on the clock.
    public var timeline: ScenarioTimeline { marks ?? ScenarioTimeline(timelineScenario) }

    /// When the time line ends: its last step, or now, if the live session has gone on.
    public var timelineEnd: Double {
        max(timeline.end, scrubTime == nil ? engine.state.now : 0)
    }

    /// Shows the moment `time`. At the end of a session with nothing still to come, the
    /// window is live again.
    mutating func scrub(to time: Double) {
        let end = timelineEnd
        let target = min(max(0, time), end)
        let marks = timeline
        self.marks = marks
        guard let ran = marks.outcome(at: target)?.engine else { return }
        engine = ran
        comparedEngine = nil
        if target >= end - 1e-9, futureSteps.isEmpty {
            scrubTime = nil
            paused = false
        } else {
            scrubTime = target
            paused = true
        }
    }

    /// Before an action: if an earlier moment is shown (or a file's steps are still to come),
    /// the session is cut there and goes on from it.
    mutating func cutFutureIfScrubbed() {
        playing = false
        // Held where a file was opened (at a time, or at a chapter's end): what ran is the
        // session already; the rest of the file is dropped.
        guard scrubTime != nil else {
            futureSteps = []
            return
        }
        let time = engine.state.now
        recorder.cut(at: time, future: futureSteps)
        futureSteps = []
        scrubTime = nil
        marks = nil
        if let ran = ScenarioRunner.run(recorder.replay(on: recorder.build), until: time).engine { engine = ran }
        marks = ScenarioTimeline(timelineScenario)
    }

    /// Step back or forward: to the moment the step before (or after) the shown time began.
    mutating func stepTimeline(forward: Bool) {
        playing = false
        let now = engine.state.now
        let starts = timeline.entries.map(\.start) + [0, timelineEnd]
        let target = forward ? starts.filter { $0 > now + 1e-6 }.min() : starts.filter { $0 < now - 1e-6 }.max()
        if let target { scrub(to: target) }
    }

    /// Play from the shown moment (from the start when it is the end), or pause.
    mutating func togglePlaying() {
        if playing {
            playing = false
            return
        }
        if scrubTime == nil, futureSteps.isEmpty { scrub(to: 0) }
        playing = true
    }

    /// What the time label's tooltip says the moment shown is.
    public var timelineState: String {
        scrubTime == nil ? (futureSteps.isEmpty ? tr("live: what you do is recorded here") : tr("held where the file was opened; Play runs on"))
            : (playing ? tr("playing") : tr("an earlier moment: acting here cuts what came after"))
    }

    // MARK: - The opened file, watched

    /// When the file changed on disk, it is opened again at the same time; a file that cannot
    /// be used now is reported, and the window keeps what it shows.
    mutating func checkWatchedFile() {
        guard let watched = watchedFile else { return }
        let now = Self.modified(watched.path)
        guard now != watched.modified else { return }
        watchedFile?.modified = now
        let time = engine.state.now
        guard open(watched.path, at: time) else { return }
        message = .info(tr("Reloaded %s (it changed on disk), at %s s", watched.path, JSONOutput.seconds(time)))
    }

    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
