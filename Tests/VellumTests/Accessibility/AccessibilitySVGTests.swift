import Testing
import Vellum

/// Accessibility modifiers become ARIA in the SVG; a view without them is unchanged.
@Suite struct AccessibilitySVGTests {
    private let size = CGSize(width: 240, height: 80)
    private func svg<V: View>(_ view: V) throws -> String { try SVGRenderer(content: view, size: size).svg() }

    @Test func hiddenViewsGetAriaHidden() throws {
        let out = try svg(HStack { Image(systemName: "star.fill").accessibilityHidden(true); Text("Saved") })
        #expect(out.contains(#"<g aria-hidden="true">"#))
        #expect(try svg(Text("Saved").accessibilityHidden(false)) == svg(Text("Saved")))
    }

    @Test func traitsGiveRoles() throws {
        #expect(try svg(Text("Recent").accessibilityAddTraits(.isHeader)).contains(#"<g role="heading">"#))
        #expect(try svg(Color.blue.frame(width: 40, height: 40).accessibilityAddTraits(.isButton)).contains(#"<g role="button">"#))
        // Traits that have no ARIA leave the picture alone.
        #expect(try svg(Text("x").accessibilityAddTraits(.isSelected)) == svg(Text("x")))
    }

    @Test func aLabelWithTraitsIsOneElementWithATitle() throws {
        let out = try svg(Image(systemName: "trash").accessibilityLabel("Delete").accessibilityAddTraits(.isButton))
        #expect(out.contains(#"<g role="button" aria-label="Delete"><title>Delete</title>"#))
        #expect(out.components(separatedBy: "aria-label=\"Delete\"").count == 2)
    }

    @Test func combinedElementsReadTheirChildren() throws {
        let row = HStack { Text("Wi-Fi"); Text("Home") }.accessibilityElement(children: .combine)
        #expect(try svg(row).contains(#"role="img" aria-label="Wi-Fi, Home"><title>Wi-Fi, Home</title>"#))
        let contained = VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain).accessibilityLabel("Letters")
        #expect(try svg(contained).contains(#"role="group" aria-label="Letters""#))
    }

    @Test func aLabelAloneIsWrittenAsBefore() throws {
        let out = try svg(Circle().frame(width: 20, height: 20).accessibilityLabel("Online"))
        #expect(out.contains(#"role="img" aria-label="Online">"#))
        #expect(!out.contains("<title>"))
    }

    @Test func labelsAreEscapedOnce() throws {
        let out = try svg(Color.red.frame(width: 10, height: 10).accessibilityLabel("<A & B>").accessibilityAddTraits(.isImage))
        #expect(out.contains("aria-label=\"&lt;A &amp; B&gt;\""))
        #expect(out.contains("<title>&lt;A &amp; B&gt;</title>"))
    }
}
