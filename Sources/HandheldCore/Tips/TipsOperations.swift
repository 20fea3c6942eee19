/// The engine's side of the tips overlay: `show` and `hide` (TIP-2, TIP-3, TIP-6), its
/// switches (TIP-5, TIP-6), and taps, which the overlay answers when they land on it (TIP-5).
extension EngineTransaction {
    mutating func showTip(_ request: TipRequest) throws(EngineError) {
        if let seconds = request.hideAfter, !(seconds >= 0 && seconds <= Limits.maximumTime) {
            throw .invalid(tr("hideAfter must be 0 to %s seconds, not %s", JSONOutput.format(Limits.maximumTime), seconds))
        }
        guard request.text.count <= Limits.maximumTextLength else {
            throw .invalid(tr("a tip's text must be at most %s characters, not %s", Limits.maximumTextLength, request.text.count))
        }
        if let progress = request.progress, !(0...1).contains(progress) {
            throw .invalid(tr("a tip's progress must be 0…1, not %s", progress))
        }
        note(.operation, state.tips.show(request, now: state.now))
    }

    mutating func hideTip() {
        note(.operation, state.tips.hide(now: state.now) ?? tr("hideTip: no tip is shown"))
    }

    mutating func setTipOptions(queue: Bool?, animated: Bool?, tapToHide: Bool?) {
        if let queue { state.tips.queueMode = queue }
        if let animated { state.tips.animated = animated }
        if let tapToHide { state.tips.tapToHide = tapToHide }
        note(.operation, tr("tips overlay: queue %s, animations %s, tap to hide %s", state.tips.queueMode, state.tips.animated, state.tips.tapToHide))
    }

    /// Whether a point of the interface lies on the overlay while it is drawn, sliding
    /// included: the overlay's window then owns a touch that begins there (TIP-8).
    func tipsOverlayContains(_ point: Point) -> Bool {
        let drawn = state.tips.isVisible || state.tips.slide.map { $0.end > state.now } == true
        let width = state.orientation.isLandscape ? state.device.screenHeight : state.device.screenWidth
        return drawn && TipsGeometry.overlayContains(point, interfaceWidth: width, barHeight: state.device.tipsHeight(in: state.orientation))
    }

    /// A tap at a point of the interface: on the visible overlay it hides the tip (TIP-5);
    /// elsewhere the screen's control under it, if any, acts (UI-6: a back button pops, a tab
    /// bar item selects its tab).
    mutating func tap(at point: Point) throws(EngineError) {
        let at = "(\(JSONOutput.format(point.x)), \(JSONOutput.format(point.y)))"
        guard tipsOverlayContains(point) else {
            try tapControl(at: point, described: at)
            return
        }
        guard state.tips.isVisible else {
            note(.note, tr("tap at %s on the tips overlay as it slides away: it takes the touch (TIP-8)", at))
            return
        }
        guard state.tips.tapToHide else {
            note(.note, tr("tap at %s on the tip: tap-to-hide is off", at))
            return
        }
        note(.operation, tr("tap at %s on the tip (TIP-5): ", at) + (state.tips.hide(now: state.now) ?? ""))
    }
}
