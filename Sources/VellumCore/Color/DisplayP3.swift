import Foundation

/// Conversion from Display P3 to sRGB, for colours given in P3 but written as sRGB.
package enum DisplayP3 {
    /// The sRGB colour closest to a Display P3 colour (clamped to the sRGB gamut).
    package static func toSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBAColor {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encoded(_ c: Double) -> Double {
            let v = Swift.min(1, Swift.max(0, c))
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        // P3 (D65) → XYZ → sRGB (D65), combined.
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000000 * b
        let sg = -0.0420569 * r + 1.0420571 * g + 0.0000000 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBAColor(red: encoded(sr), green: encoded(sg), blue: encoded(sb), alpha: alpha)
    }
}
