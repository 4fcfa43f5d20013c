import Foundation
import Testing
import VellumGeometry
@testable import VellumSVG

@Suite("XMLWriter: attributes one by one, and one copy into the document")
struct XMLWriterStreamingTests {
    @Test("Attributes written one by one spell what an attribute list spells")
    func streamingMatchesList() {
        var listed = XMLWriter()
        listed.empty("rect", [("x", "1.5"), ("width", "10"), ("fill", "#FF0000"), ("aria-label", "a<b")])
        var streamed = XMLWriter()
        streamed.open("rect")
        streamed.attribute("x", nonZeroNumber: 1.5)
        streamed.attribute("y", nonZeroNumber: -0.0004)
        streamed.attribute("width", number: 10)
        streamed.attribute("fill", "#FF0000")
        streamed.attribute("aria-label", "a<b")
        streamed.close()
        #expect(streamed.output == listed.output)
        #expect(streamed.output == "<rect x=\"1.5\" width=\"10\" fill=\"#FF0000\" aria-label=\"a&lt;b\"/>")
    }

    @Test("A number spelled 0 is left out, whatever its sign or finiteness")
    func nonZero() {
        var w = XMLWriter()
        w.open("g")
        for v in [0, -0.0, 0.0004, -0.0004, .nan, .infinity] { w.attribute("x", nonZeroNumber: v) }
        w.attribute("y", nonZeroNumber: 0.0005)
        w.close()
        #expect(w.output == "<g y=\"0.001\"/>")
    }

    @Test("Number lists and path data go straight into the attribute")
    func valuesInPlace() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addLine(to: CGPoint(x: -2, y: 3))
        path.closeSubpath()
        var w = XMLWriter()
        w.open("path")
        w.attribute("d", path: path)
        w.attribute("stroke-dasharray", numbers: [4, 2.25, -0.0])
        w.attribute("transform-ish", number: 0.70710678, decimals: SVGNumber.matrixDecimals)
        w.close()
        #expect(w.output == "<path d=\"M0 0.5L-2 3Z\" stroke-dasharray=\"4 2.25 0\" transform-ish=\"0.707107\"/>")
    }

    @Test("The document: head, content, every open element closed, then the trailer")
    func document() {
        var head = XMLWriter()
        head.open("svg")
        head.attribute("width", number: 100)
        var body = XMLWriter()
        body.empty("rect", [("width", "1")])
        #expect(head.document(enclosing: body, trailer: "\n") == "<svg width=\"100\"><rect width=\"1\"/></svg>\n")
        #expect(head.document(enclosing: XMLWriter(), trailer: "\n") == "<svg width=\"100\"/>\n")
        head.open("defs")
        head.empty("g")
        #expect(head.document(enclosing: body, trailer: "") == "<svg width=\"100\"><defs><g/><rect width=\"1\"/></defs></svg>")
    }

    @Test("Escaping into bytes keeps every allowed scalar's UTF-8 and drops the rest")
    func escapingBytes() {
        var bytes: [UInt8] = []
        XMLWriter.appendEscaped("é😀\u{FFFE}<\u{0}\"", quote: true, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "é😀&lt;&quot;")
    }

    @Test("Past a chunk's worth of bytes, the markup goes on in a new chunk and reads back whole")
    func chunks() {
        var w = XMLWriter()
        var expected = ""
        w.open("g")
        expected += "<g>"
        var i = 0
        while w.count < 2 * XMLWriter.chunkSize + 1000 {
            w.open("rect")
            w.attribute("x", number: Double(i) / 8)
            w.attribute("aria-label", "row \(i) <\(i % 7)>")
            w.close()
            expected += "<rect x=\"\(SVGNumber.format(Double(i) / 8))\" aria-label=\"row \(i) &lt;\(i % 7)&gt;\"/>"
            i += 1
        }
        var big = XMLWriter()
        big.open("desc")
        big.text(String(repeating: "a", count: XMLWriter.chunkSize + 3))
        w.append(big)
        expected += "<desc>" + String(repeating: "a", count: XMLWriter.chunkSize + 3)
        #expect(w.count == expected.utf8.count)
        #expect(w.output == expected)
        var head = XMLWriter()
        head.open("svg")
        #expect(head.document(enclosing: w, trailer: "\n") == "<svg>" + expected + "</svg>\n")
    }
}
