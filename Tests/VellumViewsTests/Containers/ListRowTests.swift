import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite("List rows: backgrounds, separators, insets, spacing, badges")
struct ListRowTests {
    let separator = RGBAColor(60, 60, 67, 0.29)

    @Test("listRowBackground fills the row's frame")
    func background() throws {
        let s = try LaidOutScreen(List { Text("A"); Text("B").listRowBackground(Color(red: 1, green: 0, blue: 0)) })
        let fill = try #require(s.fills(RGBAColor(255, 0, 0)).first)
        let row = try #require(s.text("B"))
        #expect(fill.contains(CGPoint(x: row.midX, y: row.midY)) && screenClose(fill.minX, 20) && screenClose(fill.width, 393 - 40))
        #expect(screenClose(fill.height, 44, within: 1))
    }

    @Test("listRowSeparator(.hidden) removes the line below the row, or above the next")
    func separators() throws {
        let all = try LaidOutScreen(List { Text("A"); Text("B"); Text("C") })
        #expect(all.fills(separator).count == 2)
        let bottom = try LaidOutScreen(List { Text("A").listRowSeparator(.hidden); Text("B"); Text("C") })
        #expect(bottom.fills(separator).count == 1)
        let top = try LaidOutScreen(List { Text("A"); Text("B").listRowSeparator(.hidden, edges: .top); Text("C") })
        #expect(top.fills(separator).count == 1)
        let section = try LaidOutScreen(List { Section { ForEach(0..<3) { Text("Row \($0)") } }.listRowSeparator(.hidden) })
        #expect(section.fills(separator).isEmpty, "traits set on a section reach its rows")
    }

    @Test("listRowSeparatorTint colours the line")
    func tint() throws {
        let s = try LaidOutScreen(List { Text("A").listRowSeparatorTint(Color(red: 0, green: 1, blue: 0)); Text("B") })
        #expect(s.fills(RGBAColor(0, 255, 0)).count == 1 && s.fills(separator).isEmpty)
    }

    @Test("listRowInsets replaces the row's padding")
    func insets() throws {
        let s = try LaidOutScreen(List { Text("A").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)) })
        #expect(screenClose(try #require(s.text("A")).minX, 20 + 40), "the card is 20 pt from the edge on a 393 pt screen")
        let plain = try LaidOutScreen(List { Text("A") })
        #expect(screenClose(try #require(plain.text("A")).minX, 20 + 20))
    }

    @Test("listRowSpacing draws each row on its own card")
    func rowSpacing() throws {
        let s = try LaidOutScreen(List { Text("A"); Text("B") }.listRowSpacing(10))
        #expect(s.frames(named: "clipShape").count == 2)
        let b = try #require(s.text("B")), a = try #require(s.text("A"))
        #expect(screenClose(b.minY - a.minY, 44 + 10, within: 1))
    }

    @Test("listSectionSpacing sets the gap between sections")
    func sectionSpacing() throws {
        func gap(_ v: some View) throws -> CGFloat {
            let s = try LaidOutScreen(v)
            return try #require(s.text("B")).minY - #require(s.text("A")).minY
        }
        let base = try gap(List { Section { Text("A") }; Section { Text("B") } })
        let custom = try gap(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(10))
        let compact = try gap(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.compact))
        #expect(screenClose(base - custom, 25) && screenClose(base - compact, 15))
    }

    @Test("A badge on a row is secondary text on its trailing side")
    func rowBadge() throws {
        let s = try LaidOutScreen(List { Text("Inbox").badge(12); Text("Sent").badge(0); Text("Drafts").badge("New") })
        let badge = try #require(s.text("12"))
        #expect(screenClose(badge.maxX, 393 - 20 - 20, within: 1))
        #expect(s.textColor("12") == RGBAColor(60, 60, 67, 0.6))
        #expect(!s.strings.contains("0") && s.strings.contains("New"))
    }

    @Test("EditButton draws Edit; onDelete, onMove, swipeActions and refreshable leave rows as they are")
    func compileOnly() throws {
        let s = try LaidOutScreen(NavigationStack {
            List {
                ForEach(["A", "B"], id: \.self) { Text($0).swipeActions { Button("Delete") {} } }
                    .onDelete { _ in }.onMove { _, _ in }
            }
            .refreshable {}
            .toolbar { EditButton() }
        })
        #expect(s.strings.contains("Edit") && s.strings.contains("A") && !s.strings.contains("Delete"))
    }
}
