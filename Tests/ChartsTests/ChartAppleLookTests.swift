import Foundation
import Testing
@testable import Charts
import Vellum
import VellumTestSupport

/// What real Swift Charts pictures show (jordibruin/Swift-Charts-Examples' ImageRenderer
/// screenshots, facts in docs/reference/swift-charts.md): stacks per date unit, domains
/// that reach the axis values, dashed x grid lines, blended gradient colours, date labels
/// that stay inside the plot.
@Suite struct ChartAppleLookTests {
    struct Usage: Identifiable { let hour: Int; let category: String; let minutes: Double; var id: String { "\(hour)\(category)" } }

    static func date(hour: Int, day: Int = 20) -> Date {
        ChartDateFormat.calendar.date(from: DateComponents(year: 2022, month: 6, day: day, hour: hour))!
    }

    func model(_ content: some ChartContent, _ configuration: ChartConfiguration = ChartConfiguration()) -> ChartModel {
        ChartModel(content: content, configuration: configuration)
    }

    /// The `aria-label`s of `svg`, in document order.
    func labels(_ svg: String) throws -> [String] { try SVGQuery(svg).labels }

    @Test func hourBarsStackOnlyWithinTheirHour() {
        let usage = [Usage(hour: 8, category: "A", minutes: 10), Usage(hour: 8, category: "B", minutes: 5),
                     Usage(hour: 9, category: "A", minutes: 20), Usage(hour: 10, category: "B", minutes: 7)]
        let m = model(ForEach(usage) {
            BarMark(x: .value("Hour", Self.date(hour: $0.hour), unit: .hour), y: .value("Minutes", $0.minutes))
                .foregroundStyle(by: .value("Category", $0.category))
        })
        #expect(m.marks.map(\.stackLow) == [0, 10, 0, 0], "9:00 and 10:00 start at zero, not on top of 8:00")
        #expect(m.marks.map(\.stackHigh) == [10, 15, 20, 7])
    }

    @Test func desiredCountCountsValuesAndTheDomainReachesTheLast() {
        var config = ChartConfiguration()
        config.yAxis.marks = collectAxisMarks(AxisMarks(values: .automatic(desiredCount: 3)) { _ in AxisGridLine() })
        let m = model(BarMark(x: .value("Day", "Mon"), y: .value("Seconds", 29_000)), config)
        // Swift Charts' Screen Time chart: 0h, 5h, 11h = 0, 20,000, 40,000 s, the plot topped at 40,000.
        #expect(m.y?.upper == 40_000)
        #expect(m.grid.map(\.fraction) == [0, 0.5, 1])
    }

    @Test func listedAxisValuesWidenTheAutomaticDomain() {
        var config = ChartConfiguration()
        config.yAxis.marks = collectAxisMarks(AxisMarks(values: [0.0, 1800, 3600]) { _ in AxisGridLine() })
        let m = model(BarMark(x: .value("Hour", "8"), y: .value("Seconds", 2820)), config)
        #expect(m.y?.upper == 3600, "60m is the top of the plot, as in the Screen Time day chart")
        #expect(m.grid.map(\.fraction) == [0, 0.5, 1])
    }

    @Test func roundUpperBoundFalseKeepsTheDataDomain() {
        var config = ChartConfiguration()
        config.yAxis.marks = collectAxisMarks(AxisMarks(values: .automatic(desiredCount: 3, roundUpperBound: false)) { _ in AxisGridLine() })
        let m = model(BarMark(x: .value("Day", "Mon"), y: .value("Seconds", 29_000)), config)
        #expect(m.y?.upper == 30_000)
    }

    @Test func xGridLinesAreDashedAndYGridLinesSolid() {
        let m = model(ForEach(0..<5, id: \.self) { LineMark(x: .value("X", Double($0)), y: .value("Y", Double($0 * 2))) })
        let x = m.grid.filter { $0.axis == .x }, y = m.grid.filter { $0.axis == .y }
        #expect(!x.isEmpty && !y.isEmpty)
        #expect(x.allSatisfy { $0.stroke.dash == [2, 2] && $0.stroke.lineWidth == 0.5 })
        #expect(y.allSatisfy { $0.stroke.dash.isEmpty && $0.stroke.lineWidth == 0.5 })
        let xTicks = m.ticks.filter { $0.axis == .x }
        #expect(xTicks.allSatisfy { $0.length == ChartStyleDefaults.alignedTickLength }, "the tick runs beside the label")
    }

