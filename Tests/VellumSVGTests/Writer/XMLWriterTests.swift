import Testing
@testable import VellumSVG

@Suite("XMLWriter: the one place that writes and escapes markup")
struct XMLWriterTests {
    @Test("Text escapes <, & and >, so ]]> and tags stay text")
    func textEscaping() {
        var w = XMLWriter()
        w.open("text")
        w.text("<b>&]]></b>")
        w.close()
        #expect(w.output == "<text>&lt;b&gt;&amp;]]&gt;&lt;/b&gt;</text>")
    }

    @Test("Attribute values escape quotes, newlines and tabs; a value cannot add an attribute")
    func attributeEscaping() {
        var w = XMLWriter()
        w.empty("g", [("aria-label", "a\" onload=\"x\n\t'")])
        #expect(w.output == "<g aria-label=\"a&quot; onload=&quot;x&#10;&#9;'\"/>")
    }

    @Test("Comment markers are harmless: -- is written as is, never inside a comment")
    func doubleHyphen() {
        var w = XMLWriter()
        w.empty("g", [("aria-label", "a -- b <!-- c -->")])
        #expect(w.output == "<g aria-label=\"a -- b &lt;!-- c --&gt;\"/>")
    }

    @Test("Characters XML cannot hold are dropped; \\r is kept as a reference")
    func controlCharacters() {
        var w = XMLWriter()
        w.open("text")
        w.attribute("a", "a\u{0}b\u{1}c\u{1B}d\u{FFFE}e")
        w.text("a\rb tab\tnl\n 😀 é")
        w.close()
        #expect(w.output == "<text a=\"abcde\">a&#13;b tab\tnl\n 😀 é</text>")
    }

    @Test("Elements nest and close; an element with no content is self-closed")
    func structure() {
        var w = XMLWriter()
        w.open("svg", [("width", "1")])
        w.open("g")
        w.close()
        w.empty("rect")
        w.close()
        #expect(w.output == "<svg width=\"1\"><g/><rect/></svg>")
    }
}
