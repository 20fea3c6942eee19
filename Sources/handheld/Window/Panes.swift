import CGtk
import HandheldCore
import HandheldPlayground
import HandheldRender

/// The window's panes (UI-8: it fits 1280 x 720, each pane resizable, the controls scroll):
/// menus and banner on top; the device (zoom and choosers above it,
/// the time line under it), the controls and the inspector side by side, each pane resizable.
extension PlaygroundWindow {
    func buildWindow() {
        let outer = Widgets.box(vertical: true, spacing: 0)
        Widgets.pack(outer, buildMenuBar(), buildBanner())
        let body = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_paned_pack1(handheld_gtk_paned(body), buildDevicePane(), 1, 0)
        let side = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
        gtk_container_set_border_width(handheld_gtk_container(controlsColumn), 6)
        Widgets.scroll(controlsColumn, in: controlsPane, horizontal: GTK_POLICY_NEVER, width: 310, height: 120)
        // The smoke test scrolls to a control before it clicks it: say where the view is.
        onSignal(gtk_scrolled_window_get_vadjustment(handheld_gtk_scrolled_window(controlsPane)), "value-changed") { [unowned self] in
            self.writeStateFile()
        }
        gtk_paned_pack1(handheld_gtk_paned(side), controlsPane, 0, 0)
        let view = handheld_gtk_text_view(inspectorView)
        gtk_text_view_set_editable(view, 0)
        gtk_text_view_set_cursor_visible(view, 0)
        gtk_text_view_set_monospace(view, 1)
        // Wrapped at spaces only, never inside an identifier; a wrapped line hangs under its first.
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD)
        gtk_text_view_set_left_margin(view, 8 + 16)
        gtk_text_view_set_indent(view, -16)
        gtk_text_view_set_right_margin(view, 6)
        gtk_widget_set_tooltip_text(inspectorView, tr("The inspector: who decides the status bar and why (SB-9), the controller tree, the StatusBarManager tree in managed mode, and the event log. Hover a rule id for its text."))
        onQueryTooltip(inspectorView) { [unowned self] x, y in self.ruleTooltip(x: x, y: y) }
        // Narrower than its longest identifier, the inspector scrolls sideways rather than cut one.
        let inspectorPane = gtk_scrolled_window_new(nil, nil)!
        Widgets.scroll(inspectorView, in: inspectorPane, horizontal: GTK_POLICY_AUTOMATIC, width: 160, height: 120)
        gtk_paned_pack2(handheld_gtk_paned(side), inspectorPane, 1, 1)
        gtk_paned_pack2(handheld_gtk_paned(body), side, 0, 0)
        // Issue 34: the inspector is what people read most, so it gets a readable share from the
        // first launch: the device about a third, the controls their column, the inspector the
        // rest; a larger window gives its room to the device. Drag either divider.
        let layout = PaneLayout(windowWidth: Double(Self.windowSize.width))
        gtk_paned_set_position(handheld_gtk_paned(body), Int32(layout.device))
        gtk_paned_set_position(handheld_gtk_paned(side), Int32(layout.controls))
        Widgets.pack(outer, body, expand: true)
        gtk_container_add(handheld_gtk_container(window), outer)
    }

    /// The controls, built from the panel's description once the window is on screen (the
    /// quick start: the device shows first, the hundred-odd controls follow).
    func buildControls() {
        for (name, path) in playground.gallery { Widgets.menuItem(name, in: galleryMenu, before: gallerySeparator) { [unowned self] in self.send(.opened(path, at: nil)) } }
        for (name, path) in playground.pitfalls { Widgets.menuItem(name, in: pitfallsMenu) { [unowned self] in self.send(.opened(path, at: nil)) } }
        gtk_widget_show_all(galleryMenu)
        for section in Panel.sections {
            let rows = section.rows.map { ids in
                let row = Widgets.box(vertical: false, spacing: 4)
                for id in ids {
                    let description = Panel.description(of: id)
                    if let caption = description?.caption { Widgets.pack(row, Widgets.label(caption)) }
                    if let widget = control(id) { Widgets.pack(row, widget) }
                }
                return row
            }
            Widgets.pack(controlsColumn, Widgets.section(section.title, rows, note: section.note))
        }
        for id in Panel.deviceBar { if let widget = control(id) { gtk_container_add(handheld_gtk_container(deviceBar), widget) } }
        gtk_widget_show_all(deviceBar)
        // The wheel scrolls the controls, never the chooser or number it passes over.
        for (_, built) in controls where built.kind.turnsWithWheel && gtk_widget_is_ancestor(built.widget, controlsColumn) != 0 {
            onScroll(built.widget) { [unowned self] event in
                gtk_widget_event(self.controlsPane, event)
                return true
            }
        }
        gtk_widget_show_all(controlsColumn)
        // Where each control is is known once they are laid out: the state file says so then.
        onSignalWithArgument(controlsColumn, "size-allocate") { [unowned self] in self.writeStateFile() }
    }

    /// A control's widget, built from its description, showing its state, then connected.
    func control(_ id: ControlID) -> Widget? {
        guard let description = Panel.description(of: id) else { return nil }
        var built = Widgets.make(description)
        shown[id] = playground.controlState(id)
        Widgets.show(shown[id] ?? ControlState(), in: built, was: nil, typingIn: nil)
        Widgets.connect(&built, tapped: { [unowned self] in self.send(.tapped(id)) }, edited: { [unowned self] in self.send(.edited(id, $0)) })
        controls[id] = built
        return built.widget
    }

    /// UI-8: one line of fixed height for messages and chapters: what it says never moves the
    /// controls. A long message is cut with an ellipsis; its whole text is its tooltip.
    private func buildBanner() -> Widget {
        let banner = Widgets.box(vertical: false, spacing: 8)
        gtk_widget_set_size_request(banner, -1, 38)
        Widgets.margins(banner, start: 10, end: 6)
        gtk_label_set_ellipsize(handheld_gtk_label(messageLabel), PANGO_ELLIPSIZE_END)
        gtk_label_set_single_line_mode(handheld_gtk_label(messageLabel), 1)
        Widgets.pack(banner, messageLabel, expand: true)
        showMessage()
        // A scenario in chapters (a pitfall: the symptom, then the fix) opens at its first.
        for id in Panel.chapterBar {
            guard let widget = control(id) else { continue }
            gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
            Widgets.pack(banner, widget)
        }
        return banner
    }

    /// The device, with the zoom and choosers (UI-7) above it and the time line (UI-9) under it.
    private func buildDevicePane() -> Widget {
        let bar = UnsafeMutablePointer<GtkFlowBox>(OpaquePointer(deviceBar))
        gtk_flow_box_set_selection_mode(bar, GTK_SELECTION_NONE)
        gtk_flow_box_set_column_spacing(bar, 6)
        gtk_flow_box_set_min_children_per_line(bar, 2)
        gtk_flow_box_set_max_children_per_line(bar, 4)
        Widgets.margins(deviceBar, start: 8, top: 2, bottom: 2)
        let pane = Widgets.box(vertical: true, spacing: 0)
        Widgets.pack(pane, deviceBar)
        gtk_widget_set_size_request(drawingArea, 240, 240)
        onDraw(drawingArea) { [unowned self] cr in self.draw(cr) }
        onPointer(drawingArea) { [unowned self] phase, x, y in self.send(.pointer(phase, at: Point(x, y))) }
        Widgets.scroll(drawingArea, in: devicePane, horizontal: GTK_POLICY_AUTOMATIC, width: -1, height: -1)
        Widgets.pack(pane, devicePane, expand: true)
        // The scrubber on a line of its own, the pane's whole width (UI-8); narrow buttons.
        let timeline = Widgets.box(vertical: true, spacing: 0)
        if let scrubber = control(.timeline) { Widgets.pack(timeline, scrubber) }
        let row = Widgets.box(vertical: false, spacing: 4)
        for id in Panel.timelineRow {
            guard let widget = control(id) else { continue }
            if id == .timeLabel { Widgets.pack(row, widget, expand: true) } else {
                gtk_button_set_relief(handheld_gtk_button(widget), GTK_RELIEF_NONE)
                Widgets.pack(row, widget)
            }
        }
        Widgets.pack(timeline, row)
        Widgets.margins(timeline, start: 6, end: 6)
        Widgets.pack(pane, timeline)
        gtk_widget_set_size_request(pane, 300, 200)
        return pane
    }

    private func buildMenuBar() -> Widget {
        let bar = gtk_menu_bar_new()!
        let file = Widgets.submenu(tr("File"), in: bar)
        Widgets.menuItem(tr("New (the starting hierarchy)"), in: file) { [unowned self] in self.send(.startedOver) }
        Widgets.menuItem(tr("Open Scenario…  (%s)", KeyMap.label(.open)), in: file) { [unowned self] in self.send(.shortcutPressed(.open)) }
        Widgets.menuItem(tr("Save Scenario…  (%s)", KeyMap.label(.saveScenario)), in: file) { [unowned self] in self.send(.shortcutPressed(.saveScenario)) }
        Widgets.menuItem(tr("Open Swift Project…"), in: file) { [unowned self] in self.send(.fileRequested(.openSwiftProject)) }
        Widgets.menuItem(tr("Load Theme…"), in: file) { [unowned self] in self.send(.fileRequested(.loadTheme)) }
        Widgets.menuItem(tr("Save PNG of the Screen  (%s)", KeyMap.label(.saveScreen)), in: file) { [unowned self] in self.send(.shortcutPressed(.saveScreen)) }
        Widgets.menuItem(tr("Record…"), in: file) { [unowned self] in self.send(.recordRequested) }
        Widgets.menuItem(tr("Quit  (%s)", KeyMap.label(.quit)), in: file) { [unowned self] in self.send(.shortcutPressed(.quit)) }
        // The gallery's scenarios by name (filled in with the controls: each file is read once);
        // SB-11's pitfalls, by the words people search with, each opening at its symptom.
        let gallery = Widgets.submenu(tr("Gallery"), in: bar, menu: galleryMenu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(gallery), gallerySeparator)
        let pitfalls = gtk_menu_item_new_with_label(tr("Pitfalls"))!
        gtk_menu_item_set_submenu(handheld_gtk_menu_item(pitfalls), pitfallsMenu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(gallery), pitfalls)
        let help = Widgets.submenu(tr("Help"), in: bar)
        Widgets.menuItem(tr("Keyboard Shortcuts  (%s)", KeyMap.label(.showShortcuts)), in: help) { [unowned self] in self.send(.shortcutPressed(.showShortcuts)) }
        Widgets.menuItem(tr("About Handheld"), in: help) { [unowned self] in self.send(.aboutRequested) }
        return bar
    }

    /// UI-8: the window's first size: its screen's work area less a margin, from 1240 x 680
    /// (a 1280 x 720 screen) up to 1440 x 900; less on a smaller screen.
    static var windowSize: (width: Int32, height: Int32) {
        var size: (width: Int32, height: Int32) = (1240, 680)
        if let display = gdk_display_get_default(), let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) {
            var area = GdkRectangle()
            gdk_monitor_get_workarea(monitor, &area)
            if area.width > 0 { size.width = min(max(size.width, area.width - 40), 1440, area.width) }
            if area.height > 0 { size.height = min(max(size.height, area.height - 40), 900, area.height - 30) }
        }
        return size
    }

    /// The rule's text where the pointer is over a rule id in the inspector (`SB-4`, `POP-1.3`).
    func ruleTooltip(x: Int32, y: Int32) -> String? {
        let view = handheld_gtk_text_view(inspectorView)
        var buffer: (Int32, Int32) = (0, 0)
        gtk_text_view_window_to_buffer_coords(view, GTK_TEXT_WINDOW_WIDGET, x, y, &buffer.0, &buffer.1)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(view, &iter, buffer.0, buffer.1) != 0 else { return nil }
        let offset = Int(gtk_text_iter_get_line_offset(&iter))
        var start = iter
        gtk_text_iter_set_line_offset(&start, 0)
        var end = iter
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        guard let raw = gtk_text_iter_get_text(&start, &end) else { return nil }
        defer { g_free(raw) }
        return RuleBook.shipped.tooltip(in: String(cString: raw), at: offset)
    }

    // MARK: - Painting (one painter, UI-1)

    /// The zoom for a picture of `size` points in the device pane; at a fixed zoom the drawing
    /// area asks for the picture's size, and the pane scrolls.
    private func zoom(for size: Point, margin: Double) -> Double {
        let viewport = gtk_widget_get_allocated_width(devicePane) > 1
            ? (Double(gtk_widget_get_allocated_width(devicePane)) - 4, Double(gtk_widget_get_allocated_height(devicePane)) - 4)
            : (Double(gtk_widget_get_allocated_width(drawingArea)), Double(gtk_widget_get_allocated_height(drawingArea)))
        let zoom = playground.zoom.scale(picture: (size.x, size.y), pane: viewport, margin: margin)
        let wanted = playground.zoom.areaRequest(picture: (size.x, size.y), zoom: zoom, margin: margin)
        var current: (Int32, Int32) = (0, 0)
        gtk_widget_get_size_request(drawingArea, &current.0, &current.1)
        if current != wanted { gtk_widget_set_size_request(drawingArea, wanted.0, wanted.1) }
        return zoom
    }

    /// Paints the frame into an image, as `handheld render` paints (the window's X11 surface
    /// mishandled text under the turned screen's clip), then shows it.
    func draw(_ windowContext: OpaquePointer) {
        let state = playground.engine.state
        let scene = SceneBuilder.scene(state, measurer: measurer)
        let area = (width: Double(gtk_widget_get_allocated_width(drawingArea)), height: Double(gtk_widget_get_allocated_height(drawingArea)))
        let factor = Double(gtk_widget_get_scale_factor(drawingArea))
        let pixels = (Int32((area.width * factor).rounded()), Int32((area.height * factor).rounded()))
        if frameSize != pixels || frameImage == nil {
            if let frameImage { cairo_surface_destroy(frameImage) }
            frameImage = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixels.0, pixels.1)
            cairo_surface_set_device_scale(frameImage, factor, factor)
            frameSize = pixels
        }
        let cr = cairo_create(frameImage)!
        ScenePainter.setColor(cr, playground.deskColor)
        cairo_paint(cr)
        let before = playground.viewer.map { ($0.screen, $0.device) }
        if let compared = playground.comparedEngine {
            // Issue 12's side-by-side view, painted as `render --compare` paints it; touches go to the left.
            let panels = [
                ComparisonImage.Panel(title: state.versionName, scene: scene, lines: InspectorText.summary(playground.engine)),
                ComparisonImage.Panel(title: compared.state.versionName, scene: SceneBuilder.scene(compared.state, measurer: measurer),
                                      lines: InspectorText.summary(compared)),
            ]
            // Captions at least 12 px on screen however far the picture is zoomed out (issue 20).
            let textScale = min(3, max(1, 1 / max(zoom(for: ComparisonImage.size(panels, frame: true), margin: 8), 0.01)))
            let size = ComparisonImage.size(panels, frame: true, textScale: textScale)
            let viewer = Viewer.placing(scene, picture: size, inner: ComparisonImage.viewer(of: 0, in: panels, frame: true, textScale: textScale),
                                        in: area, zoom: zoom(for: size, margin: 8))
            playground.send(.painted(viewer))
            ScenePainter.apply(viewer.box, to: cr)
            ComparisonImage.paint(panels, frame: true, textScale: textScale, on: cr)
        } else {
            // The picture lands on whole pixels, as an image `render --frame` makes does.
            let viewer = Viewer.placing(scene, in: area, zoom: zoom(for: scene.viewerSize(framed: true), margin: 16))
            playground.send(.painted(viewer))
            ScenePainter.apply(viewer.transform, to: cr)
            ScenePainter.paint(scene, on: cr, corners: .underFrame, cache: paintCache)
            ScenePainter.paintFrame(scene, outside: .fill(playground.deskColor), on: cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(frameImage)
        cairo_set_source_surface(windowContext, frameImage, 0, 0)
        cairo_paint(windowContext)
        // The smoke test needs to know where the screen is.
        if let viewer = playground.viewer, before.map({ $0 != (viewer.screen, viewer.device) }) ?? true { writeStateFile() }
    }
}
