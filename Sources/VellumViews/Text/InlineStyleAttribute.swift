import Foundation

/// The inline Markdown styling of a run of an `AttributedString(markdown:)`
/// (what Foundation keeps as `inlinePresentationIntent` on Apple platforms,
/// which Foundation on Linux lacks). `Text` reads it; the environment's font
/// still applies, as it does to Markdown in SwiftUI.
struct InlineStyle: Hashable, Sendable {
    var bold = false
    var italic = false
    var code = false
    var strikethrough = false
    var link = false
}

/// The attribute key of `InlineStyle`.
enum InlineStyleAttribute: AttributedStringKey {
    typealias Value = InlineStyle
    static let name = "Vellum.InlineStyle"
}
