import Testing
@testable import Vellum

@Suite struct ScrollContentBackgroundTests {
    private func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, device: .iPhone15Pro).svg()
    }

    @Test func hiddenLetsTheViewsOwnBackgroundShowWhileTheRowsStay() throws {
        let list = List { Text("Wi-Fi"); Text("Bluetooth") }
        let shown = try svg(list)
        let hidden = try svg(list.scrollContentBackground(.hidden).background(Color.indigo))
        #expect(shown.contains("#F2F2F7"), "the grouped background")
        #expect(!hidden.contains("#F2F2F7"))
        #expect(hidden.contains("#5856D6"), "indigo shows through")
        #expect(hidden.contains("#FFFFFF"), "the rows' white card stays")
    }

    @Test func visibleAndAutomaticKeepTheBackground() throws {
        for visibility in [Visibility.automatic, .visible] {
            #expect(try svg(Form { Text("Name") }.scrollContentBackground(visibility)).contains("#F2F2F7"))
        }
    }
}
