import Testing
import Foundation
import Vellum
import VellumTestSupport

/// `ViewThatFits`: the first child whose ideal size fits the constrained axes, else the last; only it is drawn.
@Suite("ViewThatFits")
struct ViewThatFitsTests {
    let red = "#FF3B30", blue = "#007AFF", green = "#34C759"

    struct Choice: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                Color.red.frame(width: 300, height: 40)
                Color.blue.frame(width: 150, height: 80)
                Color.green.frame(width: 100, height: 20)
            }
        }
    }

    func svg<V: View>(_ view: V, width: CGFloat = 393, height: CGFloat = 200) throws -> String {
        try SVGRenderer(content: view, size: CGSize(width: width, height: height)).svg()
    }

    func drawn(_ svg: String) throws -> [String] {
        let fills = try SVGQuery(svg).fills
        return [red, blue, green].filter(fills.contains)
    }

    @Test("Room for the first: the first is shown, sized as it chooses, and nothing else is drawn")
    func firstFits() throws {
        #expect(try drawn(svg(Choice())) == [red])
    }

    @Test("Too narrow for the first: the next one that fits")
    func secondFits() throws {
        #expect(try drawn(svg(Choice().frame(width: 200))) == [blue])
    }

    @Test("Both axes count: too short for the second, the third fits")
    func heightCounts() throws {
        #expect(try drawn(svg(Choice().frame(width: 200, height: 60))) == [green])
    }

    @Test("Nothing fits: the last child is shown")
    func noneFits() throws {
        #expect(try drawn(svg(Choice().frame(width: 50, height: 10))) == [green])
    }

    @Test("Only the given axes are constrained")
    func axes() throws {
        // Vertical only: the first child's width does not matter, its height fits.
        #expect(try drawn(svg(Choice(axes: .vertical).frame(width: 200))) == [red])
        // Horizontal only: the second child's 80 points of height do not matter.
        #expect(try drawn(svg(Choice(axes: .horizontal).frame(width: 200, height: 30))) == [blue])
    }

    @Test("Text: the long label when it fits on one line, else the short one")
    func labels() throws {
        let view = ViewThatFits(in: .horizontal) {
            Text("Add to your favourites")
            Text("Favourite")
        }
        #expect(try SVGQuery(svg(view.frame(width: 300))).labels.contains("Add to your favourites"))
        let narrow = try svg(view.frame(width: 100))
        let narrowLabels = try SVGQuery(narrow).labels
        #expect(narrowLabels.contains("Favourite") && !(narrowLabels.contains("Add to your favourites")))
    }
}
