import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// `List`'s initialisers over bindings with `EditActions`, and over a range, draw the rows a plain list draws.
@Suite struct ListInitialiserTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func editableListsDrawTheirRowsAtRest() throws {
        let names = ["Anna", "Ben", "Cleo"]
        var selected: String? = nil
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let plain = try SVGRenderer(content: List(names, id: \.self) { Text($0) }, size: size).svg()
        let editable = try SVGRenderer(content: List(.constant(names), id: \.self, editActions: .all) { Text($0.wrappedValue) },
                                       size: size).svg()
        let selectable = try SVGRenderer(content: List(.constant(names), id: \.self, editActions: .delete, selection: selection) {
            Text($0.wrappedValue)
        }, size: size).svg()
        let inForEach = try SVGRenderer(content: List { ForEach(.constant(names), id: \.self, editActions: .move) { Text($0.wrappedValue) } },
                                        size: size).svg()
        #expect(editable == plain && selectable == plain && inForEach == plain)
        let labels = try SVGQuery(plain).labels
        #expect(labels.contains("Anna") && labels.contains("Cleo"))
    }

    @Test func editActionsNameTheOperationsTheCollectionAllows() {
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<[Int]>.all.rawValue == 3)
        #expect(EditActions<[Int]>.delete.rawValue == 1 && EditActions<[Int]>.move.rawValue == 2)
        #expect(EditActions<Set<Int>>.all.isEmpty, "a set can neither move nor (by index) delete")
    }

    @Test func listOverARangeHasARowPerInteger() throws {
        let ranged = try SVGRenderer(content: List(0..<3) { i in Text("Row \(i)") }, size: size).svg()
        let looped = try SVGRenderer(content: List { ForEach(0..<3) { i in Text("Row \(i)") } }, size: size).svg()
        #expect(ranged == looped)
        #expect(try SVGQuery(ranged).labels.contains("Row 2"))
    }
}
