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
        // Issue 51: under the inspector, Show Fix for a class of an opened Swift project.
        let inspectorColumn = Widgets.box(vertical: true, spacing: 4)
        Widgets.pack(inspectorColumn, inspectorPane, expand: true)
        gtk_button_set_label(handheld_gtk_button(fixButton), tr("Show Fix ▾"))
        gtk_widget_set_tooltip_text(fixButton, tr("The diff handheld lint --fix would apply to your sources for a class whose preference UIKit ignores here (SRC-10)"))
        gtk_widget_set_no_show_all(fixButton, 1)
        Widgets.margins(fixButton, start: 6, end: 6, bottom: 4)
        Widgets.pack(inspectorColumn, fixButton)
        // Shown, it gets its place at the next layout: the state file says where it is then.
        _ = onSignalWithArgument(fixButton, "size-allocate") { [unowned self] in writeStateFile() }
        gtk_paned_pack2(handheld_gtk_paned(side), inspectorColumn, 1, 1)
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
        onSignalWithArgument(drawingArea, "size-allocate") { [unowned self] in self.paneResized() }
        onSignalWithArgument(devicePane, "size-allocate") { [unowned self] in self.paneResized() }
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
        for item in Menus.file { Widgets.menuItem(item.label, in: file) { [unowned self] in self.send(item.intent) } }
        // The gallery's scenarios by name (filled in with the controls: each file is read once);
        // SB-11's pitfalls, by the words people search with, each opening at its symptom.
        let gallery = Widgets.submenu(tr("Gallery"), in: bar, menu: galleryMenu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(gallery), gallerySeparator)
        let pitfalls = gtk_menu_item_new_with_label(tr("Pitfalls"))!
        gtk_menu_item_set_submenu(handheld_gtk_menu_item(pitfalls), pitfallsMenu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(gallery), pitfalls)
        let help = Widgets.submenu(tr("Help"), in: bar)
        for item in Menus.help { Widgets.menuItem(item.label, in: help) { [unowned self] in self.send(item.intent) } }
        return bar
    }

    /// UI-8: the window's first size, from its screen's work area.
    static var windowSize: (width: Int32, height: Int32) {
        guard let display = gdk_display_get_default(), let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0) else {
            return PaneLayout.windowSize(workArea: nil)
        }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return PaneLayout.windowSize(workArea: (area.width, area.height))
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

    /// The device pane's size, to the playground, which places the picture in it.
    func paneResized() {
        func size(_ widget: Widget) -> PaneSize { PaneSize(Double(gtk_widget_get_allocated_width(widget)), Double(gtk_widget_get_allocated_height(widget))) }
        let pane = Pane(area: size(drawingArea), viewport: size(devicePane))
        guard pane != playground.pane else { return }
        playground.send(.resized(pane))
        // A size request made while sizes are handed out would be lost: at the next idle moment.
        onIdle { [unowned self] in self.showPicture() }
    }

    /// The picture placed: the drawing area asks for its size (at a fixed zoom the pane
    /// scrolls), and it is painted; the smoke test is told where the screen is.
    func showPicture() {
        gtk_widget_queue_draw(drawingArea)
        guard let picture = playground.picture else { return }
        let wanted = (Int32(picture.areaRequest.width), Int32(picture.areaRequest.height))
        var current: (Int32, Int32) = (0, 0)
        gtk_widget_get_size_request(drawingArea, &current.0, &current.1)
        if current != wanted { gtk_widget_set_size_request(drawingArea, wanted.0, wanted.1) }
        if picture.viewer.screen != shownPlacement?.screen || picture.viewer.device != shownPlacement?.device {
            shownPlacement = picture.viewer
            writeStateFile()
        }
    }

    /// Paints the playground's picture into an image, as `handheld render` paints (the window's
    /// X11 surface mishandled text under the turned screen's clip), then shows it.
    func draw(_ windowContext: OpaquePointer) {
        let factor = Double(gtk_widget_get_scale_factor(drawingArea))
        let pixels = (Int32((Double(gtk_widget_get_allocated_width(drawingArea)) * factor).rounded()),
                      Int32((Double(gtk_widget_get_allocated_height(drawingArea)) * factor).rounded()))
        if frameSize != pixels || frameImage == nil {
            if let frameImage { cairo_surface_destroy(frameImage) }
            frameImage = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pixels.0, pixels.1)
            cairo_surface_set_device_scale(frameImage, factor, factor)
            frameSize = pixels
        }
        let cr = cairo_create(frameImage)!
        ScenePainter.setColor(cr, playground.deskColor)
        cairo_paint(cr)
        if let picture = playground.picture {
            if picture.panels.isEmpty {
                ScenePainter.apply(picture.viewer.transform, to: cr)
                ScenePainter.paint(picture.scene, on: cr, corners: .underFrame, cache: paintCache)
                ScenePainter.paintFrame(picture.scene, outside: .fill(playground.deskColor), on: cr)
            } else {
                ScenePainter.apply(picture.viewer.box, to: cr)
                ComparisonImage.paint(picture.panels, frame: true, textScale: picture.textScale, on: cr)
            }
        }
        cairo_destroy(cr)
        cairo_surface_flush(frameImage)
        cairo_set_source_surface(windowContext, frameImage, 0, 0)
        cairo_paint(windowContext)
    }
}
