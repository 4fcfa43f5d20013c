import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumScreen
import VellumViews

/// `headerProminence(_:)`: an increased-prominence section header is drawn
/// as UIKit's prominent inset-grouped header, in bold title 3 text in the
/// primary colour and in its own case, instead of upper-cased grey footnote text.
@Suite("Header prominence")
struct HeaderProminenceTests {
    func list(increased: Bool) -> some View {
        List {
            Section(header: Text("Favourites")) { Text("Row") }
                .headerProminence(increased ? .increased : .standard)
            Section(header: Text("Others")) { Text("Row") }
        }
    }

    @Test("An increased header draws as a bold title 3 primary header in its own case; the others are unchanged")
    func increased() throws {
        let written = List {
            Section { Text("Row") } header: {
                Text("Favourites").font(.title3.bold()).foregroundStyle(Color.primary).textCase(nil)
            }
            Section(header: Text("Others")) { Text("Row") }
        }
        let device = Device.iPhone15Pro
        let increased = try PaintedView(list(increased: true), device: device)
        #expect(increased.drawing == (try PaintedView(written, device: device)).drawing)
        #expect(increased.drawing != (try PaintedView(list(increased: false), device: device)).drawing)
    }

    @Test("The environment value is standard unless set")
    func environment() {
        #expect(EnvironmentValues().headerProminence == .standard)
    }
}
