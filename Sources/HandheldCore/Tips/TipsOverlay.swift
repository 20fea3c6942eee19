/// How a tip looks (TIP-6): the article's black, and three of ours.
public enum TipStyle: String, Equatable, Hashable, Sendable, CaseIterable {
    case plain, success, warning, error
}

/// One `show` of the tips overlay (TIP-2).
public struct TipRequest: Equatable, Hashable, Sendable {
    public var text: String
    /// An icon's name, drawn 20 x 20 pt left of the label: one of `iconNames` (anything else a dot).
    public var icon: String?
    /// The icons the painter draws, as the window offers them.
    public static let iconNames = ["checkmark", "exclamation", "info"]

    /// An icon's name in the reader's language, as the window's chooser shows it.
    public static func iconLabel(_ name: String) -> String {
        switch name {
        case "checkmark": tr("checkmark")
        case "exclamation": tr("exclamation mark")
        case "info": tr("info")
        default: name
        }
    }
    /// Seconds until it hides by itself; `nil` stays until hidden.
    public var hideAfter: Double?
    public var style: TipStyle
    /// A progress bar along the overlay's bottom edge, 0…1 (TIP-6).
    public var progress: Double?

    public init(text: String, icon: String? = nil, hideAfter: Double? = nil, style: TipStyle = .plain, progress: Double? = nil) {
        self.text = text
        self.icon = icon
        self.hideAfter = hideAfter
        self.style = style
        self.progress = progress
    }
}

/// How long a tip slides in or out (TIP-5).
public let tipAnimationDuration = 0.25

/// The status-bar tips overlay of the second article: a separate window at level
/// `statusBar + 10` (TIP-1) showing one message at a time, with its timers on the engine's
/// clock (TIP-3).
public struct TipsOverlay: Equatable, Sendable {
    /// A show or hide animating (TIP-5).
    public struct Slide: Equatable, Sendable {
        /// True when sliding in.
        public var showing: Bool
        /// What slides (the tip going away, when hiding).
        public var tip: TipRequest
        public var start: Double
        public var end: Double { start + tipAnimationDuration }
    }

    /// The window level, above the status bar (TIP-1); UIKit's statusBar level is 1000.
    public static let windowLevel = 1000 + 10

    /// The tip logically shown, if any.
    public private(set) var current: TipRequest?
    /// When the current tip hides by itself (TIP-3).
    public private(set) var hideAt: Double?
    /// Tips waiting their turn in queue mode (TIP-6).
    public private(set) var queue = PersistentArray<TipRequest>()
    /// Queue mode: a show while a timed tip is visible waits instead of replacing it (TIP-6).
    public var queueMode = false
    /// Show and hide slide in from the interface's top edge (TIP-5; off: the article's bare behaviour).
    public var animated = true
    /// A tap on the overlay hides it (TIP-5).
    public var tapToHide = true
    /// The slide in flight.
    public private(set) var slide: Slide?

    public init() {}

    /// Whether a tip is logically shown.
    public var isVisible: Bool { current != nil }

    /// TIP-3: every show replaces the text and icon and cancels a pending hide; `hideAfter`
    /// schedules a new one. In queue mode, a show while a timed tip is visible waits.
    /// Returns what happened, for the event log.
    mutating func show(_ request: TipRequest, now: Double) -> String {
        if queueMode, current != nil, hideAt != nil {
            queue.append(request)
            return tr("tip \"%s\" waits its turn (queue mode, TIP-6): %s waiting", request.text, queue.count)
        }
        let replacing = current != nil
        present(request, now: now)
        if !replacing, animated { slide = Slide(showing: true, tip: request, start: now) }
        let timer = request.hideAfter.map { tr(", hides after %s s", JSONOutput.format($0)) } ?? ""
        return replacing ? tr("tip \"%s\" replaces the shown one%s (TIP-3)", request.text, timer) : tr("tip \"%s\" shown%s", request.text, timer)
    }

    private mutating func present(_ request: TipRequest, now: Double) {
        current = request
        hideAt = request.hideAfter.map { now + $0 }
    }

    /// Hides the current tip at once; in queue mode the next one comes up.
    mutating func hide(now: Double) -> String? {
        guard let leaving = current else { return nil }
        current = nil
        hideAt = nil
        if animated { slide = Slide(showing: false, tip: leaving, start: now) }
        if queueMode, !queue.isEmpty {
            let next = queue.removeFirst()
            present(next, now: now)
            if animated { slide = Slide(showing: true, tip: next, start: now) }
            return tr("tip \"%s\" hidden; the next one, \"%s\", comes up (TIP-6)", leaving.text, next.text)
        }
        return tr("tip \"%s\" hidden", leaving.text)
    }

    /// The hide timer fell due.
    mutating func timerFired(now: Double) -> String? {
        guard let hideAt, hideAt <= now else { return nil }
        return hide(now: hideAt).map { tr("%s (auto-hide)", $0) }
    }

    /// Forgets a slide that has ended.
    mutating func dropFinishedSlide(at now: Double) {
        if let slide, slide.end <= now { self.slide = nil }
    }
}
