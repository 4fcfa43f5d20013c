import Foundation
import VellumCore

/// The glass behind iOS 26's bar buttons and floating bars, as a still
/// picture shows it at rest: the shape filled with the glass's tint, a thin
/// rim, a white highlight just inside its top and bottom edges and a soft
/// shadow (`GlassBarMetrics`). The device's refraction of what lies behind
/// is not drawn (README, "Differences from a device").
nonisolated struct BarGlass<S: InsettableShape>: View {
    let shape: S
    /// The fill, or nil for the glass's own (a prominent button's tint).
    var fill: AnyShapeStyle? = nil

    var body: some View {
        shape.fill(fill ?? AnyShapeStyle(GlassBarMetrics.fill))
            .shadow(color: GlassBarMetrics.shadow, radius: 6, y: 2)
            .overlay { shape.inset(by: 0.75).stroke(GlassBarMetrics.highlight, lineWidth: 0.5) }
            .overlay { shape.strokeBorder(GlassBarMetrics.rim, lineWidth: 0.5) }
    }
}
