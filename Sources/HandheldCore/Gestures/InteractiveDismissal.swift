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
            return .failure(SwipeRefusal(tr("nothing is presented")))
        }
        let effect = state.ios.presentation(of: controller.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk)
        guard effect.style == .pageSheet || effect.style == .formSheet else {
            let why = effect.asked == effect.style ? "" : " (\(effect.because.map { "\($0.message.text), \($0.rule)" }.joined(separator: "; ")))"
            return .failure(SwipeRefusal(tr("'%s' is presented %s%s, not as a sheet", top, effect.style.rawValue, why)))
        }
        guard state.ios >= .iOS13 else {
            return .failure(SwipeRefusal(tr("sheets are swiped down from iOS 13 (this is %s)", state.ios.name)))
        }
        if let moving = state.transitions.first(where: { $0.kind == .present || $0.kind == .dismiss }) {
            return .failure(SwipeRefusal((moving.kind == .present ? tr("the presentation of '%s' is animating", moving.appearing ?? "") : tr("the dismissal of '%s' is animating", moving.disappearing ?? ""))))
        }
        let builder = SceneBuilder(state: state)
        let card = builder.sheetFrame(effect.style)
        guard card.contains(point) else { return .failure(SwipeRefusal(tr("the touch began outside the card of '%s'", top))) }
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
            let refusal = dismissal.refusedBy.map { tr(" ('%s' has modalInPresentation: it only stretches)", $0) } ?? ""
            note(.operation, tr("swipe down began an interactive dismissal of '%s'%s (UI-6)", dismissal.sheet, refusal))
        case .failure(let refusal):
            pan.set(.failed)
            note(.note, tr("pan down: no swipe to dismiss — %s (UI-6)", refusal.reason))
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
        let how = tr("%s%% and %s pt/s", JSONOutput.format((dismissal.progress * 100).rounded()), JSONOutput.format(velocity.rounded()))
        if let refusing = dismissal.refusedBy {
            note(.operation, tr("swipe ended at %s: '%s' has modalInPresentation, so the sheet springs back (UIKit calls presentationControllerDidAttemptToDismiss) (UI-6)", how, refusing))
        } else {
            note(.operation, (finish ? tr("swipe ended at %s: the sheet is dismissed (UI-6)", how) : tr("swipe ended at %s: the sheet springs back (UI-6)", how)))
        }
    }

    /// The motion after release ended: the sheet is dismissed now (the status bar owner
    /// changes only now), or everything stays as it was.
    mutating func interactiveDismissalEnded() {
        guard let dismissal = state.interactiveDismissal else { return }
        state.interactiveDismissal = nil
        guard case .finishing = dismissal.phase else {
            note(.operation, tr("the swipe of '%s' cancelled: the sheet, and the status bar, stay as they were (UI-6)", dismissal.sheet))
            return
        }
        var attempt = self
        do {
            try attempt.dismiss(target: dismissal.sheet, animated: false)
            self = attempt
            note(.operation, tr("interactive dismissal of '%s' finished (UI-6)", dismissal.sheet))
        } catch {
            note(.error, tr("interactive dismissal could not finish: %s", error.description))
        }
    }
}

/// Why a downward pan moves no sheet.
struct SwipeRefusal: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
