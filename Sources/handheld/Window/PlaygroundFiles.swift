import CGtk
import Foundation
import HandheldCore
import HandheldRender

/// File > Open, Save, the gallery and Ctrl+S. A file that cannot be used is reported with
/// its line and column, and nothing changes.
extension PlaygroundApplication {
    func startOver() {
        leaveChapters()
        let root = Self.startingHierarchy()
        let themes = engine.state.themes.themes
        // A fixed, valid hierarchy, and the current theme is in the list: this cannot fail.
        engine = try! Engine(device: engine.state.device, root: root, themes: themes, theme: engine.state.themeName)
        futureSteps = []
        scrubTime = nil
        playing = false
        watchedFile = nil
        recorder = SessionRecorder(device: engine.state.device, mode: .viewController, root: root, themes: themes)
        if engine.state.themeName != themes[0].name { recorder.record(.setTheme(engine.state.themeName), sentAt: 0, finishedAt: 0) }
        openedReadMe = nil
        showMessage("Started again from the starting hierarchy.")
        refresh()
    }

    /// Runs a scenario's hierarchy and steps, and goes on from where it ends; with a time, holds
    /// still at that moment (as `render --at` paints it) until the user acts.
    @discardableResult
    func open(_ path: String, at time: Double? = nil) -> Bool {
        let scenario: Scenario
        do {
            scenario = try ScenarioBatch.load(path, catalog: catalog)
        } catch {
            showMessage("⚠ \(error)", error: true)
            return false
        }
        // A scenario in chapters stops at the end of its first (a pitfall's symptom).
        let inChapters = time == nil && scenario.chapters.count >= 2
        if !show(scenario, throughChapter: inChapters ? 1 : nil, at: time) { return false }
        chapters = inChapters ? (scenario, 1) : nil
        watch(path)
        showChapter()
        refresh()
        return true
    }

    /// Runs a scenario (to the end of a chapter, or to a time) and makes it the session.
    private func show(_ scenario: Scenario, throughChapter chapter: Int?, at time: Double? = nil) -> Bool {
        var part = scenario
        if let chapter { part.steps = scenario.steps(throughChapter: chapter) }
        let outcome = ScenarioRunner.run(part, until: time)
        guard let opened = outcome.engine else {
            showMessage("⚠ \(outcome.line)", error: true)
            return false
        }
        engine = opened
        paused = time != nil
        playing = false
        scrubTime = nil
        recorder = SessionRecorder(replaying: outcome)
        // UI-9: the file's steps after the moment shown are still on the time line.
        if let time {
            futureSteps = recorder.cut(at: time)
        } else if chapter != nil, outcome.passed {
            futureSteps = Array(scenario.steps.filter { step in
                if case .action = step.kind { return step.expectedError == nil }
                return false
            }.dropFirst(recorder.steps.count))
        } else {
            futureSteps = []
        }
        openedReadMe = scenario.readMe.map { "\(scenario.name)\n\($0)" }
        showMessage(outcome.line + (scenario.readMe.map { " — \($0)" } ?? ""), error: !outcome.passed)
        return true
    }

    /// Runs the opened scenario again, on to the end of its next chapter (a pitfall's fix).
    func nextChapter() {
        guard let (scenario, shown) = chapters, shown < scenario.chapters.count else { return }
        guard show(scenario, throughChapter: shown + 1) else { return }
        chapters = (scenario, shown + 1)
        showChapter()
        refresh()
    }

    /// The chapter bar: which chapter the device shows, and whether another follows.
    func showChapter() {
        guard let (scenario, shown) = chapters else {
            gtk_widget_hide(chapterBar)
            return
        }
        let marks = scenario.chapters
        gtk_label_set_text(handheld_gtk_label(chapterLabel), "Chapter \(shown) of \(marks.count): \(marks[shown - 1].title)")
        let next = controls["nextChapter"]!
        gtk_widget_set_sensitive(next, shown < marks.count ? 1 : 0)
        gtk_widget_set_tooltip_text(next, shown < marks.count ? "Run on to the end of chapter \(shown + 1): \(marks[shown].title)" : "This is the last chapter")
        // NB: show_all does nothing on a no-show-all widget: show the bar and its parts.
        for widget in [chapterBar, chapterLabel, next] { gtk_widget_show(widget) }
    }

