/// BAR-2: a controller's content scrolling: the `scroll` op (animated over 0.3 s) and a
/// vertical drag on its content, which follows the finger one to one with no momentum.
public struct ScrollAnimation: Equatable, Sendable {
    public var controller: String
    public var from: Double
    public var to: Double
    public var start: Double
    public var end: Double

    /// The offset at `time`, eased in and out.
    public func offset(at time: Double) -> Double {
        guard end > start else { return to }
        let p = min(1, max(0, (time - start) / (end - start)))
        return from + (to - from) * Curve.easeInOut(p)
    }
}

/// A vertical drag scrolling a controller's content (BAR-2, UI-6).
public struct ScrollPan: Equatable, Sendable {
    public var controller: String
    /// The offset when the drag was recognized, and the finger's translation then.
    public var startOffset: Double
    public var startTranslation: Double
}

extension EngineTransaction {
    /// The `scroll` op: `target` (default the top content controller) to `offset`, clamped.
    mutating func scroll(target given: String?, offset: Double, animated: Bool) throws(EngineError) {
        let target = given ?? hierarchy.topContentController
        let controller = try hierarchy.controller(target)
        guard controller.preferences.scrollView else {
            throw .invalid(tr("'%s' has no scroll view to scroll: give it \"scrollView\": true (BAR-2)", target))
        }
        guard offset.isFinite else { throw .invalid(tr("a scroll offset must be a number of points, not %s", offset)) }
        let limit = state.scrollLimit(of: target)
        let clamped = min(limit, max(0, offset))
        let from = state.scrollOffset(of: target)
        trackBarMinimization(target, from: from, to: clamped)
        finishScrollAnimation()
        try hierarchy.modify(target) { $0.scrollOffset = clamped }
        if animated && clamped != from {
            state.scrollAnimation = ScrollAnimation(controller: target, from: from, to: clamped, start: state.now,
                                                    end: state.now + BarMetrics.scrollDuration)
        } else {
            swiftUIStyleFollowsScroll()
        }
        let clampNote = clamped == offset ? "" : tr(" (clamped to 0…%s)", JSONOutput.format(limit))
        note(.operation, tr("'%s' scrolls to %s pt%s%s (BAR-2)", target, JSONOutput.format(clamped), clampNote, animated ? "" : tr(" (not animated)")))
    }

    /// SUI-8: a SwiftUI destination's toolbarColorScheme holds only while its bar has a
    /// background, which scrolling changes: SwiftUI asks for an update itself (SUI-3).
    mutating func swiftUIStyleFollowsScroll() {
        guard state.mode == .viewController, let navigation = hierarchy.navigationController(containing: hierarchy.topContentController),
              hierarchy[navigation]?.swiftUIContainer != nil, let top = hierarchy[navigation]?.topOfStack,
              let destination = hierarchy[top], SwiftUIRules.toolbarStyle(destination) != nil else { return }
        requestStatusBarUpdate()
        resolvePendingStatusBarUpdate()
    }

    /// An animated scroll still running ends where it was going.
    mutating func finishScrollAnimation() {
        state.scrollAnimation = nil
    }

    /// UI-6: whether a vertical pan starting now would scroll the top content: it has a scroll
    /// view, and the drag goes up or its content is scrolled (a drag down at the top is a
    /// sheet's swipe, or nothing).
    func scrollsVertically(_ pan: PanRecognizer) -> String? {
        let top = hierarchy.topContentController
        guard let controller = hierarchy[top], controller.preferences.scrollView else { return nil }
        let offset = state.scrollOffset(of: top)
        return pan.translation.y < 0 || offset > 0 ? top : nil
    }

    mutating func beginScroll(_ pan: inout PanRecognizer, controller: String) {
        pan.set(.began)
        let offset = state.scrollOffset(of: controller)
        finishScrollAnimation()
        state.scrollPan = ScrollPan(controller: controller, startOffset: offset, startTranslation: 0)
        note(.operation, tr("pan: '%s''s content scrolls with the finger (BAR-2)", controller))
        scrollMoved(pan)
    }

    mutating func scrollMoved(_ pan: PanRecognizer) {
        guard let scroll = state.scrollPan else { return }
        let limit = state.scrollLimit(of: scroll.controller)
        let offset = min(limit, max(0, scroll.startOffset - (pan.translation.y - scroll.startTranslation)))
        trackBarMinimization(scroll.controller, from: state.scrollOffset(of: scroll.controller), to: offset)
        try? hierarchy.modify(scroll.controller) { $0.scrollOffset = offset }
        swiftUIStyleFollowsScroll()
    }

    mutating func scrollEnded(_ pan: PanRecognizer) {
        scrollMoved(pan)
        guard let scroll = state.scrollPan else { return }
        state.scrollPan = nil
        note(.operation, tr("pan ended: '%s' stays scrolled to %s pt (no momentum, BAR-2)", scroll.controller, JSONOutput.format(state.scrollOffset(of: scroll.controller))))
    }
}
