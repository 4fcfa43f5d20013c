import Foundation
import Testing
@testable import Charts
import Vellum

/// The model a chart works out before layout: stacks, scales, styles, sectors.
@Suite struct ChartModelTests {
    struct Sale: Identifiable { let month: String; let product: String; let units: Int; var id: String { month + product } }
    let sales = [
        Sale(month: "Jan", product: "A", units: 3), Sale(month: "Jan", product: "B", units: 5),
        Sale(month: "Feb", product: "A", units: 4), Sale(month: "Feb", product: "B", units: 2),
    ]

    func model(_ content: some ChartContent, _ configuration: ChartConfiguration = ChartConfiguration()) -> ChartModel {
        ChartModel(content: content, configuration: configuration)
    }

    @Test func standardStackingPutsBarsOnTopOfEachOther() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)).foregroundStyle(by: .value("P", $0.product)) })
        #expect(m.marks.map(\.stackLow) == [0, 3, 0, 4])
        #expect(m.marks.map(\.stackHigh) == [3, 8, 4, 6])
        #expect(m.y?.lower == 0)
        #expect(m.y?.upper == 8)
        #expect(m.x?.categories == ["Jan", "Feb"])
    }

    @Test func normalizedStackingFillsZeroToOne() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units), stacking: .normalized) })
        let expected: [Double?] = [0.375, 1, 4.0 / 6, 1]
        #expect(m.marks.map(\.stackHigh) == expected)
        #expect(m.y?.upper == 1)
    }

    @Test func centerStackingCentresEachStackOnZero() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units), stacking: .center) })
        #expect(m.marks.map(\.stackLow) == [-4, -1, -3, 1])
        #expect(m.marks.map(\.stackHigh) == [-1, 4, 1, 3])
    }

    @Test func positionByPutsBarsSideBySide() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)).position(by: .value("P", $0.product)) })
        #expect(m.marks.map(\.slot) == [0, 1, 0, 1])
        #expect(m.marks.map(\.stackHigh) == [3, 5, 4, 2])
    }

    @Test func seriesTakeThePaletteInOrderOfAppearance() {
        let m = model(ForEach(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)).foregroundStyle(by: .value("P", $0.product)) })
        #expect(m.legend != nil)
        let svg = try? SVGRenderer(content: Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)).foregroundStyle(by: .value("P", $0.product)) },
                                   size: CGSize(width: 300, height: 200)).svg()
        // Two bars and a legend swatch each: blue first, then green.
        #expect(svg?.components(separatedBy: "#007AFF").count == 4)
        #expect(svg?.components(separatedBy: "#34C759").count == 4)
    }

    @Test func lineDomainIncludesZeroUnlessToldNot() {
        let line = ForEach([(1, 70.0), (2, 74.0), (3, 72.0)], id: \.0) { LineMark(x: .value("Day", $0.0), y: .value("Kg", $0.1)) }
        #expect(model(line).y?.lower == 0)
        var config = ChartConfiguration()
        config.yScale.domain = AutomaticScaleDomain.automatic(includesZero: false).resolvedDomain
        let scale = model(line, config).y
        #expect(scale?.lower == 70)
        #expect(scale?.upper == 74)
        #expect(scale?.ticks == [.number(70), .number(71), .number(72), .number(73), .number(74)])
    }

    @Test func explicitDomainIsKept() {
        var config = ChartConfiguration()
        config.yScale.domain = (0...100).resolvedDomain
        let m = model(BarMark(x: .value("A", "a"), y: .value("V", 37)), config)
        #expect(m.y?.lower == 0)
        #expect(m.y?.upper == 100)
        #expect(m.y?.ticks.count == 6)
    }

    @Test func sectorsShareTheCircleInProportion() {
        let m = model(ForEach([("a", 1.0), ("b", 3.0)], id: \.0) { SectorMark(angle: .value("V", $0.1)) })
        #expect(m.isPolar)
        #expect(m.marks[0].endAngle == .pi / 2)
        #expect(m.marks[1].endAngle == 2 * .pi)
        #expect(m.labels.isEmpty)
    }

    @Test func categoriesOnYRunTopDown() {
        let m = model(ForEach(["a", "b"], id: \.self) { BarMark(x: .value("V", 1), y: .value("C", $0)) })
        #expect(m.marks.allSatisfy { !$0.vertical })
        #expect(m.y?.fraction(.string("a")) == 0.75)
        #expect(m.y?.fraction(.string("b")) == 0.25)
    }

    @Test func hiddenAxisHasNoLabels() {
        var config = ChartConfiguration()
        config.yAxis.visibility = .hidden
        let m = model(BarMark(x: .value("A", "a"), y: .value("V", 37)), config)
        #expect(m.labels.allSatisfy { $0.axis == .x })
        #expect(m.grid.isEmpty)
    }

    @Test func axisMarksAtGivenValues() {
        var config = ChartConfiguration()
        config.yAxis.marks = collectAxisMarks(AxisMarks(values: [0, 50]) { _ in AxisGridLine() })
        let m = model(BarMark(x: .value("A", "a"), y: .value("V", 80)), config)
        // The domain is 0…80 (steps of 20): 50 is 5/8 of the way up.
        #expect(m.grid.map(\.fraction) == [0, 0.625])
        #expect(m.labels.allSatisfy { $0.axis == .x })
    }

    @Test func dateAxisTicksAtWholeMonths() throws {
        let calendar = ChartDateFormat.calendar
        let dates = try (1...6).map { try #require(calendar.date(from: DateComponents(year: 2024, month: $0, day: 15))) }
        let m = model(ForEach(dates, id: \.self) { PointMark(x: .value("Date", $0), y: .value("V", 1)) })
        #expect(m.x?.dateStep?.unit == .month)
        let ticks = m.x?.ticks.compactMap { v -> Int? in if case .date(let d) = v { calendar.component(.month, from: d) } else { nil } }
        #expect(ticks == [2, 3, 4, 5, 6])
        #expect(ChartDateFormat.string(dates[2], unit: .month) == "Mar")
    }
}
