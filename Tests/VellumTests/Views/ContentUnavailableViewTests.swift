import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct ContentUnavailableViewTests {
    private func svg(_ view: some View) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: 320, height: 400)).svg()
    }

    @Test func builderFormDrawsLabelDescriptionAndActions() throws {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "envelope")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}
        }
        let labels = try SVGQuery(svg(view)).labels
        for text in ["No Mail", "New mail appears here.", "Refresh"] {
            #expect(labels.contains(text), "\(text)")
        }
        // The label is drawn as the title-and-symbol form draws it.
        let simple = try svg(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here.")))
        #expect(labels.contains("No Mail"), "the title is drawn")
        #expect(try svg(ContentUnavailableView { Label("No Mail", systemImage: "envelope") } description: { Text("New mail appears here.") })
                == simple)
    }

    @Test func searchHasItsStandardText() throws {
        let labels = try SVGQuery(svg(ContentUnavailableView.search(text: "kiwi"))).labels
        #expect(labels.contains("No Results"))
        #expect(labels.contains { $0.contains("kiwi") }, "the description names the search text")
    }
}
