import CGtk
import HandheldPlayground

// All GTK signal plumbing in one place. A Swift closure is boxed, handed to GTK with
// `passRetained`, and released by the destroy notify when the connection goes away: the
// box lives exactly as long as the connection. GTK calls back on the main thread, so the
// trampolines enter the main actor with `assumeIsolated`.

/// A boxed handler (of the C signature its trampoline knows).
final class SignalBox {
    let handler: Any
    init(_ handler: Any) { self.handler = handler }
}

typealias VoidHandler = @MainActor () -> Void
typealias DrawHandler = @MainActor (OpaquePointer) -> Void
typealias KeyHandler = @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool
typealias TickHandler = @MainActor (_ frameTimeMicroseconds: Int) -> Bool
typealias PointerHandler = @MainActor (_ phase: PointerPhase, _ x: Double, _ y: Double) -> Void
/// Handles a scroll event; returns whether it is used up.
typealias ScrollHandler = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
/// The tooltip's text for a point of the widget, or nil for the widget's own tooltip.
typealias TooltipHandler = @MainActor (_ x: Int32, _ y: Int32) -> String?

private func unbox<Handler>(_ data: gpointer?) -> Handler {
    // Each trampoline is connected only with handlers of its own type.
    Unmanaged<SignalBox>.fromOpaque(data!).takeUnretainedValue().handler as! Handler
}

/// Calls the boxed handler on the main actor (GTK calls back on the main thread).
private func handle<Handler, Result: Sendable>(_ data: gpointer?, _ call: @MainActor (Handler) -> Result) -> Result {
    nonisolated(unsafe) let data = data
    return MainActor.assumeIsolated { call(unbox(data)) }
}

private let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in handle(data) { (handler: VoidHandler) in handler() } }
private let voidWithArgumentTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    handle(data) { (handler: VoidHandler) in handler() }
}

private let drawTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cr, data in
    guard let cr else { return 0 }
    nonisolated(unsafe) let data = data
    nonisolated(unsafe) let context = cr
    MainActor.assumeIsolated { (unbox(data) as DrawHandler)(context) }
    return 0
}

private let keyTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean = { _, event, data in
    guard let event else { return 0 }
    let keyval = event.pointee.keyval
    let state = event.pointee.state
    return handle(data) { (handler: KeyHandler) in handler(keyval, state) } ? 1 : 0
}

private let tickTrampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = { _, clock, data in
    guard let clock else { return 0 }
    let time = Int(gdk_frame_clock_get_frame_time(clock))
    return handle(data) { (handler: TickHandler) in handler(time) } ? 1 : 0
}

/// The primary button's press and release, and the pointer moving while it is down.
private let pointerTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = { _, event, data in
    guard let event else { return 0 }
    let phase: PointerPhase
    switch event.pointee.type {
    case GDK_BUTTON_PRESS where event.pointee.button.button == 1: phase = .pressed
    case GDK_BUTTON_RELEASE where event.pointee.button.button == 1: phase = .released
    case GDK_MOTION_NOTIFY where event.pointee.motion.state & GDK_BUTTON1_MASK.rawValue != 0: phase = .moved
    default: return 0
    }
    let (x, y) = phase == .moved ? (event.pointee.motion.x, event.pointee.motion.y) : (event.pointee.button.x, event.pointee.button.y)
    handle(data) { (handler: PointerHandler) in handler(phase, x, y) }
    return 1
}

private let tooltipTrampoline: @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) -> gboolean = { _, x, y, _, tooltip, data in
    guard let tooltip else { return 0 }
    guard let text = handle(data, { (handler: TooltipHandler) in handler(x, y) }) else { return 0 }
    gtk_tooltip_set_text(tooltip, text)
    return 1
}

private let scrollTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventScroll>?, gpointer?) -> gboolean = { _, event, data in
    guard let event else { return 0 }
    nonisolated(unsafe) let data = data
    nonisolated(unsafe) let general = UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEvent.self)
    return MainActor.assumeIsolated { (unbox(data) as ScrollHandler)(general) } ? 1 : 0
}

private let release: GClosureNotify = { data, _ in Unmanaged<SignalBox>.fromOpaque(data!).release() }
private let timeoutTrampoline: @convention(c) (gpointer?) -> gboolean = { data in handle(data) { (handler: TickHandler) in handler(0) } ? 1 : 0 }
private let releaseSource: GDestroyNotify = { data in Unmanaged<SignalBox>.fromOpaque(data!).release() }

