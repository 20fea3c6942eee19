/// UI-6: the device takes touches like a phone. A tap is hit-tested against the Scene the
/// screen shows: the topmost hit area under it (a back button, a tab bar item) acts, unless
/// something painted above it (a sheet, a dimming view) covers the point.
extension EngineTransaction {
    /// What the tap at `point` (interface points) lands on: the name of a `hit:` layer, if no
    /// fill above it covers the point.
    func hitTarget(at point: Point) -> String? {
        let scene = SceneBuilder.scene(state)
        guard let interface = scene.layers.first(where: { $0.name == "interface" }) else { return nil }
        // Interface points to the fixed portrait screen, where the flattened frames are.
        let screen = interface.placement(in: .identity).apply(point)
        var target: String?
        for layer in scene.flattened where layer.frame.contains(screen) && layer.name != "interface" {
            if layer.name.hasPrefix("hit:") {
                target = layer.name
            } else if case .fill(let color, _, _) = layer.content, color.alpha * layer.opacity > 0.01 {
                target = nil
            }
        }
        return target
    }

    /// Acts on the control under a tap, or says that nothing there handles taps.
    mutating func tapControl(at point: Point, described at: String) throws(EngineError) {
        guard let target = hitTarget(at: point) else {
            note(.note, "tap at \(at): nothing there handles taps")
            return
        }
        let parts = target.split(separator: ":").map(String.init)
        switch parts.count >= 3 ? parts[1] : "" {
        case "back":
            note(.operation, "tap at \(at) on the back button of '\(parts[2])'")
            try request(.pop(animated: true), on: parts[2])
        case "tab" where parts.count == 4:
            guard let index = Int(parts[3]) else { return }
            note(.operation, "tap at \(at) on tab bar item \(index) of '\(parts[2])'")
            try selectTab(on: parts[2], index: index)
        default:
            note(.note, "tap at \(at): nothing there handles taps")
        }
    }
}
