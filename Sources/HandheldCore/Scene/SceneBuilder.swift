import Foundation

/// Builds the Scene of the engine's state at its current time: every position, colour and
/// opacity the painter will use, transitions in flight included.
public struct SceneBuilder {
    /// How far the view below moves during a push or pop (POP-2's 30 % parallax).
    public static let parallax = 0.3

    let state: EngineState
    let palette: ScenePalette
    let now: Double
    /// The orientation this builder lays out for: the state's, or the one a rotation leaves
    /// (the old layout of PIC-2).
    let orientation: InterfaceOrientation
    /// The interface's size (landscape is wide; during a rotation, the box that covers the
    /// screen at the current angle, PIC-1).
    let size: Point
    let safeTop: Double
    let safeBottom: Double
    /// The safe area at each side (PIC-7: a housing profile in landscape).
    let safeSide: Double
    let rtl: Bool
    let measurer: any TextMeasuring
    /// Set to draw the status bar shown or hidden at rest, whatever its animation: a rotation
    /// that hides or shows it (DEV-4) does so by the cross-fade of its two layouts (PIC-2).
    var statusBarShown: Bool?
    /// Leaves out what VER-3 looks under: the status bar, the tips overlay and the housing.
    var omitsOverlays = false
    /// PIC-4a: lays out the content of a card (a sheet, a form sheet), which dark appearance
    /// elevates.
    var inCard = false
    /// SB-11's ignored preferences, by controller: the device marks them on the content.
    var ignoredMarks: [String: [IgnoredPreference]] = [:]
    /// BAR-7: under the iPad's top tab bar, navigation titles sit at the leading side.
    var titlesLeading = false

    /// The Scene of `state` at `state.now`; text is measured with `measurer` (Pango in the
    /// window and the renderer).
    public static func scene(_ state: EngineState, measurer: any TextMeasuring = ShippedFontMeasurer()) -> Scene {
        SceneBuilder(state: state, measurer: measurer).build()
    }

