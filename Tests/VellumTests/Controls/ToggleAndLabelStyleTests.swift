import Foundation
import Testing
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

@Suite struct ToggleAndLabelStyleTests {
    @Test func customToggleStyleSeesIsOnAndLabel() throws {
        let svg = try SVGRenderer(content: Toggle("R", isOn: .constant(true)).toggleStyle(CheckToggle()), size: CGSize(width: 200, height: 40)).svg()
        #expect(try SVGQuery(svg).colors.contains("#FF9500"))
    }

    @Test func builtInToggleStyles() throws {
        let tinted = try SVGRenderer(content: Toggle("T", isOn: .constant(true)).tint(.orange), size: CGSize(width: 200, height: 40)).svg()
        #expect(try SVGQuery(tinted).colors.contains("#FF9500"), "tint colours the on track")
    }

    @Test func labelsHiddenRemovesTheLabels() throws {
        let texts = try SVGRenderer(content: VStack {
            Toggle("Wi-Fi", isOn: .constant(true)); Stepper("Count", value: .constant(1), in: 0...5)
            ColorPicker("Colour", selection: .constant(.red)); Picker("Units", selection: .constant(1)) { Text("Metric").tag(1) }
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        }.labelsHidden(), size: CGSize(width: 300, height: 300)).svg()
        let labels = try SVGQuery(texts).labels
        for label in ["Wi-Fi", "Count", "Colour", "Units", "Day"] {
            #expect(!labels.contains(label), "\(label) hidden")
        }
        #expect(try SVGQuery(texts).labels.contains("Metric"), "the picker's value stays")
    }
}
