import Testing
@testable import VellumMacroSupport

@Suite struct PreviewExpansionTests {
    private let discriminator = "$s3App0019Previewsswift_DJEEdfMX1_0_33_9F91Ll7PreviewfMf_"

    @Test func registryAndRecord() throws {
        let code = try PreviewExpansion(source: "\n\n  #Preview(\"A\") { Text(\"x\") }", discriminator: discriminator,
                                        fileID: "App/Previews.swift", line: 3, column: 11).code()
        #expect(code.contains("enum \(discriminator)15PreviewRegistryfMu_: PreviewRegistry {"))
        #expect(code.contains("static var fileID: Swift.String { \"App/Previews.swift\" }"))
        #expect(code.contains("static var line: Swift.Int { 5 }"))
        #expect(code.contains("static var column: Swift.Int { 3 }"))
        #expect(code.contains("    @MainActor static func makePreview() -> MacroPreview {\n        MacroPreview(\"A\") { Text(\"x\") }"))
        #expect(code.contains("@section(\"vellum_previews\")"))
        #expect(code.contains("@section(\"__DATA_CONST,__vellum_prvw\")"))
        #expect(code.contains("@used private let \(discriminator)13previewRecordfMu_: \(discriminator)15PreviewRegistryfMu_.MacroRecord = (0x56454C4C554D5031, { \(discriminator)15PreviewRegistryfMu_.store(into: $0) })"))
    }

    @Test func columnOnTheFirstLine() throws {
        let code = try PreviewExpansion(source: " #Preview { V() }", discriminator: discriminator, fileID: "A/B.swift", line: 7, column: 4).code()
        #expect(code.contains("static var line: Swift.Int { 7 }"))
        #expect(code.contains("static var column: Swift.Int { 5 }"))
    }

    @Test func previewablesMakeAView() throws {
        let source = "#Preview {\n    @Previewable @State var on = true\n    Toggle(\"x\", isOn: $on)\n}"
        let code = try PreviewExpansion(source: source, discriminator: discriminator, fileID: "A/B.swift", line: 1, column: 1).code()
        #expect(code.contains("struct PreviewContent: MacroView {\n        @State var on = true\n"))
        #expect(code.contains("@MacroViewBuilder var __previewBody: any MacroView {\n    \n    Toggle(\"x\", isOn: $on)\n}"))
        #expect(code.contains("MacroPreview { PreviewContent() }"))
    }

    @Test("the expansion names no module, so it compiles under import Vellum and import SwiftUI alike")
    func namesNoModule() throws {
        let plain = try PreviewExpansion(source: "#Preview { Text(\"x\") }", discriminator: discriminator, fileID: "A/B.swift", line: 1, column: 1).code()
        let previewable = try PreviewExpansion(source: "#Preview {\n    @Previewable @State var on = true\n    Toggle(\"x\", isOn: $on)\n}",
                                               discriminator: discriminator, fileID: "A/B.swift", line: 1, column: 1).code()
        for code in [plain, previewable] {
            #expect(!code.contains("Vellum."))
            #expect(!code.contains("SwiftUI."))
            for shadowable in [" View", "(View", " Preview(", " Preview {", "-> Preview ", " AnyView(", "@ViewBuilder"] {
                #expect(!code.contains(shadowable), "a user type named like this would shadow it")
            }
        }
    }

    @Test func fileIDsAreEscaped() {
        #expect(SwiftLiteral.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u{1}""#)
    }

    @Test func unreadableTextThrows() {
        #expect(throws: MacroDiagnostic.self) {
            try PreviewExpansion(source: "#Preview", discriminator: discriminator, fileID: "A/B.swift", line: 1, column: 1).code()
        }
    }
}

