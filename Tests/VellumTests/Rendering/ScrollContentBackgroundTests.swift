import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct ScrollContentBackgroundTests {
    private func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, device: .iPhone15Pro).svg()
    }

    @Test func hiddenLetsTheViewsOwnBackgroundShowWhileTheRowsStay() throws {
        let list = List { Text("Wi-Fi"); Text("Bluetooth") }
        let shown = try svg(list)
        let hidden = try svg(list.scrollContentBackground(.hidden).background(Color.indigo))
        #expect(try SVGQuery(shown).fills.contains("#F2F2F7"), "the grouped background")
        #expect(!hidden.contains("#F2F2F7"), "the colour appears nowhere")
        let hiddenFills = try SVGQuery(hidden).fills
        #expect(hiddenFills.contains("#5856D6"), "indigo shows through")
        #expect(hiddenFills.contains("#FFFFFF"), "the rows' white card stays")
    }

    @Test func visibleAndAutomaticKeepTheBackground() throws {
        for visibility in [Visibility.automatic, .visible] {
            #expect(try SVGQuery(svg(Form { Text("Name") }.scrollContentBackground(visibility))).fills.contains("#F2F2F7"))
        }
    }
}
