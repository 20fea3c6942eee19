import CGtk
import Foundation
import HandheldCore
import HandheldPlayground
import HandheldRender

/// Runs the playground window (UI-1…UI-9). What it shows and what each thing does is the
/// Playground's (HandheldPlayground, tested without a display); this layer builds widgets,
/// forwards GTK's signals as intents, and paints.
@MainActor
enum PlaygroundApplication {
    /// One reverse-DNS id everywhere: GApplication, the desktop file, the icon, the metainfo (issue 25).
    static let applicationID = "io.github.handheld.Playground"
    /// As the metainfo's newest release says.
    static let version = "0.26.0"

    static func run(catalog: DeviceCatalog, open: String?, at time: Double?, themeFile: String?) -> Int32 {
        // Localization.start() has set the locale (C.UTF-8 with the language asked for when that
        // locale is not installed); GTK setting it again would warn "Locale not supported by C library".
        gtk_disable_setlocale()
        guard gtk_init_check(nil, nil) != 0 else {
            FileHandle.standardError.write(Data((DisplayCheck.noDisplay(ProcessInfo.processInfo.environment) + "\n").utf8))
            return 1
        }
        let application = gtk_application_new(Self.applicationID, G_APPLICATION_NON_UNIQUE)!
        // The icon the desktop file and the About dialog name (installed by `make install`).
        gtk_window_set_default_icon_name(Self.applicationID)
        var window: PlaygroundWindow?
        onSignal(application, "activate") {
            passClicksThroughTooltips()
            let playground = Playground(catalog: catalog, settings: ThemeSettingsStore.inUserConfig())
            window = PlaygroundWindow(application, playground, open: open, at: time, themeFile: themeFile)
        }
        // g_application_run rejects arguments it does not know: the command line is ours.
        let status = g_application_run(handheld_g_application(application), 1, CommandLine.unsafeArgv)
        withExtendedLifetime(window) {}
        g_object_unref(application)
        return status
    }
}

/// The window: its widgets, the playground they show, and the frame clock.
@MainActor
final class PlaygroundWindow {
    var playground: Playground
    let window: Widget
    let drawingArea = gtk_drawing_area_new()!
    let messageLabel = Widgets.label("")
    let inspectorView = gtk_text_view_new()!
    let controlsColumn = Widgets.box(vertical: true, spacing: 8)
    let deviceBar = gtk_flow_box_new()!
    let pitfallsMenu = gtk_menu_new()!
    let galleryMenu = gtk_menu_new()!
    let gallerySeparator = gtk_separator_menu_item_new()!
    /// The device's scroller and the controls'.
    let devicePane = gtk_scrolled_window_new(nil, nil)!
    let controlsPane = gtk_scrolled_window_new(nil, nil)!
    /// Every control built, by its id, and the state each shows.
    var controls: [ControlID: BuiltControl] = [:]
    var shown: [ControlID: ControlState] = [:]
    var ready = false
    private var ticking = false
    private var lastFrameTime: Int?
    private var watching = false
    private var lastInspectorText = ""
    /// A recording or an import running beside the window.
    var job: BackgroundJob?
    /// The frame painted into, and its size in pixels.
    var frameImage: OpaquePointer?
    var frameSize: (Int32, Int32) = (0, 0)
    let paintCache = PaintCache()
    let measurer = PangoTextMeasurer()
    /// When set, the state is written here as JSON after every change (for the smoke test).
    let stateFile = ProcessInfo.processInfo.environment["HANDHELD_STATE_FILE"]
    /// When set, every text the window shows is written here, a line each, after every change
    /// (issue 25: the pseudo-locale check reads it for words that never went through gettext).
    let textsFile = ProcessInfo.processInfo.environment["HANDHELD_TEXTS_FILE"]

