import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// A list's content stays laid out inside the safe area, though its clip reaches
/// into the safe areas (VellumTests' ScrollClipTests).
@Suite struct ScrollContentSafeAreaTests {
    private var rows: some View { ForEach(0..<40) { Text("Row \($0)") } }

    @Test func aListsFirstRowStaysBelowTheStatusBar() throws {
        let layout = try DeviceLayout.layout(List { rows })
        let first = try #require(DeviceLayout.frames(layout, named: "Text").first)
        #expect(first.minY > 59 + 16, "the first row stays below the status bar: \(first)")
    }
}
