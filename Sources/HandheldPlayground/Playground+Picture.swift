import HandheldCore

/// The device pane's picture, placed by the playground and painted by the window (issue 50,
/// item 17: the draw handler decided where the screen was and told the playground). The
/// window says how large its pane is (`.resized`); after every intent the playground builds
/// the Scene (and the compared one, side by side), places it at the zoom, and says what size
/// the drawing area should ask for. The pointer is mapped through the same placement.
public struct Picture: Equatable, Sendable {
    public var scene: Scene
    /// The side-by-side view's panels (issue 12), painted as `render --compare` paints them; empty otherwise.
    public var panels: [Comparison.Panel]
    /// How much larger the side-by-side view's captions are drawn (at least 12 px on screen, issue 20).
    public var textScale: Double
    public var viewer: Viewer
    /// The drawing area's size request, in pixels.
    public var areaRequest: PaneSize
}

/// A widget's size in pixels.
public struct PaneSize: Equatable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }
}

/// How large the window's device pane is: the drawing area, and the scroller that shows it.
public struct Pane: Equatable, Sendable {
    public var area: PaneSize
    public var viewport: PaneSize
    public init(area: PaneSize, viewport: PaneSize) {
        self.area = area
        self.viewport = viewport
    }

    /// The room a fitted picture has: the scroller's less its border, before it is allocated the area's.
    var room: (width: Double, height: Double) {
        viewport.width > 1 ? (viewport.width - 4, viewport.height - 4) : (area.width, area.height)
    }
}

/// Where the screen is painted: drawing-area pixels from portrait screen points, the
/// interface layer as painted, the zoom, and the screen and the device picture's rectangles.
public struct Viewer: Equatable, Sendable {
    public var transform: Transform
    /// Drawing-area pixels from the whole picture's points (its box, at the zoom).
    public var box: Transform
    public var interface: Layer?
    public var zoom: Double
    public var screen: Rect
    public var device: Rect

    /// The device picture (`scene` framed, turned upright; or a larger `picture` whose points
    /// reach the screen through `inner`, as the side-by-side view's) centred on whole pixels in a
    /// drawing area of `area` at `zoom`, as `render --frame` paints it.
    public static func placing(_ scene: Scene, picture: Point? = nil, inner: Transform? = nil,
                               in area: (width: Double, height: Double), zoom: Double) -> Viewer {
        let picture = picture ?? scene.viewerSize(framed: true)
        let boxX = ((area.width - picture.x * zoom) / 2).rounded()
        let boxY = ((area.height - picture.y * zoom) / 2).rounded()
        let box = Transform.translation(boxX, boxY).concatenating(.scale(zoom))
        let transform = box.concatenating(inner ?? scene.viewerTransform(framed: true))
        return Viewer(transform: transform, box: box, interface: scene.layers.first { $0.name == "interface" }, zoom: zoom,
                      screen: transform.boundingBox(of: Rect(0, 0, scene.size.x, scene.size.y)),
                      device: Rect(boxX, boxY, (picture.x * zoom).rounded(), (picture.y * zoom).rounded()))
    }
}

extension Playground {
    /// Where the screen is painted, for the pointer.
    public var viewer: Viewer? { picture?.viewer }

    /// Builds and places the picture for the pane (nothing before the window says its size).
    mutating func place() {
        guard let pane else { return picture = nil }
        let scene = SceneBuilder.scene(engine.state, measurer: measurer)
        let room = pane.room
        func zoomAndRequest(_ size: Point, margin: Double) -> (Double, PaneSize) {
            let scale = zoom.scale(picture: (size.x, size.y), pane: room, margin: margin)
            let request = zoom.areaRequest(picture: (size.x, size.y), zoom: scale, margin: margin)
            return (scale, PaneSize(Double(request.width), Double(request.height)))
        }
        let area = (width: pane.area.width, height: pane.area.height)
        guard let compared = comparedEngine else {
            // The picture lands on whole pixels, as an image `render --frame` makes does.
            let (scale, request) = zoomAndRequest(scene.viewerSize(framed: true), margin: 16)
            picture = Picture(scene: scene, panels: [], textScale: 1, viewer: Viewer.placing(scene, in: area, zoom: scale), areaRequest: request)
            return
        }
        // Issue 12's side-by-side view, as `render --compare` paints it; touches go to the left.
        let panels = [
            Comparison.Panel(title: engine.state.versionName, scene: scene, lines: InspectorText.summary(engine)),
            Comparison.Panel(title: compared.state.versionName, scene: SceneBuilder.scene(compared.state, measurer: measurer),
                             lines: InspectorText.summary(compared)),
        ]
        // Captions at least 12 px on screen however far the picture is zoomed out (issue 20).
        let textScale = min(3, max(1, 1 / max(zoomAndRequest(Comparison.size(panels, frame: true), margin: 8).0, 0.01)))
        let size = Comparison.size(panels, frame: true, textScale: textScale)
        let (scale, request) = zoomAndRequest(size, margin: 8)
        let viewer = Viewer.placing(scene, picture: size, inner: Comparison.viewer(of: 0, in: panels, frame: true, textScale: textScale),
                                    in: area, zoom: scale)
        picture = Picture(scene: scene, panels: panels, textScale: textScale, viewer: viewer, areaRequest: request)
    }
}
