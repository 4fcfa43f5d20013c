import Foundation

/// A colour in Oklab, Björn Ottosson's perceptual colour space
/// (https://bottosson.github.io/posts/oklab/): `l` is lightness (0…1),
/// `a` green–red and `b` blue–yellow. Equal steps look about equally large,
/// which is how `Gradient.ColorSpace.perceptual` interpolates.
///
/// The matrices are the published ones for linear sRGB (D65); colours out of
/// the sRGB gamut are clamped when converted back.
package struct Oklab: Hashable, Sendable {
    package var l, a, b: Double

    package init(l: Double, a: Double, b: Double) { self.l = l; self.a = a; self.b = b }

    /// The Oklab coordinates of an sRGB colour (its alpha is ignored).
    package init(_ c: RGBAColor) {
        let r = Self.linear(c.red), g = Self.linear(c.green), bl = Self.linear(c.blue)
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        let l_ = cbrt(lms.0), m_ = cbrt(lms.1), s_ = cbrt(lms.2)
        l = 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_
        a = 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_
        b = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_
    }

    /// The sRGB colour of these coordinates with `alpha`, clamped to the gamut.
    package func rgba(alpha: Double = 1) -> RGBAColor {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let L = l_ * l_ * l_, M = m_ * m_ * m_, S = s_ * s_ * s_
        return RGBAColor(red: Self.encoded(4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S),
                         green: Self.encoded(-1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S),
                         blue: Self.encoded(-0.0041960863 * L - 0.7034186147 * M + 1.7076147010 * S),
                         alpha: alpha)
    }

    /// The colour `fraction` of the way from `x` to `y` in Oklab. Alpha is
    /// interpolated linearly and the coordinates are premultiplied by it, so
    /// a fade to `.clear` keeps its hue instead of passing through black.
    package static func mix(_ x: RGBAColor, _ y: RGBAColor, by fraction: Double) -> RGBAColor {
        let t = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        let alpha = x.alpha + (y.alpha - x.alpha) * t
        guard alpha > 0 else { return x.mixed(with: y, by: t) }
        let p = Oklab(x), q = Oklab(y)
        let wx = x.alpha * (1 - t) / alpha, wy = y.alpha * t / alpha
        return Oklab(l: p.l * wx + q.l * wy, a: p.a * wx + q.a * wy, b: p.b * wx + q.b * wy).rgba(alpha: alpha)
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double {
        let v = c.isNaN ? 0 : Swift.min(1, Swift.max(0, c))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}
