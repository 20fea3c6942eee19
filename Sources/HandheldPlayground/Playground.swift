import Foundation
import HandheldCore

/// The playground window's logic (UI-1: one window, the device painted by the one painter;
/// UI-2: the controls, `Controls.swift`; UI-3: the key map; UI-5: the clock), without GTK
/// (issue 22): its state is a value, and it changes
/// only through `send(_:)` with an intent named for what a person did. The window turns GTK's
/// signals into intents, paints `engine`'s Scene and shows `controlState(_:)` in its widgets;
/// tests send the same intents and read the same state, without a display.
public struct Playground {
    public let catalog: DeviceCatalog
    public internal(set) var engine: Engine
    /// What the session did, as a scenario replays it.
    public internal(set) var recorder: SessionRecorder
    /// The banner's line.
    public internal(set) var message: Message?
    /// UI-7.
    public internal(set) var zoom = ViewerZoom.fit
    /// Held still at a time (`--open FILE --at T`, or scrubbed back) until the user acts.
    public internal(set) var paused = false
    /// Issue 12's side-by-side view: this session run again on another version, at this time.
    /// What the side-by-side view shows: another system, or this one built with another SDK.
    public internal(set) var compareBuild: Build?
    public internal(set) var comparedEngine: Engine?
    /// A scenario opened in chapters, and how many of them have run (SB-11's pitfalls).
    public internal(set) var chapters: Chapters?
    /// The opened scenario's name and readMe: the inspector's first section.
    public internal(set) var openedReadMe: String?
    /// UI-9: the opened file, watched, and when it last changed.
    public internal(set) var watchedFile: WatchedFile?
    /// The Swift project the opened scenario was imported from (Show Fix, issue 51).
    public internal(set) var project: OpenedProject?
    /// The panel's own values (what Push makes, the tip to show, the chosen controller).
    public internal(set) var form = Form()
    /// What is typed in a text field (or set in a number field) that shows the engine, not yet
    /// sent; dropped once sent or when the engine moves on.
    public internal(set) var drafts: [ControlID: ControlValue] = [:]
    /// UI-9: the moment shown when it is not the live end of the session.
    public internal(set) var scrubTime: Double?
    /// UI-9: an opened file's steps still to come (opened at a time, or in chapters).
    public internal(set) var futureSteps: [ScenarioStep] = []
    /// UI-9: the time line plays.
    public internal(set) var playing = false
    /// UI-9: the session's steps on the clock, with checkpoints, as last noted.
    var marks: ScenarioTimeline?
    /// How large the window's device pane is (`.resized`), and the picture placed in it.
    public internal(set) var pane: Pane?
    public internal(set) var picture: Picture?
    /// How the picture's text is measured: Pango's in the window, the shipped font's metrics in tests.
    let measurer: any TextMeasuring
    /// Where files go and where the tools are.
    public let places: Places
    /// The finger on the screen, from press to release, and what records it.
    var touch: TouchRecording?
    var lastTouchPoint: Point?
    var newControllerNumber = 1
    /// The clock before rounding: the engine's moves in whole milliseconds, so a saved
    /// session's waits are what the engine saw.
    var preciseClock = 0.0
    /// The window's frame clock at its last tick, in microseconds; nil while it is stopped.
    var frameClock: Int?
    /// Where the theme choice is remembered (THEME-7); nil: nowhere (tests).
    let settings: ThemeSettingsStore?
    var rememberedTheme: String?
    /// The device remembered with the theme (issue 50).
    var rememberedDevice: String?
    /// The folder each kind of file chooser ended in last (issue 50, item 3).
    var lastFolders: [FileRequest: String] = [:]
    /// The release chosen when it is not a rule release itself ("16", run as 15: §10).
    public internal(set) var chosenRelease: IOSRelease?
    /// The window's own themed part, a ThemeProvider subscriber held weakly (THEME-2).
    let themes = ThemeProvider<Theme>(.fallback)
    let desk = Desk()

    /// A scenario in chapters, and how many have run.
    public struct Chapters: Equatable, Sendable {
        public var scenario: Scenario
        public var shown: Int
    }

    public struct WatchedFile: Equatable, Sendable {
        public var path: String
        public var modified: Date?
    }