private func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ trampoline: GCallback, _ handler: Any) -> UInt {
    let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    return UInt(g_signal_connect_data(instance, signal, trampoline, data, release, GConnectFlags(0)))
}

/// Connects a signal whose handler takes only the instance (`clicked`, `toggled`, `changed`, `activate`).
@discardableResult
func onSignal(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping VoidHandler) -> UInt {
    connect(instance, signal, unsafeBitCast(voidTrampoline, to: GCallback.self), handler)
}

/// Connects a signal whose handler takes the instance and one argument, ignored (`size-allocate`).
@discardableResult
func onSignalWithArgument(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping VoidHandler) -> UInt {
    connect(instance, signal, unsafeBitCast(voidWithArgumentTrampoline, to: GCallback.self), handler)
}

/// Connects a widget's `draw`.
@discardableResult
func onDraw(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping DrawHandler) -> UInt {
    connect(widget, "draw", unsafeBitCast(drawTrampoline, to: GCallback.self), handler)
}

/// Connects `key-press-event`; the handler returns whether it used the key.
@discardableResult
func onKeyPress(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping KeyHandler) -> UInt {
    connect(widget, "key-press-event", unsafeBitCast(keyTrampoline, to: GCallback.self), handler)
}

/// Connects the primary button's press, drag and release (the masks are added here).
func onPointer(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping PointerHandler) {
    let mask = GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_BUTTON1_MOTION_MASK.rawValue
    gtk_widget_add_events(widget, Int32(mask))
    for signal in ["button-press-event", "button-release-event", "motion-notify-event"] {
        _ = connect(widget, signal, unsafeBitCast(pointerTrampoline, to: GCallback.self), handler)
    }
}

/// Connects `query-tooltip`: where the handler gives text, that is the tooltip; elsewhere the
/// widget's own tooltip shows.
@discardableResult
func onQueryTooltip(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping TooltipHandler) -> UInt {
    gtk_widget_set_has_tooltip(widget, 1)
    return connect(widget, "query-tooltip", unsafeBitCast(tooltipTrampoline, to: GCallback.self), handler)
}

/// Connects `scroll-event`.
@discardableResult
func onScroll(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping ScrollHandler) -> UInt {
    connect(widget, "scroll-event", unsafeBitCast(scrollTrampoline, to: GCallback.self), handler)
}

/// Runs `handler` once, when the main loop is next idle.
func onIdle(_ handler: @escaping VoidHandler) {
    let once: TickHandler = { _ in
        handler()
        return false
    }
    g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, timeoutTrampoline, Unmanaged.passRetained(SignalBox(once)).toOpaque(), releaseSource)
}

/// Calls `handler` every `milliseconds` while it returns true.
func onTimeout(_ milliseconds: UInt32, _ handler: @escaping TickHandler) {
    let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, timeoutTrampoline, data, releaseSource)
}

/// Adds a frame-clock tick callback; it stays while the handler returns true.
@discardableResult
func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping TickHandler) -> UInt32 {
    let data = Unmanaged.passRetained(SignalBox(handler)).toOpaque()
    return gtk_widget_add_tick_callback(widget, tickTrampoline, data, releaseSource)
}

/// A tooltip never takes a click (issue 34): GTK 3 places a tooltip just below the pointer, over
/// the controls under the one hovered, and a click there went to the tooltip's window and was
/// lost (a first click on Present, made a second after Push, did nothing). Every tooltip window
/// is given an empty input shape as it is mapped, so the pointer's events reach what lies below.
func passClicksThroughTooltips() {
    let hook: GSignalEmissionHook = { _, count, values, _ in
        guard count > 0, let values, let object = g_value_get_object(values) else { return 1 }
        let window = object.assumingMemoryBound(to: GObject.self)
        guard handheld_is_window(window) != 0 else { return 1 }
        let widget = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
        if gtk_window_get_type_hint(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) == GDK_WINDOW_TYPE_HINT_TOOLTIP,
           let surface = gtk_widget_get_window(widget) {
            let nothing = cairo_region_create()
            gdk_window_input_shape_combine_region(surface, nothing, 0, 0)
            cairo_region_destroy(nothing)
        }
        return 1 // stay connected
    }
    g_signal_add_emission_hook(g_signal_lookup("map", gtk_widget_get_type()), 0, hook, nil, nil)
}
