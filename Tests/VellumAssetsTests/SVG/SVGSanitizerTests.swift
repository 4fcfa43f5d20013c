import Foundation
import Testing
import VellumAssets
import VellumGeometry
import VellumTestSupport

@Suite("SVG sanitising")
struct SVGSanitizerTests {
    private func sanitize(_ text: String) throws -> SanitizedSVG {
        try SVGSanitizer.sanitize(Array(text.utf8), name: "test.svg")
    }

    @Test("scripts are removed with their content")
    func removesScript() throws {
        let svg = try sanitize(#"<svg viewBox="0 0 10 10"><script type="text/javascript">alert("x")</script><rect width="10" height="10"/></svg>"#)
        #expect(!svg.text.contains("script"))
        #expect(!svg.text.contains("alert"))
        #expect(try SVGQuery(svg.text).has("rect", exactly: ["width": "10", "height": "10"]))
        #expect(svg.removed == ["<script>"])
    }

    @Test("event attributes are removed, other attributes kept, written double-quoted")
    func removesEvents() throws {
        let svg = try sanitize(#"<svg onload="evil()" width='4' height="4"><circle r="2" onclick="evil()" ONMOUSEOVER="x()" fill="red"/></svg>"#)
        #expect(!svg.text.lowercased().contains("onload"))
        #expect(!svg.text.lowercased().contains("onclick"))
        #expect(!svg.text.lowercased().contains("onmouseover"))
        #expect(svg.text.contains(#"width="4""#))
        #expect(svg.text.contains(#"fill="red""#))
        #expect(svg.removed.count == 3)
    }

    @Test("foreignObject and embedding elements are removed, nested content too")
    func removesForeignObject() throws {
        let svg = try sanitize(#"<svg viewBox="0 0 1 1"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="x"/>hi</div></foreignObject><g><iframe/></g></svg>"#)
        #expect(!svg.text.contains("foreignObject"))
        #expect(!svg.text.contains("div"))
        #expect(!svg.text.contains("hi"))
        #expect(!svg.text.contains("iframe"))
        let kept = try SVGQuery(svg.text)
        #expect(kept.elements.map(\.name) == ["svg", "g"] && kept.elements(named: "g").allSatisfy { $0.children.isEmpty && $0.text.isEmpty })
    }

    @Test("external links are removed; fragment and image-data links kept")
    func links() throws {
        let svg = try sanitize("""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1 1">\
        <use href="#shape"/><use xlink:href="http://evil.example/x.svg#a"/>\
        <image href="data:image/png;base64,AAAA"/><image href="file:///etc/passwd"/>\
        <a xlink:href="javascript:alert(1)"><text>t</text></a><a href="&#106;avascript:x()"/></svg>
        """)
        let kept = try SVGQuery(svg.text)
        #expect(kept.values(of: "href", on: "use") == ["#shape"])
        #expect(kept.values(of: "href", on: "image") == ["data:image/png;base64,AAAA"])
        #expect(!svg.text.contains("evil.example"))
        #expect(!svg.text.contains("passwd"))
        #expect(!svg.text.contains("javascript"))
        #expect(!svg.text.contains("&#106;"))
        #expect(svg.text.contains(#"xmlns:xlink="http://www.w3.org/1999/xlink""#), "namespace declarations are not links")
        #expect(svg.removed.count == 4)
    }

    @Test("url() references outside the document are removed, in attributes and style sheets")
    func urlReferences() throws {
        let svg = try sanitize("""
        <svg viewBox="0 0 1 1"><style>rect { fill: url(https://evil.example/p.svg#g) }</style>\
        <style>circle { fill: red }</style>\
        <rect fill="url(#grad)" filter="url( 'http://x/f.svg#f' )" style="background: url(//evil/)"/></svg>
        """)
        #expect(!svg.text.contains("evil"))
        #expect(!svg.text.contains("http://x"))
        let kept = try SVGQuery(svg.text)
        #expect(kept.values(of: "fill", on: "rect") == ["url(#grad)"])
        #expect(kept.texts(of: "style").contains("circle { fill: red }"))
    }

    @Test("animations that would set a link or an event are removed")
    func animations() throws {
        let svg = try sanitize(#"<svg viewBox="0 0 1 1"><a><set attributeName="href" to="javascript:x()"/><animate attributeName="opacity" values="0;1"/></a></svg>"#)
        #expect(!svg.text.contains("javascript"))
        #expect(try SVGQuery(svg.text).values(of: "attributeName", on: "animate") == ["opacity"])
    }

    @Test("a DOCTYPE that declares entities is refused")
    func entitiesRefused() {
        let billionLaughs = """
        <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>
        <svg viewBox="0 0 1 1"><text>&lol2;</text></svg>
        """
        let error = vellumError { try SVGSanitizer.sanitize(Array(billionLaughs.utf8), name: "lol.svg") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("lol.svg") == true)
        #expect(error?.message.contains("entities") == true)

        let external = #"<!DOCTYPE svg SYSTEM "http://x/y.dtd" [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg>&xxe;</svg>"#
        #expect(vellumError { try SVGSanitizer.sanitize(Array(external.utf8), name: "xxe.svg") }?.code == .corruptFile)
    }

    @Test("a DTD cannot add attributes, and a style-sheet instruction is dropped")
    func dtdDefaultsAndInstructions() throws {
        let svg = try sanitize("""
        <?xml-stylesheet href="https://evil.example/s.css"?>\
        <!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)"><!ATTLIST a href CDATA "javascript:x()">]>\
        <svg viewBox="0 0 1 1"><a><text>t</text></a></svg>
        """)
        #expect(svg.text == #"<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><a><text>t</text></a></svg>"#)
        #expect(svg.removed.isEmpty)
    }

    @Test("what is kept is written again escaped: markup in text or values stays text")
    func writtenEscaped() throws {
        let svg = try sanitize(#"<svg viewBox="0 0 1 1"><text a="&quot;&gt;&lt;script&gt;">&lt;/text&gt;&lt;script&gt;<![CDATA[<b>&]]></text><g></g></svg>"#)
        #expect(svg.text == #"<svg viewBox="0 0 1 1" xmlns="http://www.w3.org/2000/svg"><text a="&quot;&gt;&lt;script&gt;">&lt;/text&gt;&lt;script&gt;&lt;b&gt;&amp;</text><g/></svg>"#)
    }

    @Test("an undeclared entity reference is refused")
    func undeclaredEntity() {
        let error = vellumError { try sanitize(#"<svg viewBox="0 0 1 1"><text>&nbsp;</text></svg>"#) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("&nbsp;") == true)
    }

    @Test("a plain DOCTYPE, XML declaration and comments are dropped; text is escaped again")
    func dropsProlog() throws {
        let svg = try sanitize("""
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <!-- made by hand -->
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><text>a &lt; b &#169;</text></svg>
        """)
        #expect(svg.text == #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><text>a &lt; b ©</text></svg>"#)
    }

    @Test("a missing SVG namespace is added to the root")
    func addsNamespace() throws {
        let svg = try sanitize(#"<svg width="1" height="1"/>"#)
        #expect(svg.text == #"<svg width="1" height="1" xmlns="http://www.w3.org/2000/svg"/>"#)
    }

    @Test("markup that is not well-formed is refused", arguments: [
        "<svg><g></svg>", "<svg>", "<svg></g></svg>", "<html></html>", "<svg/><svg/>", "<svg a=1/>",
        "<svg a=\"1\" a=\"2\"/>", "<svg a=\"<\"/>", "text<svg/>", "<svg><!-- open", "<svg><![CDATA[ x",
        "<svg a=\"1\"b=\"2\"/>", "<svg>&</svg>", "<svg>&#0;</svg>", "<svg>&#x110000;</svg>",
    ])
    func notWellFormed(text: String) {
        let error = vellumError { try sanitize(text) }
        #expect(error?.code == .corruptFile)
        #expect(error?.subject == "test.svg")
    }

    @Test("invalid UTF-8 is refused")
    func invalidUTF8() {
        let error = vellumError { try SVGSanitizer.sanitize(Array("<svg>".utf8) + [0xC3, 0x28] + Array("</svg>".utf8), name: "u.svg") }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("UTF-8") == true)
    }

    @Test("nesting beyond the depth limit is refused")
    func depth() {
        let deep = "<svg>" + String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        let error = vellumError { try sanitize(deep) }
        #expect(error?.code == .corruptFile)
        #expect(error?.message.contains("deep") == true)
        let shallow = "<svg>" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
        #expect((try? sanitize(shallow)) != nil)
    }
}
