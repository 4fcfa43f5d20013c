import Testing
import VellumXMLDiff

/// Pairs that differ only in spelling must compare equal.
@Suite struct EquivalenceTests {
    func expectEqual(_ a: String, _ b: String, options: SVGDiffOptions = SVGDiffOptions(), sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try SVGDiff.compare(a, b, options: options)
        #expect(result.isEqual, "unexpected: \(result.summary())", sourceLocation: sourceLocation)
        #expect(result.unifiedDiff.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func numberSpellings() throws {
        try expectEqual(#"<svg><rect width="10" height="0.5" x="-0"/></svg>"#,
                        #"<svg><rect width="1e1" height=".50" x="0.0"/></svg>"#)
        try expectEqual(#"<svg><rect width="10px"/></svg>"#, #"<svg><rect width="10.0004"/></svg>"#)
    }

    @Test func toleranceIsConfigurable() throws {
        let a = #"<svg><rect width="10"/></svg>"#
        let b = #"<svg><rect width="10.05"/></svg>"#
        #expect(try !SVGDiff.compare(a, b).isEqual)
        try expectEqual(a, b, options: SVGDiffOptions(tolerance: 0.1))
    }

    @Test func colourSpellings() throws {
        let spellings = ["#f00", "#FF0000", "red", "rgb(255,0,0)", "rgb(100%, 0%, 0%)", "#ff0000ff", "RED"]
        for spelling in spellings {
            try expectEqual(##"<svg><rect fill="#ff0000" stroke="red"/></svg>"##,
                            "<svg><rect fill=\"\(spelling)\" stroke=\"\(spelling)\"/></svg>")
        }
    }

    @Test func attributeOrderAndWhitespace() throws {
        try expectEqual(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><g><rect x="1" y="2"/></g></svg>"#,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg height="20"
                 width="10" xmlns="http://www.w3.org/2000/svg">
              <!-- a comment -->
              <g>
                <rect  y="2"   x="1" />
              </g>
            </svg>
            """)
    }

    @Test func textWhitespaceAroundTextContentIsInsignificant() throws {
        try expectEqual(#"<svg><text x="1">Hello  world</text></svg>"#,
                        "<svg><text x=\"1\">\n   Hello world\n</text></svg>")
    }

    @Test func styleDeclarationOrder() throws {
        try expectEqual(#"<svg><rect style="fill:red; stroke-width:2;opacity:.5"/></svg>"#,
                        #"<svg><rect style="opacity: 0.5;stroke-width: 2.0; fill: #f00;"/></svg>"#)
    }

    @Test func renamedIdentifiers() throws {
        try expectEqual(
            """
            <svg xmlns:xlink="http://www.w3.org/1999/xlink"><defs>
              <linearGradient id="g0"><stop offset="0" stop-color="red"/></linearGradient>
              <linearGradient id="g1"><stop offset="1" stop-color="blue"/></linearGradient>
            </defs>
            <rect fill="url(#g0)"/><rect fill="url(#g1)"/><use xlink:href="#g1"/></svg>
            """,
            """
            <svg><defs>
              <linearGradient id="paint-a"><stop offset="0" stop-color="red"/></linearGradient>
              <linearGradient id="paint-b"><stop offset="1" stop-color="blue"/></linearGradient>
            </defs>
            <rect fill="url('#paint-a')"/><rect fill="url(#paint-b)"/><use href="#paint-b"/></svg>
            """)
    }

    @Test func pathSpellings() throws {
        try expectEqual(#"<svg><path d="M10 10 L20 10 L20 20 Z"/></svg>"#,
                        #"<svg><path d="m10,10 h10 v10 z"/></svg>"#)
        try expectEqual(#"<svg><path d="M0 0 L10 0 L10 10 L0 10"/></svg>"#,
                        #"<svg><path d="M0,0 10,0 10,10 0,10"/></svg>"#)
        try expectEqual(#"<svg><path d="M0 0 C 1 2 3 4 5 6 S 9 10 11 12"/></svg>"#,
                        #"<svg><path d="M0-0c1 2 3 4 5 6 C7 8 9 10 11 12"/></svg>"#)
        try expectEqual(#"<svg><path d="M-5.5-.5 A 1 1 0 0 1 2 2"/></svg>"#,
                        #"<svg><path d="M-5.5,-0.5a1,1,0,0,1,7.5,2.5"/></svg>"#)
        try expectEqual(#"<svg><path d="M0 0 A 1 1 0 0 1 2 2"/></svg>"#,
                        #"<svg><path d="M0 0a1 1 0 012 2"/></svg>"#)
    }

    @Test func transformAndListSpellings() throws {
        try expectEqual(#"<svg viewBox="0 0 100 50"><g transform="translate(10)"><polygon points="0,0 10,0 5,5"/></g></svg>"#,
                        #"<svg viewBox="0,0,100,50"><g transform="matrix(1 0 0 1 10 0)"><polygon points="0 0,10 0,5 5"/></g></svg>"#)
        try expectEqual(#"<svg><g transform="rotate(90)"/></svg>"#,
                        #"<svg><g transform="matrix(0,1,-1,0,0,0)"/></svg>"#)
    }

    @Test func canonicalFormText() throws {
        let form = try SVGCanonicalForm(#"<svg><rect y="1e1" fill="red" x="0"/></svg>"#)
        #expect(form.text == "<svg>\n  <rect fill=\"#FF0000\" x=\"0\" y=\"10\"/>\n</svg>\n")
        #expect(form.nodeCount == 2)
    }
}
