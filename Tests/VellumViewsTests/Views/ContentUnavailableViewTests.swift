import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews

@Suite struct ContentUnavailableViewTests {
    /// `view` painted on a 320 × 400 canvas.
    private func painted(_ view: some View) throws -> PaintedView {
        try PaintedView(view, size: CGSize(width: 320, height: 400))
    }

    @Test func builderFormDrawsLabelDescriptionAndActions() throws {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "envelope")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}
        }
        let labels = try painted(view).labels
        for text in ["No Mail", "New mail appears here.", "Refresh"] {
            #expect(labels.contains(text), "\(text)")
        }
        // The label is drawn as the title-and-symbol form draws it.
        let simple = try painted(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here.")))
        #expect(labels.contains("No Mail"), "the title is drawn")
        #expect(try painted(ContentUnavailableView { Label("No Mail", systemImage: "envelope") } description: { Text("New mail appears here.") })
                == simple)
    }

    @Test func searchHasItsStandardText() throws {
        let labels = try painted(ContentUnavailableView.search(text: "kiwi")).labels
        #expect(labels.contains("No Results"))
        #expect(labels.contains { $0.contains("kiwi") }, "the description names the search text")
    }
}
