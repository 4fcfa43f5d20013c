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

private struct Boxed: MenuStyle {
    func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(6).border(Color.pink) }
}

@Suite struct ContainerStyleTests {
    @Test func progressViewStyles() throws {
        let custom = try SVGRenderer(content: ProgressView(value: 0.5).progressViewStyle(Ring()), size: CGSize(width: 100, height: 100)).svg()
        #expect(try SVGQuery(custom).colors.contains("#FF9500"))
        let labelled = try SVGRenderer(content: ProgressView(value: 3, total: 10) { Text("Upload") } currentValueLabel: { Text("3 of 10") },
                                       size: CGSize(width: 200, height: 100)).svg()
        let labelledLabels = try SVGQuery(labelled).labels
        #expect(labelledLabels.contains("Upload") && labelledLabels.contains("3 of 10"))
    }

    @Test func groupBoxStyle() throws {
        let svg = try SVGRenderer(content: GroupBox("Notes") { Text("Milk") }.groupBoxStyle(Card()), size: CGSize(width: 200, height: 100)).svg()
        let drawn = try SVGQuery(svg)
        #expect(drawn.colors.contains("#FFCC00") && drawn.labels.contains("Notes"))
        let plain = try SVGRenderer(content: GroupBox("Today") { Text("3") }, size: CGSize(width: 200, height: 100)).svg()
        #expect(try SVGQuery(plain).colors.contains("#F2F2F7"), "default secondary background")
    }

    @Test func menuStyles() throws {
        let custom = try SVGRenderer(content: Menu("Sort") { Button("Name") {} }.menuStyle(Boxed()), size: CGSize(width: 200, height: 60)).svg()
        #expect(try SVGQuery(custom).colors.contains("#FF2D55") && SVGQuery(custom).colors.contains("#007AFF"), "border around the default tinted label")
        #expect(!(try SVGQuery(custom).labels.contains("Name")), "the menu is closed")
    }

    @Test func shareLinkAndColorPicker() throws {
        let svg = try SVGRenderer(content: VStack { ShareLink(item: "Hi"); ShareLink("Send", item: "Hi", subject: Text("S")) },
                                  size: CGSize(width: 200, height: 100)).svg()
        let drawn = try SVGQuery(svg)
        #expect(drawn.labels.contains("Share") && drawn.labels.contains("Send") && drawn.colors.contains("#007AFF"))
    }
}
