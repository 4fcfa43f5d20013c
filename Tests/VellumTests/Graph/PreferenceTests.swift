import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// Preferences flow up once the picture is laid out; values measured by
/// layout come back into state and the picture is laid out again.
@Suite("View graph: preferences and measured geometry")
@MainActor struct PreferenceTests {
    struct Progress: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            GeometryReader { proxy in
                Rectangle().fill(scheme == .dark ? Color.black : Color.white)
                    .frame(width: proxy.size.width)
            }
        }
    }

    @Test("A view's own @Environment read inside its GeometryReader's closure sees the value set above it")
    func environmentInGeometryReader() throws {
        let svg = try SVGRenderer(content: Progress().environment(\.colorScheme, .dark), size: CGSize(width: 100, height: 20)).svg()
        // The canvas is white; the reader's rectangle over it is black.
        let drawn = try SVGQuery(svg)
        #expect(drawn.children(of: drawn.root).last?.attributes == ["width": "100", "height": "20", "fill": "#000000"], "the last thing drawn")
        #expect(drawn.values(of: "fill").filter { $0 == "#FFFFFF" }.count == 1)
    }
}
