import CGtk
import Foundation
import HandheldCore
import HandheldPlayground
import HandheldRender

/// The playground window (UI-1, UI-2, UI-3, UI-5; the inspector's text is UI-4's). It owns the engine, forwards every control, key and
/// tick to it, and paints its Scene with the same painter as `handheld render`. It decides
/// no rule itself.
@MainActor
final class PlaygroundApplication {
    let catalog: DeviceCatalog
    var engine: Engine
    var recorder: SessionRecorder
    /// 1, or 0.1 for slow animations (UI-5).
    var speed = 1.0
    private var lastFrameTime: Int?
    /// Whether the state file last said settled.
    private var reportedSettled = true
    private var ticking = false
    /// Held still at a time (`--open FILE --at T`) until the user acts.
    var paused = false
    /// The side-by-side view: the session run again on this version (issue 12).
    var compareVersion: IOSVersion?
    /// The session on `compareVersion`, kept at this engine's time.
    var comparedEngine: Engine?
    private var newControllerNumber = 1
    /// The finger on the screen, from press to release, and what records it.
    private var touch: TouchRecording?
    /// The clock before rounding: the engine's moves in whole milliseconds, so a saved
    /// session's waits are what the engine saw.
    private var preciseClock = 0.0
    private var lastDragPoint: Point?
    /// Pixels per point of the painted screen, as last painted.
    private(set) var screenZoom = 1.0
    /// The zoom chosen (UI-7).
    private(set) var viewerZoom = ViewerZoom.fit
    /// The panes (UI-8): the device's scroller, the controls' scroller, and the two dividers.
    var devicePane: Widget!
    /// Above the device: zoom, device, iOS version and the side-by-side choice, wrapping to a
    /// second line in a narrow pane.
    var deviceBar: Widget!
    var controlsPane: Widget!
    /// The column of controls inside `controlsPane`.
    var controlsColumn: Widget!
    /// Gallery > Pitfalls, filled once the window is on screen.
    var pitfallsMenu: Widget!
    var sidePane: Widget!
    var bodyPane: Widget!
    /// The image each frame is painted into, and its size in pixels.
    private var frameImage: OpaquePointer?
    private var frameSize: (Int32, Int32) = (0, 0)
    /// Screen points to drawing-area pixels, as last painted.
    private var viewer = Transform.identity
    /// The interface's layer, as last painted (to map clicks into interface points).
    private var interfaceLayer: Layer?
    /// Where the device screen was last painted, in drawing-area coordinates.
    private(set) var screenRect = Rect(0, 0, 0, 0)
    /// The whole device picture (bezel included) in the drawing area, whole pixels.
    private(set) var deviceRect = Rect(0, 0, 0, 0)
    private var lastInspectorText = ""
    /// Whether the controls are built (just after the window maps).
    private(set) var ready = false
    /// Set while controls are being set from the engine, so their handlers stay quiet.
    var syncing = false
    /// When set, the state is written here as JSON after every change (for the smoke test).
    private let stateFile = ProcessInfo.processInfo.environment["HANDHELD_STATE_FILE"]
    private let openAtStart: String?
    private let openAtTime: Double?
    private let themeFileAtStart: String?
    /// Where the theme choice is remembered (THEME-7).
    let settings = ThemeSettingsStore.inUserConfig()
    private var rememberedTheme: String?
    private var startupWarning: String?
    /// The window's own themed part, a ThemeProvider subscriber held weakly (THEME-2).
    let themes = ThemeProvider<Theme>(.fallback)
    private let desk = Desk()
    /// Keeps a theme cross-dissolve's old picture between frames.
    private let paintCache = PaintCache()
    /// Measures text in the fonts the painter uses.
    let measurer = PangoTextMeasurer()

