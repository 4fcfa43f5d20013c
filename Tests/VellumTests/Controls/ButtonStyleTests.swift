import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

/// A user's style as ordinary code writes it: a non-Sendable struct with a
/// colour, an environment property, a body built with modifiers.
private struct PillStyle: ButtonStyle {
    var fill: Color = .orange
    @Environment(\.colorScheme) private var scheme
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20).padding(.vertical, 10)
            .background(scheme == .dark ? Color.purple : fill, in: Capsule())
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.white)
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct OutlinedPrimitive: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 2))
            .onTapGesture { configuration.trigger() }
    }
}

/// Wraps the next style out: `Button(configuration)` inside a primitive style.
private struct Framed: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4).border(Color.pink)
    }
}

@Suite @MainActor struct ButtonStyleTests {
    private func svg<V: View>(_ view: V, _ size: CGSize = CGSize(width: 300, height: 200)) throws -> String {
        try SVGRenderer(content: view, size: size).svg()
    }

    @Test func customButtonStyleDrawsItsBackgroundAroundTheLabel() throws {
        let layout = try Pipeline.layout(Button("Save") {}.buttonStyle(PillStyle()))
        let capsule = try #require(Pipeline.frames(layout, named: "Capsule").first)
        let text = try #require(Pipeline.frames(layout, named: "Text").first)
        #expect(abs(capsule.width - (text.width + 40)) < 0.01, "capsule \(capsule) is the label \(text) padded by 20 each side")
        #expect(abs(capsule.height - (text.height + 20)) < 0.01)
        #expect(abs(capsule.midX - text.midX) < 0.01 && abs(capsule.midY - text.midY) < 0.01)
        let out = try svg(Button("Save") {}.buttonStyle(PillStyle()))
        #expect(try SVGQuery(out).colors.contains("#FF9500"), "orange capsule")
        let colors = try SVGQuery(out).colors
        #expect(colors.contains("#FFFFFF") || colors.contains("white"), "white label")
        #expect(!out.contains("#007AFF"), "no tint: the style draws the label")
    }

    @Test func styleReachesEveryButtonInTheHierarchy() throws {
        let layout = try Pipeline.layout(VStack { Button("A") {}; HStack { Button("B") {}; Button("C") {} } }.buttonStyle(PillStyle()))
        #expect(Pipeline.frames(layout, named: "Capsule").count == 3)
    }

    @Test func innermostStyleWinsAndEnvironmentIsRead() throws {
        let layout = try Pipeline.layout(VStack { Button("A") {}.buttonStyle(.bordered); Button("B") {} }.buttonStyle(PillStyle()))
        #expect(Pipeline.frames(layout, named: "Capsule").count == 1)
        #expect(Pipeline.frames(layout, named: "RoundedRectangle").count == 1)
        let dark = SVGRenderer(content: Button("A") {}.buttonStyle(PillStyle()), size: CGSize(width: 200, height: 80))
        var d = dark; d.colorScheme = .dark
        #expect(try SVGQuery(d.svg()).colors.contains("#BF5AF2"), "dark purple read through @Environment")
    }

    @Test func roleReachesTheConfiguration() throws {
        let out = try svg(Button("Delete", role: .destructive) {}.buttonStyle(PillStyle()))
        #expect(try SVGQuery(out).colors.contains("#FF3B30"))
    }

    @Test func primitiveStyleAndButtonFromConfiguration() throws {
        let layout = try Pipeline.layout(Button("Go") {}.buttonStyle(OutlinedPrimitive()))
        let box = try #require(Pipeline.frames(layout, named: "RoundedRectangle").first)
        let text = try #require(Pipeline.frames(layout, named: "Text").first)
        #expect(abs(box.width - (text.width + 16)) < 0.01)
        // Framed wraps the bordered style set outside it.
        let framed = try Pipeline.layout(Button("Go") {}.buttonStyle(Framed()).buttonStyle(.borderedProminent))
        #expect(Pipeline.frames(framed, named: "RoundedRectangle").count == 1, "the prominent fill drawn inside the frame")
    }

    @Test func builtInsDrawAsBefore() throws {
        let bordered = try Pipeline.layout(Button("Sign In") {}.buttonStyle(.bordered))
        let fill = try #require(Pipeline.frames(bordered, named: "RoundedRectangle").first)
        let text = try #require(Pipeline.frames(bordered, named: "Text").first)
        #expect(abs(fill.width - (text.width + 24)) < 0.01 && abs(fill.height - (text.height + 14)) < 0.01)
        let plain = try svg(Button("Plain") {}.buttonStyle(.plain))
        #expect(!plain.contains("#007AFF"))
        #expect(try SVGQuery(svg(Button("Tinted") {})).colors.contains("#007AFF"))
    }

    @Test func controlSizeChangesABorderedButton() throws {
        func fill(_ size: ControlSize) throws -> CGRect {
            let l = try Pipeline.layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size))
            // Small is a capsule, the others rounded rectangles.
            return try #require(Pipeline.frames(l, named: "RoundedRectangle").first ?? Pipeline.frames(l, named: "Capsule").first)
        }
        let small = try fill(.small), regular = try fill(.regular), large = try fill(.large)
        #expect(small.height < regular.height && regular.height < large.height, "\(small) \(regular) \(large)")
        #expect(small.width < regular.width && regular.width < large.width)
    }

    @Test func borderShapes() throws {
        let capsule = try Pipeline.layout(Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(Pipeline.frames(capsule, named: "Capsule").count == 1)
        let circle = try Pipeline.layout(Button {} label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle))
        #expect(Pipeline.frames(circle, named: "Circle").count == 1)
        let rounded = try svg(Button("R") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3)))
        let shape = try SVGQuery(rounded)
        #expect(shape.count(of: "path") > 0 || !shape.values(of: "rx").isEmpty)
    }
}
