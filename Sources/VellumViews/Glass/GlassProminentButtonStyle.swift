/// A button style that applies prominent glass border artwork based on the
/// button's context: glass filled with the tint (the accent colour unless
/// `tint(_:)` says otherwise), the label in white.
///
/// ```swift
/// Button("Continue") {}.buttonStyle(.glassProminent)
/// ```
public struct GlassProminentButtonStyle {
    /// Creates a prominent glass button style.
    public init() {}
}

// Conformed in an extension: the style is not isolated to the main actor, as SwiftUI's is not.
extension GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(glass: .regular, isProminent: true, configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies a prominent Liquid Glass effect based on the button's context.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
