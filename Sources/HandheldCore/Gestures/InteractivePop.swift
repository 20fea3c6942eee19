/// What a finger drives and then lets go of: an interactive pop (POP-2, POP-3) or a sheet's
/// swipe down (UI-6). While tracking it follows the finger; after release it runs to the end
/// (`finishing`) or back (`cancelling`) over the remaining fraction of 0.35 s.
public enum InteractivePhase: Equatable, Sendable {
    /// The finger drives it.
    case tracking
    /// Released: animating to the end (`finishing`) or back (`cancelling`) from `from`.
    case finishing(start: Double, from: Double)
    case cancelling(start: Double, from: Double)
}

/// The timing both interactive motions share.
public protocol InteractiveMotion {
    /// 0…1 while tracking.
    var progress: Double { get }
    var phase: InteractivePhase { get }
}

extension InteractiveMotion {
    /// How long the rest of the motion takes: the remaining fraction of 0.35 s (POP-3, UI-6).
    public var duration: Double {
        switch phase {
        case .tracking: 0
        case .finishing(_, let from): (1 - from) * transitionDuration
        case .cancelling(_, let from): from * transitionDuration
        }
    }

    /// When the finger let go.
    public var releasedAt: Double? {
        switch phase {
        case .tracking: nil
        case .finishing(let start, _), .cancelling(let start, _): start
        }
    }

    /// When the motion after release ends.
    public var end: Double? { releasedAt.map { $0 + duration } }

    /// Whether the finger still drives it.
    public var isTracking: Bool { phase == .tracking }

    /// The visible progress at `time`.
    public func visibleProgress(at time: Double) -> Double {
        switch phase {
        case .tracking:
            return progress
        case .finishing(let start, let from):
            let t = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
            return from + (1 - from) * t
        case .cancelling(let start, let from):
            let t = duration > 0 ? min(1, max(0, (time - start) / duration)) : 1
            return from * (1 - t)
        }
    }

    /// POP-3's release rule, which UI-6's swipe shares: finish on a fling along the motion, or
    /// past half way unless flung back.
    static func finishes(progress: Double, velocity: Double) -> Bool {
        velocity > PopThresholds.finishVelocity
            || (progress > PopThresholds.finishProgress && velocity >= -PopThresholds.finishVelocity)
    }
}

/// The interactive pop a full-screen pan drives (POP-2, POP-3).
public struct InteractivePop: InteractiveMotion, Equatable, Sendable {
    public typealias Phase = InteractivePhase

    /// The navigation controller.
    public var navigation: String
    /// The controller being popped.
    public var leaving: String
    /// The controller coming back.
    public var appearing: String
    /// 0…1 along the reading direction (POP-2).
    public var progress: Double
    public var phase: Phase
    /// The navigation bar's hidden state now and once the pop completes (POP-4), decided when
    /// the pop begins; the Scene moves the bar between the two.
    public var navigationBarHidden: Transition.BarChange
}

/// VER-5: the gestures that can begin an interactive pop, in the order they are tried.
enum PopGesture: CaseIterable {
    /// FDFullscreenPopGesture's pan anywhere in the content (section 7).
    case fullscreen
    /// UIKit's `interactivePopGestureRecognizer`, from the leading edge.
    case edge
    /// iOS 26's `interactiveContentPopGestureRecognizer`, anywhere in the content.
    case content

    /// How far from the leading edge the edge gesture's touch may begin (this project's number).
    static let edgeWidth = 20.0

    var name: String {
        switch self {
        case .fullscreen: tr("FD's full-screen pan")
        case .edge: tr("the edge gesture (interactivePopGestureRecognizer)")
        case .content: tr("the content gesture (interactiveContentPopGestureRecognizer)")
        }
    }
}

/// POP-3's thresholds, kept in one place so they can be tuned.
public enum PopThresholds {
    /// Velocity along the reading direction above which a release finishes the pop.
    public static let finishVelocity = 300.0
    /// Progress above which a release finishes the pop (unless flung back faster than −300).
    public static let finishProgress = 0.5
}

