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
        if let tooltip = state.tooltip { gtk_widget_set_tooltip_text(widget, tooltip) }
    }

    static func margins(_ widget: Widget, start: Int32 = 0, end: Int32 = 0, top: Int32 = 0, bottom: Int32 = 0) {
        (gtk_widget_set_margin_start(widget, start), gtk_widget_set_margin_end(widget, end))
        (gtk_widget_set_margin_top(widget, top), gtk_widget_set_margin_bottom(widget, bottom))
    }

    /// A titled group of rows.
    static func section(_ title: String, _ rows: [Widget]) -> Widget {
        let frame = gtk_frame_new(title)!
        let inner = box(vertical: true, spacing: 4)
        gtk_container_set_border_width(handheld_gtk_container(inner), 6)
        for row in rows { pack(inner, row) }
        gtk_container_add(handheld_gtk_container(frame), inner)
        return frame
    }

    static func menuItem(_ text: String, in menu: Widget, _ action: @escaping VoidHandler) {
        let item = gtk_menu_item_new_with_label(text)!
        onSignal(item, "activate", action)
        gtk_menu_shell_append(handheld_gtk_menu_shell(menu), item)
    }

    static func submenu(_ text: String, in shell: Widget) -> Widget {
        let item = gtk_menu_item_new_with_label(text)!
        let menu = gtk_menu_new()!
        gtk_menu_item_set_submenu(handheld_gtk_menu_item(item), menu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(shell), item)
        return menu
    }

    /// `child` in a scroller.
    static func scroll(_ child: Widget, in scroller: Widget, horizontal: GtkPolicyType, width: Int32, height: Int32) {
        gtk_scrolled_window_set_policy(handheld_gtk_scrolled_window(scroller), horizontal, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_size_request(scroller, width, height)
        gtk_container_add(handheld_gtk_container(scroller), child)
    }
}
