import Testing
import VellumXMLDiff

/// Hostile or broken input must throw `XMLDiffError`, never crash or hang.
@Suite struct HostileInputTests {
    let valid = #"<svg><rect/></svg>"#

    func error(_ text: String, options: SVGDiffOptions = SVGDiffOptions()) -> XMLDiffError? {
        do {
            _ = try SVGDiff.compare(valid, text, bName: "hostile.svg", options: options)
            return nil
        } catch let error as XMLDiffError {
            return error
        } catch {
            return nil
        }
    }

    @Test func externalEntityIsRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <svg><text>&x;</text></svg>
            """
        let failure = error(text)
        #expect(failure?.kind == .entityDeclaration)
        #expect(failure?.file == "hostile.svg")
        #expect(failure?.line == 2)
        #expect(failure?.description.hasPrefix("hostile.svg:2: ") == true)
    }

    @Test func billionLaughsIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<svg><text>&lol9;</text></svg>"
        #expect(error(text)?.kind == .entityDeclaration)
    }

    @Test func parameterEntityIsRefused() {
        let text = #"<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://example.com/x.dtd"> %p;]><svg/>"#
        #expect(error(text)?.kind == .entityDeclaration)
    }

    @Test func externalDTDIsNotFetched() throws {
        let text = """
            <?xml version="1.0" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg><rect/></svg>
            """
        #expect(try SVGDiff.compare(valid, text).isEqual)
    }

    @Test func binaryJunk() {
        var junk = "\u{0}\u{1}\u{2}PNG"
        for value in 0..<200 { junk.append(Character(UnicodeScalar(UInt8(value % 128)))) }
        #expect(error(junk)?.kind == .binary)
        #expect(error("\u{1}\u{2}\u{3}garbage")?.kind == .malformed)
    }

    @Test func emptyInput() {
        #expect(error("")?.kind == .empty)
        #expect(error("   \n\t ")?.kind == .empty)
    }

    @Test func malformedNamesTheLine() {
        let failure = error("<svg>\n<g>\n</svg>")
        #expect(failure?.kind == .malformed)
        #expect(failure?.line == 3)
        #expect(failure?.description.contains("hostile.svg:3: malformed XML") == true)
        #expect(error("not xml at all")?.kind == .malformed)
        #expect(error("<svg><rect/></svg><svg/>")?.kind == .malformed)
    }

    @Test func tooDeepNesting() {
        let deep = String(repeating: "<g>", count: 1500) + String(repeating: "</g>", count: 1500)
        #expect(error(deep)?.kind == .tooDeep)
        let moderate = "<svg>" + String(repeating: "<g>", count: 60) + String(repeating: "</g>", count: 60) + "</svg>"
        #expect(error(moderate, options: SVGDiffOptions(maxDepth: 50))?.kind == .tooDeep)
        #expect(error(moderate, options: SVGDiffOptions(maxDepth: 100)) == nil)
    }

    @Test func veryDeepNestingDoesNotCrash() {
        let deep = String(repeating: "<g>", count: 100_000) + String(repeating: "</g>", count: 100_000)
        #expect(error(deep)?.kind == .tooDeep)
    }

    @Test func oversizedInput() {
        let big = "<svg>" + String(repeating: "<rect/>", count: 200) + "</svg>"
        let failure = error(big, options: SVGDiffOptions(maxInputBytes: 1000))
        #expect(failure?.kind == .tooLarge)
        #expect(failure?.message.contains("maxInputBytes") == true)
    }

    @Test func encodingDeclarationCannotMisleadTheParser() throws {
        let latin = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><svg><text>café</text></svg>"
        let result = try SVGDiff.compare(latin, "<svg><text>café</text></svg>")
        #expect(result.isEqual)
    }
}