    /// The playground at its starting hierarchy, in the remembered theme (THEME-7).
    public init(catalog: DeviceCatalog, settings: ThemeSettingsStore?, places: Places = .scratch,
                measurer: any TextMeasuring = ShippedFontMeasurer()) {
        self.catalog = catalog
        self.settings = settings
        self.places = places
        self.measurer = measurer
        let loaded = settings?.load()
        var start = catalog.themes.themes[0]
        var warning = loaded?.warning
        if let name = loaded?.theme {
            if let theme = catalog.themes.theme(named: name) {
                start = theme
            } else {
                warning = tr("the remembered theme '%s' is not available; using '%s'", name, start.name)
            }
        }
        rememberedTheme = start.name
        // Issue 50: the device chosen last time, else a current iPhone.
        var device = catalog.profile(DeviceCatalog.currentPhoneID) ?? catalog.defaultProfile
        if let id = loaded?.device {
            if let profile = catalog.profile(id) { device = profile } else {
                warning = warning ?? tr("the remembered device '%s' is not available; using '%s'", id, device.name)
            }
        }
        rememberedDevice = loaded?.device
        let root = ControllerTemplate.playgroundStart
        // A fixed, valid hierarchy and a theme from the list: building it cannot fail.
        engine = try! Engine(device: device, root: root, themes: catalog.themes.themes, theme: start.name)
        recorder = SessionRecorder(device: device, mode: .viewController, root: root, themes: catalog.themes.themes)
        if start.name != catalog.themes.themes[0].name {
            recorder.record(.setTheme(start.name), sentAt: 0, finishedAt: 0)
        }
        message = warning.map { Message.error($0) }
        themes.subscribe(desk) { [weak desk] theme in desk?.apply(theme) }
        themes.change(to: engine.state.theme)
        marks = ScenarioTimeline(timelineScenario)
    }

