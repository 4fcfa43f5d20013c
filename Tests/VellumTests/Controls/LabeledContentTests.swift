import Foundation
import Testing
@testable import Vellum
import VellumTestSupport

@Suite struct LabeledContentTests {
    /// The x of the first glyph use of the run labelled `label` in `svg`.
    private func x(of label: String, in svg: String) throws -> Double {
        let start = try #require(svg.range(of: "aria-label=\"\(label)\"")).upperBound
        let use = try #require(svg[start...].range(of: " x=\"")).upperBound
        return try #require(Double(svg[use...].prefix { $0 != "\"" }))
    }

    @Test func labelLeadsValueTrailsInTheSecondaryColour() throws {
        let view = LabeledContent("Version", value: "2.4.1").padding()
        let svg = try SVGRenderer(content: view, size: CGSize(width: 320, height: 60)).svg()
        let label = try x(of: "Version", in: svg)
        let value = try x(of: "2.4.1", in: svg)
        #expect(label < 20, "label at the leading edge: \(label)")
        #expect(value > 250, "value pushed to the trailing edge: \(value)")
        let drawn = try SVGQuery(svg)
        #expect(drawn.has(nil, with: ["fill": "#3C3C43", "fill-opacity": "0.6"]) || drawn.fills.contains("#3C3C4399"), "secondary label colour")
    }

    @Test func accessibilityModifiersBecomeARIAAndLeaveThePictureAlone() throws {
        let plain = HStack { Image(systemName: "star"); Text("Favourites") }
        let described = plain
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityRemoveTraits(.isImage)
            .accessibilityValue("3 items")
            .accessibilityHint(Text("Opens the list"))
            .accessibilityAction { }
            .accessibilityAction(named: "Remove") { }
            .accessibilitySortPriority(1)
            .accessibilityHeading(.h2)
            .accessibilityInputLabels(["Favourites", "Stars"])
        let size = CGSize(width: 200, height: 60)
        let svg = try SVGRenderer(content: described, size: size).svg()
        // One element: a level-2 heading (the heading trait wins over the button's), named by its text.
        let drawn = try SVGQuery(svg)
        let heading = drawn.elements(with: ["role": "heading", "aria-level": "2", "aria-label": "Favourites"])
        #expect(heading.count == 1 && heading.first.map { drawn.title(of: $0) } == "Favourites")
        // The same drawing: every path is the plain view's.
        func paths(_ s: String) -> [Substring] { s.split(separator: " d=\"").dropFirst().map { $0.prefix { $0 != "\"" } } }
        let plainSVG = try SVGRenderer(content: plain, size: size).svg()
        #expect(paths(svg) == paths(plainSVG))
        #expect(!paths(svg).isEmpty)
    }
}
