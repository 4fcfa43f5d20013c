import Testing
import Foundation
import Vellum
import VellumViews
import VellumTestSupport

/// What `onAppear` changes reaches the screen's presentation: a sheet presented
/// from it is drawn after its own `onAppear` ran. (Scroll positions set from
/// `onAppear`: VellumViewsTests' ScrollPositionTests.)
@Suite("View graph: a sheet presented from onAppear")
@MainActor struct SheetFromOnAppearTests {
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