    /// The name Ctrl+S gives the screen's PNG: the device and the moment, without colons.
    public func screenFileName(at date: Date) -> String {
        let stamp = date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false)).replacingOccurrences(of: ":", with: "")
        return "handheld-\(engine.state.device.id)-\(stamp).png"
    }

    /// The inspector's text (UI-4): an opened scenario's name and readMe first, then why the
    /// status bar looks as it does, the trees and the log.
    public var inspectorText: String {
        let text = InspectorText.text(engine)
        guard let openedReadMe else { return text }
        return tr("ABOUT THIS SCENARIO\n") + openedReadMe.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n") + "\n\n" + text
    }

    /// The colour of the surface the device lies on: it follows the theme (THEME-2).
    public var deskColor: Color { desk.color }

    /// 1, or 0.1 for slow animations (UI-5).
    public var speed: Double { form.slow ? 0.1 : 1 }

    /// Whether the window's frame clock must run: something moves, a timer is pending, or the
    /// time line plays.
    public var needsFrames: Bool {
        playing || (!paused && (!engine.state.isSettled || engine.state.nextTimer != nil))
    }

    // MARK: - Intents

    /// Does what a person did; returns what only the window can do (a file dialog, a PNG of
    /// the screen, closing).
    @discardableResult
    public mutating func send(_ intent: Intent) -> [Effect] {
        let effects = handle(intent)
        place()
        return effects
    }

    private mutating func handle(_ intent: Intent) -> [Effect] {
        switch intent {
        case .tapped(let control): return tapped(control)
        case .edited(let control, let value): edited(control, value)
        case .shortcutPressed(let shortcut): return perform(shortcut)
        case .pointerPressed(let point): pointerPressed(point)
        case .pointerMoved(let point): pointerMoved(point)
        case .pointerReleased(let point): pointerReleased(point)
        case .frame(let elapsed): frame(elapsed: elapsed)
        case .frameClockTicked(let time):
            // The first tick after the clock starts only notes the time.
            if let last = frameClock { frame(elapsed: Double(time - last) / 1_000_000) }
            frameClock = needsFrames ? time : nil
        case .scrubbed(let time): scrub(to: time)
        case .chapterAdvanced: nextChapter()
        case .iosChosen(let version): setIOS(version)
        case .zoomChosen(let zoom): self.zoom = zoom
        case .opened(let path, let time): open(path, at: time)
        case .fileChosen(let request, let path):
            // Issue 50, item 3: the next chooser of this kind starts where this one ended.
            lastFolders[request] = request == .openSwiftProject ? path : (path as NSString).deletingLastPathComponent
            switch request {
            case .openScenario: open(path)
            case .loadTheme: loadTheme(path)
            case .saveScenario: saveScenario(to: path)
            case .openSwiftProject: return importProject(path)
            case .saveScreen: return [.writeScreen(to: path)]
            case .recordTo: break
            }
        case .fileRequested(let request): return [.chooseFile(request)]
        case .recordRequested: return [.chooseRecording(recordRequest())]
        case .recordChosen(let request): return recordChosen(request)
        case .jobEnded(let job, let end): return jobEnded(job, end)
        case .fixRequested(let className): return fixRequested(className)
        case .launched(let launch): return launched(launch)
        case .watchedFileChecked: checkWatchedFile()
        case .startedOver: startOver()
        case .aboutRequested: return [.showAbout]
        case .screenSaved(let path, let problem):
            // Ctrl+S's PNG, named for the device and the moment (Effect.saveScreen).
            message = problem.map { .error($0) } ?? .info(tr("Saved the screen to %s", path))
        case .resized(let pane): self.pane = pane
        }
        return []
    }

    /// Carries out a shortcut (the key map's, UI-3).
    mutating func perform(_ shortcut: Shortcut) -> [Effect] {
        switch shortcut {
        case .rotateLeft: act(.rotate(engine.state.orientation.rotatedLeft))
        case .rotateRight: act(.rotate(engine.state.orientation.rotatedRight))
        case .pop: act(.pop(on: nil, animated: true))
        case .dismiss: act(.dismiss(target: nil, animated: true))
        case .push: return tapped(.push)
        case .present: return tapped(.present)
        case .toggleAppearance: act(.setAppearance(engine.state.appearance == .light ? .dark : .light))
        case .nextTheme: act(.nextTheme)
        case .saveScreen: return saveScreen()
        case .saveScenario: return [.chooseFile(.saveScenario)]
        case .open: return [.chooseFile(.openScenario)]
        case .quit: return [.quit]
        case .showShortcuts: return [.showShortcuts]
        case .zoomIn: zoom = ViewerZoom.zoomedIn(from: viewer?.zoom ?? 1)
        case .zoomOut: zoom = ViewerZoom.zoomedOut(from: viewer?.zoom ?? 1)
        case .zoomToFit: zoom = .fit
        }
        return []
    }

    // MARK: - The engine

    /// Sends an action as the user's: the time line goes on from the moment shown, chapters
    /// end, the session records it; an error is shown and changes nothing (VC-4).
    mutating func act(_ action: Action) {
        cutFutureIfScrubbed()
        paused = false
        leaveChapters()
        let before = engine.state.now
        do {
            try engine.send(action)
            recorder.record(action, sentAt: before, finishedAt: engine.state.now)
            message = nil
            drafts = drafts.filter { !$0.key.showsEngine }
        } catch {
            message = .error(error.description)
        }
        changed()
    }

    /// After the session changed: the time line notes it, the window's theme follows, the
    /// side-by-side view runs again.
    mutating func changed() {
        // The time line grows with the session: noted from where it was, not from the start.
        let scenario = timelineScenario
        marks = marks?.extended(to: scenario) ?? ScenarioTimeline(scenario)
        themeMayHaveChanged()
        updateComparison()
    }

    /// UI-5: the frame clock drives the engine's clock (slowed ten times on request), or plays
    /// the time line.
    mutating func frame(elapsed: Double) {
        if playing {
            let time = engine.state.now + elapsed * speed
            scrub(to: time)
            playing = scrubTime != nil && time < timelineEnd
            return
        }
        guard !paused else { return }
        preciseClock = max(preciseClock, engine.state.now) + elapsed * speed
        engine.advanceClock(to: DragRecording.rounded(preciseClock))
        comparedEngine?.advanceClock(to: engine.state.now)
    }

    /// The next new controller of the kind chosen, with ids not yet in use.
    mutating func newController() -> ControllerSpec {
        var spec = form.template.make(number: newControllerNumber, avoiding: engine.state.hierarchy)
        newControllerNumber += 1
        if let background = form.background.color {
            // A navigation or tabs controller's content is its children's views.
            func paint(_ spec: inout ControllerSpec) {
                if spec.children.isEmpty { spec.preferences.backgroundColor = background }
                for index in spec.children.indices { paint(&spec.children[index]) }
            }
            paint(&spec)
        }
        return spec
    }

    // MARK: - The pointer (UI-6)

    /// A point of the drawing area in the interface's own coordinates, if on the screen.
    func interfacePoint(_ point: Point) -> Point? {
        guard let viewer, let interface = viewer.interface else { return nil }
        return PointMapping.interfacePoint(point, viewer: viewer.transform, interface: interface)
    }

    /// A press, drag and release on the screen drive the pop gesture and the sheet's swipe
    /// (POP-1…POP-3, UI-6); in place it is a tap (TIP-5). The whole touch is recorded as one step.
    mutating func pointerPressed(_ point: Point) {
        guard let point = interfacePoint(point) else { return }
        cutFutureIfScrubbed()
        paused = false
        touch = TouchRecording(at: point, engine: engine)
        lastTouchPoint = point
        try? engine.send(.pointerPressed(point))
    }

    mutating func pointerMoved(_ point: Point) {
        guard touch != nil, let point = interfacePoint(point) else { return }
        lastTouchPoint = point
        touch?.moved(to: point, at: engine.state.now)
        try? engine.send(.pointerMoved(point))
    }

    /// Off the screen, the finger lifts where it last was on it.
    mutating func pointerReleased(_ point: Point) {
        guard let finger = touch, let point = interfacePoint(point) ?? lastTouchPoint else { return }
        touch = nil
        lastTouchPoint = nil
        leaveChapters()
        let releasedAt = engine.state.now
        try? engine.send(.pointerReleased(point))
        // Recorded at the moment it acted (issue 21), as the engine saw it.
        let step = finger.released(at: point, releasedAt: releasedAt, after: engine)
        recorder.record(step.action, sentAt: step.sentAt, finishedAt: engine.state.now)
        changed()
    }

    // MARK: - Themes (THEME-7, THEME-2)

    /// After a change: tell the window's own subscribers, and remember the choice.
    mutating func themeMayHaveChanged() {
        let current = engine.state.theme
        if themes.current != current { themes.change(to: current) }
        guard let settings, current.name != rememberedTheme, ThemeSettingsStore.remembers(current, shipped: catalog.themes) else { return }
        rememberedTheme = current.name
        do {
            try settings.save(theme: current.name, device: rememberedDevice)
        } catch {
            message = .error(tr("cannot remember the theme: %s", error))
        }
    }

    /// After a device is chosen in the panel: remembered with the theme (issue 50).
    mutating func deviceMayHaveChanged() {
        let current = engine.state.device.id
        guard let settings, current != rememberedDevice else { return }
        rememberedDevice = current
        do {
            try settings.save(theme: rememberedTheme, device: current)
        } catch {
            message = .error(tr("cannot remember the device: %s", error))
        }
    }
}

