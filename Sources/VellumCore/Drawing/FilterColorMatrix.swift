import Foundation

/// A 4 × 5 colour matrix, row-major, as SwiftUI's `_ColorMatrix` and SVG's
/// `feColorMatrix type="matrix"` define it: for unpremultiplied, sRGB-encoded
/// components in 0…1,
///
///     R' = m[0] R + m[1] G + m[2] B + m[3] A + m[4]
///     G' = m[5] R + …,  B' = m[10] R + …,  A' = m[15] R + … + m[19]
///
/// SwiftUI's colour filters are such matrices. Their numbers come from the
/// decompiled `SwiftUI._ColorMatrix` initialisers (`init(brightness:)`,
/// `init(contrast:)`, `init(hueRotation:)`, `init(colorMonochrome:amount:bias:)`,
/// `init(luminanceToAlpha:)`, `init(colorInvert:)`, and the saturation case of
/// `_ColorMatrix.init(_: GraphicsFilter)`), which ByteDance's DanceUI
/// re-implements with the same constants: luminance is Rec. 709's
/// (0.2126, 0.7152, 0.0722), applied to the sRGB-encoded components (colours
/// passed in, as `colorMultiply`'s, are converted from linear to sRGB first), so
/// SVG filters must run with `color-interpolation-filters="sRGB"`.
package struct FilterColorMatrix: Hashable, Sendable {
    /// The 20 entries, row by row (red, green, blue, alpha; five columns each).
    package var values: [Double]

    /// A matrix from 20 entries; missing entries are the identity's, NaN and
    /// infinities become 0.
    package init(_ values: [Double]) {
        var v = Self.identity.values
        for (i, x) in values.prefix(20).enumerated() { v[i] = x.isFinite ? x : 0 }
        self.values = v
    }

    private init(raw: [Double]) { values = raw }

    /// The matrix that changes nothing.
    package static let identity = FilterColorMatrix(raw: [1, 0, 0, 0, 0,
                                                          0, 1, 0, 0, 0,
                                                          0, 0, 1, 0, 0,
                                                          0, 0, 0, 1, 0])

    /// Rec. 709 luma weights, as SwiftUI's matrices use them.
    package static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Whether the matrix changes nothing.
    package var isIdentity: Bool { self == Self.identity }

    /// `brightness(_:)`: adds `amount` to red, green and blue
    /// (`_ColorMatrix.init(brightness:)`: m15 = m25 = m35 = amount; Apple's docs:
    /// "matches the CIColorControls filter's brightness adjustment").
    package static func brightness(_ amount: Double) -> FilterColorMatrix {
        let a = amount.isFinite ? amount : 0
        return FilterColorMatrix([1, 0, 0, 0, a,
                                  0, 1, 0, 0, a,
                                  0, 0, 1, 0, a,
                                  0, 0, 0, 1, 0])
    }

    /// `contrast(_:)`: scales red, green and blue about 0.5
    /// (`_ColorMatrix.init(contrast:)`: mii = amount, mi5 = (1 − amount) × 0.5).
    package static func contrast(_ amount: Double) -> FilterColorMatrix {
        let c = amount.isFinite ? amount : 1, o = (1 - c) * 0.5
        return FilterColorMatrix([c, 0, 0, 0, o,
                                  0, c, 0, 0, o,
                                  0, 0, c, 0, o,
                                  0, 0, 0, 1, 0])
    }

    /// `saturation(_:)`: mixes each colour with its Rec. 709 luma; 0 is grey,
    /// 1 unchanged, more over-saturates. Negative amounts count as 0 (the
    /// saturation case of `_ColorMatrix.init(_: GraphicsFilter)` clamps them):
    /// m11 = 0.2126 + 0.7874 s, m12 = 0.7152 (1 − s), m13 = 0.0722 (1 − s), …
    package static func saturation(_ amount: Double) -> FilterColorMatrix {
        let s = amount.isFinite ? Swift.max(0, amount) : 1, t = 1 - s, l = luma
        return FilterColorMatrix([l.r * t + s, l.g * t, l.b * t, 0, 0,
                                  l.r * t, l.g * t + s, l.b * t, 0, 0,
                                  l.r * t, l.g * t, l.b * t + s, 0, 0,
                                  0, 0, 0, 1, 0])
    }

    /// `grayscale(_:)`: SwiftUI's `colorMonochrome` towards white with
    /// `amount` and no bias, which is `saturation(1 − amount)`
    /// (m11 = 0.2126 a + (1 − a), m12 = 0.7152 a, …, m44 = 1). Negative amounts
    /// count as 0.
    package static func grayscale(_ amount: Double) -> FilterColorMatrix {
        let a = amount.isFinite ? Swift.max(0, amount) : 0, k = 1 - a, l = luma
        return FilterColorMatrix([l.r * a + k, l.g * a, l.b * a, 0, 0,
                                  l.r * a, l.g * a + k, l.b * a, 0, 0,
                                  l.r * a, l.g * a, l.b * a + k, 0, 0,
                                  0, 0, 0, 1, 0])
    }

    /// `hueRotation(_:)`: rotates hues about the luma axis, with
    /// `_ColorMatrix.init(hueRotation:)`'s constants (SVG's `hueRotate` with
    /// Rec. 709 weights in place of 0.213 / 0.715 / 0.072):
    ///
    ///     m11 = 0.2126 + 0.7873 cos − 0.2126 sin   m12 = 0.7152 (1 − cos) − 0.7152 sin   m13 = 0.0722 (1 − cos) + 0.9278 sin
    ///     m21 = 0.2126 (1 − cos) + 0.143 sin       m22 = 0.7152 + 0.2848 cos + 0.14 sin  m23 = 0.0722 (1 − cos) − 0.283 sin
    ///     m31 = 0.2126 (1 − cos) − 0.7873 sin      m32 = 0.7152 (1 − cos) + 0.7152 sin   m33 = 0.0722 + 0.9278 cos + 0.0722 sin
    package static func hueRotation(radians: Double) -> FilterColorMatrix {
        let r = radians.isFinite ? radians : 0
        let c = Foundation.cos(r), s = Foundation.sin(r), k = 1 - c
        return FilterColorMatrix([0.2126 + 0.7873 * c - 0.2126 * s, 0.7152 * k - 0.7152 * s, 0.0722 * k + 0.9278 * s, 0, 0,
                                  0.2126 * k + 0.143 * s, 0.7152 + 0.2848 * c + 0.14 * s, 0.0722 * k - 0.283 * s, 0, 0,
                                  0.2126 * k - 0.7873 * s, 0.7152 * k + 0.7152 * s, 0.0722 + 0.9278 * c + 0.0722 * s, 0, 0,
                                  0, 0, 0, 1, 0])
    }

    /// `colorInvert()`: 1 − each of red, green and blue
    /// (`_ColorMatrix.init(colorInvert: 1)`: mii = 1 − 2x, mi5 = x).
    package static let colorInvert = FilterColorMatrix(raw: [-1, 0, 0, 0, 1,
                                                             0, -1, 0, 0, 1,
                                                             0, 0, -1, 0, 1,
                                                             0, 0, 0, 1, 0])

    /// A partial inversion (`GraphicsContext.Filter.colorInvert(_:)`):
    /// `_ColorMatrix.init(colorInvert: x)`, mii = 1 − 2x, mi5 = x; 1 is `colorInvert`.
    package static func colorInvert(amount: Double) -> FilterColorMatrix {
        let x = amount.isFinite ? amount : 0, d = 1 - 2 * x
        return FilterColorMatrix([d, 0, 0, 0, x,
                                  0, d, 0, 0, x,
                                  0, 0, d, 0, x,
                                  0, 0, 0, 1, 0])
    }

    /// `colorMultiply(_:)`: each component times the colour's (sRGB-encoded)
    /// component, alpha too (`_ColorMatrix.init(colorMultiply:premultiplied: false)`).
    package static func colorMultiply(_ color: RGBAColor) -> FilterColorMatrix {
        FilterColorMatrix([color.red, 0, 0, 0, 0,
                           0, color.green, 0, 0, 0,
                           0, 0, color.blue, 0, 0,
                           0, 0, 0, color.alpha, 0])
    }

    /// `luminanceToAlpha()`: black whose alpha is the colour's Rec. 709 luma
    /// (`_ColorMatrix.init(luminanceToAlpha:)`: only the alpha row,
    /// 0.2126 0.7152 0.0722 0 0). SVG's `type="luminanceToAlpha"` uses
    /// 0.2125 / 0.7154 / 0.0721, so Vellum writes the matrix itself.
    package static let luminanceToAlpha = FilterColorMatrix(raw: [0, 0, 0, 0, 0,
                                                                  0, 0, 0, 0, 0,
                                                                  0, 0, 0, 0, 0,
                                                                  0.2126, 0.7152, 0.0722, 0, 0])

    /// `self` applied after `first`: the matrix of both, in one.
    package func concatenating(after first: FilterColorMatrix) -> FilterColorMatrix {
        let a = values, b = first.values
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var v = 0.0
                for k in 0..<4 { v += a[row * 5 + k] * b[k * 5 + col] }
                if col == 4 { v += a[row * 5 + 4] }
                out[row * 5 + col] = v
            }
        }
        return FilterColorMatrix(raw: out)
    }

    /// The matrix applied to one unpremultiplied colour, each result clamped to 0…1
    /// (as a renderer stores it).
    package func apply(_ c: RGBAColor) -> RGBAColor {
        let input = [c.red, c.green, c.blue, c.alpha, 1]
        func row(_ r: Int) -> Double {
            let v = (0..<5).reduce(0.0) { $0 + values[r * 5 + $1] * input[$1] }
            return Swift.min(1, Swift.max(0, v))
        }
        return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3))
    }
}
