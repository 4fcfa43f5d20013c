import Foundation

/// The point size and leading of every iOS text style at every Dynamic Type
/// size, as Apple's Human Interface Guidelines list them ("Typography",
/// Specifications, "iOS, iPadOS Dynamic Type sizes" and "larger accessibility
/// type sizes"); the table and its sources are in docs/reference/dynamic-type.md.
///
/// The size is the font's point size (`UIFont.preferredFont(forTextStyle:)`).
/// The leading is the HIG's line-to-line distance; a single line of SwiftUI
/// `Text` is not that tall (it is SF's ascender plus descender at the size,
/// see `SwiftUITextMetrics`), but `@ScaledMetric` and `UIFontMetrics` scale
/// values by the ratio of leadings (see ``scaled(_:relativeTo:at:displayScale:)``).
package enum TextStyleMetrics {
    /// Sizes then leadings, xSmall … xxxLarge, AX1 … AX5.
    private static func row(_ style: Font.TextStyle) -> (sizes: [CGFloat], leadings: [CGFloat]) {
        switch style {
        case .largeTitle: return ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70])
        case .title: return ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68])
        case .title2: return ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66])
        case .title3: return ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65])
        case .headline: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .body: return ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        case .callout: return ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60])
        case .subheadline: return ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58])
        case .footnote: return ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52])
        case .caption: return ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51])
        case .caption2: return ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48])
        }
    }

    /// The point size of `style` at `size` (body at large: 17).
    package static func pointSize(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        row(style).sizes[size.index]
    }

    /// The HIG leading of `style` at `size` (body at large: 22).
    package static func leading(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        row(style).leadings[size.index]
    }

    /// How much `UIFontMetrics(forTextStyle: style)` scales a value at `size`:
    /// the style's leading there over its leading at the default size (1 at
    /// ``DynamicTypeSize/large``).
    ///
    /// Not the ratio of point sizes: with body at medium, `scaledValue(for: 17)`
    /// is 16.333 on an @3x iPhone, not 16 (Jared Sinclair, "Scaled Metric
    /// Surprises on iOS & iPadOS", 2024); 17 × 21 / 22 = 16.23, on the pixel
    /// grid 16.333. docs/reference/dynamic-type.md has the sources.
    package static func scaleFactor(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        leading(style, at: size) / leading(style, at: .large)
    }

    /// `value` scaled as `UIFontMetrics.scaledValue(for:)` and `@ScaledMetric`
    /// scale it: by ``scaleFactor(_:at:)``, rounded to the nearest pixel at
    /// `displayScale` (the value itself at the default size).
    package static func scaled(_ value: CGFloat, relativeTo style: Font.TextStyle, at size: DynamicTypeSize, displayScale: CGFloat) -> CGFloat {
        guard size != .large, value.isFinite else { return value }
        let raw = value * scaleFactor(style, at: size)
        guard displayScale.isFinite, displayScale > 0 else { return raw }
        return (raw * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }
}
