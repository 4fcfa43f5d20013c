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
        let drawn = try svg(view)
        for text in ["No Mail", "New mail appears here.", "Refresh"] {
            #expect(drawn.contains("aria-label=\"\(text)\""), "\(text)")
        }
        // The label is drawn as the title-and-symbol form draws it.
        let simple = try svg(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here.")))
        let title = { (s: String) in s.range(of: "aria-label=\"No Mail\"").map { s[$0.upperBound...].prefix(200) } }
        #expect(title(drawn) != nil)
        #expect(try svg(ContentUnavailableView { Label("No Mail", systemImage: "envelope") } description: { Text("New mail appears here.") })
                == simple)
    }

    @Test func searchHasItsStandardText() throws {
        let drawn = try svg(ContentUnavailableView.search(text: "kiwi"))
        #expect(try SVGQuery(drawn).labels.contains("No Results"))
        #expect(drawn.contains("kiwi"))
    }
}