/// The full-screen pop gesture (section 7, FDFullscreenPopGesture's idea): a pan anywhere on
/// the top screen of a navigation controller may begin an interactive pop (POP-1), which
/// follows the finger (POP-2), then finishes or cancels on release (POP-3), mirrored in
/// right-to-left layouts (POP-5); the pop itself, with its status bar change, happens only
/// when the motion completes (POP-6).
extension EngineTransaction {
    private var readingSign: Double { state.layoutDirection == .rtl ? -1 : 1 }

    private var interfaceWidth: Double {
        state.orientation.isLandscape ? state.device.screenHeight : state.device.screenWidth
    }

    /// VER-5, POP-1.3, POP-2: the navigation view of `navigation` in the interface: the card
    /// when it is (inside) a sheet or form sheet, else the whole interface. Distances and
    /// progress are measured in it.
    func navigationView(_ navigation: String) -> Rect {
        let builder = SceneBuilder(state: state)
        let whole = Rect(0, 0, builder.size.x, builder.size.y)
        guard let index = hierarchy.chainIndex(containing: navigation), index > 0 else { return whole }
        let presented = hierarchy.presentations[index - 1].controller
        guard let controller = hierarchy[presented] else { return whole }
        let style = state.ios.presentation(of: controller.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).style
        guard style == .pageSheet || style == .formSheet else { return whole }
        return builder.sheetFrame(style)
    }

    mutating func pointerPressed(at point: Point) {
        // TIP-8: a touch that begins on the overlay's window belongs to it, never to the controllers below.
        state.pan = PanRecognizer(at: point, time: state.now, onTipsOverlay: tipsOverlayContains(point))
    }

    /// A drag from one point to another at constant speed, sampled at 60 Hz, then released.
    mutating func drag(from: Point, to: Point, duration: Double) throws(EngineError) {
        // UI-6: a drag takes time; one of no time has no speed to release with.
        guard duration > 0, duration <= Limits.maximumDragDuration else {
            throw .invalid(tr("a drag's duration must be more than 0 and at most %s seconds, not %s", JSONOutput.format(Limits.maximumDragDuration), JSONOutput.format(duration)))
        }
        try checkClock(passing: duration)
        move(along: [DragPoint(from, at: 0), DragPoint(to, at: duration)])
    }

    /// UI-6's `path`: at least two points, times from 0 and strictly increasing.
    mutating func drag(along path: [DragPoint]) throws(EngineError) {
        guard path.count >= 2, path[0].time == 0, zip(path, path.dropFirst()).allSatisfy({ $0.time < $1.time }) else {
            throw .invalid(tr("a drag's path needs at least two points, the first at time 0 and each later one strictly after the one before"))
        }
        let duration = path[path.count - 1].time
        guard duration <= Limits.maximumDragDuration else {
            throw .invalid(tr("a drag's path must take at most %s seconds, not %s", JSONOutput.format(Limits.maximumDragDuration), JSONOutput.format(duration)))
        }
        try checkClock(passing: duration)
        move(along: path)
    }

    /// The finger down at the path's first point, straight and at constant speed to each next
    /// one, sampled at 60 Hz, then up.
    private mutating func move(along path: [DragPoint]) {
        pointerPressed(at: path[0].point)
        state.pan?.velocityWindow = PanRecognizer.scriptedVelocityWindow
        for (from, to) in zip(path, path.dropFirst()) {
            let duration = to.time - from.time
            let steps = max(1, Int((duration * 60).rounded()))
            for step in 1...steps {
                advance(to: state.now + duration / Double(steps))
                if stoppedEarly { return } // the finger is still down at the stop (render --at)
                let t = Double(step) / Double(steps)
                pointerMoved(to: Point(from.point.x + (to.point.x - from.point.x) * t, from.point.y + (to.point.y - from.point.y) * t))
            }
        }
        pointerReleased(at: path[path.count - 1].point)
    }

