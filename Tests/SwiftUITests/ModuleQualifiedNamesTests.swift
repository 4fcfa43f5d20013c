import Testing
import SwiftUI

/// Files that spell SwiftUI's names with the module (`SwiftUI.Image`, to
/// tell them from an app's own `Image` type) compile and draw the same.
@Suite("Module-qualified names")
@MainActor struct ModuleQualifiedNamesTests {
    struct Badge: SwiftUI.View {
        var body: some SwiftUI.View {
            SwiftUI.HStack {
                SwiftUI.Image(systemName: "star.fill")
                SwiftUI.Text("Star").foregroundStyle(SwiftUI.Color.orange)
            }
        }
    }

    @Test("SwiftUI.View, SwiftUI.Image, SwiftUI.Text and SwiftUI.Color name Vellum's types")
    func qualifiedNames() throws {
        let plain = HStack { Image(systemName: "star.fill"); Text("Star").foregroundStyle(Color.orange) }
        #expect(try SVGRenderer(content: Badge()).svg() == SVGRenderer(content: plain).svg())
    }
}
