import CGtk
import HandheldCore
import HandheldPlayground

/// A job run beside the window (issue 34: File > Record and File > Open Swift Project froze
/// the window for minutes): the main loop goes on painting while `JobRunner` runs it; a dialog
/// shows how far it is (a fraction, else a pulse) and Cancel stops it. `done` gets how it
/// ended; the playground says what that means.
@MainActor
final class BackgroundJob {
    private let runner: JobRunner
    private let dialog: Widget
    private let bar: Widget

    init(_ job: Job, over window: Widget, done: @escaping @MainActor (JobEnd) -> Void) {
        dialog = Widgets.dialog(job.title, over: window, buttons: [(tr("_Cancel"), GTK_RESPONSE_CANCEL)])
        gtk_window_set_default_size(handheld_gtk_window(dialog), 420, -1)
        bar = gtk_progress_bar_new()!
        gtk_progress_bar_set_show_text(handheld_gtk_progress_bar(bar), 1)
        gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), tr("starting…"))
        Widgets.margins(bar, start: 12, end: 12, top: 12, bottom: 12)
        Widgets.pack(gtk_dialog_get_content_area(handheld_gtk_dialog(dialog)), bar)
        runner = JobRunner(job)
        onSignalWithArgument(dialog, "response") { [weak self] in
            guard let self, runner.cancel() else { return }
            gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), tr("stopping…"))
        }
        gtk_widget_show_all(dialog)
        // Polled from the main loop (so `done` comes once the window holds this job).
        onTimeout(100) { [weak self] _ in
            guard let self else { return false }
            guard let end = runner.end() else {
                let progress = runner.progress, bar = handheld_gtk_progress_bar(bar)
                if let fraction = progress.fraction { gtk_progress_bar_set_fraction(bar, fraction) } else { gtk_progress_bar_pulse(bar) }
                if !progress.text.isEmpty { gtk_progress_bar_set_text(bar, progress.text) }
                return true
            }
            gtk_widget_destroy(dialog)
            done(end)
            return false
        }
    }
}