    mutating func pointerMoved(to point: Point) {
        guard var pan = state.pan else { return }
        pan.add(point, time: state.now)
        switch pan.phase {
        case .possible where pan.beganOnTipsOverlay:
            guard pan.passedHysteresis else { break }
            pan.set(.failed)
            note(.note, tr("pan: it began on the tips overlay, which owns it; no interactive pop (TIP-8)"))
        case .possible:
            guard pan.passedHysteresis else { break }
            // UI-6: past the hysteresis the dominant axis decides: down for a sheet's swipe,
            // across for the pop gestures.
            if abs(pan.translation.y) > abs(pan.translation.x) {
                if let scrolled = scrollsVertically(pan) {
                    beginScroll(&pan, controller: scrolled)
                } else if pan.translation.y > 0 {
                    beginSwipe(&pan)
                } else {
                    pan.set(.failed)
                    note(.note, tr("pan up: nothing moves with an upward drag (UI-6)"))
                }
                break
            }
            let (gesture, declined) = popGesture(pan)
            if let gesture {
                pan.set(.began)
                if !declined.isEmpty { note(.note, tr("pan: %s (VER-5)", declined.joined(separator: "; "))) }
                beginInteractivePop(progress: popProgress(pan), by: gesture)
            } else {
                pan.set(.failed)
                note(.note, tr("pan: no interactive pop — %s", declined.joined(separator: "; ")))
            }
        case .began, .changed:
            pan.set(.changed)
            if state.scrollPan != nil {
                scrollMoved(pan)
            } else if state.interactiveDismissal != nil {
                swipeMoved(pan)
            } else {
                let progress = popProgress(pan)
                state.interactivePop?.progress = progress
            }
        case .ended, .cancelled, .failed:
            break
        }
        state.pan = pan
    }

    private mutating func beginInteractivePop(progress: Double, by gesture: PopGesture) {
        let navigation = hierarchy.navigationController(containing: hierarchy.topContentController)!
        let controller = hierarchy[navigation]!
        let stack = controller.children
        let bar = controller.navigationBar ?? NavigationBarState()
        let appearing = stack[stack.count - 2]
        let barAfter = NavigationBarAppearance.isHidden(bar, appearing: hierarchy[appearing])
        state.interactivePop = InteractivePop(
            navigation: navigation, leaving: stack[stack.count - 1], appearing: appearing, progress: progress,
            phase: .tracking, navigationBarHidden: Transition.BarChange(before: bar.isHidden, after: barAfter))
        note(.operation, tr("%s began an interactive pop of '%s' on '%s' (%s)", gesture.name, stack[stack.count - 1], navigation, gesture == .fullscreen ? "POP-1" : "VER-5"))
    }

    /// POP-2: translation along the reading direction over the navigation view's width, 0…1.
    private func popProgress(_ pan: PanRecognizer) -> Double {
        let navigation = state.interactivePop?.navigation ?? hierarchy.navigationController(containing: hierarchy.topContentController)
        let width = navigation.map { navigationView($0).width } ?? interfaceWidth
        return min(1, max(0, pan.translation.x * readingSign / width))
    }

