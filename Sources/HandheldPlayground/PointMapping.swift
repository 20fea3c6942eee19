import HandheldCore

/// Where a pointer on the window's drawing area lands in the interface (issue 22): drawing
/// area → portrait screen (the viewer's transform: zoom and the device's turn) → the
/// interface's own coordinates through the interface layer's placement, the same `Layer.placement`
/// the engine's hit test and the painter use. To a tenth of a point, so a saved session's points
/// are what the engine saw; nil off the interface.
public enum PointMapping {
    public static func interfacePoint(_ point: Point, viewer: Transform, interface: Layer) -> Point? {
        let screen = viewer.inverted.apply(point)
        let exact = interface.placement(in: .identity).inverted.apply(screen)
        let rounded = Point((exact.x * 10).rounded() / 10, (exact.y * 10).rounded() / 10)
        guard rounded.x >= 0, rounded.y >= 0, rounded.x < interface.frame.width, rounded.y < interface.frame.height else { return nil }
        return rounded
    }
}
