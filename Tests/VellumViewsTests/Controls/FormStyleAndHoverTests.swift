import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

/// `formStyle(_:)` and the hover modifiers, found missing by ordinary public
/// SwiftUI files: they compile and leave the picture as iOS draws it at rest.
@Suite struct FormStyleAndHoverTests {
    @Test func everyFormStyleDrawsGroupedRows() throws {
        // Grouped rows: the row text sits inside a card inset from the screen edge.
        let l = try DeviceLayout.layout(SampleScreens.form().formStyle(.grouped))
        let name = try #require(DeviceLayout.frames(l, named: "Text").first { $0.minY > 40 })
        #expect(name.minX >= 36 && name.minX < 44, "row label inset in its card: \(name)")
        #expect(DeviceLayout.frames(l, named: "Capsule").count == 1, "the toggle's switch is drawn")
    }
}
