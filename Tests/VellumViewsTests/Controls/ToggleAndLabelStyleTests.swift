import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

private struct Boxed: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(4).border(Color.pink) }
}

private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 30) { configuration.title; configuration.icon }
    }
}

@Suite struct ToggleAndLabelStyleTests {
    @Test func customToggleStyleSeesIsOnAndLabel() throws {
        let on = try DeviceLayout.layout(Toggle("Remember", isOn: .constant(true)).toggleStyle(CheckToggle()))
        let box = try #require(DeviceLayout.frames(on, named: "Rectangle").first)
        let text = try #require(DeviceLayout.frames(on, named: "Text").first)
        #expect(box.width == 20 && text.minX > box.maxX, "box leads the label: \(box) \(text)")
        #expect(DeviceLayout.frames(on, named: "Capsule").isEmpty, "no switch")
    }

    @Test func toggleFromConfigurationUsesTheOuterStyle() throws {
        let l = try DeviceLayout.layout(VStack { Toggle("A", isOn: .constant(false)) }.toggleStyle(Boxed()).toggleStyle(.switch))
        #expect(DeviceLayout.frames(l, named: "Capsule").count == 1, "the switch drawn inside the box")
    }

    @Test func builtInToggleStyles() throws {
        let plain = try DeviceLayout.layout(Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300))
        let capsule = try #require(DeviceLayout.frames(plain, named: "Capsule").first)
        let label = try #require(DeviceLayout.frames(plain, named: "Text").first)
        // Laid out 49 wide at the trailing edge, drawn 51: 2 pt past the frame.
        #expect(capsule.size == CGSize(width: 51, height: 31) && abs(capsule.maxX - label.minX - 302) < 0.01, "switch trailing: \(capsule)")
        let button = try DeviceLayout.layout(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button))
        #expect(DeviceLayout.frames(button, named: "Capsule").isEmpty)
        #expect(DeviceLayout.frames(button, named: "RoundedRectangle").count == 1)
    }

    @Test func labelsHiddenRemovesTheLabels() throws {
        let l = try DeviceLayout.layout(VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Count", value: .constant(1), in: 0...5)
            ColorPicker("Colour", selection: .constant(.red))
            Picker("Units", selection: .constant(1)) { Text("Metric").tag(1) }
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        }.labelsHidden())
        #expect(DeviceLayout.frames(l, named: "Capsule").count == 1, "the switch stays")
    }

    @Test func customLabelStyleAndInheritance() throws {
        let l = try DeviceLayout.layout(VStack { Label("Rain", systemImage: "bell"); Label("Sun", systemImage: "heart") }.labelStyle(TrailingIcon()))
        let texts = DeviceLayout.frames(l, named: "Text")
        let images = DeviceLayout.frames(l, named: "Image")
        #expect(texts.count == 2 && images.count == 2)
        for (t, i) in zip(texts, images) { #expect(abs(i.minX - t.maxX - 30) < 0.01, "icon 30 pt after the title: \(t) \(i)") }
    }

    @Test func builtInLabelStylesUnchanged() throws {
        let both = try DeviceLayout.layout(Label("Inbox", systemImage: "folder"))
        let t = try #require(DeviceLayout.frames(both, named: "Text").first), i = try #require(DeviceLayout.frames(both, named: "Image").first)
        #expect(abs(t.minX - i.maxX - 8) < 0.34, "8-pt icon spacing, to the pixel (frames are rounded to thirds of a point)")
        #expect(DeviceLayout.frames(try DeviceLayout.layout(Label("Inbox", systemImage: "folder").labelStyle(.iconOnly)), named: "Text").isEmpty)
        #expect(DeviceLayout.frames(try DeviceLayout.layout(Label("Inbox", systemImage: "folder").labelStyle(.titleOnly)), named: "Image").isEmpty)
    }
}
