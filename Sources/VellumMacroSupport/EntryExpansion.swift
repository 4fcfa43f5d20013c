/// What `@Entry` expands to on `var name: Type = value` inside
/// `extension EnvironmentValues`: a key type holding the default value (a
/// peer) and the accessors that read and write the environment through it.
///
/// The key conforms to `VellumViews.EnvironmentKey`: the module that declares
/// the protocol, which `import Vellum` and `import SwiftUI` both re-export, so
/// the expansion compiles under either, whatever types the user declares.
///
/// ```swift
/// let entry = try EntryExpansion(declaration: "@Entry var accent: Color = .red")
/// entry.accessors   // get { self[__Key_accent.self] } set { … }
/// ```
package struct EntryExpansion: Sendable {
    /// The property's name.
    package var name: String
    /// The key type's declaration.
    package var key: String
    /// The property's accessors.
    package var accessors: String

    /// Reads the declaration `@Entry` is attached to.
    ///
    /// - Throws: ``MacroDiagnostic`` when it is not `var name[: Type] = value`.
    package init(declaration source: String) throws(MacroDiagnostic) {
        var scanner = SwiftScanner(source)
        let tokens = try scanner.tokens()
        let bytes = Array(source.utf8)
        func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self).trimmingSpaces() }
        var index = 0
        var access = ""
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                index += 1
                if index < tokens.count, tokens[index].isPunctuation("("), tokens[index].start == token.end {
                    var depth = 0
                    repeat {
                        if tokens[index].isPunctuation("(") { depth += 1 }
                        if tokens[index].isPunctuation(")") { depth -= 1 }
                        index += 1
                    } while index < tokens.count && depth > 0
                }
            } else if token.kind == .identifier, ["public", "package", "internal", "fileprivate", "private", "nonisolated"].contains(token.text) {
                if token.text != "nonisolated" { access = token.text + " " }
                index += 1
            } else {
                break
            }
        }
        guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "var",
              tokens[index + 1].kind == .identifier else {
            throw MacroDiagnostic("'@Entry' applies to a 'var' with a default value, such as '@Entry var accent: Color = .blue'",
                                  at: tokens.first?.start ?? 0)
        }
        name = tokens[index + 1].text
        var type: String?
        var cursor = index + 2
        if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
            let start = cursor + 1
            var depth = 0
            while cursor < tokens.count, !(depth == 0 && tokens[cursor].kind == .operator && tokens[cursor].text == "=") {
                if ["(", "[", "<"].contains(tokens[cursor].text) { depth += 1 }
                if [")", "]", ">"].contains(tokens[cursor].text) { depth -= 1 }
                cursor += 1
            }
            guard start < cursor else { throw MacroDiagnostic("'@Entry' needs the property's type after ':'", at: tokens[start - 1].start) }
            type = text(tokens[start].start, tokens[cursor - 1].end)
        }
        let value: String
        if cursor < tokens.count, tokens[cursor].kind == .operator, tokens[cursor].text == "=", cursor + 1 < tokens.count {
            value = text(tokens[cursor + 1].start, tokens[tokens.count - 1].end)
        } else if let type, type.hasSuffix("?") {
            value = "nil"
        } else {
            throw MacroDiagnostic("'@Entry' needs a default value: '@Entry var \(name): \(type ?? "Type") = …'", at: tokens[index].start)
        }
        let keyName = "__Key_\(name)"
        if let type {
            key = "\(access)struct \(keyName): VellumViews.EnvironmentKey {\n    \(access)static var defaultValue: \(type) { \(value) }\n}"
        } else {
            key = "\(access)struct \(keyName): VellumViews.EnvironmentKey {\n    \(access)static let defaultValue = \(value)\n}"
        }
        accessors = "get {\n    self[\(keyName).self]\n}\nset {\n    self[\(keyName).self] = newValue\n}"
    }
}
