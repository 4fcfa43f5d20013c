import Foundation

/// A font resolved from SwiftUI's `Font` in its environment: a concrete size,
/// weight and design that the text engine can load and measure.
package struct ResolvedFont: Hashable, Sendable {
    /// The font's design.
    package enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The point size.
    package var size: CGFloat
    /// The weight, on the CSS scale (100 ultra light … 400 regular … 900 black).
    package var weight: Int
    /// The design.
    package var design: Design
    /// Whether the font is italic.
    package var italic: Bool
    /// A custom family name (`Font.custom`), or nil for the system font.
    package var family: String?
    /// Whether digits use fixed-width figures.
    package var monospacedDigit: Bool
    /// Space added between two lines of a paragraph, in points: a text style's
    /// leading less the font's line height (body at large: 22 − 20.287), zero for
    /// a font of a fixed size. Measured on iOS 17: lines of body text are 21 pt
    /// apart at medium and 56 pt at AX4, the HIG leadings (docs/reference/fidelity-real-pngs.md).
    package var lineGap: CGFloat
    /// Which letters draw as small capitals (`Font.smallCaps()` and its kin).
    package var smallCaps: SmallCaps = []

    /// The letters a font draws as small capitals.
    package struct SmallCaps: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Lowercase letters draw as small capitals.
        package static let lowercase = SmallCaps(rawValue: 1)
        /// Uppercase letters draw as small capitals.
        package static let uppercase = SmallCaps(rawValue: 2)

        /// Whether `character` draws as a small capital.
        package func applies(to character: Character) -> Bool {
            (contains(.lowercase) && character.isLowercase) || (contains(.uppercase) && character.isUppercase)
        }
    }

    package init(size: CGFloat, weight: Int = 400, design: Design = .default, italic: Bool = false,
                 family: String? = nil, monospacedDigit: Bool = false, lineGap: CGFloat = 0) {
        self.size = size.isFinite && size > 0 ? size : 17
        self.weight = Swift.min(900, Swift.max(100, weight))
        self.design = design; self.italic = italic; self.family = family
        self.monospacedDigit = monospacedDigit
        self.lineGap = lineGap.isFinite ? Swift.min(Swift.max(lineGap, 0), self.size) : 0
    }

    /// The system font's line height in ems (SF Pro's ascender plus descender,
    /// 1950 + 494 units of 2048; `SwiftUITextMetrics` draws lines this tall).
    package static let systemLineHeight: CGFloat = (1950.0 + 494.0) / 2048.0

    /// SwiftUI's default font: `.body`, 17 pt regular.
    package static let body = ResolvedFont(size: 17)
}

/// Vertical metrics of a font at its size, in points (descent positive, downward).
package struct FontMetrics: Hashable, Sendable {
    package var ascent: CGFloat
    package var descent: CGFloat
    package var leading: CGFloat
    package var capHeight: CGFloat
    package var xHeight: CGFloat

    package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascent = ascent; self.descent = descent; self.leading = leading
        self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// Ascent plus descent: the height of one line without leading.
    package var lineHeight: CGFloat { ascent + descent }
}
