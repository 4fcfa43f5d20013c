import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

private struct Ring: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.orange, lineWidth: 4).frame(width: 40, height: 40)
    }
}

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

private struct Boxed: MenuStyle {
    func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(6).border(Color.pink) }
}

@Suite struct ContainerStyleTests {
    @Test func progressViewStyles() throws {
        let custom = try SVGRenderer(content: ProgressView(value: 0.5).progressViewStyle(Ring()), size: CGSize(width: 100, height: 100)).svg()
        #expect(try SVGQuery(custom).colors.contains("#FF9500"))
        let circular = try Pipeline.layout(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(Pipeline.frames(circular, named: "Capsule").count == 8, "iOS draws the spinner whatever the value")
        let linear = try Pipeline.layout(ProgressView(value: 0.25).frame(width: 200))
        let bars = Pipeline.frames(linear, named: "Capsule")
        #expect(bars.count == 2 && abs(bars[1].width - 50) < 0.01, "tint up to a quarter: \(bars)")
        let labelled = try SVGRenderer(content: ProgressView(value: 3, total: 10) { Text("Upload") } currentValueLabel: { Text("3 of 10") },
                                       size: CGSize(width: 200, height: 100)).svg()
        let labelledLabels = try SVGQuery(labelled).labels
        #expect(labelledLabels.contains("Upload") && labelledLabels.contains("3 of 10"))
    }

    @Test func groupBoxStyle() throws {
        let l = try Pipeline.layout(VStack { GroupBox("Notes") { Text("Milk") }; GroupBox { Text("Eggs") } }.groupBoxStyle(Card()))
        #expect(Pipeline.frames(l, named: "RoundedRectangle").count == 2)
        let svg = try SVGRenderer(content: GroupBox("Notes") { Text("Milk") }.groupBoxStyle(Card()), size: CGSize(width: 200, height: 100)).svg()
        let drawn = try SVGQuery(svg)
        #expect(drawn.colors.contains("#FFCC00") && drawn.labels.contains("Notes"))
        let plain = try SVGRenderer(content: GroupBox("Today") { Text("3") }, size: CGSize(width: 200, height: 100)).svg()
        #expect(try SVGQuery(plain).colors.contains("#F2F2F7"), "default secondary background")
    }

    @Test func disclosureGroupStyle() throws {
        let open = try Pipeline.layout(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Hidden") }.disclosureGroupStyle(Arrowed()))
        #expect(Pipeline.frames(open, named: "Rectangle").count == 1)
        #expect(Pipeline.frames(open, named: "Text").count == 2)
        let closed = try Pipeline.layout(DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Arrowed()))
        #expect(Pipeline.frames(closed, named: "Text").count == 1)
    }

    @Test func labeledContentStyle() throws {
        let l = try Pipeline.layout(LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked()))
        let t = Pipeline.frames(l, named: "Text")
        #expect(t.count == 2 && t[1].minY > t[0].maxY, "value under the label: \(t)")
    }

    @Test func menuStyles() throws {
        let button = try Pipeline.layout(Menu("Options") { Button("Rename") {} }.menuStyle(.button).buttonStyle(.bordered))
        #expect(Pipeline.frames(button, named: "RoundedRectangle").count == 1, "drawn as a bordered button")
        let custom = try SVGRenderer(content: Menu("Sort") { Button("Name") {} }.menuStyle(Boxed()), size: CGSize(width: 200, height: 60)).svg()
        #expect(try SVGQuery(custom).colors.contains("#FF2D55") && SVGQuery(custom).colors.contains("#007AFF"), "border around the default tinted label")
        #expect(!(try SVGQuery(custom).labels.contains("Name")), "the menu is closed")
    }

    @Test func shareLinkAndColorPicker() throws {
        let share = try Pipeline.layout(ShareLink(item: URL(string: "https://example.com")!))
        #expect(Pipeline.frames(share, named: "Image").count == 1)
        let svg = try SVGRenderer(content: VStack { ShareLink(item: "Hi"); ShareLink("Send", item: "Hi", subject: Text("S")) },
                                  size: CGSize(width: 200, height: 100)).svg()
        let drawn = try SVGQuery(svg)
        #expect(drawn.labels.contains("Share") && drawn.labels.contains("Send") && drawn.colors.contains("#007AFF"))
        let picker = try Pipeline.layout(ColorPicker("Accent", selection: .constant(.purple)).frame(width: 300))
        let well = try #require(Pipeline.frames(picker, named: "Circle").last)
        let label = try #require(Pipeline.frames(picker, named: "Text").first)
        #expect(well.maxX - label.minX <= 300 && well.maxX - label.minX > 290, "well trailing: \(well)")
    }

    @Test func controlGroupStyle() throws {
        let l = try Pipeline.layout(ControlGroup { Button("A") {}; Button("B") {} }.controlGroupStyle(Spaced()))
        let t = Pipeline.frames(l, named: "Text")
        #expect(t.count == 2 && abs(t[1].minX - t[0].maxX - 30) < 0.01, "\(t)")
        let d = try Pipeline.layout(ControlGroup { Button("A") {}; Button("B") {} })
        let u = Pipeline.frames(d, named: "Text")
        #expect(abs(u[1].minX - u[0].maxX - 16) < 0.01, "default spacing unchanged: \(u)")
    }
}
