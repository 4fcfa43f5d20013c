import Foundation

/// One quarter of a capsule's round end, as one cubic Bézier from the long
/// edge to the middle of the end, in points measured from the corner's vertex.
///
/// iOS's continuous capsule was measured in real snapshots (PREFIRE and ARCH in
/// docs/reference/fidelity-real-pngs.md, "Capsules"): its end is not a
/// semicircle. A cubic that leaves the edge 1.083 r from the end, with its
/// first control 0.2025 r from the end on the edge and its second 0.7 r along
/// the end from the vertex, follows the measured outline within 0.3 pt at
/// r = 34 (rms 0.16 pt), where a semicircle is off by up to 0.67 pt.
package struct ContinuousCapsuleEnd: Sendable, Equatable {
    /// How far from the end the long edge stops.
    package var edge: CGFloat
    /// The control point on the long edge, from the end.
    package var edgeControl: CGFloat
    /// The control point on the end, from the vertex.
    package var middleControl: CGFloat

    /// The fitted continuous end, in radii.
    static let continuous = (edge: 1.083, edgeControl: 0.2025, middleControl: 0.7)
    /// A quarter circle, in radii.
    static let circular = (edge: 1.0, edgeControl: 1 - 0.5522847498, middleControl: 1 - 0.5522847498)

    /// The quarter for an end of `radius` on a capsule whose long side is
    /// `2 × halfLength`. A continuous end needs its edge to fit: between a
    /// circle and a capsule `1.083 × 2r` long it blends from the circular end.
    package static func quarter(radius: CGFloat, halfLength: CGFloat, style: RoundedCornerStyle) -> ContinuousCapsuleEnd {
        let c = circular
        guard style == .continuous, radius > 0 else {
            return ContinuousCapsuleEnd(edge: c.edge * radius, edgeControl: c.edgeControl * radius,
                                        middleControl: c.middleControl * radius)
        }
        let k = continuous
        let t = Swift.max(0, Swift.min(1, (halfLength / radius - 1) / (k.edge - 1)))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a + (b - a) * t) * radius }
        return ContinuousCapsuleEnd(edge: mix(c.edge, k.edge), edgeControl: mix(c.edgeControl, k.edgeControl),
                                    middleControl: mix(c.middleControl, k.middleControl))
    }
}
