import Testing
@testable import VellumMCP

@Suite struct JSONTextTests {
    @Test func objectsAreWrittenWithSortedKeysOnOneLine() {
        let value: JSONValue = ["b": [1, 2.5, nil, true], "a": ["z": "x", "é": "y", "Z": false], "c": [:]]
        #expect(value.text == #"{"a":{"Z":false,"z":"x","é":"y"},"b":[1,2.5,null,true],"c":{}}"#)
    }

    @Test func stringsAreEscapedWithoutNewlines() {
        let value = JSONValue.string("line 1\nline 2\t\"quoted\" \\ / \u{01} \u{1F} é 🎉\r")
        #expect(value.text == #""line 1\nline 2\t\"quoted\" \\ / \u0001 \u001f é 🎉\r""#)
        #expect(!value.text.contains("\n"))
    }

    @Test func numbersAreShortestAndFinite() {
        #expect(JSONValue.number(3).text == "3")
        #expect(JSONValue.number(-0.1).text == "-0.1")
        #expect(JSONValue.number(1e-5).text == "1e-05")
        #expect(JSONValue.number(.infinity).text == "null")
        #expect(JSONValue.integer(-42).text == "-42")
    }

    @Test func textReadsBackAsTheSameValue() throws {
        let value: JSONValue = ["s": "a\"b\\c\u{0}\u{2028}😀", "n": -12.75, "i": 9_007_199_254_740_993, "a": [[], [:], [nil]]]
        #expect(try JSONParser.parse(value.text) == value)
    }

    @Test func theParserReadsEscapesAndSurrogatePairs() throws {
        #expect(try JSONParser.parse(#" "\u00e9\ud83d\ude00\/\b\f" "#) == .string("é😀/\u{08}\u{0C}"))
        #expect(try JSONParser.parse("[1, -0, 2e3, 0.5]") == [1, 0, 2000.0, 0.5])
        #expect(try JSONParser.parse(#"{"a":1,"a":2}"#) == ["a": 2], "a repeated key keeps its last value")
    }

    @Test(arguments: [
        ("{\"a\":1", "Expected ',' or '}' in an object at byte 6"),
        ("[1,]", "Unexpected character ']' at byte 3"),
        ("01", "A number may not start with 0 at byte 1"),
        ("\"a\nb\"", "Control character in a string at byte 2"),
        (#""\ud800x""#, "A lone surrogate in a \\u escape at byte 7"),
        ("{} {}", "Unexpected text after the value at byte 3"),
        ("tru", "Expected 'true' at byte 3"),
        ("", "Unexpected end of the text at byte 0"),
    ])
    func theParserSaysWhatIsWrongAndWhere(text: String, message: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text) } catch { #expect(error.description == message) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(deep) }
        let fine = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect((try? JSONParser.parse(fine)) != nil)
    }
}
