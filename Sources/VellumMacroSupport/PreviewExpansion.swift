/// What `#Preview` expands to: a registry type that makes the preview, and a
/// record in the binary's preview section that points at it, so that
/// `PreviewDiscovery` finds every preview linked into a program.
///
/// ```swift
/// let code = try PreviewExpansion(source: "#Preview { Text(\"Hi\") }", discriminator: "$s3App…fMf_",
///                                 fileID: "App/ContentView.swift", line: 12, column: 1).code()
/// ```
///
/// The user's argument list and body closure are kept verbatim, so they type-check
/// as the user wrote them. The expansion names no module: `PreviewRegistry` is
/// its one unqualified name, and everything else is a member of the registry
/// type (`MacroPreview`, `MacroView`, …), so it compiles under `import Vellum`
/// and `import SwiftUI` alike, whatever types the user's module declares. A body that starts with `@Previewable` declarations
/// becomes a view whose stored properties are those declarations and whose body
/// is the remaining statements, as in SwiftUI.
package struct PreviewExpansion: Sendable {
    /// The macro's source text, leading trivia included.
    package var source: String
    /// The compiler's discriminator for this expansion; names made from it are unique.
    package var discriminator: String
    /// The file the preview is in, as `#fileID` spells it.
    package var fileID: String
    /// The line and column of the first character of `source`.
    package var line: Int
    package var column: Int

    /// The magic number that starts every preview record ("VELLUMP1").
    package static let recordMagic: UInt64 = 0x5645_4C4C_554D_5031

    /// An expansion of `source`, which starts at `line` and `column` of `fileID`.
    package init(source: String, discriminator: String, fileID: String, line: Int, column: Int) {
        self.source = source; self.discriminator = discriminator; self.fileID = fileID; self.line = line; self.column = column
    }

    /// The declarations the macro expands to.
    ///
    /// - Throws: ``MacroDiagnostic`` where the text cannot be read.
    package func code() throws(MacroDiagnostic) -> String {
        let call = try PreviewMacroCall(parsing: source)
        let (previewLine, previewColumn) = position(of: call.poundOffset)
        let registry = uniqueName("PreviewRegistry")
        let record = uniqueName("previewRecord")
        var lines: [String] = []
        lines.append("enum \(registry): PreviewRegistry {")
        lines.append("    static var fileID: Swift.String { \(SwiftLiteral.string(fileID)) }")
        lines.append("    static var line: Swift.Int { \(previewLine) }")
        lines.append("    static var column: Swift.Int { \(previewColumn) }")
        if call.previewables.isEmpty {
            lines.append("    @MainActor static func makePreview() -> MacroPreview {")
            lines.append("        MacroPreview\(call.call)")
            lines.append("    }")
        } else {
            lines.append("    struct PreviewContent: MacroView {")
            for declaration in call.previewables { lines.append("        \(declaration)") }
            lines.append("        var body: some MacroView { MacroAnyView(erasing: __previewBody) }")
            lines.append("        @MacroViewBuilder var __previewBody: any MacroView {\(call.statements)}")
            lines.append("    }")
            lines.append("    @MainActor static func makePreview() -> MacroPreview {")
            lines.append("        MacroPreview\(call.call(replacingBodyWith: "{ PreviewContent() }"))")
            lines.append("    }")
        }
        lines.append("}")
        let value = "(\(Self.hex(Self.recordMagic)), { \(registry).store(into: $0) })"
        let declaration = "@used private let \(record): \(registry).MacroRecord = \(value)"
        lines.append("#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)")
        lines.append("@section(\"__DATA_CONST,__vellum_prvw\")")
        lines.append(declaration)
        lines.append("#elseif os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(WASI)")
        lines.append("@section(\"vellum_previews\")")
        lines.append(declaration)
        lines.append("#endif")
        return lines.joined(separator: "\n")
    }

    /// A name no other declaration has: the discriminator, then `name` as the
    /// compiler's unique macro names spell it.
    private func uniqueName(_ name: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    /// The line and column of the byte at `offset` in `source`.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = self.line
        var column = self.column
        for byte in source.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16, uppercase: true) }
}