    init(_ application: UnsafeMutablePointer<GtkApplication>, _ playground: Playground, open: String?, at time: Double?, themeFile: String?) {
        self.playground = playground
        window = gtk_application_window_new(application)!
        gtk_window_set_title(handheld_gtk_window(window), tr("Handheld"))
        // UI-8: fits a 1280 x 720 screen with room for a panel; narrower ones shrink the device pane.
        gtk_window_set_default_size(handheld_gtk_window(window), Self.windowSize.width, Self.windowSize.height)
        buildWindow()
        onKeyPress(window) { [unowned self] keyval, state in self.keyPressed(keyval, state) }
        // The quick-start benchmark (scripts/startup-bench.sh) times launch to this moment.
        if ProcessInfo.processInfo.environment["HANDHELD_EXIT_ON_MAP"] != nil { onSignal(window, "map") { _exit(0) } }
        gtk_widget_show_all(window)
        // The device shows first; the controls follow at the first idle moment.
        onIdle { [unowned self] in
            self.buildControls()
            self.ready = true
            if let themeFile { self.playground.send(.fileChosen(.loadTheme, themeFile)) }
            if let open {
                // A folder or an .xcodeproj is an app's sources (SRC-6).
                var folder: ObjCBool = false
                if FileManager.default.fileExists(atPath: open, isDirectory: &folder), folder.boolValue {
                    for effect in self.playground.send(.fileChosen(.openSwiftProject, open)) { self.perform(effect) }
                } else {
                    self.playground.send(.opened(open, at: time))
                }
            }
            self.refresh()
            // The smoke test's File > Record without its two dialogs: the time line's defaults, to this file.
            if let out = ProcessInfo.processInfo.environment["HANDHELD_RECORD_TO"] {
                for effect in self.playground.send(.recordChosen(self.playground.recordRequest(out: out))) { self.perform(effect) }
            }
            // ... and to every control built (scripts/startup-bench.sh says both).
            if ProcessInfo.processInfo.environment["HANDHELD_EXIT_ON_READY"] != nil { _exit(0) }
        }
    }

    // MARK: - Intents in, state out

    func send(_ intent: Intent) {
        guard ready else { return }
        for effect in playground.send(intent) { perform(effect) }
        refresh()
    }

    /// After a change: the controls, the picture, the inspector, the state file, and the frame
    /// clock while anything moves.
    func refresh() {
        showControls()
        gtk_widget_queue_draw(drawingArea)
        showMessage()
        showInspector()
        writeStateFile()
        writeTextsFile()
        if playground.needsFrames && !ticking {
            ticking = true
            lastFrameTime = nil
            addTickCallback(drawingArea) { [unowned self] time in self.tick(time) }
        }
        if playground.watchedFile != nil && !watching {
            watching = true
            onTimeout(400) { [unowned self] _ in
                let before = self.playground.watchedFile
                self.playground.send(.watchedFileChecked)
                if self.playground.watchedFile != before { self.refresh() }
                self.watching = self.playground.watchedFile != nil
                return self.watching
            }
        }
    }

    /// UI-5: the frame clock drives the playground's.
    private func tick(_ frameTime: Int) -> Bool {
        let settled = playground.engine.state.isSettled
        if let last = lastFrameTime { playground.send(.frame(elapsed: Double(frameTime - last) / 1_000_000)) }
        lastFrameTime = frameTime
        gtk_widget_queue_draw(drawingArea)
        showInspector()
        showControls(only: [.timeline, .timelinePlay, .timeLabel])
        ticking = playground.needsFrames
        // Animations can end while a timer keeps the clock running: report settling then too.
        if !ticking || settled != playground.engine.state.isSettled { refresh() }
        return ticking
    }

    /// Shows each control's state (all, or some while the clock runs).
    func showControls(only some: [ControlID]? = nil) {
        let focus = gtk_window_get_focus(handheld_gtk_window(window))
        for (id, control) in controls where some?.contains(id) ?? true {
            let state = playground.controlState(id)
            Widgets.show(state, in: control, was: shown[id], typingIn: focus)
            shown[id] = state
        }
    }

