import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

private struct Thermometer: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .bottom) {
            Rectangle().fill(Color.gray)
            Rectangle().fill(Color.red).frame(height: 100 * configuration.value)
        }
        .frame(width: 12, height: 100)
    }
}

@Suite struct GaugeAndDatePickerTests {
    @Test func defaultGaugeIsALinearCapacityBar() throws {
        let l = try Pipeline.layout(Gauge(value: 30, in: 0...100) { Text("Speed") }.frame(width: 200))
        let bars = Pipeline.frames(l, named: "Capsule")
        #expect(bars.count == 2 && bars[0].width == 200 && abs(bars[1].width - 60) < 0.01, "\(bars)")
        let label = try #require(Pipeline.frames(l, named: "Text").first)
        #expect(label.maxY <= bars[0].minY, "label above the bar")
    }

    @Test func boundsLabelsSitOnTheBarsEdges() throws {
        let l = try Pipeline.layout(Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("50") }
                                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.frame(width: 200))
        let texts = Pipeline.frames(l, named: "Text")
        let track = try #require(Pipeline.frames(l, named: "Capsule").first)
        #expect(texts.count == 4)
        #expect(texts[1].maxX <= track.minX && texts[2].minX >= track.maxX, "min leading, max trailing: \(texts) \(track)")
        #expect(texts[3].minY >= track.maxY, "current value below")
    }

    @Test func accessoryStyles() throws {
        let marker = try Pipeline.layout(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryLinear).frame(width: 200))
        let dot = try #require(Pipeline.frames(marker, named: "Circle").first)
        let track = try #require(Pipeline.frames(marker, named: "Capsule").first)
        #expect(abs(dot.midX - track.midX) < 0.01, "marker at the middle: \(dot) \(track)")
        for style in [AnyGaugeCase.circular, .circularCapacity] {
            let l = try Pipeline.layout(style.apply(Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("50") }))
            let rings = Pipeline.frames(l, named: "ZStack")
            #expect(rings.contains { $0.width == 58 && $0.height == 58 }, "58-pt ring: \(rings)")
        }
        let custom = try Pipeline.layout(Gauge(value: 0.25) { Text("T") }.gaugeStyle(Thermometer()))
        let fills = Pipeline.frames(custom, named: "Rectangle")
        #expect(fills.count == 2 && fills[1].height == 25)
    }

    @Test func datePickerStyles() throws {
        let day = Date(timeIntervalSince1970: 1_764_590_400)  // 1 December 2025, a Monday
        let svg = try SVGRenderer(content: DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical),
                                  size: CGSize(width: 393, height: 420)).svg()
        let svgLabels = try SVGQuery(svg).labels
        #expect(svgLabels.contains("December 2025") && svgLabels.contains("31") && !(svgLabels.contains("Day")))
        let grid = try Pipeline.layout(DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical).frame(width: 350))
        let root = try #require(Pipeline.frames(grid, named: "frame").first)
        let selection = try #require(Pipeline.frames(grid, named: "Circle").first).offsetBy(dx: -root.minX, dy: 0)
        #expect(selection.width == 40 && selection.midX > 350 / 7 && selection.midX < 2 * 350 / 7, "Monday column: \(selection)")
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

/// The two circular gauge styles, for a loop.
private enum AnyGaugeCase {
    case circular, circularCapacity
    func apply<V: View>(_ v: V) -> AnyView {
        switch self {
        case .circular: AnyView(v.gaugeStyle(.accessoryCircular))
        case .circularCapacity: AnyView(v.gaugeStyle(.accessoryCircularCapacity))
        }
    }
}
