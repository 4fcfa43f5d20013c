import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct ElevationTests {
    private func dark(_ view: some View) throws -> String {
        var renderer = SVGRenderer(content: view, device: .iPhone15Pro)
        renderer.colorScheme = .dark
        return try renderer.svg()
    }

    private struct Rows: View {
        var body: some View { List { Text("One"); Text("Two") } }
    }

    /// In dark mode a sheet's grouped list is a step lighter than the screen's
    /// (UIKit's elevated level): rows #2C2C2E on #1C1C1E, not #1C1C1E on black.
    @Test func aDarkSheetsListIsElevated() throws {
        let screen = try dark(Rows())
        #expect(try SVGQuery(screen).colors.contains("#1C1C1E"), "base level: rows #1C1C1E")
        #expect(!screen.contains("#2C2C2E"), "the elevated colour appears nowhere")
        let sheet = try dark(Color.black.sheet(isPresented: .constant(true)) { Rows() })
        #expect(try SVGQuery(sheet).colors.contains("#2C2C2E"), "elevated rows")
        let cover = try dark(Color.black.fullScreenCover(isPresented: .constant(true)) { Rows() })
        #expect(!cover.contains("#2C2C2E"), "a full-screen cover stays on the base level")
    }
}
