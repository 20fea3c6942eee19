/// The engine's side of the tips overlay: `show` and `hide` (TIP-2, TIP-3, TIP-6), its
/// switches (TIP-5, TIP-6), and taps, which the overlay answers when they land on it (TIP-5).
extension EngineTransaction {
    mutating func showTip(_ request: TipRequest) throws(EngineError) {
        if let seconds = request.hideAfter, !(seconds >= 0 && seconds.isFinite) {
            throw .invalid("hideAfter must be 0 or more seconds, not \(seconds)")
        }
        if let progress = request.progress, !(0...1).contains(progress) {
            throw .invalid("a tip's progress must be 0…1, not \(progress)")
        }
        note(.operation, state.tips.show(request, now: state.now))
    }

    mutating func hideTip() {
        note(.operation, state.tips.hide(now: state.now) ?? "hideTip: no tip is shown")
    }

    mutating func setTipOptions(queue: Bool?, animated: Bool?, tapToHide: Bool?) {
        if let queue { state.tips.queueMode = queue }
        if let animated { state.tips.animated = animated }
        if let tapToHide { state.tips.tapToHide = tapToHide }
        note(.operation, "tips overlay: queue \(state.tips.queueMode), animations \(state.tips.animated), tap to hide \(state.tips.tapToHide)")
    }

    /// A tap at a point of the interface: on the visible overlay it hides the tip (TIP-5).
    mutating func tap(at point: Point) {
        let width = state.orientation.isLandscape ? state.device.screenHeight : state.device.screenWidth
        let onOverlay = TipsGeometry.overlayContains(point, interfaceWidth: width, barHeight: state.device.statusBarHeight)
        let at = "(\(JSONOutput.format(point.x)), \(JSONOutput.format(point.y)))"
        guard onOverlay, state.tips.isVisible else {
            note(.note, "tap at \(at): nothing there handles taps")
            return
        }
        guard state.tips.tapToHide else {
            note(.note, "tap at \(at) on the tip: tap-to-hide is off")
            return
        }
        note(.operation, "tap at \(at) on the tip (TIP-5): " + (state.tips.hide(now: state.now) ?? ""))
    }
}
