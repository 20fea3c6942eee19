import CGtk

/// A GTK widget pointer.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Small builders for the widgets the window uses, each with its tooltip and handler.
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

    static func button(_ text: String, tooltip: String, _ action: @escaping VoidHandler) -> Widget {
        let button = gtk_button_new_with_label(text)!
        gtk_widget_set_tooltip_text(button, tooltip)
        onSignal(button, "clicked", action)
        return button
    }

    static func combo(_ items: [String], tooltip: String, _ changed: @escaping VoidHandler) -> Widget {
        let combo = gtk_combo_box_text_new()!
        for item in items { gtk_combo_box_text_append_text(handheld_gtk_combo_box_text(combo), item) }
        gtk_combo_box_set_active(handheld_gtk_combo_box(combo), 0)
        gtk_widget_set_tooltip_text(combo, tooltip)
        onSignal(combo, "changed", changed)
        return combo
    }

    static func check(_ text: String, tooltip: String, _ toggled: @escaping VoidHandler) -> Widget {
        let check = gtk_check_button_new_with_label(text)!
        gtk_widget_set_tooltip_text(check, tooltip)
        onSignal(check, "toggled", toggled)
        return check
    }

    static func entry(_ text: String, tooltip: String) -> Widget {
        let entry = gtk_entry_new()!
        gtk_entry_set_text(handheld_gtk_entry(entry), text)
        gtk_widget_set_tooltip_text(entry, tooltip)
        return entry
    }

    static func text(of entry: Widget) -> String { String(cString: gtk_entry_get_text(handheld_gtk_entry(entry))) }

    static func spinValue(_ spin: Widget) -> Double { gtk_spin_button_get_value(handheld_gtk_spin_button(spin)) }

    static func spin(max: Double, tooltip: String) -> Widget {
        let spin = gtk_spin_button_new_with_range(0, max, 1)!
        gtk_widget_set_tooltip_text(spin, tooltip)
        return spin
    }

    /// A titled group of controls.
    static func section(_ title: String, _ rows: [Widget]) -> Widget {
        let frame = gtk_frame_new(title)!
        let inner = box(vertical: true, spacing: 4)
        gtk_container_set_border_width(handheld_gtk_container(inner), 6)
        for row in rows { pack(inner, row) }
        gtk_container_add(handheld_gtk_container(frame), inner)
        return frame
    }

    /// Widgets side by side.
    static func row(_ children: Widget...) -> Widget {
        let row = box(vertical: false, spacing: 4)
        for child in children { pack(row, child) }
        return row
    }

    /// Whether a widget is a chooser or a number field (which a mouse wheel would change).
    static func isChooser(_ widget: Widget) -> Bool {
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget))
        return g_type_check_instance_is_a(instance, gtk_combo_box_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_spin_button_get_type()) != 0
    }

    static func comboIndex(_ combo: Widget) -> Int { Int(gtk_combo_box_get_active(handheld_gtk_combo_box(combo))) }

    static func setComboIndex(_ combo: Widget, _ index: Int) {
        if comboIndex(combo) != index { gtk_combo_box_set_active(handheld_gtk_combo_box(combo), Int32(index)) }
    }

    static func isActive(_ toggle: Widget) -> Bool { gtk_toggle_button_get_active(handheld_gtk_toggle_button(toggle)) != 0 }

    static func setActive(_ toggle: Widget, _ active: Bool) {
        if isActive(toggle) != active { gtk_toggle_button_set_active(handheld_gtk_toggle_button(toggle), active ? 1 : 0) }
    }

    static func menuItem(_ text: String, in menu: Widget, _ action: @escaping VoidHandler) -> Widget {
        let item = gtk_menu_item_new_with_label(text)!
        onSignal(item, "activate", action)
        gtk_menu_shell_append(handheld_gtk_menu_shell(menu), item)
        return item
    }

    static func submenu(_ text: String, in shell: Widget) -> Widget {
        let item = gtk_menu_item_new_with_label(text)!
        let menu = gtk_menu_new()!
        gtk_menu_item_set_submenu(handheld_gtk_menu_item(item), menu)
        gtk_menu_shell_append(handheld_gtk_menu_shell(shell), item)
        return menu
    }
}
