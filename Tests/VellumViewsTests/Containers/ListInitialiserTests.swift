import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// `List`'s initialisers over bindings with `EditActions`, and over a range, draw the rows a plain list draws.
@Suite struct ListInitialiserTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func editableListsDrawTheirRowsAtRest() throws {
        let names = ["Anna", "Ben", "Cleo"]
        var selected: String? = nil
        let selection = Binding(get: { selected }, set: { selected = $0 })
        let plain = try PaintedView(List(names, id: \.self) { Text($0) }, size: size)
        let editable = try PaintedView(List(.constant(names), id: \.self, editActions: .all) { Text($0.wrappedValue) }, size: size)
        let selectable = try PaintedView(List(.constant(names), id: \.self, editActions: .delete, selection: selection) {
            Text($0.wrappedValue)
        }, size: size)
        let inForEach = try PaintedView(List { ForEach(.constant(names), id: \.self, editActions: .move) { Text($0.wrappedValue) } },
                                        size: size)
        #expect(editable == plain && selectable == plain && inForEach == plain)
        let labels = plain.labels
        #expect(labels.contains("Anna") && labels.contains("Cleo"))
    }

    @Test func editActionsNameTheOperationsTheCollectionAllows() {
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<[Int]>.all.rawValue == 3)
        #expect(EditActions<[Int]>.delete.rawValue == 1 && EditActions<[Int]>.move.rawValue == 2)
        #expect(EditActions<Set<Int>>.all.isEmpty, "a set can neither move nor (by index) delete")
    }

    @Test func listOverARangeHasARowPerInteger() throws {
        let l = try DeviceLayout.layout(List(0..<3) { i in Text("Row \(i)") })
        let rows = DeviceLayout.frames(l, named: "Text")
        #expect(rows.count == 3)
        #expect(rows.map(\.minY) == rows.map(\.minY).sorted(), "top to bottom")
        let ranged = try PaintedView(List(0..<3) { i in Text("Row \(i)") }, size: size)
        let looped = try PaintedView(List { ForEach(0..<3) { i in Text("Row \(i)") } }, size: size)
        #expect(ranged == looped)
        #expect(ranged.labels.contains("Row 2"))
    }
}
