import Testing
import VellumXML

/// The one XML reader: the tree it builds, and what it refuses.
@Suite struct XMLReaderTests {
    /// The error reading `text` throws, or `nil` when it reads.
    private func failure(_ text: String, options: XMLReadOptions = XMLReadOptions()) -> XMLReadError? {
        do {
            _ = try XMLReader.read(text, source: "doc.svg", options: options)
            return nil
        } catch let error as XMLReadError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func elementsAttributesAndTextInDocumentOrder() throws {
        let tree = try XMLReader.read(
            "<svg viewBox=\"0 0 4 4\" width='4' height=\"4\">\n<g id=\"a\"><rect/></g>tail<text>x</text></svg>",
            source: "doc.svg")
        #expect(tree.source == "doc.svg")
        #expect(tree.elements.map(\.name.qualifiedName) == ["svg", "g", "rect", "text"])
        #expect(tree.attributes(of: tree.root).map(\.name.qualifiedName) == ["viewBox", "width", "height"])
        #expect(tree.attribute("width", of: tree.root) == "4")
        #expect(tree.children(of: tree.root) == [.text("\n"), .element(1), .text("tail"), .element(3)])
        let rect = tree.elements[2]
        #expect(rect.parent == 1 && rect.depth == 2 && rect.line == 2 && !rect.hasChildren)
        #expect(tree.textContent(of: tree.root) == "\ntailx")
    }

    @Test func namesKeepTheirPrefixAndNamespace() throws {
        let tree = try XMLReader.read("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a" x="1"/></svg>
            """, source: "doc.svg")
        #expect(tree.root.name.namespaceURI == "http://www.w3.org/2000/svg")
        #expect(tree.namespaceDeclarations(of: tree.root).map(\.attributeName) == ["xmlns", "xmlns:xlink"])
        let use = tree.elements[1]
        let href = try #require(tree.attributes(of: use).first)
        #expect(href.name.qualifiedName == "xlink:href")
        #expect(href.name.prefix == "xlink" && href.name.localName == "href")
        #expect(href.name.namespaceURI == "http://www.w3.org/1999/xlink")
        #expect(tree.attributes(of: use).last?.name.namespaceURI == nil, "an unprefixed attribute is in no namespace")
    }

    @Test func equalNamesShareAnIndex() throws {
        let tree = try XMLReader.read(#"<svg><rect x="1"/><g x="2"/><rect x="3"/></svg>"#, source: "doc.svg")
        let (rect, g, again) = (tree.elements[1], tree.elements[2], tree.elements[3])
        #expect(rect.name.index == again.name.index)
        #expect(rect.name.index != g.name.index && rect.name.index != tree.root.name.index)
        let x = tree.elements.dropFirst().map { tree.attributes(of: $0).first?.name.index }
        #expect(Set(x).count == 1)
    }

    @Test func referencesAreExpandedOnce() throws {
        let tree = try XMLReader.read(
            #"<t a="x &amp; y &lt; &#38;amp; &#x41;&quot;">a &lt; b &amp;amp; &#169;<![CDATA[<c&d>]]><!-- c -->e</t>"#,
            source: "doc.svg")
        #expect(tree.attribute("a", of: tree.root) == "x & y < &amp; A\"")
        #expect(tree.children(of: tree.root) == [.text("a < b &amp; ©<c&d>e")])
    }

    @Test func attributeValuesAreNormalised() throws {
        let tree = try XMLReader.read("<t a=\"1\n2\t3\" b=\"&#10;\"/>", source: "doc.svg")
        #expect(tree.attribute("a", of: tree.root) == "1 2 3")
        #expect(tree.attribute("b", of: tree.root) == "\n")
    }

    @Test func malformedInputNamesTheSourceAndLine() {
        let error = failure("<svg>\n<g>\n</svg>")
        #expect(error?.kind == .malformed)
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("doc.svg:3: malformed XML: ") == true)
        #expect(failure("<svg a=1/>")?.kind == .malformed)
        #expect(failure("<svg/><svg/>")?.kind == .malformed)
        #expect(failure("<svg>&</svg>")?.kind == .malformed)
        #expect(failure("<svg a=\"1\" a=\"2\"/>")?.kind == .malformed)
    }

    @Test func entityDeclarationsAreRefused() {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <svg>&xxe;</svg>
            """
        let error = failure(external)
        #expect(error?.kind == .entityDeclaration)
        #expect(error?.line == 2)
        #expect(error?.message.contains("entity declarations are refused") == true)
        #expect(failure(#"<!DOCTYPE svg [<!ENTITY % p SYSTEM "http://example.com/x.dtd"> %p;]><svg/>"#)?.kind == .entityDeclaration)
        #expect(failure(#"<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY l2 "&lol;&lol;">]><svg>&l2;</svg>"#)?.kind == .entityDeclaration)
    }

    @Test func anUndeclaredEntityIsRefusedAndNoDTDIsRead() {
        let error = failure(#"<svg>&nbsp;</svg>"#)
        #expect(error?.kind == .malformed)
        #expect(error?.message.contains("&nbsp;") == true)
        // With an external DTD named (never fetched), libxml2 only warns; the reader still refuses.
        let dtd = """
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg><text>&ext;</text></svg>
            """
        #expect(failure(dtd)?.message.contains("&ext;") == true)
        #expect(failure(#"<!DOCTYPE svg SYSTEM "file:///etc/passwd"><svg a="b"/>"#) == nil)
    }

    @Test func attributesADTDWouldDefaultAreNotAdded() throws {
        let tree = try XMLReader.read(#"<!DOCTYPE svg [<!ATTLIST svg onload CDATA "evil()">]><svg/>"#, source: "doc.svg")
        #expect(tree.attributes(of: tree.root).isEmpty)
    }

    @Test func limitsAndBinaryInput() {
        let deep = "<a>" + String(repeating: "<g>", count: 10) + String(repeating: "</g>", count: 10) + "</a>"
        #expect(failure(deep, options: XMLReadOptions(maxDepth: 9))?.kind == .tooDeep)
        #expect(failure(deep, options: XMLReadOptions(maxDepth: 10)) == nil)
        #expect(failure(String(repeating: "<g>", count: 5000))?.kind == .tooDeep)
        #expect(failure("<svg/>", options: XMLReadOptions(maxInputBytes: 3))?.kind == .tooLarge)
        #expect(failure("")?.kind == .empty)
        #expect(failure(" \n")?.kind == .empty)
        #expect(failure("<svg>\u{0}</svg>")?.kind == .binary)
        let invalid = Array("<svg>\n".utf8) + [0xC3, 0x28] + Array("</svg>".utf8)
        #expect(throws: XMLReadError.self) { try XMLReader.read(invalid, source: "u.svg") }
        do {
            _ = try XMLReader.read(invalid, source: "u.svg")
        } catch let error as XMLReadError {
            #expect(error.kind == .binary && error.line == 2 && error.message.contains("UTF-8"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func theEncodingDeclarationIsIgnored() throws {
        let tree = try XMLReader.read(#"<?xml version="1.0" encoding="ISO-8859-1"?><t>café</t>"#, source: "doc.svg")
        #expect(tree.children(of: tree.root) == [.text("café")])
    }
}
