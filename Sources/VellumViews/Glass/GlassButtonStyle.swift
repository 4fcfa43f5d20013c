/// A button style that applies glass border artwork based on the button's
/// context: the label in the primary colour on Liquid Glass, in a capsule
/// (or the `buttonBorderShape`).
///
/// ```swift
/// Button("Share") {}.buttonStyle(.glass)
/// Button("Clear") {}.buttonStyle(.glass(.clear))
/// ```
public struct GlassButtonStyle {
    let glass: Glass

    /// Creates a glass button style.
    public init() { glass = .regular }

    /// Creates a glass button style with a configured glass (a tint, the clear variant).
    public init(_ glass: Glass) { self.glass = glass }
}

// Conformed in an extension: the style is not isolated to the main actor, as SwiftUI's is not.
extension GlassButtonStyle: PrimitiveButtonStyle {
    /// The button drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(glass: glass, isProminent: false, configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies a Liquid Glass effect based on the button's context.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// A button style that applies a configurable Liquid Glass effect based on the button's context.
    ///
    /// ```swift
    /// Button("Button") {}.buttonStyle(.glass(.clear))
    /// ```
    public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}
