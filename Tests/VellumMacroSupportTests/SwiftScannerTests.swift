import Testing
@testable import VellumMacroSupport

@Suite struct SwiftScannerTests {
    private func kinds(_ source: String) throws -> [SwiftToken.Kind] {
        var scanner = SwiftScanner(source)
        return try scanner.tokens().map(\.kind)
    }

    private func texts(_ source: String) throws -> [String] {
        var scanner = SwiftScanner(source)
        return try scanner.tokens().map(\.text)
    }

    @Test func punctuationIdentifiersAndSigils() throws {
        #expect(try texts("#Preview(\"A\") { Text($x).padding(.all) }")
            == ["Preview", "(", "\"A\"", ")", "{", "Text", "(", "$x", ")", ".", "padding", "(", ".", "all", ")", "}"])
        #expect(try kinds("@Previewable @State var x") == [.attribute, .attribute, .identifier, .identifier])
        #expect(try texts("@Previewable @State var x") == ["Previewable", "State", "var", "x"])
        #expect(try kinds("`default` $0 #if") == [.identifier, .identifier, .pound])
    }

    @Test func numbersAndOperators() throws {
        #expect(try texts("1...5 0..<n 1e-5 0x1F 3.14 a ?? b") == ["1", "...", "5", "0", "..<", "n", "1e-5", "0x1F", "3.14", "a", "??", "b"])
        #expect(try kinds("x == -1") == [.identifier, .operator, .operator, .number])
    }

    @Test func stringsHoldBracesQuotesAndInterpolations() throws {
        let source = #"Text("a } b \(items.map { "\($0) }" }.count) c") }"#
        #expect(try texts(source) == ["Text", "(", #""a } b \(items.map { "\($0) }" }.count) c""#, ")", "}"])
    }

    @Test func rawStrings() throws {
        #expect(try texts(##"#"a " \( } "# x"##) == [##"#"a " \( } "#"##, "x"])
        #expect(try texts(###"##"a "# \##(n) "##"###) == [###"##"a "# \##(n) "##"###])
    }

    @Test func multilineStrings() throws {
        let source = "Text(\"\"\"\n  one \" } \"\"\n  two \\(x)\n  \"\"\")"
        #expect(try kinds(source) == [.identifier, .punctuation, .string, .punctuation])
    }

    @Test func commentsAreSkippedNestedOnesToo() throws {
        #expect(try texts("a // } {\nb /* { /* } */ ( */ c") == ["a", "b", "c"])
        var scanner = SwiftScanner("a\n// x\nb")
        let tokens = try scanner.tokens()
        #expect(tokens.map(\.followsNewline) == [false, true])
    }

    @Test func regexLiterals() throws {
        #expect(try kinds("#/a{2}\"/# x") == [.regex, .identifier])
    }

    @Test func offsetsAreUTF8Bytes() throws {
        var scanner = SwiftScanner("\"é\" x")
        let tokens = try scanner.tokens()
        #expect(tokens[1].start == 5)
    }

    @Test(arguments: [
        ("Text(\"open", 5, "unterminated string literal"),
        ("x \"\"\"\n never closed", 2, "unterminated multi-line string literal"),
        ("a /* /* */", 2, "unterminated '/*' comment"),
        ("\"a \\(b", 4, "unterminated string interpolation"),
        ("\"a \\(b\"", 6, "unterminated string literal"),
        ("x #/abc", 2, "unterminated regex literal"),
    ])
    func unreadableTextIsReportedWhereItStarts(source: String, offset: Int, message: String) {
        var scanner = SwiftScanner(source)
        #expect(throws: MacroDiagnostic(message, at: offset)) { try scanner.tokens() }
    }
}
