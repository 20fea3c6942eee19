import CGtk
import Foundation
import HandheldCore

/// UI-9: the session on a time line under the device: play, pause, step back, step forward
/// and a scrubber to any time. The device and the inspector show that moment, the engine run
/// again to it (it is deterministic). Acting after scrubbing back cuts the future, like an
/// undo history. An opened file is watched and reloaded when it changes, keeping the time.
extension PlaygroundApplication {
    func buildTimeline() -> Widget {
        let back = Widgets.button("|◀", tooltip: "Step back: the moment the step before began (UI-9)") { [unowned self] in
            self.stepTimeline(forward: false)
        }
        let play = Widgets.button("▶", tooltip: "Play the session from this moment, or pause (UI-9)") { [unowned self] in
            self.togglePlaying()
        }
        let forward = Widgets.button("▶|", tooltip: "Step forward: the moment the next step begins (UI-9)") { [unowned self] in
            self.stepTimeline(forward: true)
        }
        let scrubber = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.001)!
        gtk_scale_set_draw_value(UnsafeMutablePointer<GtkScale>(OpaquePointer(scrubber)), 0)
        gtk_widget_set_tooltip_text(scrubber, "The session's time: drag to see any moment, run again to it; acting there cuts what came after (UI-9)")
        onSignal(scrubber, "value-changed") { [unowned self] in
            guard !self.syncing else { return }
            self.scrub(to: gtk_range_get_value(handheld_gtk_range(self.controls["timeline"]!)))
        }
        let label = Widgets.label("0 s", xalign: 1)
        timeLabel = label
        // Narrow buttons leave the scrubber room in a narrow device pane (UI-8).
        for button in [back, play, forward] { gtk_button_set_relief(handheld_gtk_button(button), GTK_RELIEF_NONE) }
        controls.merge(["timelineBack": back, "timelinePlay": play, "timelineForward": forward, "timeline": scrubber]) { $1 }
        // The scrubber on a line of its own: the pane's whole width, however narrow (UI-8).
        let row = Widgets.box(vertical: false, spacing: 4)
        Widgets.pack(row, back, play, forward)
        Widgets.pack(row, label, expand: true)
        let timeline = Widgets.box(vertical: true, spacing: 0)
        Widgets.pack(timeline, scrubber)
        Widgets.pack(timeline, row)
        gtk_widget_set_margin_start(timeline, 6)
        gtk_widget_set_margin_end(timeline, 6)
        return timeline
    }

    /// The session as a scenario: what was done (or opened and run), then the steps of an
    /// opened file still to come.
    var timelineScenario: Scenario {
        var scenario = recorder.replay(on: recorder.ios)
        scenario.steps += futureSteps
        return scenario
    }

    /// When the time line ends: its last step, or now, if the live session has gone on.
    var timelineEnd: Double {
        let marks = timelineMarks ?? ScenarioTimeline(timelineScenario)
        return max(marks.end, scrubTime == nil ? engine.state.now : 0)
    }

    /// Shows the moment `time` (UI-9): the session run again to it. At the end of a session
    /// with nothing still to come, the window is live again.
    func scrub(to time: Double) {
        let end = timelineEnd
        let target = min(max(0, time), end)
        // From the time line's checkpoint before that moment: one step's work, not the session's.
        let marks = timelineMarks ?? ScenarioTimeline(timelineScenario)
        timelineMarks = marks
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
        refreshShown()
    }

    /// Before an action: if the window shows an earlier moment (or a file's steps are still to
    /// come), the session is cut there and goes on from it.
    func cutFutureIfScrubbed() {
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
        timelineMarks = nil
        if let ran = ScenarioRunner.run(recorder.replay(on: recorder.ios), until: time).engine { engine = ran }
    }

    /// Step back or forward: to the moment the step before (or after) the shown time began.
    func stepTimeline(forward: Bool) {
        playing = false
        let now = engine.state.now
        let starts = (timelineMarks ?? ScenarioTimeline(timelineScenario)).entries.map(\.start) + [0, timelineEnd]
        let target = forward ? starts.filter { $0 > now + 1e-6 }.min() : starts.filter { $0 < now - 1e-6 }.max()
        if let target { scrub(to: target) }
    }

    /// Play from the shown moment (from the start when it is the end), or pause.
    func togglePlaying() {
        if playing {
            playing = false
            refreshShown()
            return
        }
        if scrubTime == nil, futureSteps.isEmpty { scrub(to: 0) }
        playing = true
        var last: Int?
        addTickCallback(drawingArea) { [unowned self] frameTime in
            guard self.playing else { return false }
            defer { last = frameTime }
            guard let previous = last else { return true }
            let time = self.engine.state.now + Double(frameTime - previous) / 1_000_000 * self.speed
            self.scrub(to: time)
            if self.scrubTime == nil || time >= self.timelineEnd {
                self.playing = false
                self.refresh()
                return false
            }
            return true
        }
        refreshShown()
    }

    /// The scrubber, its label and the play button, from the engine's time.
    func syncTimeline() {
        guard let scrubber = controls["timeline"] else { return }
        // Moving the scrubber from here is not the user scrubbing.
        let wasSyncing = syncing
        syncing = true
        defer { syncing = wasSyncing }
        let end = timelineEnd
        let range = handheld_gtk_range(scrubber)
        gtk_range_set_range(range, 0, max(end, 0.001))
        gtk_range_set_value(range, min(engine.state.now, end))
        let shown = scrubTime == nil ? (futureSteps.isEmpty ? "live: what you do is recorded here" : "held where the file was opened; Play runs on")
            : (playing ? "playing" : "an earlier moment: acting here cuts what came after")
        gtk_label_set_text(handheld_gtk_label(timeLabel), "\(JSONOutput.seconds(engine.state.now)) / \(JSONOutput.seconds(end)) s")
        gtk_widget_set_tooltip_text(timeLabel, "The moment shown, of the session's time line: \(shown) (UI-9)")
        gtk_button_set_label(handheld_gtk_button(controls["timelinePlay"]!), playing ? "||" : "▶")
    }

    /// The picture, inspector, controls and state file for the moment shown, without
    /// recomputing the time line.
    private func refreshShown() {
        syncTimeline()
        gtk_widget_queue_draw(drawingArea)
        updateInspector()
        syncControls()
        writeStateFile()
    }

    // MARK: - The opened file, watched

    /// Watches the file: when it changes on disk it is opened again at the same time.
    func watch(_ path: String) {
        watchedFile = (path, Self.modified(path))
        guard !watching else { return }
        watching = true
        onTimeout(400) { [unowned self] _ in
            guard let (path, stamp) = self.watchedFile else {
                self.watching = false
                return false
            }
            let now = Self.modified(path)
            guard now != stamp else { return true }
            self.watchedFile = (path, now)
            self.reload(path)
            return true
        }
    }

    private func reload(_ path: String) {
        // A file that cannot be used now is reported, and the window keeps what it shows.
        guard open(path, at: engine.state.now) else { return }
        showMessage("Reloaded \(path) (it changed on disk), at \(JSONOutput.seconds(engine.state.now)) s")
    }

    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
