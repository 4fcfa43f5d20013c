import Foundation
import Testing
import Vellum
import Charts
import VellumTestSupport

/// Axis labels: collision resolution and labels centred in their interval.
@Suite struct ChartAxisLabelTests {
    /// The `aria-label`s of `svg`, in document order.
    func labels(_ svg: String) throws -> [String] { try SVGQuery(svg).labels }

    static let names = (1...12).map { "Category \($0)" }

    @Test func overlappingLabelsAreThinnedGreedily() throws {
        let chart = Chart(Self.names, id: \.self) { BarMark(x: .value("Name", $0), y: .value("Count", 3)) }.chartYAxis(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 240, height: 160), name: "collisions")
        let shown = try labels(svg).filter { $0.hasPrefix("Category") }
        #expect(shown.first == "Category 1", "the first label is always placed")
        #expect(shown.count > 1 && shown.count < 12, "12 labels of ~60 pt cannot share 240 pt: \(shown)")
    }

    @Test func disabledResolutionKeepsEveryLabel() throws {
        let chart = Chart(Self.names, id: \.self) { BarMark(x: .value("Name", $0), y: .value("Count", 3)) }
            .chartYAxis(.hidden)
            .chartXAxis { AxisMarks { AxisValueLabel(collisionResolution: .disabled) } }
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 240, height: 160), name: "collisions-disabled")
        #expect(try labels(svg).filter { $0.hasPrefix("Category") }.count == 12)
    }

    @Test func labelsThatFitAreAllShown() throws {
        let chart = Chart(ChartFixtures.days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
        let svg = try ChartFixtures.svg(chart, name: "collisions-fit")
        #expect(try labels(svg).filter { ["Mon", "Tue", "Wed"].contains($0) } == ["Mon", "Tue", "Wed"])
    }

    @Test func centredDateLabelsSitInTheirDayAndTheLastIntervalHasNone() throws {
        let days = (1...7).map { Calendar.current.date(from: DateComponents(year: 2024, month: 5, day: $0))! }
        let chart = Chart(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("Steps", 5)) }
            .chartXAxis { AxisMarks(values: .stride(by: .day)) { AxisValueLabel(centered: true) } }
            .chartYAxis(.hidden)
        let svg = try ChartFixtures.svg(chart, size: CGSize(width: 350, height: 160), name: "centred-days")
        let shown = try labels(svg)
        #expect(shown.count == 7, "one label per day, none for the day after the last: \(shown)")
    }
}
