import Foundation

/// One element of a ``CGPath`` and its points, as Core Graphics' `CGPathElement`:
/// one point for a move or a line, a control point then the end for a
/// quadratic curve, two control points then the end for a cubic one.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The kind of a ``CGPathElement``, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath.
    case moveToPoint
    /// A straight line.
    case addLineToPoint
    /// A quadratic curve.
    case addQuadCurveToPoint
    /// A cubic curve.
    case addCurveToPoint
    /// Closes the subpath.
    case closeSubpath
}
