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
        let places = Self.places
        onSignal(application, "activate") {
            passClicksThroughTooltips()
            let playground = Playground(catalog: catalog, settings: ThemeSettingsStore.inUserConfig(), places: places, measurer: PangoTextMeasurer())
            window = PlaygroundWindow(application, playground, open: open, at: time, themeFile: themeFile)
        }
        // g_application_run rejects arguments it does not know: the command line is ours.
        let status = g_application_run(handheld_g_application(application), 1, CommandLine.unsafeArgv)
        withExtendedLifetime(window) {}
        g_object_unref(application)
        return status
    }

    /// GLib's folders, this binary and the source reader beside it.
    static var places: Places {
        func folder(_ path: UnsafePointer<CChar>?) -> String? { path.map { String(cString: $0) } }
        return Places(home: String(cString: g_get_home_dir()), pictures: folder(g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)),
                      imports: String(cString: g_get_user_data_dir()) + "/handheld/imports", temporary: FileManager.default.temporaryDirectory.path,
                      handheld: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
                      sources: SourcesTool.path().mapError { ToolMissing(message: $0.message) })
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
    /// Show Fix (issue 51), and the classes its menu lists.
    let fixButton = gtk_menu_button_new()!
    var shownFixTargets: [FixTarget] = []
    /// The diff Show Fix showed last (the smoke test reads it from the state file).
    var shownDiff = ""
    /// Whether Show Fix's menu is open (the smoke test chooses an item once it is).
    var fixMenuOpen = false
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
    private var watching = false
    private var lastInspectorText = ""
    /// A recording or an import running beside the window.
    var job: BackgroundJob?
    /// The frame painted into, and its size in pixels.
    var frameImage: OpaquePointer?
    var frameSize: (Int32, Int32) = (0, 0)
    let paintCache = PaintCache()
    let measurer = PangoTextMeasurer()
    /// Where the state file last said the screen was.
    var shownPlacement: Viewer?
    let hooks = WindowHooks(ProcessInfo.processInfo.environment)

    init(_ application: UnsafeMutablePointer<GtkApplication>, _ playground: Playground, open: String?, at time: Double?, themeFile: String?) {
        self.playground = playground
        window = gtk_application_window_new(application)!
        gtk_window_set_title(handheld_gtk_window(window), tr("Handheld"))
        // UI-8: fits a 1280 x 720 screen with room for a panel; narrower ones shrink the device pane.
        gtk_window_set_default_size(handheld_gtk_window(window), Self.windowSize.width, Self.windowSize.height)
        buildWindow()
        onKeyPress(window) { [unowned self] keyval, state in self.keyPressed(keyval, state) }
        // The quick-start benchmark (scripts/startup-bench.sh) times launch to this moment.
        if hooks.exitOnMap { onSignal(window, "map") { _exit(0) } }
        gtk_widget_show_all(window)
        // The device shows first; the controls follow at the first idle moment.
        onIdle { [unowned self] in
            self.buildControls()
            self.ready = true
            self.send(.launched(Launch(open: open, at: time, theme: themeFile, recordTo: self.hooks.recordTo)))
            if self.hooks.exitOnReady { _exit(0) }
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
        showPicture()
        showMessage()
        showInspector()
        showFixTargets()
        writeStateFile()
        writeTextsFile()
        if playground.needsFrames && !ticking {
            ticking = true
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
        playground.send(.frameClockTicked(microseconds: frameTime))
        showPicture()
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
        case .run(let job):
            self.job = BackgroundJob(job, over: window) { [unowned self] end in
                self.job = nil
                self.send(.jobEnded(job, end))
            }
            writeStateFile()
        case .showAbout:
            let about = gtk_about_dialog_new()!
            let dialog = handheld_gtk_about_dialog(about)
            gtk_about_dialog_set_program_name(dialog, tr("Handheld"))
            gtk_about_dialog_set_version(dialog, PlaygroundApplication.version)
            gtk_about_dialog_set_logo_icon_name(dialog, PlaygroundApplication.applicationID)
            gtk_about_dialog_set_comments(dialog, tr("An iOS device screen and the UIKit rules around its status bar, on a Linux desktop: who decides the status bar's look, and why, rule by rule."))
            gtk_window_set_transient_for(handheld_gtk_window(about), handheld_gtk_window(window))
            gtk_window_set_modal(handheld_gtk_window(about), 1)
            _ = onSignalWithArgument(about, "response") { gtk_widget_destroy(about) }
            gtk_widget_show_all(about)
        case .chooseFile(let request):
            if let path = choose(playground.chooser(for: request)) {
                for next in playground.send(.fileChosen(request, path)) { perform(next) }
            }
        case .showDiff(let title, let diff): showDiff(title, diff)
        case .writeScreen(let path):
            // The screen as `handheld render` would paint it, at the device's scale.
            let state = playground.engine.state
            let problem = RenderedImage(SceneBuilder.scene(state, measurer: measurer), scale: state.device.scale).writePNG(to: path)
            playground.send(.screenSaved(to: path, problem: problem))
        }
    }

    /// File > Record…'s options (`RecordField`, as `handheld record` takes them), then where to
    /// write; nil when cancelled.
    private func chooseRecording(_ defaults: RecordRequest) -> RecordRequest? {
        let dialog = Widgets.dialog(tr("Record the Time Line"), over: window, buttons: [(tr("_Cancel"), GTK_RESPONSE_CANCEL), (tr("_Record…"), GTK_RESPONSE_ACCEPT)])
        defer { gtk_widget_destroy(dialog) }
        let builder = gtk_builder_new_from_string(RecordField.dialogXML(defaults), -1)!
        defer { g_object_unref(builder) }
        func widget(_ id: String) -> Widget { handheld_gtk_widget(gtk_builder_get_object(builder, id))! }
        Widgets.pack(gtk_dialog_get_content_area(handheld_gtk_dialog(dialog)), widget("grid"))
        gtk_widget_show_all(dialog)
        guard gtk_dialog_run(handheld_gtk_dialog(dialog)) == GTK_RESPONSE_ACCEPT.rawValue else { return nil }
        var request = defaults
        for field in RecordField.allCases {
            request[field] = field.isCheck ? Double(gtk_toggle_button_get_active(handheld_gtk_toggle_button(widget(field.id))))
                : gtk_spin_button_get_value(handheld_gtk_spin_button(widget(field.id)))
        }
        gtk_widget_hide(dialog)
        guard let out = choose(playground.chooser(for: .recordTo)) else { return nil }
        request.out = out
        return request
    }

    private func choose(_ chooser: FileChooser) -> String? {
        let action = switch chooser.kind {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .folder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
        let native = gtk_file_chooser_native_new(chooser.title, handheld_gtk_window(window), action, chooser.accept, tr("_Cancel"))!
        defer { g_object_unref(UnsafeMutableRawPointer(native)) }
        let files = handheld_gtk_file_chooser(native)
        _ = gtk_file_chooser_set_current_folder(files, chooser.folder)
        if chooser.kind == .save {
            gtk_file_chooser_set_do_overwrite_confirmation(files, 1)
            gtk_file_chooser_set_current_name(files, chooser.suggested)
        }
        guard gtk_native_dialog_run(handheld_gtk_native_dialog(native)) == GTK_RESPONSE_ACCEPT.rawValue,
              let name = gtk_file_chooser_get_filename(files) else { return nil }
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
        // The banner has one line (UI-8): the whole message is its tooltip.
        gtk_widget_set_tooltip_text(messageLabel, playground.message?.text ?? tr("The last thing done, or what went wrong"))
        gtk_label_set_markup(handheld_gtk_label(messageLabel), Message.markup(playground.message))
    }

    func showInspector() {
        let text = playground.inspectorText
        guard text != lastInspectorText else { return }
        lastInspectorText = text
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(handheld_gtk_text_view(inspectorView)), text, -1)
    }

    /// Show Fix's menu: a class of the opened project with a preference ignored now, each.
    func showFixTargets() {
        let targets = playground.fixTargets
        guard targets != shownFixTargets else { return }
        shownFixTargets = targets
        guard !targets.isEmpty else { return gtk_widget_hide(fixButton) }
        let menu = gtk_menu_new()!
        for target in targets {
            Widgets.menuItem(target.label, in: menu) { [unowned self] in self.send(.fixRequested(target.className)) }
        }
        _ = onSignal(menu, "show") { [unowned self] in fixMenuOpen = true; writeStateFile() }
        _ = onSignal(menu, "hide") { [unowned self] in fixMenuOpen = false; writeStateFile() }
        gtk_widget_show_all(menu)
        gtk_menu_button_set_popup(handheld_gtk_menu_button(fixButton), menu)
        gtk_widget_show(fixButton)
    }

    /// A diff to read, coloured, in a window of its own (Show Fix's).
    func showDiff(_ title: String, _ diff: String) {
        shownDiff = diff
        let dialog = Widgets.dialog(title, over: window, buttons: [(tr("_Close"), GTK_RESPONSE_CLOSE)])
        gtk_window_set_modal(handheld_gtk_window(dialog), 0)
        gtk_window_set_default_size(handheld_gtk_window(dialog), 760, 520)
        let view = gtk_text_view_new()!
        gtk_text_view_set_editable(handheld_gtk_text_view(view), 0)
        gtk_text_view_set_monospace(handheld_gtk_text_view(view), 1)
        gtk_text_view_set_left_margin(handheld_gtk_text_view(view), 8)
        let buffer = gtk_text_view_get_buffer(handheld_gtk_text_view(view))
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert_markup(buffer, &start, DiffMarkup.markup(diff), -1)
        let scroller = gtk_scrolled_window_new(nil, nil)!
        Widgets.scroll(view, in: scroller, horizontal: GTK_POLICY_AUTOMATIC, width: 400, height: 240)
        Widgets.pack(gtk_dialog_get_content_area(handheld_gtk_dialog(dialog)), scroller, expand: true)
        _ = onSignalWithArgument(dialog, "response") { gtk_widget_destroy(dialog) }
        gtk_widget_show_all(dialog)
    }

    /// The playground's report, and where each control and the screen are in the window.
    func writeStateFile() {
        guard ready, let stateFile = hooks.stateFile, let viewer = playground.viewer else { return }
        func rect(_ widget: Widget, _ inner: Rect? = nil) -> JSONOutput {
            var x: Int32 = 0, y: Int32 = 0
            gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
            let r = inner ?? Rect(0, 0, Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget)))
            return .array([r.x + Double(x), r.y + Double(y), r.width, r.height].map(JSONOutput.number))
        }
        let size = [gtk_widget_get_allocated_width(window), gtk_widget_get_allocated_height(window)].map { JSONOutput.number(Double($0)) }
        let members = playground.report(file: stateFile) + [
            ("screen", rect(drawingArea, viewer.screen)), ("device", rect(drawingArea, viewer.device)), ("controlsView", rect(controlsPane)), ("windowSize", .array(size)),
            // Issue 34: the inspector's place, and how far its longest line runs past its width (0: every line readable).
            ("inspector", rect(inspectorView)), ("inspectorOverflow", .number(inspectorOverflow())),
            ("backgroundJob", .bool(job != nil)),
            // Issue 51: Show Fix's button, and the diff it showed last.
            ("fixButton", rect(fixButton)), ("fixButtonShown", .bool(gtk_widget_get_visible(fixButton) != 0)), ("fixMenuOpen", .bool(fixMenuOpen)), ("shownDiff", .string(shownDiff)),
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
        guard ready, let textsFile = hooks.textsFile else { return }
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
        try? playground.textsFile(window: texts).write(toFile: textsFile, atomically: true, encoding: .utf8)
    }
}
