import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumViews

@Suite struct TabItemTests {
    /// A two-tab screen on an iPhone 15 Pro, painted, the first tab's item labelled by `label`.
    private func screen<L: View>(@ViewBuilder _ label: @escaping () -> L) throws -> PaintedView {
        try PaintedView(TabView {
            Text("Home page").tabItem(label)
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }, device: .iPhone15Pro)
    }

    /// iOS draws a tab item's image as its icon above its text, whichever is written first.
    @Test func imageAndTextAreDrawnAsALabel() throws {
        let label = try screen { Label("Home", systemImage: "house") }
        #expect(try screen { Image(systemName: "house"); Text("Home") } == label)
        #expect(try screen { Text("Home"); Image(systemName: "house") } == label)
    }
}
