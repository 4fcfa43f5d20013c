import Foundation
import VellumCore

/// WCAG 2.2's contrast ratio between two colours, and the thresholds of its
/// level AA (success criteria 1.4.3 and 1.4.11).
package enum ContrastRatio {
    /// Body text needs 4.5:1.
    package static let text = 4.5
    /// Large text (18 pt, or 14 pt bold) and graphics such as icons need 3:1.
    package static let largeTextOrGraphic = 3.0

    /// `(L1 + 0.05) / (L2 + 0.05)` of the lighter and darker colour's relative
    /// luminance, from 1 (the same) to 21 (black on white). Alpha is ignored:
    /// blend a translucent colour over what is under it first.
    package static func of(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
    }

    /// Relative luminance of an sRGB colour: each channel linearised, then
    /// weighted 0.2126, 0.7152 and 0.0722.
    package static func luminance(_ c: RGBAColor) -> Double {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// Whether text of this size and weight is "large" in WCAG's sense:
    /// at least 18 pt, or at least 14 pt and bold (weight 700 or more).
    package static func isLarge(size: CGFloat, weight: Int) -> Bool {
        size >= 18 || (size >= 14 && weight >= 700)
    }

    /// `top` drawn over the opaque `bottom` with its alpha: the colour seen.
    package static func blend(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
        let a = top.alpha
        return RGBAColor(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                         blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// A ratio as WCAG writes it: "4.48:1", two decimals, rounded down so a
    /// ratio just under a threshold never reads as meeting it.
    package static func format(_ ratio: Double) -> String {
        String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
    }
}
