import Foundation
import VellumLayout

/// A view that combines multiple Liquid Glass shapes into a single shape
/// that can morph individual shapes into one another.
///
/// At rest, each glass effect inside draws its own glass, and the glass
/// effects of one union (`glassEffectUnion(id:namespace:)`) draw as one shape
/// around all their frames. Shapes closer than `spacing` blend into each other
/// on a device; Vellum draws them apart.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "scribble").frame(width: 80, height: 80).glassEffect()
///         Image(systemName: "eraser").frame(width: 80, height: 80).glassEffect()
///     }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: PrimitiveView {
    /// The distance at which shapes start to blend (not drawn at rest).
    let spacing: CGFloat?
    let content: Content

    /// Creates a glass effect container with the provided spacing, extracting
    /// glass shapes from the provided content.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing; self.content = content()
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.isInGlassEffectContainer = true }.lower(
            content
                .backgroundPreferenceValue(GlassUnionKey.self) { frames in GlassUnionSurfaces(frames: frames) }
                // The unions drawn here go no further up (to an enclosing container).
                .transformPreference(GlassUnionKey.self) { $0 = [] })
    }
}
