import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("List sections sit on cards")
@MainActor struct ListSectionTests {
    @Test("List rows sit on rounded cards, one per section")
    func listSections() throws {
        let nodes = try lower(List {
            Section("A") { Text("1"); Text("2") }
            Text("loose")
        })
        func count(_ name: String, _ ns: [LayoutNode]) -> Int { ns.reduce(0) { $0 + ($1.name == name ? 1 : 0) + count(name, $1.children) } }
        #expect(count("Section (headed)", nodes) == 1, "the headed section")
        #expect(count("Section", nodes) == 1, "the loose row's section")
        #expect(count("ListRow", nodes) == 3)
        #expect(count("Divider", nodes) == 1, "one separator between the two rows of section A")
    }
}
