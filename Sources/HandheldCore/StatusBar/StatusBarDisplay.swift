/// The status bar as the screen shows it: the last resolution (SB-7) and the animations in
/// flight from the one before (SB-8).
public struct StatusBarDisplay: Equatable, Sendable {
    /// A change of hidden in flight.
    public struct HiddenChange: Equatable, Sendable {
        /// Hidden before.
        public var wasHidden: Bool
        /// How it animates.
        public var animation: StatusBarAnimation
        /// When it started, on the engine's clock.
        public var start: Double
    }

    /// A cross-fade of the content colour in flight.
    public struct ContentChange: Equatable, Sendable {
        /// The content before.
        public var previous: StatusBarContent
        /// When it started.
        public var start: Double
    }

    /// The last resolution: what the status bar shows once animations end.
    public private(set) var resolution: StatusBarResolution
    /// What the content is drawn as (SB-8).
    public private(set) var content: StatusBarContent
    /// The hidden animation in flight, if any.
    public private(set) var hiddenChange: HiddenChange?
    /// The content cross-fade in flight, if any.
    public private(set) var contentChange: ContentChange?
    /// Why a content-adaptive `default` draws what it draws (VER-3), worded when read: it is
    /// found again at every frame (issue 34), and read far more rarely.
    var contentReasonMessages: [DeferredMessage]?

    /// Why a content-adaptive `default` draws what it draws (VER-3), for the explanation.
    public var contentReason: String? { contentReasonMessages.map { $0.map(\.text).joined() } }

    /// A status bar showing `resolution` with nothing in flight.
    public init(resolution: StatusBarResolution, content: StatusBarContent) {
        self.resolution = resolution
        self.content = content
    }

    /// Shows a new resolution at time `now`, starting the animations SB-8 asks for.
    /// Returns whether what is on screen changes.
    @discardableResult
    mutating func show(_ new: StatusBarResolution, content newContent: StatusBarContent, now: Double) -> Bool {
        let changed = new.isHidden != resolution.isHidden || newContent != content || new.style != resolution.style
        if new.isHidden != resolution.isHidden {
            hiddenChange = new.animation == .none
                ? nil : HiddenChange(wasHidden: resolution.isHidden, animation: new.animation, start: now)
        }
        if newContent != content {
            contentChange = ContentChange(previous: content, start: now)
        }
        resolution = new
        content = newContent
        return changed
    }

    /// When the last animation in flight ends, if any.
    public var animationsEnd: Double? {
        let ends = [hiddenChange?.start, contentChange?.start].compactMap { $0.map { $0 + statusBarAnimationDuration } }
        return ends.max()
    }

    /// Forgets animations that have ended by `now`.
    mutating func dropFinishedAnimations(at now: Double) {
        if let change = hiddenChange, change.start + statusBarAnimationDuration <= now { hiddenChange = nil }
        if let change = contentChange, change.start + statusBarAnimationDuration <= now { contentChange = nil }
    }
}