    /// A scenario opened in chapters, and how many of them have run (SB-11's pitfalls).
    var chapters: (scenario: Scenario, shown: Int)?
    var chapterBar: Widget!
    var chapterLabel: Widget!
    var window: Widget!
    var drawingArea: Widget!
    var messageLabel: Widget!
    var inspectorView: Widget!
    /// Named controls, for syncing and for the smoke test's clicks.
    var controls: [String: Widget] = [:]
    /// The message line's text, for the state file.
    var lastMessage = ""
    /// The names the theme chooser lists now.
    var themeComboNames: [String] = []
    /// UI-9: an opened file's steps still to come (opened at a time, or in chapters).
    var futureSteps: [ScenarioStep] = []
    /// UI-9: the moment shown when it is not the live end of the session.
    var scrubTime: Double?
    /// UI-9: the time line plays.
    var playing = false
    /// UI-9: the session's steps on the clock, as last computed.
    var timelineMarks: ScenarioTimeline?
    var timeLabel: Widget!
    /// UI-9: the opened file and when it last changed.
    var watchedFile: (path: String, modified: Date?)?
    var watching = false
    /// The opened scenario's name and readMe: the inspector's first section (the banner has one line).
    var openedReadMe: String?
    /// The ids the controller chooser lists after its first item, and the child choosers'.
    var targetChoices: [String] = []
    var childChoices: [String] = []

    init(catalog: DeviceCatalog, open path: String?, at time: Double? = nil, themeFile: String?) {
        self.catalog = catalog
        openAtStart = path
        openAtTime = time
        themeFileAtStart = themeFile
        let loaded = settings.load()
        startupWarning = loaded.warning
        var start = catalog.themes.themes[0]
        if let name = loaded.theme {
            if let theme = catalog.themes.theme(named: name) {
                start = theme
            } else {
                startupWarning = "the remembered theme '\(name)' is not available; using '\(start.name)'"
            }
        }
        rememberedTheme = start.name
        let root = Self.startingHierarchy()
        // A fixed, valid hierarchy and a theme from the list: building it cannot fail.
        engine = try! Engine(device: catalog.defaultProfile, root: root, themes: catalog.themes.themes, theme: start.name)
        recorder = SessionRecorder(device: catalog.defaultProfile, mode: .viewController, root: root, themes: catalog.themes.themes)
        if start.name != catalog.themes.themes[0].name {
            recorder.record(.setTheme(start.name), sentAt: 0, finishedAt: 0)
        }
        themes.subscribe(desk) { [weak desk] theme in desk?.apply(theme) }
    }

    /// What the window shows first (ControllerTemplate.playgroundStart).
    static func startingHierarchy() -> ControllerSpec { ControllerTemplate.playgroundStart }

