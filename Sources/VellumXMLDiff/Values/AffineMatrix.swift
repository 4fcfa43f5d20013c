#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine matrix `[a b c d e f]` as in SVG's `matrix(a,b,c,d,e,f)`.
///
/// The six entries are stored inline (no array), so folding a transform list
/// allocates nothing.
struct AffineMatrix: Sendable, Equatable {
    var a, b, c, d, e, f: Double

    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// A matrix from exactly six values, in `matrix(a,b,c,d,e,f)` order.
    init(values: [Double]) {
        precondition(values.count == 6, "an affine matrix has six values")
        self.init(values[0], values[1], values[2], values[3], values[4], values[5])
    }

    /// The entries in `matrix(a,b,c,d,e,f)` order.
    var values: [Double] { [a, b, c, d, e, f] }

    static let identity = AffineMatrix(1, 0, 0, 1, 0, 0)

    /// `self × other`: applies `other` first, then `self` (SVG's left-to-right list order).
    func concatenating(_ n: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a * n.a + c * n.b,
            b * n.a + d * n.b,
            a * n.c + c * n.d,
            b * n.c + d * n.d,
            a * n.e + c * n.f + e,
            b * n.e + d * n.f + f)
    }

    /// Combines the six entries, quantised, into `hasher`.
    func hash(into hasher: inout StableHasher, quantum: Double) {
        hasher.combine(number: a, quantum: quantum)
        hasher.combine(number: b, quantum: quantum)
        hasher.combine(number: c, quantum: quantum)
        hasher.combine(number: d, quantum: quantum)
        hasher.combine(number: e, quantum: quantum)
        hasher.combine(number: f, quantum: quantum)
    }

    static func translation(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(1, 0, 0, 1, x, y)
    }

    static func scale(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(x, 0, 0, y, 0, 0)
    }

    static func rotation(degrees: Double) -> AffineMatrix {
        let radians = degrees * .pi / 180
        return AffineMatrix(cos(radians), sin(radians), -sin(radians), cos(radians), 0, 0)
    }

    static func skewX(degrees: Double) -> AffineMatrix {
        AffineMatrix(1, 0, tan(degrees * .pi / 180), 1, 0, 0)
    }

    static func skewY(degrees: Double) -> AffineMatrix {
        AffineMatrix(1, tan(degrees * .pi / 180), 0, 1, 0, 0)
    }
}
