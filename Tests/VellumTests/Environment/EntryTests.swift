import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

extension EnvironmentValues {
    @Entry var cardAccent: Color = .orange
    @Entry var cardTitle = "Untitled"
    @Entry var cardSubtitle: String?
}

struct EntryCard: View {
    @Environment(\.cardAccent) var accent
    @Environment(\.cardTitle) var title
    @Environment(\.cardSubtitle) var subtitle
    var body: some View {
        VStack {
            Text(title).foregroundStyle(accent)
            Text(subtitle ?? "no subtitle")
        }
    }
}

@Suite @MainActor struct EntryTests {
    private let size = CGSize(width: 200, height: 80)

    @Test func defaultsComeFromTheDeclaration() throws {
        let svg = try SVGRenderer(content: EntryCard(), size: size).svg()
        #expect(try SVGQuery(svg).labels.contains("Untitled"))
        #expect(try SVGQuery(svg).labels.contains("no subtitle"))
        #expect(try SVGQuery(svg).colors.contains("#FF9500"), "the orange default")
    }

    @Test func valuesSetInTheEnvironmentAreRead() throws {
        let view = EntryCard().environment(\.cardTitle, "Groceries").environment(\.cardAccent, .green)
            .environment(\.cardSubtitle, "3 items")
        let svg = try SVGRenderer(content: view, size: size).svg()
        #expect(try SVGQuery(svg).labels.contains("Groceries"))
        #expect(try SVGQuery(svg).labels.contains("3 items"))
        #expect(!svg.contains("#FF9500"))
    }
}
