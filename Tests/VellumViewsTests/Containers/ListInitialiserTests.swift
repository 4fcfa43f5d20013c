import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews

/// `List`'s initialisers over bindings with `EditActions`, and over a range, draw the rows a plain list draws.
@Suite struct ListInitialiserTests {
    private let size = CGSize(width: 320, height: 240)

    @Test func listOverARangeHasARowPerInteger() throws {
        let l = try DeviceLayout.layout(List(0..<3) { i in Text("Row \(i)") })
        let rows = DeviceLayout.frames(l, named: "Text")
        #expect(rows.count == 3)
        #expect(rows.map(\.minY) == rows.map(\.minY).sorted(), "top to bottom")
    }
}
