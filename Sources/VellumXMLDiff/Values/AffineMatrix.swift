#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine matrix `[a b c d e f]` as in SVG's `matrix(a,b,c,d,e,f)`.
struct AffineMatrix: Sendable, Equatable {
    var values: [Double]

    static let identity = AffineMatrix(values: [1, 0, 0, 1, 0, 0])

    /// `self × other`: applies `other` first, then `self` (SVG's left-to-right list order).
    func concatenating(_ other: AffineMatrix) -> AffineMatrix {
        let m = values
        let n = other.values
        return AffineMatrix(values: [
            m[0] * n[0] + m[2] * n[1],
            m[1] * n[0] + m[3] * n[1],
            m[0] * n[2] + m[2] * n[3],
            m[1] * n[2] + m[3] * n[3],
            m[0] * n[4] + m[2] * n[5] + m[4],
            m[1] * n[4] + m[3] * n[5] + m[5],
        ])
    }

    static func translation(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(values: [1, 0, 0, 1, x, y])
    }

    static func scale(_ x: Double, _ y: Double) -> AffineMatrix {
        AffineMatrix(values: [x, 0, 0, y, 0, 0])
    }

    static func rotation(degrees: Double) -> AffineMatrix {
        let radians = degrees * .pi / 180
        return AffineMatrix(values: [cos(radians), sin(radians), -sin(radians), cos(radians), 0, 0])
    }

    static func skewX(degrees: Double) -> AffineMatrix {
        AffineMatrix(values: [1, 0, tan(degrees * .pi / 180), 1, 0, 0])
    }

    static func skewY(degrees: Double) -> AffineMatrix {
        AffineMatrix(values: [1, tan(degrees * .pi / 180), 0, 1, 0, 0])
    }
}
