import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct GaugeAndDatePickerTests {
    @Test func datePickerStyles() throws {
        let day = Date(timeIntervalSince1970: 1_764_590_400)  // 1 December 2025, a Monday
        let svg = try SVGRenderer(content: DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical),
                                  size: CGSize(width: 393, height: 420)).svg()
        let svgLabels = try SVGQuery(svg).labels
        #expect(svgLabels.contains("December 2025") && svgLabels.contains("31") && !(svgLabels.contains("Day")))
        let wheel = try SVGRenderer(content: DatePicker("Alarm", selection: .constant(day), displayedComponents: .hourAndMinute).datePickerStyle(.wheel),
                                    size: CGSize(width: 393, height: 260)).svg()
        let wheelLabels = try SVGQuery(wheel).labels
        #expect(wheelLabels.contains("12") && wheelLabels.contains("PM"))
        let compact = try SVGRenderer(content: DatePicker("Start", selection: .constant(day)).datePickerStyle(.compact), size: CGSize(width: 393, height: 60)).svg()
        // The short time style puts a narrow no-break space (U+202F) before PM, as iOS 17 does.
        let compactLabels = try SVGQuery(compact).labels
        #expect(compactLabels.contains("Dec 1, 2025") && compactLabels.contains("12:00\u{202F}PM"))
        let french = try SVGRenderer(content: DatePicker("Start", selection: .constant(day)).datePickerStyle(.compact)
            .environment(\.locale, Locale(identifier: "fr_FR")), size: CGSize(width: 393, height: 60)).svg()
        let frenchLabels = try SVGQuery(french).labels
        #expect(frenchLabels.contains("1 déc. 2025") && frenchLabels.contains("12:00"))
    }
}