    /// Runs GTK's main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        let application = gtk_application_new("io.github.handheld.Playground", G_APPLICATION_NON_UNIQUE)!
        onSignal(application, "activate") { [unowned self] in self.activate(application) }
        // g_application_run rejects arguments it does not know: the command line is ours.
        let status = g_application_run(handheld_g_application(application), 1, CommandLine.unsafeArgv)
        g_object_unref(application)
        return status
    }

    private func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(application)!
        gtk_window_set_title(handheld_gtk_window(window), "Handheld")
        // UI-8: fits a 1280 x 720 screen with room for a panel; narrower ones shrink the device pane.
        gtk_window_set_default_size(handheld_gtk_window(window), Self.windowSize.width, Self.windowSize.height)
        buildWindow()
        onKeyPress(window) { [unowned self] keyval, state in self.keyPressed(keyval, state) }
        // The quick-start benchmark (scripts/startup-bench.sh) times launch to this moment.
        if ProcessInfo.processInfo.environment["HANDHELD_EXIT_ON_MAP"] != nil {
            onSignal(window, "map") { _exit(0) }
        }
        gtk_widget_show_all(window)
        onIdle { [unowned self] in
            self.buildControls()
            self.ready = true
            if let startupWarning = self.startupWarning { self.showMessage("⚠ \(startupWarning)", error: true) }
            if let themeFileAtStart = self.themeFileAtStart { self.loadTheme(themeFileAtStart) }
            if let openAtStart = self.openAtStart { self.open(openAtStart, at: self.openAtTime) }
            self.refresh()
            // ... and to every control built (scripts/startup-bench.sh says both).
            if ProcessInfo.processInfo.environment["HANDHELD_EXIT_ON_READY"] != nil { _exit(0) }
        }
    }

    // MARK: - Engine

    /// Sends an action; an error is shown and changes nothing (VC-4).
    func send(_ action: Action) {
        // Setting a control from the engine fires its handler; that is not the user acting.
        guard !syncing else { return }
        cutFutureIfScrubbed()
        paused = false
        leaveChapters()
        let before = engine.state.now
        do {
            try engine.send(action)
            recorder.record(action, sentAt: before, finishedAt: engine.state.now)
            showMessage(nil)
        } catch {
            showMessage("⚠ \(error.description)", error: true)
        }
        refresh()
    }

    /// The next new controller of a kind, with ids not yet in use.
    func newController(_ template: ControllerTemplate) -> ControllerSpec {
        var spec = template.make(number: newControllerNumber, avoiding: engine.state.hierarchy)
        newControllerNumber += 1
        if let background = BackgroundChoice.allCases[max(0, Widgets.comboIndex(controls["newBackground"]!))].color {
            // A navigation or tabs controller's content is its children's views.
            func paint(_ spec: inout ControllerSpec) {
                if spec.children.isEmpty { spec.preferences.backgroundColor = background }
                for index in spec.children.indices { paint(&spec.children[index]) }
            }
            paint(&spec)
        }
        return spec
    }

    /// After any change: repaint, inspector, controls, state file, and tick while anything moves.
    func refresh() {
        guard ready else { return }
        // The time line grows with the session: noted from where it was, not from the start.
        let scenario = timelineScenario
        timelineMarks = timelineMarks?.extended(to: scenario) ?? ScenarioTimeline(scenario)
        syncTimeline()
        themeMayHaveChanged()
        updateComparison()
        gtk_widget_queue_draw(drawingArea)
        updateInspector()
        syncControls()
        writeStateFile()
        // A pending timer (a tip's auto-hide) needs the clock to run too.
        if !paused && (!engine.state.isSettled || engine.state.nextTimer != nil) && !ticking {
            ticking = true
            lastFrameTime = nil
            addTickCallback(drawingArea) { [unowned self] time in self.tick(time) }
        }
    }

    /// UI-5: the frame clock drives the engine's clock, slowed ten times on request.
    private func tick(_ frameTime: Int) -> Bool {
        if let last = lastFrameTime {
            preciseClock = max(preciseClock, engine.state.now) + Double(frameTime - last) / 1_000_000 * speed
            engine.advanceClock(to: DragRecording.rounded(preciseClock))
            comparedEngine?.advanceClock(to: engine.state.now)
        }
        lastFrameTime = frameTime
        gtk_widget_queue_draw(drawingArea)
        updateInspector()
        syncTimeline()
        // Animations can end while a timer keeps the clock running: report settling then too.
        if engine.state.isSettled != reportedSettled {
            reportedSettled = engine.state.isSettled
            writeStateFile()
        }
        if engine.state.isSettled && engine.state.nextTimer == nil {
            ticking = false
            syncControls()
            writeStateFile()
            return false
        }
        return true
    }

    // MARK: - Painting (one painter, UI-1)

    /// UI-7: paints at the new zoom (the painter draws at that size: crisp at every level).
    func setZoom(_ zoom: ViewerZoom) {
        viewerZoom = zoom
        if let index = ViewerZoom.choices.firstIndex(of: zoom) {
            syncing = true
            Widgets.setComboIndex(controls["zoom"]!, index)
            syncing = false
        }
        gtk_widget_queue_draw(drawingArea)
    }

    /// The zoom for a picture of `size` points in the device pane; at a fixed zoom the drawing
    /// area asks for the picture's size, and the pane scrolls.
    private func zoom(for size: Point, margin: Double) -> Double {
        let viewport = gtk_widget_get_allocated_width(devicePane) > 1
            ? (Double(gtk_widget_get_allocated_width(devicePane)) - 4, Double(gtk_widget_get_allocated_height(devicePane)) - 4)
            : (Double(gtk_widget_get_allocated_width(drawingArea)), Double(gtk_widget_get_allocated_height(drawingArea)))
        let zoom = viewerZoom.scale(picture: (size.x, size.y), pane: viewport, margin: margin)
        let wanted: (Int32, Int32) = viewerZoom == .fit
            ? (240, 240) : (Int32((size.x * zoom + margin).rounded(.up)), Int32((size.y * zoom + margin).rounded(.up)))
        var current: (Int32, Int32) = (0, 0)
        gtk_widget_get_size_request(drawingArea, &current.0, &current.1)
        if current != wanted { gtk_widget_set_size_request(drawingArea, wanted.0, wanted.1) }
        return zoom
    }

    func draw(_ windowContext: OpaquePointer) {
        let scene = SceneBuilder.scene(engine.state, measurer: measurer)
        let width = Double(gtk_widget_get_allocated_width(drawingArea))
        let height = Double(gtk_widget_get_allocated_height(drawingArea))
        // NB: the frame is painted into an image surface, as `handheld render` paints, then
        // shown: the window's X11 surface mishandled text under the turned screen's clip.
        let factor = Double(gtk_widget_get_scale_factor(drawingArea))
        let pixels = (Int32((width * factor).rounded()), Int32((height * factor).rounded()))
        if frameSize.0 != pixels.0 || frameSize.1 != pixels.1 || frameImage == nil {
            if let frameImage { cairo_surface_destroy(frameImage) }
            frameImage = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixels.0, pixels.1)
            cairo_surface_set_device_scale(frameImage, factor, factor)
            frameSize = pixels
        }
        let cr = cairo_create(frameImage)!
        defer {
            cairo_destroy(cr)
            cairo_surface_flush(frameImage)
            cairo_set_source_surface(windowContext, frameImage, 0, 0)
            cairo_paint(windowContext)
        }
        ScenePainter.setColor(cr, desk.color)
        cairo_paint(cr)
        if let compared = comparedEngine {
            drawComparison(scene, with: compared, on: cr, width: width, height: height)
            return
        }
        // The device as the viewer holds it: turned so the interface stands upright (DEV-3).
        let picture = scene.viewerSize(framed: true)
        // The picture lands on whole pixels, as an image `render --frame` makes does: the same
        // pixels at the same zoom.
        let zoom = self.zoom(for: picture, margin: 16)
        let boxX = ((width - picture.x * zoom) / 2).rounded()
        let boxY = ((height - picture.y * zoom) / 2).rounded()
        screenZoom = zoom
        viewer = Transform.translation(boxX, boxY).concatenating(.scale(zoom)).concatenating(scene.viewerTransform(framed: true))
        interfaceLayer = scene.layers.first { $0.name == "interface" }
        let painted = viewer.boundingBox(of: Rect(0, 0, scene.size.x, scene.size.y))
        let device = Rect(boxX, boxY, (picture.x * zoom).rounded(), (picture.y * zoom).rounded())
        if painted != screenRect || device != deviceRect {
            screenRect = painted
            deviceRect = device
            writeStateFile() // the smoke test needs to know where the screen is
        }
        cairo_save(cr)
        ScenePainter.apply(viewer, to: cr)
        ScenePainter.paint(scene, on: cr, corners: .fill(ScenePainter.bezelColor), cache: paintCache)
        ScenePainter.paintFrame(scene, outside: .fill(desk.color), on: cr)
        cairo_restore(cr)
    }

    /// Issue 12's side-by-side view: this session on its version and on another, each with
    /// its explanation, painted as `render --compare` paints them. Touches go to the left one.
    private func drawComparison(_ scene: Scene, with compared: Engine, on cr: OpaquePointer, width: Double, height: Double) {
        let panels = [
            ComparisonImage.Panel(title: engine.state.ios.name, scene: scene, lines: InspectorText.summary(engine)),
            ComparisonImage.Panel(title: compared.state.ios.name, scene: SceneBuilder.scene(compared.state, measurer: measurer),
                                  lines: InspectorText.summary(compared)),
        ]
        // Captions at least 12 px on screen however far the picture is zoomed out to fit
        // (issue 20): the text grows as the zoom shrinks, and the fit is taken again.
        let first = self.zoom(for: ComparisonImage.size(panels, frame: true), margin: 8)
        let textScale = min(3, max(1, 1 / max(first, 0.01)))
        let size = ComparisonImage.size(panels, frame: true, textScale: textScale)
        let zoom = self.zoom(for: size, margin: 8)
        let box = Transform.translation(((width - size.x * zoom) / 2).rounded(), ((height - size.y * zoom) / 2).rounded())
            .concatenating(.scale(zoom))
        screenZoom = zoom
        viewer = box.concatenating(ComparisonImage.viewer(of: 0, in: panels, frame: true, textScale: textScale))
        interfaceLayer = scene.layers.first { $0.name == "interface" }
        let painted = viewer.boundingBox(of: Rect(0, 0, scene.size.x, scene.size.y))
        let whole = box.boundingBox(of: Rect(0, 0, size.x, size.y))
        if painted != screenRect || whole != deviceRect {
            screenRect = painted
            deviceRect = whole
            writeStateFile()
        }
        cairo_save(cr)
        ScenePainter.apply(box, to: cr)
        ComparisonImage.paint(panels, frame: true, textScale: textScale, on: cr)
        cairo_restore(cr)
    }

    // MARK: - Inspector (UI-4) and messages

    func updateInspector() {
        var text = InspectorText.text(engine)
        if let openedReadMe { text = "ABOUT THIS SCENARIO\n" + openedReadMe.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n") + "\n\n" + text }
        guard text != lastInspectorText else { return }
        lastInspectorText = text
        let buffer = gtk_text_view_get_buffer(handheld_gtk_text_view(inspectorView))
        gtk_text_buffer_set_text(buffer, text, -1)
    }

    func showMessage(_ text: String?, error: Bool = false) {
        // What a file said is shown, escaped and cut to a line's worth (issue 21).
        let text = text.map(ShownText.message)
        lastMessage = text ?? ""
        // The banner has one line (UI-8): the whole message is its tooltip.
        gtk_widget_set_tooltip_text(messageLabel, text ?? "The last thing done, or what went wrong")
        let markup: String
        if let text {
            let escaped = String(cString: g_markup_escape_text(text, -1))
            markup = error ? "<span foreground=\"#d0312d\">\(escaped)</span>" : escaped
        } else {
            markup = "<span foreground=\"#888888\">Push, present and change preferences on the right; the inspector says why.</span>"
        }
        gtk_label_set_markup(handheld_gtk_label(messageLabel), markup)
    }

    // MARK: - Keyboard (UI-3)

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard ready, let key = Self.key(keyval) else { return false }
        let control = state & GDK_CONTROL_MASK.rawValue != 0
        let shift = state & GDK_SHIFT_MASK.rawValue != 0
        let typing = gtk_window_get_focus(handheld_gtk_window(window)).map {
            g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)), gtk_entry_get_type()) != 0
        } ?? false
        // What each key does is the key map's (HandheldPlayground), one table.
        guard let shortcut = KeyMap.shortcut(for: key, control: control, shift: shift, typingInTextField: typing) else { return false }
        perform(shortcut)
        return true
    }

    /// A GDK key as the key map names it.
    private static func key(_ keyval: UInt32) -> Key? {
        let named: [Int32: Key] = [
            GDK_KEY_Left: .left, GDK_KEY_Right: .right, GDK_KEY_BackSpace: .backspace, GDK_KEY_Escape: .escape,
            GDK_KEY_plus: .plus, GDK_KEY_equal: .equal, GDK_KEY_minus: .minus, GDK_KEY_KP_Add: .keypadAdd,
            GDK_KEY_KP_Subtract: .keypadSubtract, GDK_KEY_KP_0: .keypadZero,
        ]
        if let key = named[Int32(keyval)] { return key }
        guard let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), scalar.isASCII,
              scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) else { return nil }
        return .character(Character(String(scalar).lowercased()))
    }

    /// Carries out a shortcut.
    private func perform(_ shortcut: Shortcut) {
        switch shortcut {
        case .rotateLeft: send(.rotate(engine.state.orientation.rotatedLeft))
        case .rotateRight: send(.rotate(engine.state.orientation.rotatedRight))
        case .pop: send(.pop(on: nil, animated: true))
        case .dismiss: send(.dismiss(target: nil, animated: true))
        case .push: pushTapped()
        case .present: presentTapped()
        case .toggleAppearance: send(.setAppearance(engine.state.appearance == .light ? .dark : .light))
        case .nextTheme: send(.nextTheme)
        case .saveScreen: saveScreenPNG()
        case .saveScenario: saveScenarioChosen()
        case .open: openChosen()
        case .quit: gtk_window_close(handheld_gtk_window(window))
        case .zoomIn: setZoom(ViewerZoom.zoomedIn(from: screenZoom))
        case .zoomOut: setZoom(ViewerZoom.zoomedOut(from: screenZoom))
        case .zoomToFit: setZoom(.fit)
        }
    }

    /// The pointer on the device screen: a press, drag and release drive the pop gesture
    /// (POP-1…POP-3); a press and release in place is a tap (TIP-5). The whole drag is
    /// recorded as one `drag` step.
    func pointer(_ phase: PointerPhase, x: Double, y: Double) {
        guard let point = interfacePoint(x: x, y: y) else {
            if phase == .released, touch != nil, let last = lastDragPoint { finishDrag(at: last) }
            return
        }
        switch phase {
        case .pressed:
            cutFutureIfScrubbed()
            paused = false
            touch = TouchRecording(at: point, engine: engine)
            lastDragPoint = point
            try? engine.send(.pointerPressed(point))
        case .moved:
            guard touch != nil else { return }
            lastDragPoint = point
            touch?.moved(to: point, at: engine.state.now)
            try? engine.send(.pointerMoved(point))
            refresh()
        case .released:
            finishDrag(at: point)
        }
    }

    private func finishDrag(at point: Point) {
        guard let finger = touch else { return }
        touch = nil
        lastDragPoint = nil
        leaveChapters()
        let releasedAt = engine.state.now
        try? engine.send(.pointerReleased(point))
        // Recorded at the moment it acted (issue 21), as the engine saw it.
        let step = finger.released(at: point, releasedAt: releasedAt, after: engine)
        recorder.record(step.action, sentAt: step.sentAt, finishedAt: engine.state.now)
        refresh()
    }

    /// A point of the drawing area in the interface's own coordinates, if on the screen.
    private func interfacePoint(x: Double, y: Double) -> Point? {
        guard let interface = interfaceLayer else { return nil }
        return PointMapping.interfacePoint(Point(x, y), viewer: viewer, interface: interface)
    }

    func showTipTapped() {
        var request = TipRequest(text: Widgets.text(of: controls["tipText"]!))
        let icons = [nil, "checkmark", "exclamation", "info"]
        request.icon = icons[max(0, Widgets.comboIndex(controls["tipIcon"]!))]
        let seconds = Widgets.spinValue(controls["tipHideAfter"]!)
        request.hideAfter = seconds > 0 ? seconds : nil
        request.style = TipStyle.allCases[max(0, Widgets.comboIndex(controls["tipStyle"]!))]
        if Widgets.isActive(controls["tipHasProgress"]!) { request.progress = Widgets.spinValue(controls["tipProgress"]!) / 100 }
        send(.showTip(request))
    }

    func pushTapped() {
        send(.push(newController(selectedTemplate), on: nil, animated: true))
    }

    func presentTapped() {
        var spec = newController(selectedTemplate)
        spec.preferences.modalPresentationStyle = ModalPresentationStyle.allCases[Widgets.comboIndex(controls["presentStyle"]!)]
        send(.present(spec, from: nil, animated: true))
    }

    var selectedTemplate: ControllerTemplate {
        ControllerTemplate.allCases[max(0, Widgets.comboIndex(controls["newKind"]!))]
    }

    // MARK: - Themes (THEME-7, THEME-2)

    /// After a change: tell the window's own subscribers, and remember the choice.
    private func themeMayHaveChanged() {
        let current = engine.state.theme
        if themes.current != current { themes.change(to: current) }
        guard current.name != rememberedTheme, ThemeSettingsStore.remembers(current, shipped: catalog.themes) else { return }
        do {
            try settings.save(theme: current.name)
            rememberedTheme = current.name
        } catch {
            showMessage("⚠ cannot remember the theme: \(error)", error: true)
            rememberedTheme = current.name
        }
    }

    /// Loads a user's theme file; a malformed one is reported and the current theme stays.
    func loadTheme(_ path: String) {
        do {
            send(.addTheme(try Theme.load(path)))
        } catch {
            showMessage("⚠ \(error)", error: true)
        }
    }

    // MARK: - The state file (smoke test)

    func writeStateFile() {
        guard ready else { return }
        guard let stateFile, case .object(var members) = StateReport.json(engine) else { return }
        var widgets: [(String, JSONOutput)] = []
        // A control in the scrolled column is where the column is scrolled to.
        var columnX: Int32 = 0
        var columnY: Int32 = 0
        gtk_widget_translate_coordinates(controlsPane, window, 0, 0, &columnX, &columnY)
        let scrolled = Int32(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(handheld_gtk_scrolled_window(controlsPane))))
        for name in controls.keys.sorted() {
            var x: Int32 = 0
            var y: Int32 = 0
            let widget = controls[name]!
            if gtk_widget_is_ancestor(widget, controlsColumn) != 0 {
                gtk_widget_translate_coordinates(widget, controlsColumn, 0, 0, &x, &y)
                x += columnX
                y += columnY - scrolled
            } else {
                gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
            }
            let rect = [Double(x), Double(y), Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget))]
            widgets.append((name, .array(rect.map(JSONOutput.number))))
        }
        var areaX: Int32 = 0
        var areaY: Int32 = 0
        gtk_widget_translate_coordinates(drawingArea, window, 0, 0, &areaX, &areaY)
        let screen = screenRect.offsetBy(Double(areaX), Double(areaY))
        let device = deviceRect.offsetBy(Double(areaX), Double(areaY))
        var settled = engine
        try? settled.send(.settle)
        let session = recorder.scenario(name: "window session", file: stateFile, settledEngine: settled)
        members.append(("settled", .bool(engine.state.isSettled)))
        members.append(("message", .string(lastMessage)))
        members.append(("session", ScenarioEncoder.json(session)))
        members.append(("screen", .array([screen.x, screen.y, screen.width, screen.height].map(JSONOutput.number))))
        members.append(("device", .array([device.x, device.y, device.width, device.height].map(JSONOutput.number))))
        members.append(("zoom", .number(screenZoom)))
        members.append(("comparing", .optional(comparedEngine.map { $0.state.ios.rawValue })))
        members.append(("chapter", chapters.map { .array([.number(Double($0.shown)), .number(Double($0.scenario.chapters.count))]) } ?? .null))
        members.append(("desk", .string(desk.color.hexString)))
        members.append(("widgets", .object(widgets)))
        // Where the controls' scroller shows them, and the window's size (UI-8).
        var paneX: Int32 = 0
        var paneY: Int32 = 0
        gtk_widget_translate_coordinates(controlsPane, window, 0, 0, &paneX, &paneY)
        let pane = [Double(paneX), Double(paneY), Double(gtk_widget_get_allocated_width(controlsPane)),
                    Double(gtk_widget_get_allocated_height(controlsPane))]
        members.append(("controlsView", .array(pane.map(JSONOutput.number))))
        members.append(("windowSize", .array([Double(gtk_widget_get_allocated_width(window)),
                                              Double(gtk_widget_get_allocated_height(window))].map(JSONOutput.number))))
        members.append(("zoomChoice", .string(viewerZoom.label)))
        members.append(("timeline", .object([("end", .number(timelineEnd)), ("scrubbed", scrubTime.map { .number($0) } ?? .null),
                                             ("future", .number(Double(futureSteps.count))), ("playing", .bool(playing))])))
        try? JSONOutput.object(members).rendered().write(toFile: stateFile, atomically: true, encoding: .utf8)
    }
}
