import CGtk
import HandheldPlayground

/// A GTK widget pointer.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// A control's widget and its signal handler (blocked while the playground's state is shown).
struct BuiltControl {
    let widget: Widget
    let kind: ControlKind
    var handler: UInt = 0
}

/// Builds a widget from a control's description, shows a state in it, and reads what the user
/// did with it, for every kind alike (issue 22: the panel is data).
@MainActor
enum Widgets {
    static func box(vertical: Bool, spacing: Int32 = 6) -> Widget {
        gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
    }

    static func pack(_ box: Widget, _ children: Widget..., expand: Bool = false) {
        for child in children { gtk_box_pack_start(handheld_gtk_box(box), child, expand ? 1 : 0, expand ? 1 : 0, 0) }
    }

    static func label(_ text: String, xalign: Float = 0) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(handheld_gtk_label(label), xalign)
        return label
    }

    /// The widget for a control, not yet connected.
    static func make(_ description: ControlDescription) -> BuiltControl {
        let widget: Widget
        switch description.kind {
        case .button(let text): widget = gtk_button_new_with_label(text)!
        case .toggle(let text): widget = gtk_check_button_new_with_label(text)!
        case .choice(let items):
            widget = gtk_combo_box_text_new()!
            for item in items { gtk_combo_box_text_append_text(handheld_gtk_combo_box_text(widget), item) }
            ellipsizeItems(widget)
        case .number(let maximum): widget = gtk_spin_button_new_with_range(0, maximum, 1)!
        case .text(let placeholder):
            widget = gtk_entry_new()!
            if let placeholder { gtk_entry_set_placeholder_text(handheld_gtk_entry(widget), placeholder) }
        case .scrubber:
            widget = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.001)!
            gtk_scale_set_draw_value(UnsafeMutablePointer<GtkScale>(OpaquePointer(widget)), 0)
        case .label(let trailing): widget = label("", xalign: trailing ? 1 : 0)
        }
        gtk_widget_set_tooltip_text(widget, description.tooltip)
        return BuiltControl(widget: widget, kind: description.kind)
    }

    /// Connects a control: a button clicked or Enter in a text field taps it; anything else is
    /// an edit with the widget's new value.
    static func connect(_ control: inout BuiltControl, tapped: @escaping VoidHandler, edited: @escaping @MainActor (ControlValue) -> Void) {
        let widget = control.widget
        switch control.kind {
        case .label: break
        case .button: control.handler = onSignal(widget, "clicked", tapped)
        case .toggle: control.handler = onSignal(widget, "toggled") { edited(.toggle(gtk_toggle_button_get_active(handheld_gtk_toggle_button(widget)) != 0)) }
        case .choice: control.handler = onSignal(widget, "changed") { edited(.choice(Int(gtk_combo_box_get_active(handheld_gtk_combo_box(widget))))) }
        case .number: control.handler = onSignal(widget, "value-changed") { edited(.number(gtk_spin_button_get_value(handheld_gtk_spin_button(widget)))) }
        case .scrubber: control.handler = onSignal(widget, "value-changed") { edited(.number(gtk_range_get_value(handheld_gtk_range(widget)))) }
        case .text:
            control.handler = onSignal(widget, "changed") { edited(.text(String(cString: gtk_entry_get_text(handheld_gtk_entry(widget))))) }
            onSignal(widget, "activate", tapped)
        }
    }

    /// Shows a state in a control, its handler blocked: showing is not the user acting.
    static func show(_ state: ControlState, in control: BuiltControl, was previous: ControlState?, typingIn focus: Widget?) {
        let widget = control.widget
        if control.handler != 0 { g_signal_handler_block(UnsafeMutableRawPointer(widget), gulong(control.handler)) }
        defer { if control.handler != 0 { g_signal_handler_unblock(UnsafeMutableRawPointer(widget), gulong(control.handler)) } }
        if let items = state.items, items != previous?.items {
            gtk_combo_box_text_remove_all(handheld_gtk_combo_box_text(widget))
            for item in items { gtk_combo_box_text_append_text(handheld_gtk_combo_box_text(widget), item) }
        }
        if let range = state.range { gtk_range_set_range(handheld_gtk_range(widget), 0, range) }
        switch state.value {
        case .toggle(let on)?: gtk_toggle_button_set_active(handheld_gtk_toggle_button(widget), on ? 1 : 0)
        case .choice(let index)?: gtk_combo_box_set_active(handheld_gtk_combo_box(widget), Int32(index))
        case .number(let number)?:
            if control.kind == .scrubber { gtk_range_set_value(handheld_gtk_range(widget), number) }
            else { gtk_spin_button_set_value(handheld_gtk_spin_button(widget), number) }
        case .text(let text)?:
            // Never under the user's fingers: a field being typed in keeps its text.
            if focus != widget, String(cString: gtk_entry_get_text(handheld_gtk_entry(widget))) != text {
                gtk_entry_set_text(handheld_gtk_entry(widget), text)
            }
        case nil: break
        }
        gtk_widget_set_sensitive(widget, state.enabled ? 1 : 0)
        gtk_widget_set_visible(widget, state.visible ? 1 : 0)
        switch (state.label, control.kind) {
        case (let text?, .label): gtk_label_set_text(handheld_gtk_label(widget), text)
        case (let text?, _): gtk_button_set_label(handheld_gtk_button(widget), text)
        default: break
        }
        // Only when it changes: setting a tooltip asks GTK to show it under a pointer that is still.
        if let tooltip = state.tooltip, tooltip != previous?.tooltip { gtk_widget_set_tooltip_text(widget, tooltip) }
    }

    static func margins(_ widget: Widget, start: Int32 = 0, end: Int32 = 0, top: Int32 = 0, bottom: Int32 = 0) {
        gtk_widget_set_margin_start(widget, start)
        gtk_widget_set_margin_end(widget, end)
        gtk_widget_set_margin_top(widget, top)
        gtk_widget_set_margin_bottom(widget, bottom)
    }

    /// A chooser as narrow as the column gives it (issue 34: the inspector needs the room): the
    /// chosen item is cut with an ellipsis there; the list it opens shows each item whole.
    static func ellipsizeItems(_ widget: Widget) {
        let layout = OpaquePointer(widget)
        guard let cells = gtk_cell_layout_get_cells(layout) else { return }
        defer { g_list_free(cells) }
        var node: UnsafeMutablePointer<GList>? = cells
        while let current = node {
            if let cell = current.pointee.data {
                var value = GValue()
                g_value_init(&value, pango_ellipsize_mode_get_type())
                g_value_set_enum(&value, Int32(PANGO_ELLIPSIZE_END.rawValue))
                g_object_set_property(cell.assumingMemoryBound(to: GObject.self), "ellipsize", &value)
                g_value_unset(&value)
            }
            node = current.pointee.next
        }
    }

    /// A titled group of rows; a long title wraps rather than widen the column.
    static func section(_ title: String, _ rows: [Widget], note: String? = nil) -> Widget {
        let frame = gtk_frame_new(nil)!
        // One line: the frame's border runs through a label's middle.
        let heading = gtk_label_new(title)!
        gtk_label_set_xalign(handheld_gtk_label(heading), 0)
        gtk_frame_set_label_widget(handheld_gtk_frame(frame), heading)
        let inner = box(vertical: true, spacing: 4)
        gtk_container_set_border_width(handheld_gtk_container(inner), 6)
        if let note {
            let line = gtk_label_new(note)!
            gtk_label_set_line_wrap(handheld_gtk_label(line), 1)
            gtk_label_set_max_width_chars(handheld_gtk_label(line), 40)
            gtk_label_set_xalign(handheld_gtk_label(line), 0)
            pack(inner, line)
        }
        for row in rows { pack(inner, row) }
        gtk_container_add(handheld_gtk_container(frame), inner)
        return frame
    }

    /// A menu item at the end of `menu`, or before the item `before`.
    static func menuItem(_ text: String, in menu: Widget, before: Widget? = nil, _ action: @escaping VoidHandler) {
        let item = gtk_menu_item_new_with_label(text)!
        onSignal(item, "activate", action)
        guard let before else { return gtk_menu_shell_append(handheld_gtk_menu_shell(menu), item) }
        let children = gtk_container_get_children(handheld_gtk_container(menu))
        defer { g_list_free(children) }
        let position = g_list_index(children, UnsafeRawPointer(before))
        gtk_menu_shell_insert(handheld_gtk_menu_shell(menu), item, position)
    }

    static func submenu(_ text: String, in shell: Widget, menu: Widget = gtk_menu_new()!) -> Widget {
        let item = gtk_menu_item_new_with_label(text)!
        gtk_menu_item_set_submenu(handheld_gtk_menu_item(item), menu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(shell), item)
        return menu
    }

    /// A dialog over the window, modal, with its buttons (Cancel first).
    static func dialog(_ title: String, over window: Widget, buttons: [(String, GtkResponseType)]) -> Widget {
        let dialog = gtk_dialog_new()!
        gtk_window_set_title(handheld_gtk_window(dialog), title)
        gtk_window_set_transient_for(handheld_gtk_window(dialog), handheld_gtk_window(window))
        gtk_window_set_modal(handheld_gtk_window(dialog), 1)
        for (label, response) in buttons { gtk_dialog_add_button(handheld_gtk_dialog(dialog), label, response.rawValue) }
        return dialog
    }

    /// `child` in a scroller.
    static func scroll(_ child: Widget, in scroller: Widget, horizontal: GtkPolicyType, width: Int32, height: Int32) {
        gtk_scrolled_window_set_policy(handheld_gtk_scrolled_window(scroller), horizontal, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(scroller, width, height)
        gtk_container_add(handheld_gtk_container(scroller), child)
    }
}
