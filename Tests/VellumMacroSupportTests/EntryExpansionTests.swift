import Foundation
import Testing
@testable import VellumMacroSupport

@Suite struct EntryExpansionTests {
    @Test func typedEntry() throws {
        let entry = try EntryExpansion(declaration: "@Entry public var accent: Color = .red.opacity(0.5)")
        #expect(entry.name == "accent")
        #expect(entry.key == "public struct __Key_accent: VellumViews.EnvironmentKey {\n    public static var defaultValue: Color { .red.opacity(0.5) }\n}")
        #expect(entry.accessors == "get {\n    self[__Key_accent.self]\n}\nset {\n    self[__Key_accent.self] = newValue\n}")
    }

    @Test func inferredAndOptionalEntries() throws {
        #expect(try EntryExpansion(declaration: "@Entry var count = 3").key.contains("static let defaultValue = 3"))
        #expect(try EntryExpansion(declaration: "@Entry var store: [String: Int]? ").key.contains("static var defaultValue: [String: Int]? { nil }"))
    }

    @Test func aVarWithoutDefaultIsAnError() {
        #expect(throws: MacroDiagnostic("'@Entry' needs a default value: '@Entry var size: CGFloat = …'", at: 7)) {
            try EntryExpansion(declaration: "@Entry var size: CGFloat")
        }
        #expect(throws: MacroDiagnostic.self) { try EntryExpansion(declaration: "@Entry let size = 1") }
    }
}
