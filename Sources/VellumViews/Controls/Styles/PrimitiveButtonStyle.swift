import VellumLayout

/// A type that applies custom interaction behaviour and a custom appearance
/// to all buttons within a view hierarchy.
///
/// ```swift
/// struct Outlined: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .overlay(RoundedRectangle(cornerRadius: 8).stroke(.tint))
///             .onTapGesture { configuration.trigger() }
///     }
/// }
/// Button("Retry") {}.buttonStyle(Outlined())
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, as a `PrimitiveButtonStyle` receives them.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The button's role, if any.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action (Vellum never calls it while drawing).
    public func trigger() { action() }
}

nonisolated extension View {
    /// Sets the style of buttons within this view; descendants inherit it
    /// through the environment.
    ///
    /// ```swift
    /// VStack { Button("Sign In") {}; Button("Register") {} }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyButtonStyleBox(style)))
    }
}
