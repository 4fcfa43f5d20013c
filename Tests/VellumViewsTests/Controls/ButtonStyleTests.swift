import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

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
    @Test func customButtonStyleDrawsItsBackgroundAroundTheLabel() throws {
        let layout = try DeviceLayout.layout(Button("Save") {}.buttonStyle(PillStyle()))
        let capsule = try #require(DeviceLayout.frames(layout, named: "Capsule").first)
        let text = try #require(DeviceLayout.frames(layout, named: "Text").first)
        #expect(abs(capsule.width - (text.width + 40)) < 0.01, "capsule \(capsule) is the label \(text) padded by 20 each side")
        #expect(abs(capsule.height - (text.height + 20)) < 0.01)
        #expect(abs(capsule.midX - text.midX) < 0.01 && abs(capsule.midY - text.midY) < 0.01)
    }

    @Test func styleReachesEveryButtonInTheHierarchy() throws {
        let layout = try DeviceLayout.layout(VStack { Button("A") {}; HStack { Button("B") {}; Button("C") {} } }.buttonStyle(PillStyle()))
        #expect(DeviceLayout.frames(layout, named: "Capsule").count == 3)
    }

    @Test func innermostStyleWinsAndEnvironmentIsRead() throws {
        let layout = try DeviceLayout.layout(VStack { Button("A") {}.buttonStyle(.bordered); Button("B") {} }.buttonStyle(PillStyle()))
        #expect(DeviceLayout.frames(layout, named: "Capsule").count == 1)
        #expect(DeviceLayout.frames(layout, named: "RoundedRectangle").count == 1)
    }

    @Test func primitiveStyleAndButtonFromConfiguration() throws {
        let layout = try DeviceLayout.layout(Button("Go") {}.buttonStyle(OutlinedPrimitive()))
        let box = try #require(DeviceLayout.frames(layout, named: "RoundedRectangle").first)
        let text = try #require(DeviceLayout.frames(layout, named: "Text").first)
        #expect(abs(box.width - (text.width + 16)) < 0.01)
        // Framed wraps the bordered style set outside it.
        let framed = try DeviceLayout.layout(Button("Go") {}.buttonStyle(Framed()).buttonStyle(.borderedProminent))
        #expect(DeviceLayout.frames(framed, named: "RoundedRectangle").count == 1, "the prominent fill drawn inside the frame")
    }

    @Test func builtInsDrawAsBefore() throws {
        let bordered = try DeviceLayout.layout(Button("Sign In") {}.buttonStyle(.bordered))
        let fill = try #require(DeviceLayout.frames(bordered, named: "RoundedRectangle").first)
        let text = try #require(DeviceLayout.frames(bordered, named: "Text").first)
        #expect(abs(fill.width - (text.width + 24)) < 0.01 && abs(fill.height - (text.height + 14)) < 0.01)
    }

    @Test func controlSizeChangesABorderedButton() throws {
        func fill(_ size: ControlSize) throws -> CGRect {
            let l = try DeviceLayout.layout(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(size))
            // Small is a capsule, the others rounded rectangles.
            return try #require(DeviceLayout.frames(l, named: "RoundedRectangle").first ?? DeviceLayout.frames(l, named: "Capsule").first)
        }
        let small = try fill(.small), regular = try fill(.regular), large = try fill(.large)
        #expect(small.height < regular.height && regular.height < large.height, "\(small) \(regular) \(large)")
        #expect(small.width < regular.width && regular.width < large.width)
    }

    @Test func borderShapes() throws {
        let capsule = try DeviceLayout.layout(Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(DeviceLayout.frames(capsule, named: "Capsule").count == 1)
        let circle = try DeviceLayout.layout(Button {} label: { Image(systemName: "plus") }.buttonStyle(.borderedProminent).buttonBorderShape(.circle))
        #expect(DeviceLayout.frames(circle, named: "Circle").count == 1)
    }
}
