/// A concrete colour: sRGB components and alpha, each in 0…1, not premultiplied.
package struct RGBAColor: Hashable, Sendable {
    package var red, green, blue, alpha: Double

    /// Creates a colour; components are clamped to 0…1 and NaN becomes 0.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// Creates a colour from 0–255 components.
    package init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// The colour with its alpha multiplied by `factor`.
    package func multiplyingAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#RRGGBB`, uppercase.
    package var hexRGB: String {
        let hex = String(rgbValue, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// The red, green and blue bytes as one number, `0xRRGGBB`: what
    /// `hexRGB` spells.
    package var rgbValue: Int {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// The colour mixed toward `other` by `fraction` (0 = self, 1 = other).
    package func mixed(with other: RGBAColor, by fraction: Double) -> RGBAColor {
        RGBAColor(red: red + (other.red - red) * fraction,
                  green: green + (other.green - green) * fraction,
                  blue: blue + (other.blue - blue) * fraction,
                  alpha: alpha + (other.alpha - alpha) * fraction)
    }
}
