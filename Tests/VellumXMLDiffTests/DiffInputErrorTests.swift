import Testing
import VellumXMLDiff

/// A diff's input that is not well-formed, or that declares entities, throws an
/// `XMLDiffError` naming the file and the line; entities are refused, never expanded.
@Suite("Diff input errors")
struct DiffInputErrorTests {
    @Test("Malformed SVG in a diff names the file and the line")
    func malformedDiff() throws {
        let error = #expect(throws: XMLDiffError.self) {
            _ = try SVGDiff.compare("<svg>\n<g>\n</svg>", "<svg/>", aName: "reference.svg", bName: "actual.svg")
        }
        #expect(error?.kind == .malformed)
        #expect(error?.file == "reference.svg")
        #expect(error?.line != nil)
        #expect(error?.description.hasPrefix("reference.svg:") == true, "\(error?.description ?? "")")
    }

    @Test("Diff input with entity declarations is refused, not expanded")
    func entityBomb() throws {
        let bomb = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg>&c;</svg>"#
        let error = #expect(throws: XMLDiffError.self) { _ = try SVGCanonicalForm(bomb, name: "bomb.svg") }
        #expect(error?.kind == .entityDeclaration)
        let external = #"<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#
        let e2 = #expect(throws: XMLDiffError.self) { _ = try SVGCanonicalForm(external, name: "xxe.svg") }
        #expect(e2?.kind == .entityDeclaration)
    }
}
