/// Builds the Scene of the engine's state at its current time: every position, colour and
/// opacity the painter will use, transitions in flight included.
public struct SceneBuilder {
    /// How far the view below moves during a push or pop (POP-2's 30 % parallax).
    public static let parallax = 0.3

    let state: EngineState
    let palette: ScenePalette
    let now: Double
    /// The interface's size (landscape is wide).
    let size: Point
    let safeTop: Double
    let safeBottom: Double
    let rtl: Bool
    let measurer: any TextMeasuring

    /// The Scene of `state` at `state.now`; text is measured with `measurer` (Pango in the
    /// window and the renderer).
    public static func scene(_ state: EngineState, measurer: any TextMeasuring = ApproximateTextMeasurer()) -> Scene {
        SceneBuilder(state: state, measurer: measurer).build()
    }

    init(state: EngineState, measurer: any TextMeasuring = ApproximateTextMeasurer()) {
        self.measurer = measurer
        self.state = state
        palette = ScenePalette(state.appearance)
        now = state.now
        let device = state.device
        let landscape = state.orientation.isLandscape
        size = landscape ? Point(device.screenHeight, device.screenWidth) : Point(device.screenWidth, device.screenHeight)
        if landscape {
            safeTop = device.showsStatusBarInLandscape ? device.statusBarHeight : 0
            safeBottom = device.safeAreaBottomLandscape
        } else {
            safeTop = device.statusBarHeight
            safeBottom = device.safeAreaBottom
        }
        rtl = state.layoutDirection == .rtl
    }

    var screen: Rect { Rect(0, 0, size.x, size.y) }

    /// The interface's rotation in the physical screen, as TIP-4's table turns things.
    static func angle(_ orientation: InterfaceOrientation) -> Double {
        switch orientation {
        case .portrait: 0
        case .portraitUpsideDown: .pi
        case .landscapeLeft: -.pi / 2
        case .landscapeRight: .pi / 2
        }
    }

    /// The interface's angle now: during a rotation it turns from the old one to the new by
    /// the shorter way, and the viewer turns the device back, so the interface stays upright
    /// (DEV-3).
    var interfaceAngle: Double {
        let target = Self.angle(state.orientation)
        guard let rotation = state.rotation, rotation.end > now else { return target }
        let from = Self.angle(rotation.from)
        var delta = (target - from).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return from + delta * Curve.easeInOut((now - rotation.start) / rotationDuration)
    }

    func build() -> Scene {
        // The interface, laid out upright in its own space, turned into the fixed portrait
        // screen (DEV-2).
        // (No background of its own: the screen's black shows wherever the interface leaves a gap.)
        var interfaceLayers = presentationLayers()
        interfaceLayers.append(statusBarLayer())
        interfaceLayers.append(contentsOf: homeIndicatorLayers())
        let portrait = Point(state.device.screenWidth, state.device.screenHeight)
        let angle = interfaceAngle
        var interface = Layer("interface", frame: Rect((portrait.x - size.x) / 2, (portrait.y - size.y) / 2, size.x, size.y),
                              sublayers: interfaceLayers)
        interface.rotation = angle
        var layers = [Layer("screenBackground", frame: Rect(0, 0, portrait.x, portrait.y), content: .fill(.black)), interface]
        // TIP-1: the overlay is its own window above the status bar and every controller.
        if let tips = tipsLayer() { layers.append(tips) }
        layers.append(contentsOf: hardwareLayers())
        // THEME-5: the old picture fades out over the new one.
        if let dissolve = state.themeDissolve, dissolve.end > now {
            var snapshot = Layer("themeSnapshot", frame: Rect(0, 0, portrait.x, portrait.y), opacity: dissolve.snapshotOpacity(at: now),
                                 clipsToBounds: true, sublayers: SceneBuilder(state: dissolve.previous, measurer: measurer).build().layers)
            // The old picture is a still: like UIKit's snapshot view, it can be kept as a bitmap.
            snapshot.rasterKey = "themeSnapshot@\(dissolve.start)->\(state.themeName)"
            snapshot.isOpaque = true // it begins with the opaque background layer
            layers.append(snapshot)
        }
        var scene = Scene(size: portrait, scale: state.device.scale, cornerRadius: state.device.cornerRadius, layers: layers)
        scene.bezel = state.device.bezel
        scene.viewerRotation = -angle
        return scene
    }

}
