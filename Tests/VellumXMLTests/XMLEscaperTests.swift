import Testing
import VellumXML

/// The one escaper: each kind of output keeps its bytes.
@Suite struct XMLEscaperTests {
    @Test func markupCharactersAlwaysBecomeReferences() {
        for escaper in [XMLEscaper.text, .attribute, .html, .minimal(quotes: false), .minimal(quotes: true)] {
            #expect(escaper.escaping("<b>&]]></b>") == "&lt;b&gt;&amp;]]&gt;&lt;/b&gt;")
        }
    }

    @Test func textOfAnXMLDocument() {
        #expect(XMLEscaper.text.escaping("say \"hi\" 'there'\ttab\nnl") == "say \"hi\" 'there'\ttab\nnl")
        #expect(XMLEscaper.text.escaping("a\rb") == "a&#13;b")
        #expect(XMLEscaper.text.escaping("a\u{0}b\u{1}c\u{1B}d\u{FFFE}e\u{FFFF}") == "abcde")
        #expect(XMLEscaper.text.escaping("emoji 😀 é") == "emoji 😀 é")
    }

    @Test func attributeOfAnXMLDocument() {
        #expect(XMLEscaper.attribute.escaping("a\" onload=\"x\n\t'") == "a&quot; onload=&quot;x&#10;&#9;'")
        #expect(XMLEscaper.attribute.escaping("a\u{0}b\r") == "ab&#13;")
    }

    @Test func html() {
        #expect(XMLEscaper.html.escaping("it's \"<b>\" & co") == "it&#39;s &quot;&lt;b&gt;&quot; &amp; co")
        #expect(XMLEscaper.html.escaping("\u{1}\n\t\r") == "\u{1}\n\t\r")
    }

    @Test func minimal() {
        #expect(XMLEscaper.minimal(quotes: false).escaping("\"a\"\u{1}\r'") == "\"a\"\u{1}\r'")
        #expect(XMLEscaper.minimal(quotes: true).escaping("\"a\"\u{1}\r'") == "&quot;a&quot;\u{1}\r'")
    }

    @Test func writingIntoAnotherBufferGivesTheSameBytes() {
        let texts = ["plain", "a<b", String(repeating: "é & ", count: 300), "\u{0}\u{FFFE}😀", ""]
        for escaper in [XMLEscaper.text, .attribute, .html] {
            for text in texts {
                var bytes: [UInt8] = []
                escaper.write(text) { maximum, body in
                    let start = bytes.count
                    bytes.append(contentsOf: repeatElement(0, count: maximum))
                    let written = bytes.withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[start...])) }
                    bytes.removeLast(maximum - written)
                }
                #expect(String(decoding: bytes, as: UTF8.self) == escaper.escaping(text))
                var appended: [UInt8] = [0x41]
                escaper.append(text, to: &appended)
                #expect(appended == [0x41] + bytes)
            }
        }
    }

    @Test func aCleanStringIsCopiedInOnePass() {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 16)
        defer { buffer.deallocate() }
        #expect(XMLEscaper.attribute.copyUnlessEscaping("#FF0000", to: buffer, at: 2) == 9)
        #expect(Array(buffer[2..<9]) == Array("#FF0000".utf8))
        #expect(XMLEscaper.attribute.copyUnlessEscaping("a\"b", to: buffer, at: 0) == nil)
        #expect(XMLEscaper.text.copyUnlessEscaping("a\"b", to: buffer, at: 0) == 3)
        #expect(XMLEscaper.text.copyUnlessEscaping("é", to: buffer, at: 0) == nil, "non-ASCII may be U+FFFE")
        #expect(XMLEscaper.html.copyUnlessEscaping("é", to: buffer, at: 0) == 2)
    }
}
