import Foundation
import Testing
import VellumCore
import VellumLayout
import VellumViews

@Suite("Shape shorthands and materials")
@MainActor struct ShapeAndMaterialTests {
    @Test("Materials are translucent fills in light and dark")
    func material() throws {
        let light = try StyleResolver.paint(Material.regular, in: EnvironmentValues())
        if case .color(let c) = light.kind { #expect(c.alpha > 0 && c.alpha < 1 && c.red > 0.9) } else { Issue.record("not a colour") }
        var env = EnvironmentValues(); env.colorScheme = .dark
        if case .color(let c) = try StyleResolver.paint(Material.regular, in: env).kind { #expect(c.red < 0.2) }
    }

    @Test("iOS 17 shape shorthands draw the same shapes")
    func shapeShorthands() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(AnyShape(.rect(cornerRadius: 8)).path(in: r) == RoundedRectangle(cornerRadius: 8).path(in: r))
        #expect(AnyShape(.capsule).path(in: r) == Capsule().path(in: r))
        #expect(AnyShape(.circle).path(in: r) == Circle().path(in: r))
    }
}
