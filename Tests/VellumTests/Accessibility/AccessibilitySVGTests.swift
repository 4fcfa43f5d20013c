import Testing
import Vellum
import VellumTestSupport

/// Accessibility modifiers become ARIA in the SVG; a view without them is unchanged.
@Suite struct AccessibilitySVGTests {
    private let size = CGSize(width: 240, height: 80)
    private func svg<V: View>(_ view: V) throws -> String { try SVGRenderer(content: view, size: size).svg() }

    /// The groups of `view`'s SVG with exactly the attributes `attributes`, each with its title (`nil` without one).
    private func groups<V: View>(_ view: V, _ attributes: [String: String]) throws -> [String?] {
        let drawn = try SVGQuery(svg(view))
        return drawn.elements(named: "g").filter { $0.attributes == attributes }.map { drawn.title(of: $0) }
    }

    @Test func hiddenViewsGetAriaHidden() throws {
        let view = HStack { Image(systemName: "star.fill").accessibilityHidden(true); Text("Saved") }
        #expect(try groups(view, ["aria-hidden": "true"]).count == 1)
        #expect(try svg(Text("Saved").accessibilityHidden(false)) == svg(Text("Saved")))
    }

    @Test func traitsGiveRoles() throws {
        #expect(try groups(Text("Recent").accessibilityAddTraits(.isHeader), ["role": "heading"]).count == 1)
        #expect(try groups(Color.blue.frame(width: 40, height: 40).accessibilityAddTraits(.isButton), ["role": "button"]).count == 1)
        // Traits that have no ARIA leave the picture alone.
        #expect(try svg(Text("x").accessibilityAddTraits(.isSelected)) == svg(Text("x")))
    }

    @Test func aLabelWithTraitsIsOneElementWithATitle() throws {
        let view = Image(systemName: "trash").accessibilityLabel("Delete").accessibilityAddTraits(.isButton)
        #expect(try groups(view, ["role": "button", "aria-label": "Delete"]) == ["Delete"])
        #expect(try SVGQuery(svg(view)).labels == ["Delete"], "one element says it")
    }

    @Test func combinedElementsReadTheirChildren() throws {
        let row = HStack { Text("Wi-Fi"); Text("Home") }.accessibilityElement(children: .combine)
        let rowDrawn = try SVGQuery(svg(row))
        let combined = rowDrawn.elements(with: ["role": "img", "aria-label": "Wi-Fi, Home"])
        #expect(combined.count == 1 && combined.allSatisfy { rowDrawn.title(of: $0) == "Wi-Fi, Home" })
        let contained = VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain).accessibilityLabel("Letters")
        #expect(try SVGQuery(svg(contained)).has(nil, with: ["role": "group", "aria-label": "Letters"]))
    }

    @Test func aLabelAloneIsWrittenAsBefore() throws {
        let out = try svg(Circle().frame(width: 20, height: 20).accessibilityLabel("Online"))
        let labelled = try SVGQuery(out).elements(with: ["aria-label": "Online"])
        #expect(labelled.map(\.attributes) == [["role": "img", "aria-label": "Online"]])
        #expect(!out.contains("<title>"))
    }

    @Test func labelsAreEscapedOnce() throws {
        let out = try svg(Color.red.frame(width: 10, height: 10).accessibilityLabel("<A & B>").accessibilityAddTraits(.isImage))
        // Escaped once: what a reader reads back is the label as given.
        let drawn = try SVGQuery(out)
        #expect(drawn.labels == ["<A & B>"])
        #expect(drawn.texts(of: "title") == ["<A & B>"])
    }
}
