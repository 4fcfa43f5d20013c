import Testing
@testable import VellumMacroSupport

@Suite struct PreviewMacroCallTests {
    @Test func trailingClosureOnly() throws {
        let call = try PreviewMacroCall(parsing: "\n#Preview {\n    ContentView()\n}")
        #expect(call.poundOffset == 1)
        #expect(call.call == " {\n    ContentView()\n}")
        #expect(call.body == "{\n    ContentView()\n}")
        #expect(call.previewables.isEmpty)
    }

    @Test func namesTraitsAndNestedClosures() throws {
        let source = #"#Preview("A {", traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { VStack { Text("}") } }"#
        let call = try PreviewMacroCall(parsing: source)
        #expect(call.call == #"("A {", traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) { VStack { Text("}") } }"#)
        #expect(call.body == #"{ VStack { Text("}") } }"#)
    }

    @Test func attributesBeforeTheMacroAreSteppedOver() throws {
        let call = try PreviewMacroCall(parsing: "\n@available(iOS 17.0, *) @MainActor\n#Preview { Text(\"x\") }")
        #expect(call.poundOffset == 36)
        #expect(call.body == "{ Text(\"x\") }")
    }

    @Test func lexicalContextsAreRecognisedAsPreviews() {
        #expect(PreviewMacroCall.isPreview("\n@available(iOS 17, *) #Preview(\"A\") { Text(\"x\") }"))
        #expect(PreviewMacroCall.isPreview("#Preview { }"))
        #expect(!PreviewMacroCall.isPreview("struct Card: View { }"))
        #expect(!PreviewMacroCall.isPreview("{ x in x }"))
    }

    @Test func bodyAsAnArgument() throws {
        let call = try PreviewMacroCall(parsing: "#Preview(\"A\", body: { Text(\"x\") })")
        #expect(call.body == "{ Text(\"x\") }")
        #expect(call.call(replacingBodyWith: "{ V() }") == "(\"A\", body: { V() })")
    }

    @Test func previewableDeclarationsBecomeProperties() throws {
        let source = """
        #Preview("toggle") {
            @Previewable @State var toggled = true
            @Previewable @AppStorage("k") private var count = Model(a: 1,
                                                          b: 2)
                .scaled()
            return Toggle("Loud Noises", isOn: $toggled) // a comment
        }
        """
        let call = try PreviewMacroCall(parsing: source)
        #expect(call.previewables == [
            "@State var toggled = true",
            "@AppStorage(\"k\") private var count = Model(a: 1,\n                                                  b: 2)\n        .scaled()",
        ])
        #expect(call.statements.trimmingSpaces() == "return Toggle(\"Loud Noises\", isOn: $toggled) // a comment")
        #expect(call.call(replacingBodyWith: "{ P() }") == "(\"toggle\") { P() }")
    }

    @Test func previewablesEndingInPostfixOperatorsEndAtTheLine() throws {
        let source = "#Preview {\n    @Previewable @State var data: Data?\n    @Previewable @State var day = days.first!\n    @Previewable @Namespace var space\n    Row(data: data)\n        .id(day)\n}"
        let call = try PreviewMacroCall(parsing: source)
        #expect(call.previewables == ["@State var data: Data?", "@State var day = days.first!", "@Namespace var space"])
        #expect(call.statements.trimmingSpaces() == "Row(data: data)\n        .id(day)")
    }

    @Test func previewablesSeparatedBySemicolons() throws {
        let call = try PreviewMacroCall(parsing: "#Preview { @Previewable @State var a = 1; @Previewable @State var b = 2; Text(\"\\(a + b)\") }")
        #expect(call.previewables == ["@State var a = 1;", "@State var b = 2;"])
        #expect(call.statements.trimmingSpaces() == "Text(\"\\(a + b)\")")
    }

    @Test func argumentsTakeTheBodyVerbatim() throws {
        let call = try PreviewMacroCall(parsing: "#Preview(\"S\", arguments: Status.allCases) { status in\n    Banner(status: status)\n}")
        #expect(call.call == "(\"S\", arguments: Status.allCases) { status in\n    Banner(status: status)\n}")
        #expect(call.previewables.isEmpty)
    }

    @Test func previewableWithAnArgumentIsAnError() {
        let source = "#Preview(arguments: [1, 2]) { n in\n    @Previewable @State var x = n\n    Text(\"\\(x)\")\n}"
        let offset = Array(source.utf8).firstIndex(of: UInt8(ascii: "@"))!
        #expect(throws: MacroDiagnostic("'@Previewable' cannot be used in a '#Preview' whose body takes an argument", at: offset)) {
            try PreviewMacroCall(parsing: source)
        }
    }

    @Test func nestedPreviewableIsAnError() {
        let source = "#Preview {\n    VStack {\n        @Previewable @State var x = 1\n    }\n}"
        let offset = Array(source.utf8).firstIndex(of: UInt8(ascii: "@"))!
        #expect(throws: MacroDiagnostic("'@Previewable' can be used only on a declaration at the top level of the '#Preview' body", at: offset)) {
            try PreviewMacroCall(parsing: source)
        }
    }

    @Test func previewableOnAnExpressionIsAnError() {
        #expect(throws: MacroDiagnostic("'@Previewable' applies to a 'var' declaration, such as '@Previewable @State var value = 0'", at: 11)) {
            try PreviewMacroCall(parsing: "#Preview { @Previewable Text(\"x\") }")
        }
    }

    @Test func bodyWithOnlyPreviewablesIsAnError() {
        #expect(throws: MacroDiagnostic("the '#Preview' body has no view after its '@Previewable' declarations", at: 41)) {
            try PreviewMacroCall(parsing: "#Preview { @Previewable @State var x = 1 }")
        }
    }

    @Test func missingBodyIsAnError() {
        #expect(throws: MacroDiagnostic("'#Preview' needs a body: write the view in a trailing closure, '#Preview { MyView() }'", at: 2)) {
            try PreviewMacroCall(parsing: "  #Preview(\"x\")")
        }
    }

    @Test func unbalancedBracketsAreErrors() {
        #expect(throws: MacroDiagnostic("'(' is never closed", at: 8)) { try PreviewMacroCall(parsing: "#Preview(\"x\" { }") }
        #expect(throws: MacroDiagnostic("']' does not match the bracket it closes", at: 13)) { try PreviewMacroCall(parsing: "#Preview { f(]) }") }
    }

    @Test func unterminatedStringIsReportedInTheBody() {
        #expect(throws: MacroDiagnostic("unterminated string literal", at: 16)) { try PreviewMacroCall(parsing: "#Preview { Text(\"x }\n") }
    }
}
