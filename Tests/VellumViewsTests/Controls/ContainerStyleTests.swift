import Foundation
import Testing
import VellumCore
import VellumGeometry
import VellumLayout
import VellumTestSupport
import VellumViews
import VellumViewsTestSupport

private struct Card: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.label; configuration.content }
            .padding(12).background(Color.yellow, in: RoundedRectangle(cornerRadius: 12))
    }
}

private struct Arrowed: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            HStack { Rectangle().frame(width: 10, height: 10); configuration.label }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct Stacked: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) { configuration.label; configuration.content }
    }
}

private struct Spaced: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View { HStack(spacing: 30) { configuration.content } }
}

@Suite struct ContainerStyleTests {
    @Test func progressViewStyles() throws {
        let circular = try DeviceLayout.layout(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(DeviceLayout.frames(circular, named: "Capsule").count == 8, "iOS draws the spinner whatever the value")
        let linear = try DeviceLayout.layout(ProgressView(value: 0.25).frame(width: 200))
        let bars = DeviceLayout.frames(linear, named: "Capsule")
        #expect(bars.count == 2 && abs(bars[1].width - 50) < 0.01, "tint up to a quarter: \(bars)")
    }

    @Test func groupBoxStyle() throws {
        let l = try DeviceLayout.layout(VStack { GroupBox("Notes") { Text("Milk") }; GroupBox { Text("Eggs") } }.groupBoxStyle(Card()))
        #expect(DeviceLayout.frames(l, named: "RoundedRectangle").count == 2)
    }

    @Test func disclosureGroupStyle() throws {
        let open = try DeviceLayout.layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Hidden") }.disclosureGroupStyle(Arrowed()))
        #expect(DeviceLayout.frames(open, named: "Rectangle").count == 1)
        #expect(DeviceLayout.frames(open, named: "Text").count == 2)
        let closed = try DeviceLayout.layout(DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Arrowed()))
        #expect(DeviceLayout.frames(closed, named: "Text").count == 1)
    }

    @Test func labeledContentStyle() throws {
        let l = try DeviceLayout.layout(LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()))
        let t = DeviceLayout.frames(l, named: "Text")
        #expect(t.count == 2 && t[1].minY > t[0].maxY, "value under the label: \(t)")
    }

    @Test func menuStyles() throws {
        let button = try DeviceLayout.layout(Menu("Options") { Button("Rename") {} }.menuStyle(.button).buttonStyle(.bordered))
        #expect(DeviceLayout.frames(button, named: "RoundedRectangle").count == 1, "drawn as a bordered button")
    }

    @Test func shareLinkAndColorPicker() throws {
        let share = try DeviceLayout.layout(ShareLink(item: URL(string: "https://example.com")!))
        #expect(DeviceLayout.frames(share, named: "Image").count == 1)
        let picker = try DeviceLayout.layout(ColorPicker("Accent", selection: .constant(.purple)).frame(width: 300))
        let well = try #require(DeviceLayout.frames(picker, named: "Circle").last)
        let label = try #require(DeviceLayout.frames(picker, named: "Text").first)
        #expect(well.maxX - label.minX <= 300 && well.maxX - label.minX > 290, "well trailing: \(well)")
    }

    @Test func controlGroupStyle() throws {
        let l = try DeviceLayout.layout(ControlGroup { Button("A") {}; Button("B") {} }.controlGroupStyle(Spaced()))
        let t = DeviceLayout.frames(l, named: "Text")
        #expect(t.count == 2 && abs(t[1].minX - t[0].maxX - 30) < 0.01, "\(t)")
        let d = try DeviceLayout.layout(ControlGroup { Button("A") {}; Button("B") {} })
        let u = DeviceLayout.frames(d, named: "Text")
        #expect(abs(u[1].minX - u[0].maxX - 16) < 0.01, "default spacing unchanged: \(u)")
    }
}
