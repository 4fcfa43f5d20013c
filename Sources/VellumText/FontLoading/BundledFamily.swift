import Foundation

/// A family of fonts shipped in `Fonts/` (see `Fonts/README.md`).
package enum BundledFamily: String, Hashable, Sendable, CaseIterable {
    /// Inter: the system design, standing in for SF Pro.
    case inter
    /// Nunito: the `.rounded` design, standing in for SF Pro Rounded.
    case rounded
    /// Noto Serif: the `.serif` design, standing in for New York.
    case serif
    /// JetBrains Mono: the `.monospaced` design.
    case mono
    /// Noto Sans Hebrew: fallback for Hebrew, which Inter lacks.
    case hebrew
    /// Noto Sans Arabic: fallback for Arabic, which Inter lacks.
    case arabic
    /// WenQuanYi Micro Hei: fallback for Chinese, Japanese kana and Korean Hangul.
    case cjk
    /// Noto Color Emoji: emoji, drawn from the colour bitmaps it holds.
    case emoji

    /// How much the family's outlines and advances are scaled so its capitals
    /// are as tall as the Apple face it stands in for (SF Pro's cap height,
    /// `SwiftUITextMetrics.capHeight`): 1 for the families drawn at their own size.
    ///
    /// The cap heights are the fonts' own (`OS/2` `sCapHeight` over units per
    /// em): Nunito 705/1000, Noto Serif 714/1000. Inter's is in
    /// `SwiftUITextMetrics.interGlyphScale`.
    package var glyphScale: CGFloat {
        switch self {
        case .inter: SwiftUITextMetrics.interGlyphScale
        case .rounded: SwiftUITextMetrics.capHeight / 0.705
        case .serif: SwiftUITextMetrics.capHeight / 0.714
        case .mono, .hebrew, .arabic, .cjk, .emoji: 1
        }
    }

    /// The spacing, in points, added after each character of text set in this
    /// family at `size` points and a CSS `weight`, so its widths follow the
    /// Apple face it stands in for (see `SwiftUITextMetrics`).
    package func designTracking(size: CGFloat, weight: Int) -> CGFloat {
        switch self {
        case .inter:
            SwiftUITextMetrics.interTracking(size: size)
                + SwiftUITextMetrics.opticalSizeCorrection(size: size, weight: weight)
        case .rounded, .serif:
            advanceTable?.tracking(size: size) ?? 0
        case .mono:
            SwiftUITextMetrics.monoTracking(size: size)
        case .hebrew, .arabic, .cjk, .emoji:
            0
        }
    }

    /// The advances of the Apple face this family stands in for, where they are known:
    /// SF Pro Rounded for Nunito, New York for Noto Serif (see `DesignAdvanceTable`).
    package var advanceTable: DesignAdvanceTable? {
        switch self {
        case .rounded: .sfProRounded
        case .serif: .newYork
        case .inter, .mono, .hebrew, .arabic, .cjk, .emoji: nil
        }
    }
}