    func perform(_ effect: Effect) {
        switch effect {
        case .quit: gtk_window_close(handheld_gtk_window(window))
        case .showShortcuts:
            // GNOME's shortcuts window, made from the key map.
            let builder = gtk_builder_new_from_string(KeyMap.shortcutsWindowXML, -1)!
            if let object = gtk_builder_get_object(builder, "shortcuts") {
                let shortcuts = handheld_gtk_widget(object)!
                gtk_window_set_transient_for(handheld_gtk_window(shortcuts), handheld_gtk_window(window))
                gtk_widget_show_all(shortcuts)
            }
            g_object_unref(builder)
        case .chooseRecording(let defaults):
            if let request = chooseRecording(defaults) {
                for next in playground.send(.recordChosen(request)) { perform(next) }
            }
            showMessage()
        case .record(let request):
            record(request)
        case .showAbout:
            let about = gtk_about_dialog_new()!
            let dialog = handheld_gtk_about_dialog(about)
            gtk_about_dialog_set_program_name(dialog, tr("Handheld"))
            gtk_about_dialog_set_version(dialog, PlaygroundApplication.version)
            gtk_about_dialog_set_logo_icon_name(dialog, PlaygroundApplication.applicationID)
            gtk_about_dialog_set_comments(dialog, tr("An iOS device screen and the UIKit rules around its status bar, on a Linux desktop: who decides the status bar's look, and why, rule by rule."))
            gtk_window_set_transient_for(handheld_gtk_window(about), handheld_gtk_window(window))
            gtk_window_set_modal(handheld_gtk_window(about), 1)
            _ = onSignal(about, "response") { gtk_widget_destroy(about) }
            gtk_widget_show_all(about)
        case .chooseFile(let request):
            let (title, action, accept) = switch request {
            case .openScenario: (tr("Open Scenario"), GTK_FILE_CHOOSER_ACTION_OPEN, tr("_Open"))
            case .loadTheme: (tr("Load Theme"), GTK_FILE_CHOOSER_ACTION_OPEN, tr("_Load"))
            case .saveScenario: (tr("Save Scenario"), GTK_FILE_CHOOSER_ACTION_SAVE, tr("_Save"))
            case .openSwiftProject: (tr("Open Swift Project (a folder of an iOS app's sources)"), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, tr("_Open"))
            }
            let start = playground.startingFolder(for: request, home: String(cString: g_get_home_dir()))
            if let path = choose(title: title, action: action, accept: accept, folder: start) {
                for next in playground.send(.fileChosen(request, path)) { perform(next) }
            }
        case .importSwiftProject(let folder):
            importSwiftProject(folder)
        case .saveScreen:
            // Ctrl+S: the screen as `handheld render` would paint it, at the device's scale.
            // In the XDG pictures folder when there is one; else the person says where (issue 25).
            let name = playground.screenFileName(at: Date())
            var isFolder: ObjCBool = false
            let path: String
            if let folder = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map({ String(cString: $0) }),
               FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue {
                path = "\(folder)/\(name)"
            } else if let chosen = choose(title: tr("Save PNG of the Screen"), action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Save"), suggested: name) {
                path = chosen
            } else {
                break
            }
            let state = playground.engine.state
            let problem = RenderedImage(SceneBuilder.scene(state, measurer: measurer), scale: state.device.scale).writePNG(to: path)
            playground.send(.screenSaved(to: path, problem: problem))
        }
    }

