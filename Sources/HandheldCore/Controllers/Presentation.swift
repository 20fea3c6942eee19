/// VC-5: presenting and dismissing. A presentation goes on top of the window's chain, hosted
/// by its top; the asking controller matters for the managed tree (MGR-7). Both animate
/// 0.35 s and are never queued.
extension EngineTransaction {
    mutating func present(_ spec: ControllerSpec, from given: String?, animated: Bool) throws(EngineError) {
        // VC-4: UIKit refuses "Attempt to present … while a presentation is in progress".
        if let moving = state.transitions.first(where: { $0.kind == .present || $0.kind == .dismiss }) {
            let what = moving.kind == .present ? tr("the presentation of '%s'", moving.appearing ?? "") : tr("the dismissal of '%s'", moving.disappearing ?? "")
            throw .invalid(tr("cannot present '%s' while %s is in progress (UIKit: \"Attempt to present … while a presentation is in progress\")", spec.id, what))
        }
        // UI-6: a swipe in progress counts as a presentation animating.
        if let swipe = state.interactiveDismissal {
            throw .invalid(tr("cannot present '%s' while the swipe down of '%s' is in progress (UIKit: \"Attempt to present … while a presentation is in progress\", UI-6)", spec.id, swipe.sheet))
        }
        let previous = hierarchy
        let asker = given ?? hierarchy.topContentController
        _ = try hierarchy.controller(asker)
        let host = hierarchy.topOfChain
        try hierarchy.appendPresentation(spec, askedBy: asker, theme: state.theme,
                                         takesStatusBarControl: StatusBarResolver.takesStatusBarControl(state.ios, state.device, state.orientation, sdk: state.sdk))
        managerPresented(spec.id, askedBy: asker)
        let style = state.ios.presentation(of: spec.preferences, on: state.device, orientation: state.orientation, sdk: state.sdk).description
        note(.operation, tr("'%s' presents '%s' (%s)%s", asker, spec.id, style, host == asker ? "" : tr(", hosted by '%s' (VC-5)", host)))
        if animated {
            state.transitions.append(Transition(
                kind: .present, navigation: nil, appearing: spec.id, disappearing: nil,
                start: state.now, duration: transitionDuration, navigationBarHidden: nil, previous: previous))
        }
        requestStatusBarUpdate()
    }

    /// Dismisses the topmost presented controller, or `target`'s presentation and all above it.
    mutating func dismiss(target: String?, animated: Bool) throws(EngineError) {
        let previous = hierarchy
        let presentations = hierarchy.presentations
        guard !presentations.isEmpty else { throw .nothingPresented }
        // UI-6: the swipe decides; its end dismisses (or not) when the motion completes.
        if let swipe = state.interactiveDismissal {
            throw .invalid(tr("cannot dismiss while the swipe down of '%s' is in progress: the sheet goes or stays when it ends (UI-6)", swipe.sheet))
        }
        var index = presentations.count - 1
        if let target {
            guard let chainIndex = hierarchy.chainIndex(containing: target) else { throw .unknownController(target) }
            guard chainIndex > 0 else { throw .notPresented(target) }
            index = chainIndex - 1
        }
        let leaving = (index..<presentations.count).map { presentations[$0].controller }
        let trees = leaving.reversed().flatMap { hierarchy.subtree(of: $0) }
        _ = hierarchy.removePresentations(from: index)
        managerRemoved(trees)
        dropQueuesOfRemovedNavigationControllers()
        note(.operation, tr("dismiss %s%s", leaving.reversed().map { "'\($0)'" }.joined(separator: ", "), animated ? "" : tr(" (not animated)")))
        if animated {
            state.transitions.append(Transition(
                kind: .dismiss, navigation: nil, appearing: nil, disappearing: leaving[0],
                start: state.now, duration: transitionDuration, navigationBarHidden: nil, previous: previous))
        }
        requestStatusBarUpdate()
    }
}

extension EngineState {
    /// The presentation chain's ids, bottom first, with those an animated dismissal is still
    /// taking off screen (UI-6: presented until the dismissal completes).
    public var presentedUntilDismissed: [String] {
        var ids = hierarchy.presentedIDs
        for transition in transitions where transition.kind == .dismiss {
            let previous = transition.previous.presentedIDs
            if previous.count > ids.count, Array(previous.prefix(ids.count)) == ids { ids = previous }
        }
        return ids
    }

    /// How far a presented controller is on screen, 0…1, as drawn: its presentation's eased
    /// progress, or where a finger's swipe (UI-6) has the card.
    public func presence(ofPresented id: String) -> Double {
        if let swipe = interactiveDismissal, swipe.sheet == id, swipe.distance > 0 {
            return 1 - swipe.visibleOffset(at: now) / swipe.distance
        }
        let presenting = transitions.last { $0.kind == .present && $0.appearing == id }
        return presenting.map { Curve.easeInOut($0.progress(at: now)) } ?? 1
    }
}
