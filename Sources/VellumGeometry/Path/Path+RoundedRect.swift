import Foundation

extension Path {
    /// Adds a rounded rectangle: a path that starts at the right-middle point
    /// and runs clockwise on screen, as SwiftUI draws it.
    ///
    /// The corner size is first clamped to half the shorter side. `.continuous`
    /// corners use the three-curve construction of UIKit and SwiftUI (see
    /// `ContinuousCorner`); when the rectangle is too small for it, the corner
    /// falls back to a circular one of the same size, whose ends are then
    /// semicircles, like a capsule's.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let half = Swift.min(r.width, r.height) / 2
        let rx = Swift.max(0, Swift.min(cornerSize.width.sanitized(), half))
        let ry = Swift.max(0, Swift.min(cornerSize.height.sanitized(), half))
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let continuous = style == .continuous
            && rx * ContinuousCorner.extent <= r.width / 2
            && ry * ContinuousCorner.extent <= r.height / 2
        var p = Path()
        let corners: [(vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),  // bottom-right
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),   // bottom-left
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),    // top-left
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),   // top-right
        ]
        p.move(to: CGPoint(x: r.maxX, y: r.midY))
        for c in corners {
            // `u` runs back along the incoming edge, `v` along the outgoing one.
            let su = abs(c.incoming.x) > 0 ? rx : ry, sv = abs(c.outgoing.x) > 0 ? rx : ry
            func pt(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                CGPoint(x: c.vertex.x + c.incoming.x * u * su + c.outgoing.x * v * sv,
                        y: c.vertex.y + c.incoming.y * u * su + c.outgoing.y * v * sv)
            }
            if continuous {
                let segments = ContinuousCorner.segments
                p.addLine(to: pt(ContinuousCorner.extent, 0))
                for s in segments {
                    p.addCurve(to: pt(s.end.u, s.end.v),
                               control1: pt(s.control1.u, s.control1.v),
                               control2: pt(s.control2.u, s.control2.v))
                }
            } else {
                let k: CGFloat = 1 - 0.5522847498
                p.addLine(to: pt(1, 0))
                p.addCurve(to: pt(0, 1), control1: pt(k, 0), control2: pt(0, k))
            }
        }
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Adds a rounded rectangle with a radius per corner, circular or continuous.
    package mutating func addUnevenRoundedRect(
        in rect: CGRect, topLeading: CGFloat, bottomLeading: CGFloat,
        bottomTrailing: CGFloat, topTrailing: CGFloat, style: RoundedCornerStyle
    ) {
        let r = rect.standardized
        let half = Swift.min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { Swift.max(0, Swift.min(v.sanitized(), half)) }
        let radii = [clamp(bottomTrailing), clamp(bottomLeading), clamp(topLeading), clamp(topTrailing)]
        let corners: [(vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
        ]
        move(to: CGPoint(x: r.maxX, y: r.midY))
        for (i, c) in corners.enumerated() {
            let rad = radii[i]
            func pt(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
                CGPoint(x: c.vertex.x + (c.incoming.x * u + c.outgoing.x * v) * rad,
                        y: c.vertex.y + (c.incoming.y * u + c.outgoing.y * v) * rad)
            }
            if rad == 0 { addLine(to: c.vertex); continue }
            if style == .continuous && rad * ContinuousCorner.extent <= half {
                addLine(to: pt(ContinuousCorner.extent, 0))
                for s in ContinuousCorner.segments {
                    addCurve(to: pt(s.end.u, s.end.v), control1: pt(s.control1.u, s.control1.v),
                             control2: pt(s.control2.u, s.control2.v))
                }
            } else {
                let k: CGFloat = 1 - 0.5522847498
                addLine(to: pt(1, 0))
                addCurve(to: pt(0, 1), control1: pt(k, 0), control2: pt(0, k))
            }
        }
        closeSubpath()
    }
}

/// SwiftUI's continuous ("squircle") corner: three cubic Béziers per corner,
/// in multiples of the corner radius measured from the corner's vertex
/// (`u` back along the incoming edge, `v` along the outgoing edge).
/// Values from swiftui-facts §5.2 (UIKit's construction, matched by SwiftUI's
/// own display list for `RoundedRectangle(cornerRadius: 12)`).
package enum ContinuousCorner {
    /// How far from the vertex the straight edge stops, in radii.
    package static let extent: CGFloat = 1.52866483

    /// One cubic segment of the corner.
    package struct Segment: Sendable {
        package let control1: (u: CGFloat, v: CGFloat)
        package let control2: (u: CGFloat, v: CGFloat)
        package let end: (u: CGFloat, v: CGFloat)
    }

    /// The three segments from the incoming edge to the outgoing one.
    package static let segments: [Segment] = [
        Segment(control1: (1.08849296, 0), control2: (0.86840694, 0), end: (0.63149379, 0.07491139)),
        Segment(control1: (0.37282383, 0.16905956), control2: (0.16905956, 0.37282383), end: (0.07491139, 0.63149379)),
        Segment(control1: (0, 0.86840694), control2: (0, 1.08849296), end: (0, 1.52866483)),
    ]
}
