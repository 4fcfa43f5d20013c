import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `LabeledContent`'s forms: a formatted value, custom content, a string title.
/// Where the label and value are drawn, and in which colour: VellumTests' LabeledContentTests.
@Suite struct LabeledContentTests {
    @Test func formatsAndCustomContent() throws {
        let labels = try PaintedView(VStack {
            LabeledContent("Progress", value: 0.42, format: .percent)
            LabeledContent("Storage") { Text("12 GB") }
            LabeledContent { Image(systemName: "star") } label: { Text("Custom") }
        }.frame(width: 300), size: CGSize(width: 300, height: 120)).labels
        #expect(labels.contains("42%"))
        #expect(labels.contains("12 GB"))
        #expect(labels.contains("Custom"))
    }

    @MainActor @Test func aStringTitleWithAFormattedValue() throws {
        let title: String = "Progress"
        let size = CGSize(width: 300, height: 60)
        let fromString = try PaintedView(LabeledContent(title, value: 0.42, format: .percent), size: size)
        #expect(fromString == (try PaintedView(LabeledContent("Progress", value: 0.42, format: .percent), size: size)))
        #expect(fromString.labels.contains("42%"))
    }
}
