/// UI-6: the device takes touches like a phone. A tap is hit-tested against the Scene the
/// screen shows: the topmost hit area under it (a back button, a tab bar item) acts, unless
/// something painted above it (a sheet, a dimming view) covers the point.
extension EngineTransaction {
    /// What the tap at `point` (interface points) lands on: the name of a `hit:` layer, if no
    /// fill above it covers the point.
    /// Only the live picture answers: a rotation's or a theme's old picture fading out over it
    /// is a still, with no controls (issue 20/21: a dissolve's old tab bar is not tapped).
    /// A presented view covers what lies under its frame whatever its colour (PIC-5: UIKit
    /// hit-tests views, not pixels).
    func hitTarget(at point: Point) -> String? {
        let scene = SceneBuilder.scene(state)
        guard let interface = scene.layers.first(where: { $0.name == "interface" }) else { return nil }
        // Interface points to the fixed portrait screen, where the flattened frames are.
        let screen = interface.placement(in: .identity).apply(point)
        var target: String?
        let live = scene.layers.filter { !SceneBuilder.snapshotNames.contains($0.name) }
        for layer in live.flatMap({ $0.flattened() }) where layer.frame.contains(screen) && layer.name != "interface" {
            if layer.name.hasPrefix("hit:") {
                target = layer.name
            } else if layer.name.hasPrefix(SceneBuilder.touchCoverPrefix) {
                target = nil
            } else if case .fill(let color, _, _) = layer.content, color.alpha * layer.opacity > 0.01 {
                target = nil
            }
        }
        return target
    }

    /// Acts on the control under a tap, or says that nothing there handles taps.
    mutating func tapControl(at point: Point, described at: String) throws(EngineError) {
        guard let target = hitTarget(at: point) else {
            note(.note, tr("tap at %s: nothing there handles taps", at))
            return
        }
        let parts = target.split(separator: ":").map(String.init)
        // A touch never fails a step: it does what the device would, which may be nothing.
        do {
            switch parts.count >= 3 ? parts[1] : "" {
            case "back":
                // UI-6: touches on a navigation bar while its controller transitions do nothing.
                guard !state.isTransitioning(parts[2]) else {
                    note(.note, tr("tap at %s on the back button of '%s' while it transitions: nothing happens (UI-6)", at, parts[2]))
                    return
                }
                note(.operation, tr("tap at %s on the back button of '%s'", at, parts[2]))
                try request(.pop(animated: true), on: parts[2])
            case "tab" where parts.count == 4:
                guard let index = Int(parts[3]), let tabs = hierarchy[parts[2]] else { return }
                guard index == tabs.selectedIndex else {
                    note(.operation, tr("tap at %s on tab bar item %s of '%s'", at, index, parts[2]))
                    try selectTab(on: parts[2], index: index)
                    return
                }
                // UITabBarController: a tap on the selected item pops its navigation controller to the root.
                let child = tabs.children[index]
                guard hierarchy[child]?.kind == .navigation, (hierarchy[child]?.children.count ?? 0) > 1 else {
                    note(.note, tr("tap at %s on the selected tab bar item %s of '%s': nothing to pop", at, index, parts[2]))
                    return
                }
                guard !state.isTransitioning(child) else {
                    note(.note, tr("tap at %s on the selected tab bar item of '%s' while '%s' transitions: nothing happens (UI-6)", at, parts[2], child))
                    return
                }
                note(.operation, tr("tap at %s on the selected tab bar item %s of '%s': '%s' pops to its root", at, index, parts[2], child))
                try request(.popToRoot(animated: true), on: child)
            default:
                note(.note, tr("tap at %s: nothing there handles taps", at))
            }
        } catch {
            note(.note, tr("tap at %s: %s; the touch does nothing", at, error.description))
        }
    }
}
