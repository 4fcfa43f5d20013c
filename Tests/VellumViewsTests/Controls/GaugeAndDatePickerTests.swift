import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

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
        let l = try DeviceLayout.layout(Gauge(value: 30, in: 0...100) { Text("Speed") }.frame(width: 200))
        let bars = DeviceLayout.frames(l, named: "Capsule")
        #expect(bars.count == 2 && bars[0].width == 200 && abs(bars[1].width - 60) < 0.01, "\(bars)")
        let label = try #require(DeviceLayout.frames(l, named: "Text").first)
        #expect(label.maxY <= bars[0].minY, "label above the bar")
    }

    @Test func boundsLabelsSitOnTheBarsEdges() throws {
        let l = try DeviceLayout.layout(Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("50") }
                                    minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }.frame(width: 200))
        let texts = DeviceLayout.frames(l, named: "Text")
        let track = try #require(DeviceLayout.frames(l, named: "Capsule").first)
        #expect(texts.count == 4)
        #expect(texts[1].maxX <= track.minX && texts[2].minX >= track.maxX, "min leading, max trailing: \(texts) \(track)")
        #expect(texts[3].minY >= track.maxY, "current value below")
    }

    @Test func accessoryStyles() throws {
        let marker = try DeviceLayout.layout(Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryLinear).frame(width: 200))
        let dot = try #require(DeviceLayout.frames(marker, named: "Circle").first)
        let track = try #require(DeviceLayout.frames(marker, named: "Capsule").first)
        #expect(abs(dot.midX - track.midX) < 0.01, "marker at the middle: \(dot) \(track)")
        for style in [AnyGaugeCase.circular, .circularCapacity] {
            let l = try DeviceLayout.layout(style.apply(Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("50") }))
            let rings = DeviceLayout.frames(l, named: "ZStack")
            #expect(rings.contains { $0.width == 58 && $0.height == 58 }, "58-pt ring: \(rings)")
        }
        let custom = try DeviceLayout.layout(Gauge(value: 0.25) { Text("T") }.gaugeStyle(Thermometer()))
        let fills = DeviceLayout.frames(custom, named: "Rectangle")
        #expect(fills.count == 2 && fills[1].height == 25)
    }

    @Test func datePickerStyles() throws {
        let day = Date(timeIntervalSince1970: 1_764_590_400)  // 1 December 2025, a Monday
        let grid = try DeviceLayout.layout(DatePicker("Day", selection: .constant(day), displayedComponents: .date).datePickerStyle(.graphical).frame(width: 350))
        let root = try #require(DeviceLayout.frames(grid, named: "frame").first)
        let selection = try #require(DeviceLayout.frames(grid, named: "Circle").first).offsetBy(dx: -root.minX, dy: 0)
        #expect(selection.width == 40 && selection.midX > 350 / 7 && selection.midX < 2 * 350 / 7, "Monday column: \(selection)")
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
