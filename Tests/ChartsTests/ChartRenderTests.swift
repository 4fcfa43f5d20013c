import Foundation
import Testing
import Vellum
import Charts
import VellumTestSupport

/// Charts rendered to SVG: what is drawn, where.
@Suite struct ChartRenderTests {
    /// The frames of the `<rect>`s of `svg` filled with `fill`, in document order.
    func rects(_ svg: String, fill: String) throws -> [(x: Double, y: Double, width: Double, height: Double)] {
        try SVGQuery(svg).elements(named: "rect", with: ["fill": fill]).compactMap { rect in
            func attr(_ name: String) -> Double? { rect[name].flatMap(Double.init) }
            // The writer leaves out zero coordinates.
            guard let w = attr("width"), let h = attr("height") else { return nil }
            return (attr("x") ?? 0, attr("y") ?? 0, w, h)
        }
    }

    @Test func barsStandOnTheBaselineInProportion() throws {
        let chart = Chart(ChartFixtures.days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
        }
        let svg = try ChartFixtures.svg(chart, name: "bars")
        let bars = try rects(svg, fill: "#007AFF")
        try #require(bars.count == 3)
        let bottoms = Set(bars.map { ($0.y + $0.height).rounded() })
        #expect(bottoms.count == 1, "every bar ends on the zero line")
        // Heights in proportion to the values (domain 0…8,000).
        #expect(abs(bars[1].height / bars[0].height - 7200.0 / 6019) < 0.01)
        #expect(bars[0].x < bars[1].x && bars[1].x < bars[2].x)
        // Equal widths, three quarters of a band.
        #expect(Set(bars.map { ($0.width * 100).rounded() }).count == 1)
    }

    @Test func yLabelsAreOnTheTrailingSide() throws {
        let chart = Chart(ChartFixtures.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
        let svg = try ChartFixtures.svg(chart, name: "bars-trailing")
        let bars = try rects(svg, fill: "#007AFF")
        // The plot leaves room on the right for "8,000" and nothing on the left.
        let rightmost = try #require(bars.map { $0.x + $0.width }.max())
        #expect(rightmost < 280)
        #expect(try #require(bars.map(\.x).min()) < 30)
    }

    @Test func chartFillsItsProposal() throws {
        let chart = Chart { BarMark(x: .value("Day", "A"), y: .value("Steps", 10)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 200, height: 100), name: "fill")
        let bar = try #require(rects(svg, fill: "#007AFF").first)
        #expect(abs(bar.height - 100) < 0.01, "no axes: the bar's top is the top of the 0…10 domain")
        #expect(abs(bar.width - 200 * 2 / 3) < 0.01, "a category bar fills 2/3 of its band")
    }

    @Test func darkModeKeepsSeriesColoursAndChangesLabels() throws {
        let chart = Chart(ChartFixtures.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
        let light = try ChartFixtures.svg(chart, name: "bars-light")
        let dark = try ChartFixtures.svg(chart, name: "bars-dark", dark: true)
        #expect(try rects(dark, fill: "#0A84FF").count == 3 || rects(dark, fill: "#007AFF").count == 3)
        #expect(light != dark)
    }

    @Test func sameChartSameBytes() throws {
        let make = { Chart(ChartFixtures.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)).annotation { Text("x") } } }
        #expect(try ChartFixtures.svg(make(), name: "a") == ChartFixtures.svg(make(), name: "b"))
    }
}