    /// Acting on the device leaves the chapters: the session goes on from here.
    func leaveChapters() {
        guard chapters != nil else { return }
        chapters = nil
        showChapter()
    }

    /// Runs what was done so far again on another iOS version (section 10). A session that
    /// uses what the version lacks (VER-4) is reported, and nothing changes.
    func setIOS(_ version: IOSVersion) {
        guard !syncing, version != engine.state.ios else { return }
        cutFutureIfScrubbed()
        leaveChapters()
        let outcome: ScenarioOutcome
        switch recorder.run(on: version, catalog: catalog) {
        case .success(let ran): outcome = ran
        case .failure(let error):
            showMessage("⚠ cannot run the session on \(version.name): \(error.message)", error: true)
            refresh()
            return
        }
        guard let replayed = outcome.engine else {
            showMessage("⚠ \(outcome.line)", error: true)
            refresh()
            return
        }
        engine = replayed
        recorder = SessionRecorder(replaying: outcome)
        showMessage(outcome.passed ? "The session, run again on \(version.name)." : "⚠ on \(version.name): \(outcome.line)", error: !outcome.passed)
        refresh()
    }

    /// The side-by-side view: runs the session again on `compareVersion` and brings it to this
    /// engine's time; a session that version cannot run is reported and the view closes.
    func updateComparison() {
        guard let version = compareVersion else {
            comparedEngine = nil
            return
        }
        let problem: String
        switch recorder.run(on: version, catalog: catalog) {
        case .success(let outcome):
            if var compared = outcome.engine {
                compared.advanceClock(to: max(compared.state.now, engine.state.now))
                comparedEngine = compared
                return
            }
            problem = outcome.line
        case .failure(let error):
            problem = error.message
        }
        showMessage("⚠ cannot show the session on \(version.name): \(problem)", error: true)
        compareVersion = nil
        comparedEngine = nil
    }

    func openChosen() {
        if let path = choose(title: "Open Scenario", action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open") { open(path) }
    }

    func loadThemeChosen() {
        if let path = choose(title: "Load Theme", action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Load") { loadTheme(path) }
    }

    func saveScenarioChosen() {
        guard let path = choose(title: "Save Scenario", action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Save") else { return }
        saveScenario(to: path)
    }

    /// Writes what was done as a scenario that `handheld run` replays to the same state.
    func saveScenario(to path: String) {
        var settled = engine
        try? settled.send(.settle)
        let name = String((path.split(separator: "/").last ?? "session").replacingOccurrences(of: ".json", with: ""))
        let scenario = recorder.scenario(name: name, file: path, settledEngine: settled)
        do {
            try SafeFile.write(Data((ScenarioEncoder.json(scenario).rendered() + "\n").utf8), to: path)
            showMessage("Saved the session to \(path): replay it with handheld run.")
        } catch {
            showMessage("⚠ \(error)", error: true)
        }
    }

    /// Ctrl+S: the screen as `handheld render` would paint it, at the device's scale.
    func saveScreenPNG() {
        let folder = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        let stamp = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
            .replacingOccurrences(of: ":", with: "")
        let path = "\(folder)/handheld-\(engine.state.device.id)-\(stamp).png"
        let image = RenderedImage(SceneBuilder.scene(engine.state, measurer: measurer), scale: engine.state.device.scale)
        if let problem = image.writePNG(to: path) {
            showMessage("⚠ \(problem)", error: true)
        } else {
            showMessage("Saved the screen to \(path)")
        }
    }

    private func choose(title: String, action: GtkFileChooserAction, accept: String) -> String? {
        let chooser = gtk_file_chooser_native_new(title, handheld_gtk_window(window), action, accept, "_Cancel")!
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        if action == GTK_FILE_CHOOSER_ACTION_SAVE {
            gtk_file_chooser_set_do_overwrite_confirmation(handheld_gtk_file_chooser(chooser), 1)
            gtk_file_chooser_set_current_name(handheld_gtk_file_chooser(chooser), "session.json")
        }
        guard gtk_native_dialog_run(handheld_gtk_native_dialog(chooser)) == GTK_RESPONSE_ACCEPT.rawValue,
              let name = gtk_file_chooser_get_filename(handheld_gtk_file_chooser(chooser)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