/// What a person did, as the playground hears it.
public enum Intent: Sendable {
    /// A button clicked, or Enter in a text field (which sends what was typed).
    case tapped(ControlID)
    /// A control's value changed in the window.
    case edited(ControlID, ControlValue)
    case shortcutPressed(Shortcut)
    /// The primary button on the drawing area, in its pixels.
    case pointerPressed(at: Point)
    case pointerMoved(to: Point)
    case pointerReleased(at: Point)
    /// The frame clock ticked, `elapsed` seconds after its last tick.
    case frame(elapsed: Double)
    /// The window's frame clock ticked at this time (GDK's, in microseconds).
    case frameClockTicked(microseconds: Int)
    case scrubbed(to: Double)
    case chapterAdvanced
    case iosChosen(IOSVersion)
    case zoomChosen(ViewerZoom)
    /// A scenario opened from the command line or the gallery, at a time or live.
    case opened(String, at: Double?)
    /// A menu asked for a file: the window shows its dialog.
    case fileRequested(FileRequest)
    case fileChosen(FileRequest, String)
    /// The window started (its command line).
    case launched(Launch)
    /// The watch timer fired: reload the opened file if it changed on disk.
    case watchedFileChecked
    case startedOver
    /// Help > About Handheld.
    case aboutRequested
    /// File > Record…: the window asks for the options (`Effect.chooseRecording`), then sends them.
    case recordRequested
    case recordChosen(RecordRequest)
    /// A job the playground asked for (`Effect.run`) ended.
    case jobEnded(Job, JobEnd)
    case screenSaved(to: String, problem: String?)
    /// The device pane's size changed: the picture is placed again.
    case resized(Pane)
    /// Show Fix for a class of the opened Swift project (`fixTargets`).
    case fixRequested(String)
}

/// What a pointer did on the screen.
public enum PointerPhase: Sendable { case pressed, moved, released }

extension Intent {
    /// The pointer's intent for a phase.
    public static func pointer(_ phase: PointerPhase, at point: Point) -> Intent {
        switch phase {
        case .pressed: .pointerPressed(at: point)
        case .moved: .pointerMoved(to: point)
        case .released: .pointerReleased(at: point)
        }
    }
}

