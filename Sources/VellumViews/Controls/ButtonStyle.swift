import VellumLayout

/// A type that applies a standard interaction behaviour and a custom appearance
/// to all buttons within a view hierarchy.
///
/// Vellum draws a still picture, so `configuration.isPressed` is always false.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     var fill: Color = .orange
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16).padding(.vertical, 8)
///             .background(fill, in: Capsule())
///             .foregroundStyle(.white)
///     }
/// }
/// VStack { Button("Save") {}; Button("Share") {} }.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, as a `ButtonStyle` receives them.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button: always false in a still picture.
    public let isPressed: Bool
}

nonisolated extension View {
    /// Sets the style of buttons within this view to a button style with a
    /// custom appearance; descendants inherit it through the environment.
    ///
    /// ```swift
    /// Button("Save") {}.buttonStyle(Pill())
    /// ```
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyButtonStyleBox(style)))
    }
}
