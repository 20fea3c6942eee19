/// BAR-9: iOS 27's navigation bar minimization. With `onScrollDown` (or `onScrollUp`) on the top
/// controller, scrolling that way slides the bar up behind the status bar one to one over its
/// height; a scroll the other way, or reaching the scroll edge, restores it whole, animated
/// (Apple: it "restores when the user reverses scroll direction"). The motion is this
/// project's choice. Kept per scrolling content, beside its offset, so a frame reads it in O(1).

/// How far a minimizing bar has slid away over one controller's content.
public struct MinimizedBar: Equatable, Sendable {
    /// Points hidden when the content was at `anchor`; while `tracking`, the bar follows the
    /// content's offset one to one from there.
    public var base = 0.0
    public var anchor = 0.0
    public var tracking = false
}

/// A minimized bar restoring whole, animated.
public struct BarRestore: Equatable, Sendable {
    /// The scrolling content the bar is over.
    public var controller: String
    /// Points hidden when the restoring began.
    public var from: Double
    public var start: Double
    public var end: Double

    /// Points still hidden at `time`.
    public func hidden(at time: Double) -> Double {
        guard end > start else { return 0 }
        return from * (1 - Curve.easeInOut((time - start) / (end - start)))
    }
}

extension EngineState {
    /// BAR-9: the minimization asked for by the controller on top of `navigation`, if it
    /// slides the bar at all here (iOS 27 SDK and system: VER-10; `automatic` acts as `never`).
    func minimization(of navigation: Controller, in hierarchy: Hierarchy) -> (top: String, content: String, direction: Double)? {
        guard linked >= .iOS27, navigation.navigationBar?.isHidden == false, let top = navigation.topOfStack,
              let direction = hierarchy[top]?.preferences.barMinimization.direction else { return nil }
        let content = hierarchy.contentController(from: top)
        guard hierarchy[content]?.preferences.scrollView == true else { return nil }
        return (top, content, direction)
    }

    /// How far the bar slides to be gone: from the screen's top to its bottom edge (the status
    /// bar's band, its row and a large title's band), so the content lies under the status bar.
    func minimizationTravel(_ navigation: Controller, top: String, in hierarchy: Hierarchy) -> Double {
        barTop(orientation) + navigationBarHeight(orientation)
            + (showsLargeTitle(top, in: navigation, hierarchy: hierarchy, orientation: orientation) ? device.largeTitleBand : 0)
    }

    /// Points of the bar hidden over `content` now, at most `travel`.
    func minimizedPoints(_ content: String, direction: Double, travel: Double, in hierarchy: Hierarchy) -> Double {
        if let restore = barRestore, restore.controller == content, restore.end > now { return restore.hidden(at: now) }
        guard let track = hierarchy[content]?.minimized, track.tracking else { return 0 }
        return min(travel, max(0, track.base + direction * (scrollOffset(of: content, in: hierarchy) - track.anchor)))
    }

    /// BAR-9: how much of `navigation`'s bar has slid away over `top`: 0 shown, 1 gone.
    public func barMinimizedShare(_ navigation: Controller, top: String, in hierarchy: Hierarchy) -> Double {
        guard let asked = minimization(of: navigation, in: hierarchy), asked.top == top else { return 0 }
        let travel = minimizationTravel(navigation, top: top, in: hierarchy)
        guard travel > 0 else { return 0 }
        return minimizedPoints(asked.content, direction: asked.direction, travel: travel, in: hierarchy) / travel
    }

    /// The explanation's line for the bar over the top content, where BAR-9 has something to say.
    public var barMinimizationLine: String? {
        guard linked >= .iOS27, let navigationID = hierarchy.navigationController(containing: topContentController),
              let navigation = hierarchy[navigationID], navigation.navigationBar?.isHidden == false,
              let top = navigation.topOfStack, let controller = hierarchy[top],
              hierarchy[hierarchy.contentController(from: top)]?.preferences.scrollView == true else { return nil }
        let mode = controller.preferences.barMinimization
        guard mode.direction != nil else {
            // Said once the content has scrolled, when "why does my bar not slide away?" arises.
            guard scrollOffset(of: hierarchy.contentController(from: top)) > 0 else { return nil }
            return tr("'%s' navigationBarMinimization .%s: ", top, mode.rawValue)
                + (mode == .automatic ? tr("\"the system determines\"; Handheld keeps the bar, as .never (BAR-9, this project's choice)")
                                      : tr("the bar stays (BAR-9)"))
        }
        let share = barMinimizedShare(navigation, top: top, in: hierarchy)
        let percent = Int((share * 100).rounded())
        guard percent > 0 else {
            return tr("'%s' navigationBarMinimization .%s: the bar of '%s' shows; it slides away as the content scrolls %s (BAR-9)",
                      top, mode.rawValue, navigationID, mode == .onScrollDown ? tr("down") : tr("up"))
        }
        return tr("'%s' navigationBarMinimization .%s: the bar of '%s' is %s%% minimized; it still decides the status bar (SB-4), the content lies under the status bar (BAR-9)",
                  top, mode.rawValue, navigationID, percent)
    }
}

extension EngineTransaction {
    /// BAR-9: `content`'s offset is about to go from `from` to `to` (a `scroll` or a drag):
    /// the bar over it follows, or restores.
    mutating func trackBarMinimization(_ content: String, from: Double, to: Double) {
        guard let navigationID = hierarchy.navigationController(containing: content), let navigation = hierarchy[navigationID],
              let asked = state.minimization(of: navigation, in: hierarchy), asked.content == content else { return }
        let travel = state.minimizationTravel(navigation, top: asked.top, in: hierarchy)
        let current = state.minimizedPoints(content, direction: asked.direction, travel: travel, in: hierarchy)
        let moved = (to - from) * asked.direction
        guard moved != 0 else { return }
        if moved > 0 && to > 0 {
            if state.barRestore?.controller == content { state.barRestore = nil }
            try? hierarchy.modify(content) { $0.minimized = MinimizedBar(base: current, anchor: from, tracking: true) }
            return
        }
        // The other way, or at the scroll edge: restored whole, animated.
        try? hierarchy.modify(content) { $0.minimized = MinimizedBar() }
        if current > 0.001 {
            state.barRestore = BarRestore(controller: content, from: current, start: state.now, end: state.now + BarMetrics.minimizationRestore)
            note(.operation, tr("'%s''s navigation bar restores (BAR-9)", navigationID))
        } else if state.barRestore?.controller == content {
            state.barRestore = nil
        }
    }
}
