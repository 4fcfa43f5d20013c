import Testing
@testable import Vellum

@Suite struct TabItemTests {
    private func screen<L: View>(@ViewBuilder _ label: @escaping () -> L) throws -> String {
        try SVGRenderer(content: TabView {
            Text("Home page").tabItem(label)
            Text("Search page").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }, device: .iPhone15Pro).svg()
    }

    /// iOS draws a tab item's image as its icon above its text, whichever is written first.
    @Test func imageAndTextAreDrawnAsALabel() throws {
        let label = try screen { Label("Home", systemImage: "house") }
        #expect(try screen { Image(systemName: "house"); Text("Home") } == label)
        #expect(try screen { Text("Home"); Image(systemName: "house") } == label)
    }
}
