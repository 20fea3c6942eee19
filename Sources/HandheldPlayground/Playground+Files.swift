import Foundation
import HandheldCore

/// File > New, Open, Save, themes, chapters and iOS versions. A file that cannot be used is
/// reported with its line and column, and nothing changes.
extension Playground {
    mutating func startOver() {
        leaveChapters()
        let root = ControllerTemplate.playgroundStart
        let themes = engine.state.themes.themes
        // A fixed, valid hierarchy, and the current theme is in the list: this cannot fail.
        engine = try! Engine(device: engine.state.device, root: root, themes: themes, theme: engine.state.themeName)
        futureSteps = []
        scrubTime = nil
        playing = false
        paused = false
        watchedFile = nil
        recorder = SessionRecorder(device: engine.state.device, mode: .viewController, root: root, themes: themes)
        if engine.state.themeName != themes[0].name { recorder.record(.setTheme(engine.state.themeName), sentAt: 0, finishedAt: 0) }
        openedReadMe = nil
        marks = nil
        message = .info(tr("Started again from the starting hierarchy."))
        changed()
    }

    /// SRC-6: the first scenario imported from an app's sources opens, chapter by chapter; the
    /// message names the others (one per window root).
    mutating func openImported(_ folder: String, _ files: [String], _ problem: String?) {
        if let problem {
            message = .error("\(folder): \(problem)")
            return
        }
        guard let first = files.first else {
            message = .error(tr("%s: no window root found, so there is no screen to start from", folder))
            return
        }
        guard open(first) else { return }
        project = OpenedProject(folder: folder, files: files)
        // Issue 34: say where the files went, not only their names.
        let others = files.dropFirst().map { ($0 as NSString).lastPathComponent }
        let written = (first as NSString).deletingLastPathComponent
        message = .info(tr("Imported %s: opened %s, written to %s", folder, (first as NSString).lastPathComponent, written)
            + (others.isEmpty ? "" : tr("; also written there: %s", others.joined(separator: ", ")))
            + tr(". Each flow is a chapter; 'source' in the inspector says where each controller is in your code"))
    }

    /// Runs a scenario's hierarchy and steps, and goes on from where it ends; with a time, holds
    /// still at that moment (as `render --at` paints it) until the user acts. A scenario in
    /// chapters stops at the end of its first (a pitfall's symptom). The file is watched.
    @discardableResult
    mutating func open(_ path: String, at time: Double? = nil) -> Bool {
        let scenario: Scenario
        do {
            scenario = try ScenarioBatch.load(path, catalog: catalog)
        } catch {
            message = .error("\(error)")
            return false
        }
        let inChapters = time == nil && scenario.chapters.count >= 2
        guard show(scenario, throughChapter: inChapters ? 1 : nil, at: time) else { return false }
        chapters = inChapters ? Chapters(scenario: scenario, shown: 1) : nil
        watchedFile = WatchedFile(path: path, modified: Self.modified(path))
        // Another file than the project's scenarios: Show Fix has no project.
        if project?.files.contains(path) == false { project = nil }
        changed()
        return true
    }

    /// Runs a scenario (to the end of a chapter, or to a time) and makes it the session.
    private mutating func show(_ scenario: Scenario, throughChapter chapter: Int?, at time: Double? = nil) -> Bool {
        var part = scenario
        if let chapter { part.steps = scenario.steps(throughChapter: chapter) }
        let outcome = ScenarioRunner.run(part, until: time)
        guard let opened = outcome.engine else {
            message = .error(outcome.line)
            return false
        }
        engine = opened
        chosenRelease = scenario.iosGiven
        paused = time != nil
        playing = false
        scrubTime = nil
        drafts = [:]
        form.target = nil
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
        marks = nil
        openedReadMe = scenario.readMe.map { "\(tr(scenario.name))\n\(tr($0))" }
        let line = outcome.line + (scenario.readMe.map { " — \(tr($0))" } ?? "")
        message = outcome.passed ? .info(line) : .error(line)
        return true
    }

    /// Runs the opened scenario again, on to the end of its next chapter (a pitfall's fix).
    mutating func nextChapter() {
        guard let chapters, chapters.shown < chapters.scenario.chapters.count else { return }
        guard show(chapters.scenario, throughChapter: chapters.shown + 1) else { return }
        self.chapters?.shown += 1
        changed()
    }

    /// Acting on the device leaves the chapters: the session goes on from here.
    mutating func leaveChapters() {
        chapters = nil
    }

    /// Gallery > Pitfalls (SB-11): each by the name its file gives, the words people search with.
    public var pitfalls: [(name: String, path: String)] { named(ScenarioGallery.pitfallPaths()) }

    /// The gallery's scenarios by their names, in the user's language (issue 34: not their file names).
    public var gallery: [(name: String, path: String)] { named(ScenarioGallery.paths()) }