    /// VER-5: the gestures are tried in order, FD's full-screen pan where it is installed,
    /// UIKit's edge gesture, iOS 26's content gesture; the first whose conditions hold begins.
    /// Returns it, and each that declined before it with why.
    private func popGesture(_ pan: PanRecognizer) -> (PopGesture?, [String]) {
        let top = hierarchy.topContentController
        guard let navigation = hierarchy.navigationController(containing: top), let nav = hierarchy[navigation] else {
            return (nil, [tr("no navigation controller holds the top content '%s'", top)])
        }
        // POP-1's conditions 1, 4 and 5 hold for every gesture.
        if nav.children.count <= 1 { return (nil, [tr("'%s' has only its root in its stack (POP-1.1)", navigation)]) }
        if state.isTransitioning(navigation) { return (nil, [tr("'%s' is transitioning (POP-1.4)", navigation)]) }
        if pan.translation.x * readingSign <= 0 { return (nil, [tr("the drag goes against the reading direction (POP-1.5)")]) }
        let bar = nav.navigationBar ?? NavigationBarState()
        let topOfStack = nav.children[nav.children.count - 1]
        let preferences = hierarchy[topOfStack]?.preferences ?? ControllerPreferences()
        // Measured in the navigation view (a form sheet's card, VER-5), not the screen.
        let view = navigationView(navigation)
        guard view.contains(pan.start) else { return (nil, [tr("the touch began outside '%s''s view", navigation)]) }
        let fromLeadingEdge = state.layoutDirection == .rtl ? view.maxX - pan.start.x : pan.start.x - view.x
        var declined: [String] = []
        for gesture in PopGesture.allCases {
            let refusal: String?
            switch gesture {
            case .fullscreen:
                let limit = preferences.interactivePopMaxAllowedInitialDistance
                refusal = !bar.fullscreenPopGesture ? tr("not installed on '%s'", navigation)
                    : preferences.interactivePopDisabled ? tr("'%s' has interactivePopDisabled (POP-1.2)", topOfStack)
                    : limit > 0 && fromLeadingEdge > limit
                        ? tr("the touch began %s pt from the leading edge, beyond '%s''s maximum of %s (POP-1.3)", JSONOutput.format(fromLeadingEdge), topOfStack, JSONOutput.format(limit))
                    : nil
            case .edge:
                refusal = bar.fullscreenPopGesture ? tr("off: FD's pan replaces it on '%s'", navigation)
                    : fromLeadingEdge > PopGesture.edgeWidth
                        ? tr("the touch began %s pt from the leading edge, not within %s", JSONOutput.format(fromLeadingEdge), JSONOutput.format(PopGesture.edgeWidth))
                    : bar.isHidden ? tr("it does not begin while the navigation bar is hidden") 
                    : preferences.interactivePopDisabled && hierarchy[topOfStack]?.kind == .hosting
                        ? tr("'%s' hides its back button (navigationBarBackButtonHidden), which stops the edge swipe (SUI-11, observed)", topOfStack)
                    : nil
            case .content:
                // VER-10: the content gesture comes with SDK 26 as well as iOS 26.
                refusal = state.linked < .iOS26 ? tr("it exists from iOS 26 (this is %s)", state.versionName)
                    : !bar.contentPopGestureEnabled ? tr("'%s' has contentPopGestureEnabled false", navigation) : nil
            }
            guard let refusal else { return (gesture, declined) }
            declined.append(tr("%s declined: %s", gesture.name, refusal))
        }
        return (nil, declined)
    }

    mutating func pointerReleased(at point: Point) {
        guard var pan = state.pan else { return }
        pan.add(point, time: state.now)
        state.pan = nil
        switch pan.phase {
        case .possible where !pan.passedHysteresis:
            // A touch that did not move is a tap (TIP-5, UI-6); what it cannot do is logged.
            do { try tap(at: point) } catch { note(.note, tr("the tap did nothing: %s", error.description)) }
        case .began where state.scrollPan != nil, .changed where state.scrollPan != nil:
            scrollEnded(pan)
        case .began where state.interactiveDismissal != nil, .changed where state.interactiveDismissal != nil:
            swipeReleased(pan)
        case .began, .changed:
            guard var pop = state.interactivePop, pop.phase == .tracking else { return }
            pop.progress = popProgress(pan)
            // POP-3: finish on a fling, or past half way unless flung back.
            let velocity = pan.velocity.x * readingSign
            let finish = InteractivePop.finishes(progress: pop.progress, velocity: velocity)
            pop.phase = finish ? .finishing(start: state.now, from: pop.progress) : .cancelling(start: state.now, from: pop.progress)
            state.interactivePop = pop
            let percent = JSONOutput.format((pop.progress * 100).rounded()), speed = JSONOutput.format(velocity.rounded())
            note(.operation, finish ? tr("pan ended at %s%% and %s pt/s: the pop finishes (POP-3)", percent, speed)
                                    : tr("pan ended at %s%% and %s pt/s: the pop cancels (POP-3)", percent, speed))
        default:
            break
        }
    }

    /// The motion after release ended: the pop happens now (POP-6: the status bar follows),
    /// or everything stays as it was.
    mutating func interactivePopEnded() {
        guard let pop = state.interactivePop else { return }
        state.interactivePop = nil
        if case .finishing = pop.phase {
            var attempt = self
            do {
                try attempt.perform(.pop(animated: false), on: pop.navigation)
                self = attempt
                note(.operation, tr("interactive pop of '%s' finished (POP-3, POP-6)", pop.leaving))
            } catch {
                note(.error, tr("interactive pop could not finish: %s", error.description))
            }
        } else {
            note(.operation, tr("interactive pop of '%s' cancelled: the stack, the bar and the status bar stay as they were (POP-3)", pop.leaving))
        }
        runQueued(on: pop.navigation)
    }
}
