import Foundation

/// A 2-D affine transform (a b c d tx ty, as Cairo's), for placing layers.
public struct Transform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Transform { Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public static func scale(_ s: Double) -> Transform { Transform(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0) }

    /// Turning clockwise on screen (y points down) by `angle` radians. Quarter turns are exact.
    public static func rotation(_ angle: Double) -> Transform {
        let quarters = angle / (.pi / 2)
        if abs(quarters - quarters.rounded()) < 1e-12 {
            let table: [(Double, Double)] = [(1, 0), (0, 1), (-1, 0), (0, -1)]
            let (cosine, sine) = table[((Int(quarters.rounded()) % 4) + 4) % 4]
            return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }
        return Transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// First `other`, then self (as Cairo composes: points go through `other` first).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                  c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                  tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// The transform that undoes this one.
    public var inverted: Transform {
        let determinant = a * d - b * c
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// The axis-aligned box a rectangle covers once transformed.
    public func boundingBox(of r: Rect) -> Rect {
        let corners = [Point(r.x, r.y), Point(r.maxX, r.y), Point(r.x, r.maxY), Point(r.maxX, r.maxY)].map(apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    /// The rotation it applies, radians.
    public var angle: Double { atan2(b, a) }

    /// The scale it applies (uniform scales only).
    public var scaleFactor: Double { (a * a + b * b).squareRoot() }
}
