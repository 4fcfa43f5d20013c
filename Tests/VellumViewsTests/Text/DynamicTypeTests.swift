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
}