    private func named(_ paths: [String]) -> [(name: String, path: String)] {
        paths.map { path in
            ((try? ScenarioBatch.load(path, catalog: catalog).name).map { tr($0) } ?? String(path.split(separator: "/").last ?? ""), path)
        }
    }

    /// Runs what was done so far again on another iOS version (section 10), built with the
    /// same SDK if the session names one. A session that uses what the version lacks (VER-4)
    /// is reported, and nothing changes.
    mutating func setIOS(_ version: IOSVersion) {
        guard version != engine.state.ios else { return }
        chosenRelease = nil
        rebuild(Build(ios: version, sdk: recorder.sdk))
    }

    /// §10: a release from the chooser runs as the rule release that covers it, and the banner
    /// says so ("iOS 16 (behaves as iOS 15 here)").
    mutating func setRelease(_ release: IOSRelease) {
        let given = release.text == release.rules.rawValue ? nil : release
        setIOS(release.rules)
        guard engine.state.ios == release.rules else { return }
        chosenRelease = given
        if let given, message?.isError != true { message = .info(tr("The session runs on %s.", given.explained)) }
    }

    /// VER-9: runs what was done so far again built with another SDK (nil: the system's own).
    mutating func setSDK(_ sdk: IOSVersion?) {
        guard (sdk ?? engine.state.ios) != engine.state.sdk || (sdk == nil) != (recorder.sdk == nil) else { return }
        rebuild(Build(ios: engine.state.ios, sdk: sdk))
    }

    /// The session run again on `build`; what it cannot run there (VER-4, VER-11) is reported,
    /// and nothing changes.
    private mutating func rebuild(_ build: Build) {
        let version = build
        cutFutureIfScrubbed()
        leaveChapters()
        switch recorder.run(on: build, catalog: catalog) {
        case .failure(let error):
            message = .error(tr("cannot run the session on %s: %s", version.name, error.message))
        case .success(let outcome):
            guard let replayed = outcome.engine else {
                message = .error(outcome.line)
                return
            }
            engine = replayed
            recorder = SessionRecorder(replaying: outcome)
            marks = nil
            message = outcome.passed ? .info(tr("The session, run again on %s.", version.name)) : .error(tr("on %s: %s", version.name, outcome.line))
            changed()
        }
    }

    /// The side-by-side view: the session run again on `compareBuild` (another system, or the
    /// same built with another SDK), brought to this engine's time; a session that build cannot
    /// run is reported and the view closes.
    mutating func updateComparison() {
        guard let version = compareBuild else {
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
        message = .error(tr("cannot show the session on %s: %s", version.name, problem))
        compareBuild = nil
        comparedEngine = nil
    }

    /// Loads a user's theme file; a malformed one is reported and the current theme stays.
    mutating func loadTheme(_ path: String) {
        do {
            act(.addTheme(try Theme.load(path)))
        } catch {
            message = .error("\(error)")
        }
    }

    /// The session as a scenario `handheld run` replays to the same state.
    public func savedScenario(name: String, file: String) -> Scenario {
        var settled = engine
        // Scrubbed back (issue 35), the engine shows an earlier moment while the session holds
        // all of it: the whole session is saved, and its closing expect is where all of it ends.
        if isScrubbedBack, let whole = ScenarioRunner.run(recorder.replay(on: recorder.build)).engine { settled = whole }
        try? settled.send(.settle)
        return recorder.scenario(name: name, file: file, settledEngine: settled)
    }

    /// An earlier moment of the session is shown (the scrubber moved back).
    var isScrubbedBack: Bool { scrubTime != nil && !recorder.steps.isEmpty }

    /// Writes what was done as a scenario that `handheld run` replays to the same state.
    mutating func saveScenario(to path: String) {
        let name = String((path.split(separator: "/").last ?? "session").replacingOccurrences(of: ".json", with: ""))
        do {
            try SafeFile.write(Data((ScenarioEncoder.json(savedScenario(name: name, file: path)).rendered() + "\n").utf8), to: path)
            message = .info(isScrubbedBack
                ? tr("Saved the whole session to %s, past the moment shown: replay it with handheld run.", path)
                : tr("Saved the session to %s: replay it with handheld run.", path))
        } catch {
            message = .error("\(error)")
        }
    }
}

/// Issue 50, item 5: what the window says when there is no display to open on, in one line,
/// instead of GTK's raw warning (decided here, not in the GTK layer).
public enum DisplayCheck {
    /// The line for an environment in which GTK could not open a display.
    public static func noDisplay(_ environment: [String: String]) -> String {
        let named = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" } }
        let why = named.isEmpty ? tr("neither DISPLAY nor WAYLAND_DISPLAY is set")
            : tr("%s cannot be opened", named.joined(separator: tr(" or ")))
        return tr("handheld: the window needs a display (%s). Run it in a desktop session, or headless with `xvfb-run -a make run`; `handheld run`, `render` and `lint` need no display.", why)
    }
}
