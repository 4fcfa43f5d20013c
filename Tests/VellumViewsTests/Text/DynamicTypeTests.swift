import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumText
import VellumViews

/// Dynamic Type: the HIG's sizes for every text style at every size, the
/// environment value and modifiers, `@ScaledMetric`, and what scales and what
/// does not (docs/reference/dynamic-type.md).
@Suite("Dynamic Type")
@MainActor struct DynamicTypeTests {
    @Test("Twelve sizes in SwiftUI's order; the five AX sizes are accessibility sizes")
    func cases() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.first == .xSmall && DynamicTypeSize.allCases.last == .accessibility5)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(DynamicTypeSize.xxxLarge < .accessibility1 && DynamicTypeSize.xSmall < .small && !(DynamicTypeSize.large < .large))
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test("Body at every size is the HIG's 14 … 53 with leading 19 … 62")
    func bodyRow() {
        let sizes = DynamicTypeSize.allCases.map { TextStyleMetrics.pointSize(.body, at: $0) }
        let leadings = DynamicTypeSize.allCases.map { TextStyleMetrics.leading(.body, at: $0) }
        #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(leadings == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
    }

    @Test("Corners of the table: large title, caption 2, footnote, subheadline")
    func tableCorners() {
        #expect(TextStyleMetrics.pointSize(.largeTitle, at: .xSmall) == 31 && TextStyleMetrics.leading(.largeTitle, at: .xSmall) == 38)
        #expect(TextStyleMetrics.pointSize(.largeTitle, at: .accessibility5) == 60 && TextStyleMetrics.leading(.largeTitle, at: .accessibility5) == 70)
        #expect(TextStyleMetrics.pointSize(.caption2, at: .medium) == 11 && TextStyleMetrics.pointSize(.caption2, at: .xLarge) == 13)
        #expect(TextStyleMetrics.pointSize(.caption2, at: .accessibility5) == 40 && TextStyleMetrics.leading(.caption2, at: .accessibility3) == 35)
        #expect(TextStyleMetrics.pointSize(.footnote, at: .xSmall) == 12 && TextStyleMetrics.pointSize(.footnote, at: .accessibility4) == 38)
        #expect(TextStyleMetrics.leading(.subheadline, at: .xxxLarge) == 28 && TextStyleMetrics.pointSize(.title3, at: .accessibility5) == 55)
    }

    @Test("At large every style is swiftui-facts §1's size")
    func largeIsTheDefault() {
        let expected: [(Font.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
                                                    (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption, 12), (.caption2, 11)]
        for (style, size) in expected {
            #expect(Font.system(style).resolved().size == size, "\(style)")
            #expect(Font.system(style).resolved(dynamicTypeSize: .large).size == size, "\(style)")
        }
    }

    @Test("Text styles follow the size; system(size:) and custom(fixedSize:) do not; custom(size:) scales with body")
    func whatScales() {
        #expect(Font.body.resolved(dynamicTypeSize: .accessibility3).size == 40)
        #expect(Font.title.bold().resolved(dynamicTypeSize: .xSmall).size == 25)
        #expect(Font.headline.resolved(dynamicTypeSize: .accessibility5).weight == 600)
        #expect(Font.system(size: 17).resolved(dynamicTypeSize: .accessibility5).size == 17)
        #expect(Font.custom("Inter", fixedSize: 20).resolved(dynamicTypeSize: .accessibility5).size == 20)
        #expect(abs(Font.custom("Inter", size: 22).resolved(dynamicTypeSize: .accessibility3).size - 48) < 1e-9)
        #expect(abs(Font.custom("Inter", size: 41, relativeTo: .largeTitle).resolved(dynamicTypeSize: .xxxLarge).size - 48) < 1e-9)
    }

    /// The canvas a view is drawn on at its ideal size, with the renderer's Dynamic Type size `size`.
    private func fitted(_ view: some View, _ size: DynamicTypeSize = .large) throws -> CGSize {
        try PaintedView(view, fitting: .unspecified, dynamicTypeSize: size).size
    }

    /// One line of SwiftUI text at `points`: SF's ascender + descender, up to the @3x grid.
    private func lineHeight(_ points: CGFloat) -> CGFloat {
        SwiftUITextMetrics.ceilToPixel(points * (SwiftUITextMetrics.ascent + SwiftUITextMetrics.descent), scale: 3)
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
