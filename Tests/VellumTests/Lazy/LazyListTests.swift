import Foundation
import Testing
import VellumGeometry
import VellumLayout
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

@Suite struct LazyListTests {
    @Test func aHundredThousandRowListMakesOnlyTheRowsOnScreen() throws {
        let counter = BodyCounter()
        let view = NavigationStack {
            List(0..<100_000, id: \.self) { CountedRow(index: $0, counter: counter) }.navigationTitle("Rows")
        }
        let svg = try SVGRenderer(content: view, device: .iPhone15Pro).svg()
        #expect(counter.value > 10, "the rows on screen are made")
        #expect(counter.value <= 40, "only about a screen of rows is made, not \(counter.value)")
        #expect(try SVGQuery(svg).labels.contains("Row 3"))
        #expect(!svg.contains("Row 99"))   // neither row 99 nor "Row 99,999" (numbers are grouped, as in SwiftUI)
    }

    @Test func aShortListIsTheSameDocumentAsExplicitRows() throws {
        let counter = BodyCounter()
        func row(_ i: Int) -> CountedRow { CountedRow(index: i, counter: counter) }
        let explicit = List { row(0); row(1); row(2); row(3); row(4) }
        let forEach = List { ForEach(0..<5) { row($0) } }
        #expect(try SVGRenderer(content: explicit, device: .iPhone15Pro).svg() == SVGRenderer(content: forEach, device: .iPhone15Pro).svg())
    }

    @Test func aSectionAfterAShortForEachStillAppears() throws {
        let counter = BodyCounter()
        let view = List {
            Section("Recent") { ForEach(0..<3) { CountedRow(index: $0, counter: counter) } }
            Section("Archive") { Text("Older items") }
        }
        let svg = try SVGRenderer(content: view, device: .iPhone15Pro).svg()
        #expect(try SVGQuery(svg).labels.contains("Older items"))
        #expect(try SVGQuery(svg).labels.contains("ARCHIVE") || SVGQuery(svg).labels.contains("Archive"))
    }

    @Test func aForEachOfSectionsIsMadeSectionBySection() throws {
        let counter = BodyCounter()
        let view = List {
            ForEach(0..<10_000) { s in
                Section("Group \(s)") { ForEach(0..<5) { CountedRow(index: s * 5 + $0, counter: counter) } }
            }
        }
        let svg = try SVGRenderer(content: view, device: .iPhone15Pro).svg()
        #expect(counter.value <= 40)
        #expect(try SVGQuery(svg).labels.contains("Row 6"))
    }

    @Test func aLazyVStackInAScrollViewMakesAScreenOfRows() throws {
        let counter = BodyCounter()
        let view = ScrollView {
            VStack {
                LazyVStack(alignment: .leading) { ForEach(0..<50_000) { CountedRow(index: $0, counter: counter) } }
                Text("End of list")
            }
        }
        let svg = try SVGRenderer(content: view, device: .iPhone15Pro).svg()
        #expect(counter.value > 10 && counter.value <= 40, "made \(counter.value)")
        #expect(!svg.contains("End of list"), "what follows lies beyond the estimated rows")
    }

    @Test func aLazyVStackOutsideAScrollViewMakesEveryRow() throws {
        let counter = BodyCounter()
        _ = try SVGRenderer(content: LazyVStack { ForEach(0..<30) { CountedRow(index: $0, counter: counter) } }, device: .iPhone15Pro).svg()
        #expect(counter.value == 30)
    }

    @Test func lazyHStackAndGridsMakeOnlyWhatFits() throws {
        let counter = BodyCounter()
        let row = ScrollView(.horizontal) { LazyHStack { ForEach(0..<10_000) { CountedRow(index: $0, counter: counter) } } }
        _ = try SVGRenderer(content: row, device: .iPhone15Pro).svg()
        #expect(counter.value <= 30, "made \(counter.value)")
        let grid = BodyCounter()
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        let v = ScrollView { LazyVGrid(columns: columns) { ForEach(0..<10_000) { CountedRow(index: $0, counter: grid) } } }
        _ = try SVGRenderer(content: v, device: .iPhone15Pro).svg()
        #expect(grid.value > 10 && grid.value <= 80, "made \(grid.value)")
    }
}
