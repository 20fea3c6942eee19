/// Where the tips overlay lies and how its label is laid out, as the second article computes
/// it: the overlay is its own window, which does not rotate with the interface, so it sets
/// its own transform, centre and bounds in the fixed portrait screen coordinates (TIP-4).
public enum TipsGeometry {
    /// Transform, centre and bounds of the overlay window.
    public struct Placement: Equatable, Sendable {
        /// Rotation in radians (positive turns clockwise on screen).
        public var rotation: Double
        /// Centre, in fixed portrait screen coordinates.
        public var center: Point
        /// Bounds size: along the interface's top edge, by the status bar's height.
        public var width: Double
        public var height: Double

        /// The frame the rotated bounds cover, in portrait screen coordinates.
        public var frame: Rect {
            let quarter = abs(rotation.truncatingRemainder(dividingBy: .pi)) > 0.1
            let (w, h) = quarter ? (height, width) : (width, height)
            return Rect(center.x - w / 2, center.y - h / 2, w, h)
        }
    }

    /// Whether a point of the interface (upright interface points) lies on the overlay: it
    /// spans the interface's top edge, the status bar's height deep (TIP-2, TIP-4).
    public static func overlayContains(_ point: Point, interfaceWidth: Double, barHeight: Double) -> Bool {
        point.y >= 0 && point.y < barHeight && point.x >= 0 && point.x < interfaceWidth
    }

    /// TIP-4's table. `width` x `height` is the portrait screen; `barHeight` the status bar's
    /// height in portrait (20 pt on classic).
    public static func placement(_ orientation: InterfaceOrientation, width: Double, height: Double, barHeight h: Double) -> Placement {
        switch orientation {
        case .portrait:
            return Placement(rotation: 0, center: Point(width / 2, h / 2), width: width, height: h)
        case .portraitUpsideDown:
            return Placement(rotation: .pi, center: Point(width / 2, height - h / 2), width: width, height: h)
        case .landscapeLeft:
            return Placement(rotation: -.pi / 2, center: Point(h / 2, height / 2), width: height, height: h)
        case .landscapeRight:
            return Placement(rotation: .pi / 2, center: Point(width - h / 2, height / 2), width: height, height: h)
        }
    }

    /// The label and icon inside the overlay, in its own (unrotated) coordinates.
    public struct Layout: Equatable, Sendable {
        public var labelX: Double
        public var labelWidth: Double
        /// The icon's centre (20 x 20 pt), when there is one.
        public var iconCenter: Point?
    }

    /// TIP-2: the label is right-aligned; its width is the text's width + 20, capped at the
    /// overlay's width − 20 (the icon's width); the icon is centred at
    /// overlay width − label width − 10 − 5, half the height down. TIP-7: with a sensor
    /// housing in the bar, the label (and icon) stay to its right: `clearFrom` is where the
    /// housing ends, in overlay coordinates.
    /// `confined` (TIP-4 between the side safe areas) keeps the icon inside the overlay too.
    public static func layout(
        overlayWidth width: Double, height: Double, textWidth: Double, hasIcon: Bool, clearFrom: Double = 0, confined: Bool = false
    ) -> Layout {
        var labelWidth = min(textWidth + 20, width - 20)
        // TIP-7: keep clear of the housing (the icon needs its 20 pt and 5 pt of gap too).
        let room = width - clearFrom - (hasIcon ? 25 : 0)
        if clearFrom > 0 || confined { labelWidth = max(0, min(labelWidth, room)) }
        let labelX = width - labelWidth
        let icon = hasIcon ? Point(width - labelWidth - 10 - 5, height / 2) : nil
        return Layout(labelX: labelX, labelWidth: labelWidth, iconCenter: icon)
    }
}
