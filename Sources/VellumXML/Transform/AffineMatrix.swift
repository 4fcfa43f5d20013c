#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine matrix `[a b c d e f]` as in SVG's `matrix(a,b,c,d,e,f)`: it
/// maps `(x, y)` to `(a·x + c·y + e, b·x + d·y + f)`.
///
/// The six entries are stored inline (no array), so folding a transform list
/// allocates nothing.
package struct AffineMatrix: Sendable, Equatable {
    /// The entries, in `matrix(a,b,c,d,e,f)` order.
    package var a, b, c, d, e, f: Double

    /// A matrix from its six entries, in `matrix(a,b,c,d,e,f)` order.
    package init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The entries in `matrix(a,b,c,d,e,f)` order.
    package var values: [Double] { [a, b, c, d, e, f] }

    /// The matrix that changes nothing.
    package static let identity = AffineMatrix(1, 0, 0, 1, 0, 0)

    /// `self × n`: applies `n` first, then `self` (SVG's left-to-right list order).
    package func concatenating(_ n: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a * n.a + c * n.b,
            b * n.a + d * n.b,
            a * n.c + c * n.d,
            b * n.c + d * n.d,
            a * n.e + c * n.f + e,
            b * n.e + d * n.f + f)
    }

    /// `translate(x y)`.
    package static func translation(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(1, 0, 0, 1, x, y)
    }

    /// `scale(x y)`.
    package static func scale(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(x, 0, 0, y, 0, 0)
    }

    /// `rotate(degrees)`, about the origin.
    package static func rotation(degrees: Double) -> AffineMatrix {
        let radians = degrees * .pi / 180
        return AffineMatrix(cos(radians), sin(radians), -sin(radians), cos(radians), 0, 0)
    }

    /// `skewX(degrees)`.
    package static func skewX(degrees: Double) -> AffineMatrix {
        AffineMatrix(1, 0, tan(degrees * .pi / 180), 1, 0, 0)
    }

    /// `skewY(degrees)`.
    package static func skewY(degrees: Double) -> AffineMatrix {
        AffineMatrix(1, tan(degrees * .pi / 180), 0, 1, 0, 0)
    }
}
