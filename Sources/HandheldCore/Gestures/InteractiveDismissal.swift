/// UI-6: a sheet swiped down. The card follows the finger; on release it leaves (a fling down,
/// or past half way unless flung back up) or springs back, over the remaining fraction of
/// 0.35 s; a sheet whose controllers are `modalInPresentation` only stretches, like a rubber
/// band, and always springs back. The dismissal itself, with its status bar change, happens
/// only when the motion completes (as POP-6).
public struct InteractiveDismissal: InteractiveMotion, Equatable, Sendable {
    /// The presented controller whose card moves: the top of the chain.
    public var sheet: String
    /// 0…1: how far down the card has moved, over its height (UI-6's "past half its height").
    public var progress: Double
    /// How far down the card is, in points, while tracking and at release.
    public var offset: Double
    public var phase: InteractivePhase
    /// The card's height.
    public var height: Double
    /// The points the card moves to leave the screen: its height on a phone, more for an
    /// iPad's centred form sheet.
    public var distance: Double
    /// The controller whose `modalInPresentation` refuses, if one does.
    public var refusedBy: String?

    /// How far a refusing card stretches at most, as a fraction of its height.
    static let rubberBandLimit = 0.2

    /// Follows a finger `translation` points down: one to one, or damped towards the limit
    /// like UIScrollView's rubber band when refused.
    mutating func follow(_ translation: Double) {
        let moved = max(0, translation)
        if refusedBy != nil {
            let limit = height * Self.rubberBandLimit
            offset = limit * (1 - 1 / (moved * 0.55 / limit + 1))
        } else {
            offset = min(moved, distance)
        }
        progress = height > 0 ? min(1, offset / height) : 0
    }

    /// How far down the card is at `time`: where the finger holds it, then on to off the
    /// screen or back to its place over the remaining fraction of 0.35 s.
    public func visibleOffset(at time: Double) -> Double {
        let t = duration > 0 ? min(1, max(0, (time - (releasedAt ?? time)) / duration)) : 1
        switch phase {
        case .tracking: return offset
        case .finishing: return offset + (distance - offset) * t
        case .cancelling: return offset * (1 - t)
        }
    }
}

extension EngineTransaction {
    /// The sheet a downward swipe that began at `point` would move, or why there is none.
    func swipeableSheet(at point: Point) -> Result<InteractiveDismissal, SwipeRefusal> {
        guard let top = hierarchy.presentations.last?.controller, let controller = hierarchy[top] else {
            return .failure(SwipeRefusal("nothing is presented"))
        }
        let effect = state.ios.presentation(controller.preferences.modalPresentationStyle, on: state.device)
        guard effect.style == .pageSheet || effect.style == .formSheet else {
            let why = effect.asked == effect.style ? "" : " (\(effect.because.map { "\($0.text), \($0.rule)" }.joined(separator: "; ")))"
            return .failure(SwipeRefusal("'\(top)' is presented \(effect.style.rawValue)\(why), not as a sheet"))
        }
        guard state.ios >= .iOS13 else {
            return .failure(SwipeRefusal("sheets are swiped down from iOS 13 (this is \(state.ios.name))"))
        }
        if let moving = state.transitions.first(where: { $0.kind == .present || $0.kind == .dismiss }) {
            return .failure(SwipeRefusal("the \(moving.kind == .present ? "presentation" : "dismissal") of '\(moving.appearing ?? moving.disappearing ?? "")' is animating"))
        }
        let builder = SceneBuilder(state: state)
        let card = builder.sheetFrame(effect.style)
        guard card.contains(point) else { return .failure(SwipeRefusal("the touch began outside the card of '\(top)'")) }
        // UIKit asks the presented controller and what it shows: a form inside a navigation
        // controller sets it on itself, the controller on screen.
        let refusing = hierarchy.onScreen(top).first { hierarchy[$0]?.preferences.modalInPresentation == true }
        return .success(InteractiveDismissal(sheet: top, progress: 0, offset: 0, phase: .tracking, height: card.height,
                                             distance: builder.size.y - card.y, refusedBy: refusing))
    }

    /// The pan passed its hysteresis going mostly down (UI-6's dominant axis).
    mutating func beginSwipe(_ pan: inout PanRecognizer) {
        switch swipeableSheet(at: pan.start) {
        case .success(var dismissal):
            pan.set(.began)
            dismissal.follow(pan.translation.y)
            state.interactiveDismissal = dismissal
            let refusal = dismissal.refusedBy.map { " ('\($0)' has modalInPresentation: it only stretches)" } ?? ""
            note(.operation, "swipe down began an interactive dismissal of '\(dismissal.sheet)'\(refusal) (UI-6)")
        case .failure(let refusal):
            pan.set(.failed)
            note(.note, "pan down: no swipe to dismiss — \(refusal.reason) (UI-6)")
        }
    }

    /// The finger moved: the card follows.
    mutating func swipeMoved(_ pan: PanRecognizer) {
        guard var dismissal = state.interactiveDismissal, dismissal.isTracking else { return }
        dismissal.follow(pan.translation.y)
        state.interactiveDismissal = dismissal
    }

    /// The finger lifted: UI-6's rule (POP-3's numbers, downward) decides; a refusing sheet
    /// springs back and says why.
    mutating func swipeReleased(_ pan: PanRecognizer) {
        guard var dismissal = state.interactiveDismissal, dismissal.isTracking else { return }
        dismissal.follow(pan.translation.y)
        let velocity = pan.velocity.y
        let finish = dismissal.refusedBy == nil && InteractiveDismissal.finishes(progress: dismissal.progress, velocity: velocity)
        dismissal.phase = finish ? .finishing(start: state.now, from: dismissal.progress) : .cancelling(start: state.now, from: dismissal.progress)
        state.interactiveDismissal = dismissal
        let how = "\(JSONOutput.format((dismissal.progress * 100).rounded()))% and \(JSONOutput.format(velocity.rounded())) pt/s"
        if let refusing = dismissal.refusedBy {
            note(.operation, "swipe ended at \(how): '\(refusing)' has modalInPresentation, so the sheet springs back (UIKit calls presentationControllerDidAttemptToDismiss) (UI-6)")
        } else {
            note(.operation, "swipe ended at \(how): the sheet \(finish ? "is dismissed" : "springs back") (UI-6)")
        }
    }

    /// The motion after release ended: the sheet is dismissed now (the status bar owner
    /// changes only now), or everything stays as it was.
    mutating func interactiveDismissalEnded() {
        guard let dismissal = state.interactiveDismissal else { return }
        state.interactiveDismissal = nil
        guard case .finishing = dismissal.phase else {
            note(.operation, "the swipe of '\(dismissal.sheet)' cancelled: the sheet, and the status bar, stay as they were (UI-6)")
            return
        }
        var attempt = self
        do {
            try attempt.dismiss(target: dismissal.sheet, animated: false)
            self = attempt
            note(.operation, "interactive dismissal of '\(dismissal.sheet)' finished (UI-6)")
        } catch {
            note(.error, "interactive dismissal could not finish: \(error.description)")
        }
    }
}

/// Why a downward pan moves no sheet.
struct SwipeRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
