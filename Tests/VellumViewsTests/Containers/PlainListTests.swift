import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

/// `listStyle(.plain)` as iOS draws it, against the measurements in
/// docs/reference/fidelity-real-pngs.md (a plain list on an iPhone 13 Pro).
@Suite("Plain lists")
struct PlainListTests {
    let separator = RGBAColor(60, 60, 67, 0.29)

    @Test("Rows run from edge to edge: text 20 pt in, 44 pt apart, the first at the list's top")
    func rows() throws {
        let s = try LaidOutScreen(List { Text("A"); Text("B"); Text("C") }.listStyle(.plain))
        let a = try #require(s.text("A")), b = try #require(s.text("B"))
        #expect(screenClose(a.minX, 20))
        #expect(screenClose(b.minY - a.minY, 44, within: 0.5))
        let rows = s.frames(named: "ListRow")
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { screenClose($0.minX, 0) && screenClose($0.width, 393) })
        #expect(screenClose(try #require(rows.first).minY, 59), "no space above the first row: the safe area's top")
    }

    @Test("A separator under every row, the last included, from 20 pt to the edge")
    func separators() throws {
        let s = try LaidOutScreen(List { Text("A"); Text("B"); Text("C") }.listStyle(.plain))
        let lines = s.fills(separator)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { screenClose($0.minX, 20) && screenClose($0.maxX, 393) && screenClose($0.height, 1.0 / 3, within: 0.01) })
        let rows = s.frames(named: "ListRow")
        // Over the row's last pixel row, as iOS draws it: rows stay 44 pt apart.
        #expect(zip(rows, lines).allSatisfy { screenClose($1.maxY, $0.maxY, within: 0.01) })
    }

    @Test("No cards and no grouped grey: the rows are on the screen's background")
    func background() throws {
        let plain = try LaidOutScreen(List { Text("A") }.listStyle(.plain))
        #expect(plain.frames(named: "clipShape").isEmpty)
        #expect(plain.fills(RGBAColor(242, 242, 247)).isEmpty)
        #expect(!plain.fills(RGBAColor(255, 255, 255)).isEmpty)
        let grouped = try LaidOutScreen(List { Text("A") })
        #expect(!grouped.fills(RGBAColor(242, 242, 247)).isEmpty, "the default stays inset-grouped")
        #expect(try #require(grouped.text("A")).minX > 30)
    }

    @Test("A separator starts under the row's first text: after a Label's icon, at an inset-free row's text (FEEDY)")
    func separatorFollowsText() throws {
        let s = try LaidOutScreen(List {
            Label("Wi-Fi", systemImage: "wifi")
            HStack(spacing: 12) {
                Color.blue.frame(width: 64, height: 64)
                VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
            }
            .padding(.leading, 8)
            .listRowInsets(EdgeInsets())
        }.listStyle(.plain))
        let lines = s.fills(separator)
        #expect(lines.count == 2)
        let title = try #require(s.text("Wi-Fi")), second = try #require(s.text("Title"))
        #expect(title.minX > 40, "the label's icon comes first")
        #expect(screenClose(lines[0].minX, title.minX, within: 0.01))
        #expect(screenClose(lines[1].minX, 84, within: 0.01), "8 pt inset, a 64 pt image, 12 pt spacing")
        #expect(screenClose(second.minX, 84, within: 0.01))
        #expect(lines.allSatisfy { screenClose($0.maxX, 393) })
    }

    @Test("A row without text starts its separator where its content does; alignmentGuide moves either end")
    func separatorGuides() throws {
        let s = try LaidOutScreen(List {
            Color.red.frame(height: 30)
            Text("Moved").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
            Text("Short").alignmentGuide(.listRowSeparatorTrailing) { d in d.width }
        }.listStyle(.plain))
        let lines = s.fills(separator)
        #expect(lines.count == 3)
        #expect(screenClose(lines[0].minX, 20, within: 0.01))
        #expect(screenClose(lines[1].minX, 0, within: 0.01), "a guide 20 pt before the text's edge: the row's edge")
        let short = try #require(s.text("Short"))
        #expect(screenClose(lines[2].minX, 20, within: 0.01))
        #expect(lines[2].maxX < 120 && lines[2].maxX >= short.maxX - 1, "ends at the text's trailing edge, not the screen's")
    }
}