    @Test func explicitStrokeKeepsGridLinesSolid() {
        var config = ChartConfiguration()
        config.xAxis.marks = collectAxisMarks(AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 1)) })
        let m = model(ForEach(0..<5, id: \.self) { LineMark(x: .value("X", Double($0)), y: .value("Y", 1.0)) }, config)
        #expect(m.grid.filter { $0.axis == .x }.allSatisfy { $0.stroke.dash.isEmpty && $0.stroke.lineWidth == 1 })
    }

    @Test func gradientScaleBlendsNeighbouringStopsInSRGB() throws {
        let values = [0.0, 50, 100]
        let chart = Chart(values, id: \.self) { v in
            RectangleMark(x: .value("X", "\(v)"), y: .value("Y", "row")).foregroundStyle(by: .value("Value", v))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [Color(.sRGB, red: 0, green: 0, blue: 1), Color(.sRGB, red: 1, green: 0, blue: 0)]))
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 300, height: 100), name: "gradient-blend")
        let colors = try SVGQuery(svg).colors
        #expect(colors.contains("#0000FF") && colors.contains("#FF0000"))
        #expect(colors.contains("#800080") || colors.contains("#7F007F"), "50 is halfway: purple, not the nearest stop")
    }

    @Test func lastDateLabelPastThePlotIsLeftOut() throws {
        let days = (1...7).map { Self.date(hour: 0, day: $0) }
        let chart = Chart(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("V", 5)) }
            .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine(); AxisTick(); AxisValueLabel(format: .dateTime.day()) } }
            .chartYAxis(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 280, height: 120), name: "date-last-label")
        let shown = try labels(svg).filter { Int($0) != nil }
        #expect(shown == ["1", "2", "3", "4", "5", "6", "7"], "the 8th tick's label would run past the trailing edge: \(shown)")
    }

    @Test func yLabelsMayStandAboveThePlot() throws {
        let chart = Chart(ChartFixtures.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
        let m = ChartModel(content: BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8000)), configuration: ChartConfiguration())
        #expect(m.y?.upper == 8000)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 300, height: 200), name: "top-label")
        // The top grid line is the chart's top edge (y = 0): no room kept for half a label.
        #expect(try SVGQuery(svg).values(of: "d").contains { $0.contains("M0 0.25L") || $0.contains("M0 0L") }, "the top grid line lies on the chart's top edge")
    }

    @Test func integersTruncateAsInSwiftCharts() {
        #expect(AxisValue(value: .number(0.2), index: 0, count: 1).as(Int.self) == 0)
        #expect(AxisValue(value: .number(2.7), index: 0, count: 1).as(Int.self) == 2)
        #expect(AxisValue(value: .number(3), index: 0, count: 1).as(Double.self) == 3)
    }

    @Test func interpolationMethodsDescribeThemselves() {
        #expect(InterpolationMethod.catmullRom.description == "catmullRom")
        #expect("\(InterpolationMethod.stepEnd)" == "stepEnd")
    }

    @Test func barsFillTwoThirdsOfACategoryAndSevenTenthsOfADay() {
        let geometry = { (m: ChartModel) -> CGRect? in
            if case .rect(let r) = MarkGeometry(model: m, size: CGSize(width: 300, height: 100)).shape(0) { r } else { nil }
        }
        let category = model(ForEach(["a", "b", "c"], id: \.self) { BarMark(x: .value("K", $0), y: .value("V", 1)) })
        #expect(abs((geometry(category)?.width ?? 0) - 100 * 2 / 3) < 0.01)
        let day = model(ForEach([1, 2, 3], id: \.self) { BarMark(x: .value("D", Self.date(hour: 0, day: $0), unit: .day), y: .value("V", 1)) })
        #expect(abs((geometry(day)?.width ?? 0) - 70) < 0.01)
    }

    @Test func truncateShortensLabelsToTheRoomBetweenThem() throws {
        let names = (1...6).map { "A rather long category name \($0)" }
        func chart(_ resolution: AxisValueLabelCollisionResolution) -> some View {
            Chart(names, id: \.self) { BarMark(x: .value("N", $0), y: .value("V", 1)) }
                .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: resolution) } }
                .chartYAxis(.hidden)
        }
        let size = CGSize(width: 300, height: 120)
        let truncated = try ChartFixtures.svg(chart(.truncate), size: size, name: "truncate")
        let full = try ChartFixtures.svg(chart(.disabled), size: size, name: "truncate-disabled")
        func glyphs(_ svg: String) -> Int { svg.components(separatedBy: "<use").count - 1 }
        #expect(glyphs(truncated) < glyphs(full) / 2, "six 50 pt slots cannot hold 170 pt names: they are shortened")
        #expect(glyphs(truncated) > 6, "each label keeps a few letters")
    }

    @Test func formatLabelsUseTheEnvironmentLocale() throws {
        let chart = Chart { BarMark(x: .value("K", "a"), y: .value("V", 1500)) }
            .chartYAxis { AxisMarks(values: [1500.0]) { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.number) } }
            .environment(\.locale, Locale(identifier: "de_DE"))
        let svg = try ChartFixtures.svg(chart, name: "format-locale")
        let shown = try labels(svg)
        #expect(shown.contains("1.500"), "\(shown)")
    }
}
