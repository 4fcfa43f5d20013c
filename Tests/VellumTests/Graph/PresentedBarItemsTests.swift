import Testing
import Foundation
import Vellum

/// What a sheet's content gives its own bar (a title, toolbar items) travels as
/// preferences that stop at the sheet: the presenting stack's bar is drawn
/// without them. The other containers' preferences: VellumViewsTests' ContainerPreferenceTests.
@Suite("View graph: a sheet's bar items stay in the sheet")
@MainActor struct PresentedBarItemsTests {
    func svg<V: View>(_ view: V) throws -> String {
        try SVGRenderer(content: view, device: .iPhone15Pro).svg()
    }

    @Test("A sheet's toolbar and title do not reach the presenting stack's bar")
    func sheetKeepsItsBarItems() throws {
        func screen(sheetItems: Bool) -> some View {
            NavigationStack {
                Text("Home").navigationTitle("Home")
                    .sheet(isPresented: .constant(true)) {
                        Group {
                            if sheetItems {
                                Text("Sheet").navigationTitle("Sheet title").toolbar { Button("Sheet item") {} }
                            } else {
                                Text("Sheet")
                            }
                        }
                    }
            }
        }
        #expect(try svg(screen(sheetItems: true)) == svg(screen(sheetItems: false)))
    }
}
