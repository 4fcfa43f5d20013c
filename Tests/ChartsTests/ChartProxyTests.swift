import Foundation
import Testing
import Vellum
import Charts
import VellumTestSupport

/// `chartOverlay`/`chartBackground` and their proxy, symbol views, clip shapes and bins.
@Suite struct ChartProxyTests {
    func rects(_ svg: String, fill: String) throws -> [(x: Double, y: Double, width: Double, height: Double)] {
        try ChartRenderTests().rects(svg, fill: fill)
    }

    /// A 0…10 by 0…10 scatter with no axes: the plot is the whole 200 × 100 canvas.
    var plain: some View {
        Chart {
            PointMark(x: .value("X", 0), y: .value("Y", 0))
            PointMark(x: .value("X", 10), y: .value("Y", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
    }

    @Test func overlayPlacesViewsAtDataPositions() throws {
        let chart = plain.chartOverlay { proxy in
            GeometryReader { geometry in
                let origin = geometry[proxy.plotAreaFrame].origin
                Rectangle().fill(Color(red: 1, green: 0, blue: 1))
                    .frame(width: 2, height: 2)
                    .position(x: origin.x + (proxy.position(forX: 5) ?? -100), y: origin.y + (proxy.position(forY: 5) ?? -100))
            }
        }
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 200, height: 100), name: "overlay")
        let mark = try #require(rects(svg, fill: "#FF00FF").first)
        #expect(abs(mark.x + 1 - 100) < 0.01 && abs(mark.y + 1 - 50) < 0.01, "the value 5 is the middle of the plot: \(mark)")
    }

    @Test func proxyValueInvertsPosition() throws {
        let chart = plain.chartBackground { proxy in
            let width = proxy.value(atX: proxy.plotSize.width * 0.3, as: Double.self).map { CGFloat($0 * 10) } ?? 0
            Rectangle().fill(Color(red: 0, green: 1, blue: 1)).frame(width: width, height: 4)
        }
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 200, height: 100), name: "background")
        let band = try #require(rects(svg, fill: "#00FFFF").first)
        #expect(abs(band.width - 30) < 0.01, "30 % of 0…10 is 3, drawn 30 pt wide: \(band)")
    }

    @Test func symbolViewsAreDrawnAtEachPoint() throws {
        let chart = Chart(ChartFixtures.days) { day in
            LineMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                .symbol { Rectangle().fill(Color(red: 1, green: 0, blue: 1)).frame(width: 6, height: 6) }
        }
        let svg = try ChartFixtures.svg(chart, name: "symbol-view")
        let symbols = try rects(svg, fill: "#FF00FF")
        #expect(symbols.count == 3)
        #expect(Set(symbols.map { ($0.width * 10).rounded() }) == [60])
    }

    @Test func clipShapeDrawsTheBarAsTheShape() throws {
        let chart = Chart { BarMark(x: .value("Day", "A"), yStart: .value("Low", 2), yEnd: .value("High", 8)).clipShape(Capsule()) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 200, height: 100), name: "clip")
        #expect(try rects(svg, fill: "#007AFF").isEmpty, "a capsule, not a rectangle")
        #expect(try SVGQuery(svg).fills.contains("#007AFF"))
    }

    @Test func numberBinsFindTheirIndex() {
        let bins = NumberBins(range: 0.0...100.0, count: 5)
        #expect(bins.count == 5)
        #expect(bins.index(for: 42) == 2)
        #expect(bins.index(for: 100) == 4)
        #expect(bins.index(for: -3) == 0)
        #expect(bins[4].contains(100) && !bins[2].contains(60))
    }
}
