import Testing
import Foundation
import Vellum
import VellumViews
import VellumText

/// Dynamic Type: the HIG's sizes for every text style at every size, the
/// environment value and modifiers, `@ScaledMetric`, and what scales and what
/// does not (docs/reference/dynamic-type.md).
@Suite("Dynamic Type")
@MainActor struct DynamicTypeTests {
    /// The canvas a view is drawn on at its ideal size.
    private func fitted(_ view: some View, _ size: DynamicTypeSize = .large) throws -> SVGHeader {
        var renderer = SVGRenderer(content: view)
        renderer.dynamicTypeSize = size
        return try SVGHeader(try renderer.svg())
    }

    /// One line of SwiftUI text (the SVG writes three decimals) at `points`: SF's ascender + descender, up to the @3x grid.
    private func lineHeight(_ points: CGFloat) -> Double {
        Double(SwiftUITextMetrics.ceilToPixel(points * (SwiftUITextMetrics.ascent + SwiftUITextMetrics.descent), scale: 3))
    }

    @Test("A body line is SF's line height at the scaled size: 20.333 at large, 48 at AX3")
    func textHeight() throws {
        #expect(abs(try fitted(Text("Hello")).height - lineHeight(17)) < 1e-3)
        #expect(abs(lineHeight(17) - 20.333) < 1e-3)
        #expect(abs(try fitted(Text("Hello"), .accessibility3).height - lineHeight(40)) < 1e-3)
        #expect(abs(try fitted(Text("Hello").font(.caption2), .xxxLarge).height - lineHeight(17)) < 1e-3)
        #expect(abs(try fitted(Text("Hello").font(.system(size: 17)), .accessibility5).height - lineHeight(17)) < 1e-3)
        let wide = try fitted(Text("Hello"), .accessibility3).width, narrow = try fitted(Text("Hello")).width
        #expect(wide > narrow * 2, "\(wide) vs \(narrow)")
    }

    @Test("dynamicTypeSize(_:) sets the size below it and wins over the renderer's")
    func modifier() throws {
        #expect(abs(try fitted(Text("Hello").dynamicTypeSize(.accessibility1)).height - lineHeight(28)) < 1e-3)
        #expect(abs(try fitted(Text("Hello").dynamicTypeSize(.xSmall), .accessibility5).height - lineHeight(14)) < 1e-3)
    }

    @Test("The range form clamps: AX5 under ...xxxLarge is xxxLarge; xSmall under .large... is large; inside stays")
    func rangeModifier() throws {
        #expect(abs(try fitted(Text("Hello").dynamicTypeSize(...DynamicTypeSize.xxxLarge), .accessibility5).height - lineHeight(23)) < 1e-3)
        #expect(abs(try fitted(Text("Hello").dynamicTypeSize(DynamicTypeSize.large...), .xSmall).height - lineHeight(17)) < 1e-3)
        #expect(abs(try fitted(Text("Hello").dynamicTypeSize(DynamicTypeSize.small ... .xxLarge), .medium).height - lineHeight(16)) < 1e-3)
        #expect(DynamicTypeSize.accessibility2.clamped(to: DynamicTypeSize.xSmall ..< .accessibility1) == .xxxLarge)
    }

    @Test("@Environment(\\.dynamicTypeSize) reads the size: an accessibility size stacks the row vertically")
    func environmentRead() throws {
        let row = try fitted(AdaptiveRow(), .xxxLarge), stacked = try fitted(AdaptiveRow(), .accessibility1)
        #expect(row.width == 100 && row.height == 20)
        #expect(stacked.width == 50 && stacked.height == 40)
    }

    @Test("@ScaledMetric scales by the style's leading ratio on the pixel grid: 17 → 16.333 at medium (measured on iOS)")
    func scaledMetric() throws {
        #expect(try fitted(ScaledSquare()).width == 17)
        #expect(abs(try fitted(ScaledSquare(), .medium).width - 49.0 / 3) < 1e-3)
        #expect(abs(try fitted(ScaledSquare(), .accessibility3).width - 37) < 1e-3)
        #expect(abs(try fitted(ScaledSquare(), .accessibility5).width - 48) < 1e-3, "17 × 62 / 22 = 47.909, not 17 × 53 / 17")
        #expect(abs(try fitted(ScaledTitleGap(), .xxxLarge).height - 28 / 3) < 1e-3, "8 × 48 / 41 = 9.366 → 9.333")
        #expect(TextStyleMetrics.scaled(24, relativeTo: .body, at: .large, displayScale: 3) == 24)
        #expect(abs(TextStyleMetrics.scaled(24, relativeTo: .body, at: .accessibility3, displayScale: 2) - 52.5) < 1e-9, "@2x: 52.36 → 52.5")
    }

    @Test("SF Symbols grow with the text style they are drawn in")
    func symbols() throws {
        let large = try fitted(Image(systemName: "star.fill")), ax3 = try fitted(Image(systemName: "star.fill"), .accessibility3)
        let fixed = try fitted(Image(systemName: "star.fill").font(.system(size: 17)), .accessibility3)
        #expect(abs(ax3.height / large.height - 40.0 / 17) < 0.1, "\(large) \(ax3)")
        #expect(fixed.height == large.height)
    }
}

/// Two 50 × 20 cells side by side, or stacked at an accessibility size.
private struct AdaptiveRow: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        if size.isAccessibilitySize {
            VStack(spacing: 0) { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 50, height: 20) }
        } else {
            HStack(spacing: 0) { Color.red.frame(width: 50, height: 20); Color.blue.frame(width: 50, height: 20) }
        }
    }
}

/// A square `@ScaledMetric var side = 17` on a side.
private struct ScaledSquare: View {
    @ScaledMetric private var side: CGFloat = 17
    var body: some View { Color.red.frame(width: side, height: side) }
}

/// A gap of `@ScaledMetric(relativeTo: .largeTitle) var gap = 8`.
private struct ScaledTitleGap: View {
    @ScaledMetric(relativeTo: .largeTitle) private var gap: CGFloat = 8
    var body: some View { Color.red.frame(width: 10, height: gap) }
}
