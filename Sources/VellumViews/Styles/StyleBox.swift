/// A style of one family (a `ToggleStyle`, a `GroupBoxStyle`, …), erased to
/// how it draws that family's configuration, as the environment holds it.
/// Each family adds an initialiser from its protocol; the type is the same.
///
/// ```swift
/// extension StyleBox where Configuration == ToggleStyleConfiguration {
///     init<S: ToggleStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
/// }
/// ```
package struct StyleBox<Configuration>: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    /// The style's body for a configuration, run as SwiftUI runs `makeBody`: on the main actor.
    package let makeBody: (Configuration) -> any View

    /// `style`, drawn by `body` on the main actor (`MainActorCode`).
    package init<Style>(_ style: Style, body: @escaping @MainActor (Style, Configuration) -> any View) {
        makeBody = { MainActorCode.call({ body($0.0, $0.1) }, (style, $0)) }
    }

    /// A style drawn by `makeBody`, already safe to call on the render thread.
    package init(makeBody: @escaping (Configuration) -> any View) {
        self.makeBody = makeBody
    }
}
