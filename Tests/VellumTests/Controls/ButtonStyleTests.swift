import Foundation
import Testing
@testable import Vellum
import VellumTestSupport
import VellumViewsTestSupport

@Suite @MainActor struct ButtonStyleTests {
    private func svg<V: View>(_ view: V, _ size: CGSize = CGSize(width: 300, height: 200)) throws -> String {
        try SVGRenderer(content: view, size: size).svg()
    }

    @Test func customButtonStyleDrawsItsBackgroundAroundTheLabel() throws {
        let out = try svg(Button("Save") {}.buttonStyle(PillStyle()))
        #expect(try SVGQuery(out).colors.contains("#FF9500"), "orange capsule")
        let colors = try SVGQuery(out).colors
        #expect(colors.contains("#FFFFFF") || colors.contains("white"), "white label")
        #expect(!out.contains("#007AFF"), "no tint: the style draws the label")
    }

    @Test func innermostStyleWinsAndEnvironmentIsRead() throws {
        let dark = SVGRenderer(content: Button("A") {}.buttonStyle(PillStyle()), size: CGSize(width: 200, height: 80))
        var d = dark; d.colorScheme = .dark
        #expect(try SVGQuery(d.svg()).colors.contains("#BF5AF2"), "dark purple read through @Environment")
    }

    @Test func roleReachesTheConfiguration() throws {
        let out = try svg(Button("Delete", role: .destructive) {}.buttonStyle(PillStyle()))
        #expect(try SVGQuery(out).colors.contains("#FF3B30"))
    }

    @Test func builtInsDrawAsBefore() throws {
        let plain = try svg(Button("Plain") {}.buttonStyle(.plain))
        #expect(!plain.contains("#007AFF"))
        #expect(try SVGQuery(svg(Button("Tinted") {})).colors.contains("#007AFF"))
    }

    @Test func borderShapes() throws {
        let rounded = try svg(Button("R") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
        let shape = try SVGQuery(rounded)
        #expect(shape.count(of: "path") > 0 || !shape.values(of: "rx").isEmpty)
    }
}
