import Testing
import VellumTestSupport

/// SVGQuery reads what an SVG says, whatever its spelling, and says so when it cannot.
@Suite struct SVGQueryTests {
    static let sample = """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50">
          <defs><linearGradient id="g1"><stop offset="0" stop-color="#FF0000"/></linearGradient></defs>
          <rect width='100' height='50'   fill="#FFFFFF"/>
          <g role="img" aria-label="Remove"><path d="M0 0" fill="#FF3B30"/><use href="#glyph-1" fill="#FF3B30"/></g>
          <g id="card" aria-label="A &amp; B" stroke="#000000"><rect fill="url(#g1)" stroke-width="2"/><text x="1">Hi <tspan>there</tspan></text></g>
        </svg>
        """

    @Test func elementsAndAttributesWhateverTheQuotesAndSpaces() throws {
        let svg = try SVGQuery(Self.sample)
        #expect(svg.root.name == "svg" && svg.root["width"] == "100")
        #expect(svg.elements(named: "rect").count == 2 && svg.count(of: "rect") == 2)
        #expect(svg.has("rect", with: ["width": "100", "fill": "#FFFFFF"]))
        #expect(!svg.has("rect", with: ["width": "100", "fill": "#FF3B30"]))
        #expect(svg.has("rect", exactly: ["width": "100", "height": "50", "fill": "#FFFFFF"]))
        #expect(!svg.has("rect", exactly: ["width": "100", "fill": "#FFFFFF"]), "exactly means no other attribute")
        #expect(svg.has(nil, with: ["stop-color": "#FF0000"]))
        #expect(svg.elements(named: "rect").first?.description == ##"<rect width="100" height="50" fill="#FFFFFF">"##)
    }

    @Test func valuesFillsStrokesLabelsAndText() throws {
        let svg = try SVGQuery(Self.sample)
        #expect(svg.values(of: "fill") == ["#FFFFFF", "#FF3B30", "#FF3B30", "url(#g1)"])
        #expect(svg.values(of: "fill", on: "path") == ["#FF3B30"])
        #expect(svg.fills == ["#FFFFFF", "#FF3B30", "url(#g1)"])
        #expect(svg.strokes == ["#000000"])
        #expect(svg.colors == ["#FFFFFF", "#FF3B30", "url(#g1)", "#000000", "#FF0000"], "stop colours too")
        #expect(svg.labels == ["Remove", "A & B"], "references are expanded")
        #expect(svg.texts(of: "text") == ["Hi there"], "a text's descendants' text included")
    }

    @Test func partsOfTheDocument() throws {
        let svg = try SVGQuery(Self.sample)
        #expect(svg.within(label: "Remove").fills == ["#FF3B30"])
        #expect(svg.within(label: "Remove").elements.map(\.name) == ["g", "path", "use"])
        #expect(svg.within(id: "card").elements(named: "rect").map { $0["fill"] } == ["url(#g1)"])
        #expect(svg.within(id: "card").within(named: "text").texts(of: "tspan") == ["there"])
        #expect(svg.within(label: "Nobody").isEmpty && svg.within(id: "nothing").fills.isEmpty)
        let defs = try #require(svg.elements(named: "defs").first)
        #expect(svg.within(defs).elements.map(\.name) == ["defs", "linearGradient", "stop"])
    }

    @Test func familyAndReferences() throws {
        let svg = try SVGQuery(Self.sample)
        let path = try #require(svg.elements(named: "path").first)
        #expect(svg.parent(of: path)?["aria-label"] == "Remove")
        #expect(svg.ancestors(of: path).map(\.name) == ["g", "svg"])
        #expect(svg.children(of: svg.root).map(\.name) == ["defs", "rect", "g", "g"])
        #expect(svg.parent(of: svg.root) == nil)
        let titled = try SVGQuery(#"<svg><g role="img"><title>Hi</title><path/></g><g><path/><title>No</title></g></svg>"#)
        #expect(titled.elements(named: "g").map { titled.title(of: $0) } == ["Hi", nil], "only a first child is the title")
        #expect(svg.element(id: "g1")?.name == "linearGradient")
        #expect(svg.referenced(by: "fill").map(\.name) == ["linearGradient"])
    }

    @Test func subtreesAsSmallGoldens() throws {
        let svg = try SVGQuery(Self.sample)
        #expect(try svg.has(subtree: ##"<g aria-label="Remove" role="img"><path fill="#FF3B30" d="M0 0"/><use href='#glyph-1' fill="#FF3B30"/></g>"##))
        #expect(try !svg.has(subtree: ##"<g aria-label="Remove" role="img"><path fill="#FF3B30" d="M0 0"/></g>"##), "a child missing")
        #expect(try !svg.has(subtree: ##"<g aria-label="Remove" role="img"><use href='#glyph-1' fill="#FF3B30"/><path fill="#FF3B30" d="M0 0"/></g>"##), "children out of order")
        #expect(try svg.has(subtree: #"<text x="1">Hi <tspan>there</tspan></text>"#))
        #expect(try !svg.has(subtree: #"<text x="1">Hi<tspan>there</tspan></text>"#), "other text")
        #expect(try !svg.within(label: "Remove").has(subtree: ##"<rect width="100" height="50" fill="#FFFFFF"/>"##), "outside the part queried")
        #expect(svg.has("path", exactly: ["fill": "#FF3B30"], ignoring: ["d"]))
        #expect(!svg.has("path", exactly: ["fill": "#FF3B30"]))
    }

    @Test func aDocumentThatIsNotWellFormedFailsClearly() {
        #expect {
            try SVGQuery("<svg><g></svg>", source: "broken")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("not a well-formed SVG: broken:1: malformed XML") && text.contains("<svg><g></svg>")
        }
        #expect(throws: SVGQuery.Failure.self) { try SVGQuery("") }
        #expect(throws: SVGQuery.Failure.self) { try SVGQuery("fill=\"#FF0000\"") }
    }
}
