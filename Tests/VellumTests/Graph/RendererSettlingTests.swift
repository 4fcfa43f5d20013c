import Testing
import Foundation
import Vellum
import VellumViews

/// A picture that never settles is still drawn, and the tools say why.
@Suite("View graph: unsettled pictures are reported")
@MainActor struct UnsettledReportTests {
    struct Ticker: View {
        @State var ticks = 0
        var body: some View { Text("\(ticks)").onChange(of: ticks, initial: true) { ticks += 1 } }
    }

    @Test("The renderer names the view and the state that kept changing; a settled picture has no report")
    func reported() throws {
        let (svg, unsettled) = try SVGRenderer(content: Ticker(), size: CGSize(width: 100, height: 40)).svgReportingSettling()
        #expect(svg == (try SVGRenderer(content: Text("\(ViewGraph.passLimit - 1)"), size: CGSize(width: 100, height: 40)).svg()))
        #expect(unsettled?.contains("Ticker.ticks") == true)
        #expect(try SVGRenderer(content: Text("still"), size: CGSize(width: 100, height: 40)).svgReportingSettling().unsettled == nil)
        let (_, _, tile) = try SVGRenderer(content: Ticker(), size: CGSize(width: 100, height: 40)).svgDrawingMissingAssets()
        #expect(tile == unsettled)
    }
}

/// Same input, same bytes: a view value rendered again starts from its initial state.
@Suite("View graph: every render starts afresh")
@MainActor struct FreshRenderTests {
    final class Model: ObservableObject {
        @Published var visits = 0
    }

    struct Visits: View {
        @State var count = 0
        @StateObject var model = Model()
        var body: some View {
            Text("state \(count) object \(model.visits)")
                .onAppear { count += 1; model.visits += 1 }
        }
    }

    @Test("onAppear runs in each render, on the view's initial state, so two renders are the same bytes")
    func twice() throws {
        let renderer = SVGRenderer(content: Visits(), size: CGSize(width: 300, height: 40))
        let first = try renderer.svg(), second = try renderer.svg()
        let expected = SVGRenderer(content: Text("state 1 object 1"), size: CGSize(width: 300, height: 40))
        #expect(first == (try expected.svg()))
        #expect(first == second)
        var dark = renderer, darkExpected = expected
        dark.colorScheme = .dark
        darkExpected.colorScheme = .dark
        #expect(try dark.svg() == darkExpected.svg())
    }
}
