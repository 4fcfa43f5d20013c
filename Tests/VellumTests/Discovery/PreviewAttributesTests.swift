import Testing
@testable import Vellum

@Suite("Preview attributes")
struct PreviewAttributesTests {
    @Test("Attributes are read through every modifier of the chain, tag(_:) included; the inner one wins")
    func readThroughModifiersAndTags() {
        let view = Text("A")
            .previewDisplayName("Inner")
            .tag(1)
            .padding()
            .previewLayout(.sizeThatFits)
            .tag("outer")
            .previewDisplayName("Outer")
        let attributes = PreviewAttributes.of(view)
        #expect(attributes.displayName == "Inner")
        #expect(attributes.layout == .sizeThatFits)
        #expect(attributes.orientation == nil)
    }

    @Test("A view without preview modifiers has no attributes")
    func none() {
        #expect(PreviewAttributes.of(Text("A").tag(2).padding()) == PreviewAttributes())
    }
}
