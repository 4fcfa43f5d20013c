import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

/// Liquid Glass drawn in a shape, as a vector approximation: what lies behind,
/// blurred and saturated (`GlassMetrics.blur`), under the glass's translucent
/// tint (and its tint colour, if any), a white highlight just inside a thin
/// grey rim, and a soft shadow outside. Nothing is refracted.
/// The colours follow the colour scheme (`GlassMetrics`).
///
/// Used behind a view by `glassEffect(_:in:)` and the glass button styles.
package struct GlassSurface<S: Shape>: PrimitiveView {
    let glass: Glass
    let shape: S
    /// A colour that fills the whole interior opaquely (a prominent glass button's tint).
    let opaqueFill: AnyShapeStyle?

    package init(glass: Glass, shape: S, opaqueFill: AnyShapeStyle? = nil) {
        self.glass = glass; self.shape = shape; self.opaqueFill = opaqueFill
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard glass.variant != .identity else { return [] }
        return try context.lower(surface(GlassMetrics.of(glass.variant, dark: context.environment.colorScheme == .dark)))
    }

    private func surface(_ m: GlassMetrics) -> some View {
        let rimWidth = GlassMetrics.rimWidth, highlight = GlassMetrics.highlightWidth
        let margin = 4 * GlassMetrics.shadowRadius + GlassMetrics.shadowOffset
        let vertical = { (edge: RGBAColor, middle: RGBAColor, bottom: RGBAColor) in
            LinearGradient(stops: [.init(color: Self.color(edge), location: 0), .init(color: Self.color(middle), location: 0.5),
                                   .init(color: Self.color(bottom), location: 1)], startPoint: .top, endPoint: .bottom)
        }
        let clear = RGBAColor(255, 255, 255, 0)
        let highlightStyle = LinearGradient(stops: [
            .init(color: Self.color(m.highlightTop), location: 0), .init(color: Self.color(clear), location: 0.3),
            .init(color: Self.color(clear), location: 0.7), .init(color: Self.color(m.highlightBottom), location: 1),
        ], startPoint: .top, endPoint: .bottom)
        return ZStack {
            if let opaqueFill {
                shape.fill(opaqueFill)
            } else {
                // The frosted backdrop first, so it copies nothing of this glass (its shadow).
                shape.fill(FrostedStyle(color: m.fill, blur: m.blur))
                if let tint = glass.tintColor { shape.fill(tint.opacity(m.tintOpacity)) }
            }
            // The shadow, outside the shape only.
            shape.fill(Color.black)
                .shadow(color: Self.color(m.shadow), radius: GlassMetrics.shadowRadius, y: GlassMetrics.shadowOffset)
                .clipShape(GlassOutside(shape: shape, margin: margin), style: FillStyle(eoFill: true))
            // Strokes centred on the edge, clipped to the shape: their inner halves.
            shape.stroke(highlightStyle, lineWidth: 2 * (rimWidth + highlight)).clipShape(shape)
            shape.stroke(vertical(m.rimEdge, m.rimMiddle, m.rimEdge), lineWidth: 2 * rimWidth).clipShape(shape)
        }
    }

    private static func color(_ c: RGBAColor) -> Color { Color(provider: .fixed(c)) }
}
