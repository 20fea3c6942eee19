import CGtk
import HandheldCore

/// The GTK application: one window showing the engine's state. For now a plain window with
/// the status bar and its explanation as text; the painted device comes with the playground
/// window issue.
@MainActor
final class PlaygroundApplication {
    private let catalog: DeviceCatalog
    private var engine: Engine
    private var window: UnsafeMutablePointer<GtkWidget>?

    init(catalog: DeviceCatalog) {
        self.catalog = catalog
        var root = ControllerSpec(id: "nav", kind: .navigation, children: [ControllerSpec(id: "home", title: "Home")])
        root.barStyle = .black
        // A fixed, valid hierarchy: building it cannot fail.
        engine = try! Engine(device: catalog.defaultProfile, root: root)
    }

    /// Runs GTK's main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        let application = gtk_application_new("io.github.handheld.Playground", G_APPLICATION_NON_UNIQUE)
        let me = Unmanaged.passUnretained(self).toOpaque()
        handheld_signal_connect(application, "activate", unsafeBitCast(onActivate, to: GCallback.self), me)
        // g_application_run rejects arguments it does not know: the command line is ours.
        let status = g_application_run(handheld_g_application(application), 1, CommandLine.unsafeArgv)
        g_object_unref(application)
        return status
    }

    fileprivate func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
        let window = gtk_application_window_new(application)!
        self.window = window
        gtk_window_set_title(handheld_gtk_window(window), "Handheld")
        gtk_window_set_default_size(handheld_gtk_window(window), 720, 480)
        let label = gtk_label_new(nil)!
        gtk_label_set_text(handheld_gtk_label(label), describe())
        gtk_label_set_xalign(handheld_gtk_label(label), 0)
        gtk_label_set_line_wrap(handheld_gtk_label(label), 1)
        gtk_container_set_border_width(handheld_gtk_container(window), 24)
        gtk_container_add(handheld_gtk_container(window), label)
        let me = Unmanaged.passUnretained(self).toOpaque()
        handheld_signal_connect(window, "key-press-event", unsafeBitCast(onKeyPress, to: GCallback.self), me)
        gtk_widget_show_all(window)
    }

    fileprivate func keyPressed(keyval: UInt32, state: UInt32) -> Bool {
        // Ctrl+Q closes the window (and so the application).
        if keyval == UInt32(GDK_KEY_q) && state & GDK_CONTROL_MASK.rawValue != 0, let window {
            gtk_window_close(handheld_gtk_window(window))
            return true
        }
        return false
    }

    private func describe() -> String {
        let status = engine.statusBar
        var lines = [
            "Handheld — \(engine.state.device.name), \(engine.state.mode.rawValue) mode",
            "",
            "Status bar: \(status.style.rawValue) (\(engine.state.statusBarContent.rawValue) content) from '\(status.styleOwner)', "
                + "\(status.isHidden ? "hidden" : "shown") from '\(status.hiddenOwner)'",
            "",
            "Why (style):",
        ]
        lines += status.styleSteps.map { "  • \($0)" }
        lines += ["", "Why (hidden):"]
        lines += status.hiddenSteps.map { "  • \($0)" }
        lines += ["", "Run scenarios with: handheld run FILE.json    (Ctrl+Q quits)"]
        return lines.joined(separator: "\n")
    }
}

private let onActivate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, data in
    guard let application, let data else { return }
    nonisolated(unsafe) let app = application
    nonisolated(unsafe) let me = data
    MainActor.assumeIsolated {
        Unmanaged<PlaygroundApplication>.fromOpaque(me).takeUnretainedValue().activate(app)
    }
}

private let onKeyPress: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean = {
    _, event, data in
    guard let event, let data else { return 0 }
    let keyval = event.pointee.keyval
    let state = event.pointee.state
    nonisolated(unsafe) let me = data
    return MainActor.assumeIsolated {
        Unmanaged<PlaygroundApplication>.fromOpaque(me).takeUnretainedValue().keyPressed(keyval: keyval, state: state) ? 1 : 0
    }
}
