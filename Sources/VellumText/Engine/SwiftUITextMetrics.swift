import Foundation
import VellumCore
import VellumGeometry

/// SwiftUI's text metrics, in one place.
///
/// Source: shared/reference/swiftui-facts.md §1. A single-line SwiftUI `Text` is as
/// tall as the system font's line height (SF Pro's hhea ascender + descender:
/// 1950 + 494 units of 2048, that is 1.193359375 em, so 20.287109375 pt at 17 pt),
/// rounded **up** to the pixel grid: body 17 pt → 20.333 and title 28 pt → 33.667
/// at @3x (measured on iOS). The bundled Inter has other vertical metrics, so the
/// engine ignores them and sets Inter's glyphs inside SF-proportioned line boxes.
///
/// Lines of a paragraph are the line height plus the font's leading (a text
/// style's `ResolvedFont.lineGap`) plus `lineSpacing` apart, measured on iOS 17
/// (docs/reference/fidelity-real-pngs.md); the first line starts at the top and
/// no leading follows the last.
package enum SwiftUITextMetrics {
    /// SF Pro's ascender in ems (1950 / 2048); the baseline sits this far below a line's top.
    package static let ascent: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender in ems (494 / 2048), positive downward.
    package static let descent: CGFloat = 494.0 / 2048.0
    /// SF Pro's line gap: zero, so a line is exactly ascent + descent tall.
    package static let leading: CGFloat = 0
    /// SF Pro's cap height in ems (≈ 11.97 pt at 17 pt, facts §2.2).
    package static let capHeight: CGFloat = 0.7041
    /// SF Pro's x-height in ems (approximate, as `ApproximateTextEngine` uses).
    package static let xHeight: CGFloat = 0.52
    /// How much a small capital is scaled from a full capital. No bundled face has
    /// small-capital glyphs, so they are synthesised as capitals as tall as the
    /// lowercase letters: x-height over cap height.
    package static let smallCapitalScale: CGFloat = xHeight / capHeight

    /// How much Inter's outlines and advances are scaled so its capitals are as
    /// tall as SF Pro's (Inter's cap height is 0.727 em, SF Pro's 0.704 em). This
    /// also brings Inter's widths, a little larger than SF's, close to SwiftUI's
    /// (see `FontTextEngineTests` for the measured strings).
    package static let interGlyphScale: CGFloat = 0.7041 / 0.7275

    /// The tracking Inter's designer recommends at `size` points ("Dynamic Metrics",
    /// rsms.me/inter/dynmetrics: a + b·e^(c·size) em with a = −0.0223, b = 0.185,
    /// c = −0.1745), in points. SF Pro tightens with size in a similar way;
    /// `opticalSizeCorrection(size:weight:)` adds what is left between the two.
    package static func interTracking(size: CGFloat) -> CGFloat {
        let em = -0.0223 + 0.185 * exp(-0.1745 * size)
        return em * size
    }

    /// The spacing, in points, that brings Inter's widths to SF Pro's at
    /// `size` points and a CSS `weight`, added after each character on top of
    /// `interTracking(size:)`.
    ///
    /// SF Pro changes its letters with the optical size (SF Text up to 17 pt,
    /// SF Display from 28, blended between): small text is set wider than
    /// Inter sets it, and heavy text much wider. Read off SF Pro's own font
    /// files (`SFSpacingTable.system`), which agree with real iOS 17/18
    /// snapshots within 0.6 % on fourteen of sixteen strings (`SFWidthTests`).
    package static func opticalSizeCorrection(size: CGFloat, weight: Int) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return SFSpacingTable.system.spacing(size: size, weight: weight) * size
    }

    /// SF Mono's advance, in ems: every character of the monospaced design
    /// is this wide. Measured in a real iOS render (lunij/netbob's
    /// `DetailViewTests/test_detailView.1.png`, docs/reference/fidelity-real-pngs.md
    /// "Monospaced text"): twelve-point bold keys from 3 to 13 characters
    /// grow 7.41 pt per character, 0.6175 em.
    package static let monoAdvance: CGFloat = 0.6175

    /// The spacing, in points, that brings JetBrains Mono's widths (600 of
    /// 1000 units per character at every weight) to SF Mono's at `size` points.
    package static func monoTracking(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return (monoAdvance - 0.6) * size
    }

    /// The slant of a synthetic oblique (for faces that ship no italic), as the
    /// tangent of the shear angle: 12°, close to SF Pro Italic's own slant.
    package static let syntheticObliqueSlant: CGFloat = 0.2126

    /// The stroke added to a synthetic bold (for faces with one weight only, as the
    /// CJK font), in ems.
    package static let syntheticBoldStrength: CGFloat = 0.03

    /// The weight from which a face with one weight is emboldened synthetically.
    package static let syntheticBoldThreshold = 600

    /// The advance, in ems, of a character no bundled face has (an emoji newer
    /// than the emoji font, a private-use character): about an emoji's.
    package static let missingCharacterAdvance: CGFloat = 1.25

    /// Whether lines never break between two Hangul syllables, only at spaces:
    /// Apple's standard line-break strategy (`NSParagraphStyle.LineBreakStrategy
    /// .standard`, which includes `.hangulWordPriority`) does this for labels.
    /// A Korean word wider than the line still breaks between syllables.
    package static let hangulWordPriority = true

    /// The character SwiftUI draws where it truncates text.
    package static let ellipsis = "\u{2026}"

    /// SF-proportioned vertical metrics of `font`.
    package static func metrics(for font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascent: font.size * ascent, descent: font.size * descent,
                    leading: font.size * leading + font.lineGap, capHeight: font.size * capHeight,
                    xHeight: font.size * xHeight)
    }

    /// `value` rounded up to the pixel grid at `scale` pixels per point, with a
    /// tolerance so an exact pixel multiple computed in floating point stays put.
    package static func ceilToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        return (value * scale - 1e-6).rounded(.up) / scale
    }
}
