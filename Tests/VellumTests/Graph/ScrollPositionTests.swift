import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// Where a scroll view starts: a `ScrollViewReader`'s scroll from
/// `onAppear`, `scrollPosition(id:)`, `defaultScrollAnchor`.
@Suite("View graph: scroll positions")
@MainActor struct ScrollPositionTests {
    /// 30 rows of 40 pt in a 200 pt tall scroll view.
    struct Chat: View {
        var anchor: UnitPoint? = .bottom
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30) { i in
                            Text("Row \(i)").frame(height: 40).id(i)
                        }
                    }
                }
                .frame(width: 200, height: 200)
                .onAppear { proxy.scrollTo(29, anchor: anchor) }
            }
        }
    }

    func rows(_ layout: LayoutResult) -> [CGRect] {
        Pipeline.frames(layout, named: "Text")
    }

    @Test("A ScrollViewReader that jumps to the last row in onAppear shows it at the bottom")
    func scrollToLast() throws {
        let svg = try SVGRenderer(content: Chat(), size: CGSize(width: 200, height: 200)).svg()
        #expect(try SVGQuery(svg).labels.contains("Row 29"))
        #expect(try SVGQuery(svg).labels.contains("Row 25"))
    }

    struct Presenter: View {
        @State var showsSheet = false
        @State var sheetText = "sheet: first pass"
        var body: some View {
            Text("Home")
                .onAppear { showsSheet = true }
                .sheet(isPresented: $showsSheet) {
                    Text(sheetText).onAppear { sheetText = "sheet: appeared" }
                }
        }
    }

    @Test("A sheet presented from onAppear is drawn, and its own onAppear has run")
    func sheetAppears() throws {
        let svg = try SVGRenderer(content: Presenter(), device: .iPhone15Pro).svg()
        #expect(try SVGQuery(svg).labels.contains("sheet: appeared"))
    }
}
