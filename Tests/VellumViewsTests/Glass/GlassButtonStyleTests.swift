import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumViews
import VellumViewsTestSupport

/// `.buttonStyle(.glass)`, `.glass(_:)` and `.glassProminent`: the label padded
/// on glass in a capsule; the prominent glass filled with the tint, its label white.
@Suite @MainActor struct GlassButtonStyleTests {
    func textColors<V: View>(_ view: V) throws -> [RGBAColor] {
        drawings(try lower(view)).compactMap { d in
            if case .text = d { return color(d) }
            return nil
        }
    }
    func fillColors<V: View>(_ view: V) throws -> [RGBAColor] {
        drawings(try lower(view)).compactMap { d in
            if case .fill = d { return color(d) }
            return nil
        }
    }

    @Test func glassButtonIsACapsuleAroundThePaddedLabel() throws {
        let layout = try DeviceLayout.layout(Button("Reset") {}.buttonStyle(.glass))
        let text = try #require(DeviceLayout.frames(layout, named: "Text").first)
        let capsules = DeviceLayout.frames(layout, named: "Capsule")
        #expect(capsules.count == 4, "shadow, fill, highlight, rim: \(capsules)")
        let capsule = try #require(capsules.first)
        #expect(abs(capsule.width - (text.width + 32)) < 0.01, "16 pt each side: \(capsule) around \(text)")
        #expect(abs(capsule.height - (text.height + 14)) < 0.01, "7 pt above and below")
        #expect(abs(capsule.midX - text.midX) < 0.01 && abs(capsule.midY - text.midY) < 0.01)
    }

    @Test func glassLabelIsPrimaryAndProminentLabelIsWhiteOnTheTint() throws {
        let glass = try #require(try textColors(Button("Reset") {}.buttonStyle(.glass)).first)
        #expect(glass.red < 0.05 && glass.green < 0.05 && glass.blue < 0.05 && glass.alpha > 0.99, "black (primary): \(glass)")
        let prominent = try #require(try textColors(Button("Done") {}.buttonStyle(.glassProminent)).first)
        #expect(prominent.red > 0.99 && prominent.green > 0.99 && prominent.blue > 0.99, "white: \(prominent)")
        let fills = try fillColors(Button("Done") {}.buttonStyle(.glassProminent))
        let accent = try Color.accentColor.resolved(in: EnvironmentValues())
        #expect(fills.contains(accent), "filled with the accent colour: \(fills)")
        let tinted = try fillColors(Button("Done") {}.buttonStyle(.glassProminent).tint(.green))
        #expect(tinted.contains(try Color.green.resolved(in: EnvironmentValues())), "or the tint")
        let destructive = try fillColors(Button("Delete", role: .destructive) {}.buttonStyle(.glassProminent))
        #expect(destructive.contains(try Color.red.resolved(in: EnvironmentValues())), "red for a destructive role")
    }

    @Test func aForegroundStyleFromUserCodeColoursTheLabel() throws {
        let label = try #require(try textColors(Button("Reset") {}.buttonStyle(.glass).foregroundStyle(.orange)).first)
        #expect(label == (try Color.orange.resolved(in: EnvironmentValues())))
    }

    @Test func glassVariantsAndBorderShapes() throws {
        let clear = try fillColors(Button("A") {}.buttonStyle(.glass(.clear)))
        let regular = try fillColors(Button("A") {}.buttonStyle(.glass))
        #expect(clear != regular)
        #expect(try fillColors(Button("A") {}.buttonStyle(GlassButtonStyle(.clear))) == clear)
        let circle = try DeviceLayout.layout(Button {} label: { Image(systemName: "xmark") }.buttonStyle(.glass).buttonBorderShape(.circle))
        let circles = DeviceLayout.frames(circle, named: "Circle")
        #expect(circles.count == 4 && circles.allSatisfy { abs($0.width - $0.height) < 0.01 })
        let rounded = try DeviceLayout.layout(Button("A") {}.buttonStyle(.glassProminent).buttonBorderShape(.roundedRectangle(radius: 6)))
        #expect(DeviceLayout.frames(rounded, named: "RoundedRectangle").count == 4)
    }

    @Test func disabledGlassButtonsAreGrey() throws {
        let label = try #require(try textColors(Button("Done") {}.buttonStyle(.glassProminent).disabled(true)).first)
        #expect(label.alpha < 0.5, "tertiary: \(label)")
        let accent = try Color.accentColor.resolved(in: EnvironmentValues())
        #expect(!(try fillColors(Button("Done") {}.buttonStyle(.glassProminent).disabled(true))).contains(accent))
    }
}