/// What the playground asks of the window.
public enum Effect: Equatable, Sendable {
    /// A file dialog; the answer comes back as `.fileChosen`.
    case chooseFile(FileRequest)
    /// Runs a command beside the window, with its progress and Cancel; then `.jobEnded`.
    case run(Job)
    /// A PNG of the screen, painted as `handheld render` paints it; then `.screenSaved`.
    case writeScreen(to: String)
    case quit
    /// GNOME's shortcuts window, made from the key map (`KeyMap.shortcutsWindowXML`).
    case showShortcuts
    /// The About dialog.
    case showAbout
    /// File > Record…'s options, filled in from the session; the answer is `.recordChosen`.
    case chooseRecording(RecordRequest)
    /// A unified diff to read (Show Fix's), in a window of its own.
    case showDiff(title: String, diff: String)
}

public enum FileRequest: Equatable, Hashable, Sendable {
    case openScenario, loadTheme, saveScenario
    /// A folder (or `.xcodeproj`) of an iOS app's sources (SRC-6).
    case openSwiftProject
    /// Ctrl+S's PNG when there is no pictures folder; File > Record…'s output.
    case saveScreen, recordTo
}

/// The banner's line.
public struct Message: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    /// What a file said is shown escaped and cut to a line's worth (issue 21).
    public static func info(_ text: String) -> Message { Message(text: ShownText.message(text), isError: false) }
    public static func error(_ text: String) -> Message { Message(text: ShownText.message("⚠ " + text), isError: true) }
}

/// The surface the device lies on: a themed part of the window itself, subscribed to the
/// playground's ThemeProvider (THEME-2) so it darkens with dark themes and lightens with light ones.
final class Desk: @unchecked Sendable {
    private(set) var color = Color(0.17, 0.17, 0.19)

    func apply(_ theme: Theme) {
        color = theme.statusBarStyle != .lightContent ? Color(0.80, 0.81, 0.83) : Color(0.17, 0.17, 0.19)
    }
}

extension Playground {
    /// What the state file says (the smoke test reads it): the engine's state report, then the
    /// session saved, the message, the zoom, the chapters, the desk and the time line. The
    /// window adds where its widgets are.
    public func report(file: String) -> [(String, JSONOutput)] {
        guard case .object(var members) = StateReport.json(engine) else { return [] }
        members.append(("settled", .bool(engine.state.isSettled)))
        members.append(("message", .string(message?.text ?? "")))
        members.append(("session", ScenarioEncoder.json(savedScenario(name: "window session", file: file))))
        members.append(("zoom", .number(viewer?.zoom ?? 1)))
        members.append(("comparing", .optional(comparedEngine.map { $0.state.versionName })))
        members.append(("chapter", chapters.map { .array([.number(Double($0.shown)), .number(Double($0.scenario.chapters.count))]) } ?? .null))
        members.append(("desk", .string(deskColor.hexString)))
        members.append(("zoomChoice", .string(zoom.label)))
        members.append(("fixTargets", .array(fixTargets.map { .string($0.label) })))
        members.append(("timeline", .object([("end", .number(timelineEnd)), ("scrubbed", scrubTime.map { .number($0) } ?? .null),
                                             ("future", .number(Double(futureSteps.count))), ("playing", .bool(playing))])))
        return members
    }
}

extension Playground {
    /// Every text the playground puts before the user now: each control's caption, words, items
    /// and tooltip, the banner, the inspector and the words painted on the device. The window
    /// adds its own (menus, section titles) and writes them all when HANDHELD_TEXTS_FILE is
    /// set: issue 25's pseudo-locale check reads them for words gettext never saw.
    public var shownTexts: [String] {
        var texts: [String] = []
        for description in Panel.controls {
            texts.append(description.tooltip)
            if let caption = description.caption { texts.append(caption) }
            switch description.kind {
            case .button(let words), .toggle(let words): texts.append(words)
            case .choice(let items): texts += items
            case .text(let placeholder?): texts.append(placeholder)
            default: break
            }
            let state = controlState(description.id)
            texts += (state.items ?? []) + [state.label, state.tooltip].compactMap { $0 }
        }
        texts += Panel.sections.map(\.title)
        if let message { texts.append(message.text) }
        texts += inspectorText.split(separator: "\n").map(String.init)
        func painted(_ layer: Layer) {
            if case .text(let run) = layer.content { texts.append(run.text) }
            layer.sublayers.forEach(painted)
        }
        SceneBuilder.scene(engine.state).layers.forEach(painted)
        return texts.filter { !$0.isEmpty }
    }
}