    /// File > Record…'s options, as `handheld record` takes them, then where to write; nil when cancelled.
    private func chooseRecording(_ defaults: RecordRequest) -> RecordRequest? {
        let dialog = gtk_dialog_new()!
        defer { gtk_widget_destroy(dialog) }
        gtk_window_set_title(handheld_gtk_window(dialog), tr("Record the Time Line"))
        gtk_window_set_transient_for(handheld_gtk_window(dialog), handheld_gtk_window(window))
        gtk_window_set_modal(handheld_gtk_window(dialog), 1)
        gtk_dialog_add_button(handheld_gtk_dialog(dialog), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(handheld_gtk_dialog(dialog), tr("_Record…"), GTK_RESPONSE_ACCEPT.rawValue)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(handheld_gtk_grid(grid), 6)
        gtk_grid_set_column_spacing(handheld_gtk_grid(grid), 12)
        Widgets.margins(grid, start: 12, end: 12)
        gtk_widget_set_margin_top(grid, 12)
        gtk_widget_set_margin_bottom(grid, 12)
        var row: Int32 = 0
        func number(_ label: String, _ value: Double, _ low: Double, _ high: Double, _ step: Double, digits: UInt32) -> Widget {
            let spin = gtk_spin_button_new_with_range(low, high, step)!
            gtk_spin_button_set_digits(handheld_gtk_spin_button(spin), digits)
            gtk_spin_button_set_value(handheld_gtk_spin_button(spin), value)
            let text = Widgets.label(label)
            gtk_widget_set_halign(text, GTK_ALIGN_START)
            gtk_grid_attach(handheld_gtk_grid(grid), text, 0, row, 1, 1)
            gtk_grid_attach(handheld_gtk_grid(grid), spin, 1, row, 1, 1)
            row += 1
            return spin
        }
        func check(_ label: String, _ on: Bool) -> Widget {
            let box = gtk_check_button_new_with_label(label)!
            gtk_toggle_button_set_active(handheld_gtk_toggle_button(box), on ? 1 : 0)
            gtk_grid_attach(handheld_gtk_grid(grid), box, 0, row, 2, 1)
            row += 1
            return box
        }
        let end = max(defaults.to, 0)
        let from = number(tr("From (s)"), defaults.from, 0, end, 0.1, digits: 2)
        let to = number(tr("To (s)"), defaults.to, 0, max(end, Limits.maximumTime), 0.1, digits: 2)
        let fps = number(tr("Frames per second"), defaults.fps, 1, 60, 1, digits: 0)
        let scale = number(tr("Pixels per point"), defaults.scale, 0.1, 8, 0.5, digits: 1)
        let hold = number(tr("Hold at each chapter's end (s)"), defaults.hold, 0, 60, 0.5, digits: 1)
        let frame = check(tr("Draw the device's frame"), defaults.frame)
        let touches = check(tr("Show where touches land"), defaults.touches)
        Widgets.pack(gtk_dialog_get_content_area(handheld_gtk_dialog(dialog)), grid)
        gtk_widget_show_all(dialog)
        guard gtk_dialog_run(handheld_gtk_dialog(dialog)) == GTK_RESPONSE_ACCEPT.rawValue else { return nil }
        var request = defaults
        func value(_ spin: Widget) -> Double { gtk_spin_button_get_value(handheld_gtk_spin_button(spin)) }
        request.from = value(from)
        request.to = value(to)
        request.fps = value(fps)
        request.scale = value(scale)
        request.hold = value(hold)
        request.frame = gtk_toggle_button_get_active(handheld_gtk_toggle_button(frame)) != 0
        request.touches = gtk_toggle_button_get_active(handheld_gtk_toggle_button(touches)) != 0
        gtk_widget_hide(dialog)
        guard let out = choose(title: tr("Record to (.gif, .mp4, .webm, or a folder of PNGs)"), action: GTK_FILE_CHOOSER_ACTION_SAVE,
                               accept: tr("_Record"), suggested: "recording.gif") else { return nil }
        request.out = out
        return request
    }

    /// `handheld record` (this binary) on the session saved into a temporary file, beside the
    /// window (issue 34): its progress and Cancel in a dialog, the window painting meanwhile.
    private func record(_ request: RecordRequest) {
        let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("handheld-recording-\(UUID().uuidString).json").path
        do {
            try SafeFile.write(Data(request.scenario.utf8), to: scenario)
        } catch {
            playground.send(.recorded(to: request.out, problem: tr("cannot record: %s", error)))
            return refresh()
        }
        let tool = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        job = BackgroundJob(title: tr("Recording %s", (request.out as NSString).lastPathComponent), over: window, tool: tool,
                            arguments: request.arguments(scenarioFile: scenario) + ["--progress"]) { [unowned self] status, _, said in
            try? FileManager.default.removeItem(atPath: scenario)
            job = nil
            switch status {
            case nil: playground.send(.recordingStopped)
            case 0?: playground.send(.recorded(to: request.out, problem: nil))
            default:
                let reason = said.split(separator: "\n").last { !$0.hasPrefix("frame ") }.map(String.init) ?? said
                playground.send(.recorded(to: request.out, problem: tr("handheld record: ") + reason.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            refresh()
        }
        writeStateFile()
    }

    /// SRC-6: `handheld-sources import FOLDER` beside the window, with progress and Cancel (issue
    /// 34), into Handheld's own folder for imports (said in the banner, kept so the opened
    /// scenario can be watched and reopened; nothing is left in the temporary folder).
    private func importSwiftProject(_ folder: String) {
        let tool: String
        switch SourcesTool.path() {
        case .success(let found): tool = found
        case .failure(let missing):
            playground.send(.swiftProjectImported(folder: folder, files: [], problem: missing.message))
            return refresh()
        }
        let name = (folder as NSString).lastPathComponent.split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
        let outFolder = Self.importsFolder.appendingPathComponent(name.isEmpty ? "app" : name)
        let fileManager = FileManager.default
        do {
            // Handheld's own folder: the last import of this app is replaced whole.
            try? fileManager.removeItem(at: outFolder)
            try fileManager.createDirectory(at: outFolder, withIntermediateDirectories: true)
        } catch {
            playground.send(.swiftProjectImported(folder: folder, files: [], problem: "\(error)"))
            return refresh()
        }
        let out = outFolder.appendingPathComponent((name.isEmpty ? "app" : name) + ".json").path
        job = BackgroundJob(title: tr("Reading %s", (folder as NSString).lastPathComponent), over: window, tool: tool,
                            arguments: ["import", folder, "--out", out, "--progress"]) { [unowned self] status, printed, said in
            job = nil
            let written = ((try? fileManager.contentsOfDirectory(atPath: outFolder.path)) ?? []).filter { $0.hasSuffix(".json") }
                .map { outFolder.appendingPathComponent($0).path }
            // In the order import wrote them: the app target's roots first.
            let order = printed.split(separator: "\n").compactMap { line in written.first { line.hasPrefix($0 + ":") } }
            let files = order + written.filter { !order.contains($0) }.sorted()
            switch status {
            case nil:
                try? fileManager.removeItem(at: outFolder)
                playground.send(.swiftProjectImported(folder: folder, files: [], problem: tr("stopped; nothing was imported")))
            case 0?:
                playground.send(.swiftProjectImported(folder: folder, files: files, problem: nil))
            case let status?:
                try? fileManager.removeItem(at: outFolder)
                // One readable line (issue 35: a crash's whole backtrace reached the banner).
                let problem = said.split(separator: "\n").first { $0.hasPrefix("Error:") }.map { ShownText.message(String($0.dropFirst(7))) }
                    ?? tr("the source reader stopped (exit %s); run handheld import %s --out app.json in a terminal to see why", status, folder)
                playground.send(.swiftProjectImported(folder: folder, files: [], problem: problem))
            }
            refresh()
        }
        writeStateFile()
    }

    /// Where File > Open Swift Project writes an app's scenarios: `$XDG_DATA_HOME/handheld/imports`.
    static var importsFolder: URL {
        URL(fileURLWithPath: String(cString: g_get_user_data_dir())).appendingPathComponent("handheld/imports")
    }

    private func choose(title: String, action: GtkFileChooserAction, accept: String, suggested: String = "session.json", folder: String? = nil) -> String? {
        let chooser = gtk_file_chooser_native_new(title, handheld_gtk_window(window), action, accept, tr("_Cancel"))!
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        if let folder { _ = gtk_file_chooser_set_current_folder(handheld_gtk_file_chooser(chooser), folder) }
        if action == GTK_FILE_CHOOSER_ACTION_SAVE {
            gtk_file_chooser_set_do_overwrite_confirmation(handheld_gtk_file_chooser(chooser), 1)
            gtk_file_chooser_set_current_name(handheld_gtk_file_chooser(chooser), suggested)
        }
        guard gtk_native_dialog_run(handheld_gtk_native_dialog(chooser)) == GTK_RESPONSE_ACCEPT.rawValue,
              let name = gtk_file_chooser_get_filename(handheld_gtk_file_chooser(chooser)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }

    // MARK: - Keys (UI-3)

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard ready, let key = Key(keysym: keyval) else { return false }
        let typing = gtk_window_get_focus(handheld_gtk_window(window)).map {
            g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)), gtk_entry_get_type()) != 0
        } ?? false
        guard let shortcut = KeyMap.shortcut(for: key, control: state & GDK_CONTROL_MASK.rawValue != 0,
                                             shift: state & GDK_SHIFT_MASK.rawValue != 0, typingInTextField: typing) else { return false }
        send(.shortcutPressed(shortcut))
        return true
    }

    // MARK: - The message line, the inspector (UI-4), the state file

    func showMessage() {
        let message = playground.message
        // The banner has one line (UI-8): the whole message is its tooltip.
        gtk_widget_set_tooltip_text(messageLabel, message?.text ?? tr("The last thing done, or what went wrong"))
        let hint = tr("Push, present and change preferences on the right; the inspector says why.")
        let markup = switch message {
        case nil: "<span foreground=\"#888888\">\(Self.markupEscaped(hint))</span>"
        case let message? where message.isError: "<span foreground=\"#d0312d\">\(Self.markupEscaped(message.text))</span>"
        case let message?: Self.markupEscaped(message.text)
        }
        gtk_label_set_markup(handheld_gtk_label(messageLabel), markup)
    }

    private static func markupEscaped(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    func showInspector() {
        let text = playground.inspectorText
        guard text != lastInspectorText else { return }
        lastInspectorText = text
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(handheld_gtk_text_view(inspectorView)), text, -1)
    }

    /// The playground's report, and where each control and the screen are in the window.
    func writeStateFile() {
        guard ready, let stateFile, let viewer = playground.viewer else { return }
        func rect(_ widget: Widget) -> JSONOutput {
            var x: Int32 = 0, y: Int32 = 0
            gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
            return .array([Double(x), Double(y), Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget))]
                .map(JSONOutput.number))
        }
        var area: (Int32, Int32) = (0, 0)
        gtk_widget_translate_coordinates(drawingArea, window, 0, 0, &area.0, &area.1)
        func offset(_ r: Rect) -> JSONOutput {
            .array([r.x + Double(area.0), r.y + Double(area.1), r.width, r.height].map(JSONOutput.number))
        }
        let size = [gtk_widget_get_allocated_width(window), gtk_widget_get_allocated_height(window)].map { JSONOutput.number(Double($0)) }
        let members = playground.report(file: stateFile) + [
            ("screen", offset(viewer.screen)), ("device", offset(viewer.device)), ("controlsView", rect(controlsPane)), ("windowSize", .array(size)),
            // Issue 34: the inspector's place, and how far its longest line runs past its width (0: every line readable).
            ("inspector", rect(inspectorView)), ("inspectorOverflow", .number(inspectorOverflow())),
            ("backgroundJob", .bool(job != nil)),
            ("widgets", .object(controls.map { ($0.key.name, rect($0.value.widget)) }.sorted { $0.0 < $1.0 })),
        ]
        try? JSONOutput.object(members).rendered().write(toFile: stateFile, atomically: true, encoding: .utf8)
    }

    /// How many pixels of the inspector's text lie beyond its right edge (it scrolls sideways
    /// rather than cut an identifier).
    private func inspectorOverflow() -> Double {
        guard let scroller = gtk_widget_get_parent(inspectorView),
              let adjustment = gtk_scrolled_window_get_hadjustment(handheld_gtk_scrolled_window(scroller)) else { return 0 }
        return max(0, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    }

    /// The window's own words (its title, menus, section titles, labels, tooltips and
    /// placeholders, found by walking its widgets and their menus), then the playground's.
    func writeTextsFile() {
        guard ready, let textsFile else { return }
        var texts = [String(cString: gtk_window_get_title(handheld_gtk_window(window)))]
        func walk(_ widget: Widget) {
            if let tooltip = gtk_widget_get_tooltip_text(widget) { texts.append(String(cString: tooltip)); g_free(tooltip) }
            if handheld_is_label(widget) != 0 { texts.append(String(cString: gtk_label_get_text(handheld_gtk_label(widget)))) }
            if handheld_is_frame(widget) != 0, let title = gtk_frame_get_label(handheld_gtk_frame(widget)) { texts.append(String(cString: title)) }
            if handheld_is_entry(widget) != 0, let placeholder = gtk_entry_get_placeholder_text(handheld_gtk_entry(widget)) {
                texts.append(String(cString: placeholder))
            }
            if handheld_is_menu_item(widget) != 0, let menu = gtk_menu_item_get_submenu(handheld_gtk_menu_item(widget)) { walk(menu) }
            guard handheld_is_container(widget) != 0 else { return }
            let children = gtk_container_get_children(handheld_gtk_container(widget))
            var node = children
            while let current = node {
                if let child = current.pointee.data { walk(child.assumingMemoryBound(to: GtkWidget.self)) }
                node = current.pointee.next
            }
            g_list_free(children)
        }
        walk(window)
        texts += playground.shownTexts
        // The rule under the pointer in the inspector, each rule once.
        texts += RuleBook.shipped.rules.keys.sorted().compactMap { RuleBook.shipped.tooltip(in: $0, at: 0) }
        // A text a line: a wrapped tooltip is joined back into one.
        try? texts.filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n").write(toFile: textsFile, atomically: true, encoding: .utf8)
    }
}
