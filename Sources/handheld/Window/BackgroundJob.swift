import CGtk
import Foundation
import HandheldCore

/// A command run beside the window (issue 34: File > Record and File > Open Swift Project froze
/// the window for minutes): the main loop goes on painting while it runs; a dialog shows how far
/// it is ("frame 12 of 300", "file 40 of 812" on its stderr give a fraction, anything else a
/// pulse) and Cancel stops it (SIGTERM: the command removes what it had begun). `done` gets
/// the exit status (nil when cancelled), what it printed on stdout and all it said on stderr.
@MainActor
final class BackgroundJob {
    private let process = Process()
    private let said = SaidBuffer()
    private let printed = SaidBuffer()
    private let dialog: Widget
    private let bar: Widget
    private var cancelled = false
    private let done: @MainActor (_ status: Int32?, _ printed: String, _ said: String) -> Void

    init(title: String, over window: Widget, tool: String, arguments: [String],
         done: @escaping @MainActor (_ status: Int32?, _ printed: String, _ said: String) -> Void) {
        self.done = done
        dialog = gtk_dialog_new()!
        gtk_window_set_title(handheld_gtk_window(dialog), title)
        gtk_window_set_transient_for(handheld_gtk_window(dialog), handheld_gtk_window(window))
        gtk_window_set_modal(handheld_gtk_window(dialog), 1)
        gtk_window_set_default_size(handheld_gtk_window(dialog), 420, -1)
        gtk_dialog_add_button(handheld_gtk_dialog(dialog), tr("_Cancel"), GTK_RESPONSE_CANCEL.rawValue)
        bar = gtk_progress_bar_new()!
        gtk_progress_bar_set_show_text(handheld_gtk_progress_bar(bar), 1)
        gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), tr("starting…"))
        Widgets.margins(bar, start: 12, end: 12, top: 12, bottom: 12)
        Widgets.pack(gtk_dialog_get_content_area(handheld_gtk_dialog(dialog)), bar)
        onSignalWithArgument(dialog, "response") { [weak self] in self?.cancel() }
        gtk_widget_show_all(dialog)
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let (buffer, printedBuffer) = (said, printed)
        errors.fileHandleForReading.readabilityHandler = { handle in buffer.append(handle.availableData) }
        output.fileHandleForReading.readabilityHandler = { handle in printedBuffer.append(handle.availableData) }
        do {
            try process.run()
        } catch {
            finish(status: 1, text: tr("cannot run %s: %s", tool, error.localizedDescription))
            return
        }
        onTimeout(100) { [weak self] _ in self?.poll() ?? false }
    }

    /// Stops the command; it removes what it had begun.
    func cancel() {
        guard process.isRunning, !cancelled else { return }
        cancelled = true
        gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), tr("stopping…"))
        process.terminate()
    }

    private func poll() -> Bool {
        let text = said.text
        if let (number, total) = Self.lastCount(in: text) {
            gtk_progress_bar_set_fraction(handheld_gtk_progress_bar(bar), Double(number) / Double(max(total, 1)))
            gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), "\(number) / \(total)")
        } else {
            gtk_progress_bar_pulse(handheld_gtk_progress_bar(bar))
            if let last = text.split(separator: "\n").last { gtk_progress_bar_set_text(handheld_gtk_progress_bar(bar), String(last.prefix(80))) }
        }
        guard !process.isRunning else { return true }
        process.waitUntilExit()
        for (pipe, buffer) in [(process.standardError, said), (process.standardOutput, printed)] {
            guard let pipe = pipe as? Pipe else { continue }
            pipe.fileHandleForReading.readabilityHandler = nil
            buffer.append(pipe.fileHandleForReading.readDataToEndOfFile())
        }
        finish(status: cancelled ? nil : process.terminationStatus, text: said.text)
        return false
    }

    private func finish(status: Int32?, text: String) {
        gtk_widget_destroy(dialog)
        done(status, printed.text, text)
    }

    /// The last "… N of M" line: "frame 12 of 300".
    static func lastCount(in text: String) -> (Int, Int)? {
        for line in text.split(separator: "\n").reversed() {
            let words = line.split(separator: " ")
            if words.count == 4, words[2] == "of", let number = Int(words[1]), let total = Int(words[3]) { return (number, total) }
        }
        return nil
    }
}

/// What a command said on stderr, appended from Foundation's reading thread, read on the main one.
final class SaidBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