    init(state: EngineState, measurer: any TextMeasuring = ShippedFontMeasurer(), orientation: InterfaceOrientation? = nil, size: Point? = nil) {
        self.measurer = measurer
        self.state = state
        palette = ScenePalette(state.appearance)
        now = state.now
        let device = state.device
        let orientation = orientation ?? state.orientation
        self.orientation = orientation
        let landscape = orientation.isLandscape
        self.size = size ?? (landscape ? Point(device.screenHeight, device.screenWidth) : Point(device.screenWidth, device.screenHeight))
        if landscape {
            safeTop = device.showsStatusBarInLandscape ? device.statusBarHeight : 0
            safeBottom = device.safeAreaBottomLandscape
            safeSide = device.safeAreaLandscapeSides
        } else {
            safeTop = device.safeAreaTop
            safeBottom = device.safeAreaBottom
            safeSide = 0
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
    /// (DEV-3). A half turn turns the device clockwise as the viewer sees it (the interface's
    /// angle decreases: the viewer's picture turns by its opposite).
    var interfaceAngle: Double {
        let target = Self.angle(state.orientation)
        guard let rotation = state.rotation, rotation.end > now else { return target }
        let from = Self.angle(rotation.from)
        var delta = (target - from).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        if rotation.isHalfTurn { delta = -.pi }
        return from + delta * rotation.progress(at: now)
    }

    /// The interface's size upright in `orientation`.
    func naturalSize(_ orientation: InterfaceOrientation) -> Point {
        let device = state.device
        return orientation.isLandscape ? Point(device.screenHeight, device.screenWidth) : Point(device.screenWidth, device.screenHeight)
    }

    /// PIC-2's morphing bounds: from the old orientation's size to the new one's as the turn
    /// goes; a half turn keeps its bounds (DEV-3).
    func turningSize(_ rotation: RotationAnimation) -> Point {
        let old = naturalSize(rotation.from), new = naturalSize(rotation.to)
        let p = rotation.progress(at: now)
        return Point(old.x + (new.x - old.x) * p, old.y + (new.y - old.y) * p)
    }

    /// The interface's own layers: the presentation chain, the status bar, the home indicator.
    func interfaceLayers() -> [Layer] {
        var layers = presentationLayers()
        if !omitsOverlays { layers.append(statusBarLayer()) }
        layers.append(contentsOf: homeIndicatorLayers())
        return layers
    }

    func build() -> Scene {
        // The interface, laid out upright in its own space, turned into the fixed portrait
        // screen (DEV-2). During a rotation (PIC-2) it turns as one picture while its bounds
        // morph so that it always covers the screen (PIC-1), and the old layout fades out
        // over the new one.
        let portrait = Point(state.device.screenWidth, state.device.screenHeight)
        // VER-8: an app that did not launch shows only its launch screen's colour, the system
        // background (this project's choice), with the device's own parts over it.
        if !state.launched {
            let background = palette.isDark ? Color(hexString: "#000000")! : Color(hexString: "#FFFFFF")!
            var scene = Scene(size: portrait, scale: state.device.scale, cornerRadius: state.device.cornerRadius,
                              layers: [Layer("launchScreen", frame: Rect(0, 0, portrait.x, portrait.y), content: .fill(background))]
                                  + (omitsOverlays ? [] : hardwareLayers()))
            scene.chrome = chrome
            scene.viewerRotation = -interfaceAngle
            return scene
        }
        let angle = interfaceAngle
        let rotating = state.rotation.map { $0.end > now } ?? false
        let turningSize = state.rotation.map(turningSize) ?? size
        var builder = rotating ? SceneBuilder(state: state, measurer: measurer, size: turningSize) : self
        builder.omitsOverlays = omitsOverlays
        // SB-11: marks are text, which VER-3's look under the status bar leaves out.
        let marks = omitsOverlays ? [:] : IgnoredPreferences.byController(state)
        builder.ignoredMarks = marks
        // A status bar that the turn itself hides or shows (DEV-4) is at rest in each layout.
        let turnChangesStatusBar = rotating && state.statusBar.hiddenChange?.start == state.rotation?.start
        if turnChangesStatusBar { builder.statusBarShown = !state.statusBar.resolution.isHidden }
        let box = Rect((portrait.x - builder.size.x) / 2, (portrait.y - builder.size.y) / 2, builder.size.x, builder.size.y)
        var interface = Layer("interface", frame: box, sublayers: builder.interfaceLayers())
        interface.rotation = angle
        // The black under the interface shows only where nothing opaque covers the screen: at rest,
        // an opaque content background over the whole interface (which turned by quarter turns
        // covers the whole screen) leaves none of it, and a full fill is saved each frame.
        var layers = !rotating && interface.coveringBackground() != nil
            ? [] : [Layer("screenBackground", frame: Rect(0, 0, portrait.x, portrait.y), content: .fill(.black))]
        if rotating {
            // PIC-1 while the bounds morph: what the turning interface leaves of the screen is
            // its content's own background, not the desk or a black band. Upright over the whole
            // screen: the same picture as a turned cover, for a plain fill.
            layers.append(Layer("rotationBackdrop", frame: Rect(0, 0, portrait.x, portrait.y),
                                content: .fill(builder.contentBackground(of: state.topContentController))))
        }
        layers.append(interface)
        if rotating, let rotation = state.rotation {
            var old = SceneBuilder(state: state, measurer: measurer, orientation: rotation.from, size: builder.size)
            old.omitsOverlays = omitsOverlays
            old.ignoredMarks = marks
            if turnChangesStatusBar { old.statusBarShown = state.statusBar.resolution.isHidden }
            let p = rotation.progress(at: now)
            var snapshot = Layer("rotationSnapshot", frame: box, opacity: 1 - p, clipsToBounds: true, sublayers: old.interfaceLayers())
            snapshot.rotation = angle
            // Each piece fades on its own: a group of the whole turned screen costs more than
            // both layouts together, and the pieces of a layout barely overlap.
            snapshot.allowsGroupOpacity = false
            // While it is opaque it is the whole picture; once it fades, its background only
            // matters where the new layout differs.
            layers.append(snapshot.opacity < 0.999 ? snapshot.washing(only: interface) : snapshot)
        }
        // TIP-1: the overlay is its own window above the status bar and every controller.
        if !omitsOverlays, let tips = builder.tipsLayer(interface: box, angle: angle) { layers.append(tips) }
        if !omitsOverlays { layers.append(contentsOf: hardwareLayers()) }
        // THEME-5: the old picture fades out over the new one.
        if let dissolve = state.themeDissolve, dissolve.end > now {
            var snapshot = Layer("themeSnapshot", frame: Rect(0, 0, portrait.x, portrait.y), opacity: dissolve.snapshotOpacity(at: now),
                                 clipsToBounds: true, sublayers: {
                                     var previous = SceneBuilder(state: dissolve.previous, measurer: measurer)
                                     previous.omitsOverlays = omitsOverlays
                                     return previous.build().layers
                                 }())
            // The old picture is a still: like UIKit's snapshot view, it can be kept as a bitmap.
            snapshot.rasterKey = "themeSnapshot@\(dissolve.start)->\(state.themeName)"
            snapshot.isOpaque = true // it begins with the opaque background layer
            layers.append(snapshot)
        }
        var scene = Scene(size: portrait, scale: state.device.scale, cornerRadius: state.device.cornerRadius, layers: layers)
        scene.chrome = chrome
        scene.viewerRotation = -angle
        return scene
    }

    /// VER-3: the mean colour the Scene shows over the status bar's rectangle with the status
    /// bar, the tips overlay, text and the device's housing left out, translucent layers and a
    /// theme's dissolve composited as drawn (a visible navigation bar's background, else the
    /// controller's, else a sheet's backdrop). A mean, so content passing under part of it
    /// does not flip the glyphs from frame to frame.
    static func colourUnderStatusBar(_ state: EngineState) -> Color {
        var builder = SceneBuilder(state: state)
        builder.omitsOverlays = true
        let scene = builder.build()
        guard let interface = scene.layers.first(where: { $0.name == "interface" }) else { return .black }
        return scene.meanColour(in: Rect(0, 0, interface.frame.width, state.device.statusBarHeight), placed: interface.placement(in: .identity))
    }
}
