import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

nonisolated extension View {
    /// Draws the view with an opacity.
    public func opacity(_ opacity: Double) -> some View { wrapped("opacity", .effect(.opacity(opacity))) }
    /// Composites the view with a blend mode.
    public func blendMode(_ blendMode: BlendMode) -> some View { wrapped("blendMode", .effect(.blendMode(blendMode))) }
    /// Adds a shadow.
    ///
    /// NaN counts as 0; the radius is at least 0 and the radius and offsets at
    /// most a million points.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 8)
    /// ```
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeModifier { node, ctx in
            LayoutNode(.effect(.shadow(color: try color.resolved(in: ctx.environment), radius: Swift.max(0, radius.clampedLength()),
                                       x: x.clampedLength(), y: y.clampedLength())), children: [node], name: "shadow")
        })
    }
    /// Rotates the view's drawing about an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped("rotationEffect", .effect(.rotation(angle, anchor: anchor.validatedAnchor)))
    }
    /// Scales the view's drawing about an anchor.
    ///
    /// Finite factors beyond a million are clamped; a NaN or infinite factor
    /// is left to the painter, which draws nothing for it rather than a
    /// transform no viewer can apply.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        func factor(_ v: CGFloat) -> CGFloat { v.isFinite ? v.clampedLength() : v }
        return wrapped("scaleEffect", .effect(.scale(CGSize(width: factor(scale.width), height: factor(scale.height)), anchor: anchor.validatedAnchor)))
    }
    /// Scales the view's drawing uniformly.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    /// Scales the view's drawing per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Hides the view, keeping its space.
    public func hidden() -> some View { wrapped("hidden", .effect(.hidden)) }
    /// Gives the view an accessible label, written to the SVG as `aria-label`
    /// (looked up in the environment's strings, as a `Text` key is).
    ///
    /// ```swift
    /// Image(systemName: "xmark").accessibilityLabel("Close")
    /// ```
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }
    /// Gives the view an accessible label, written to the SVG as `aria-label`
    /// verbatim.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return modifier(NodeModifier { node, _ in AccessibilityNode.label(label, on: node) })
    }
    /// Gives the view an accessible label, written to the SVG as `aria-label`
    /// (translated for the environment's locale).
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(NodeModifier { node, context in AccessibilityNode.label(label.plainText(in: context.environment), on: node) })
    }
}

extension UnitPoint {
    /// The anchor with NaN coordinates at the centre (0.5) and the others
    /// clamped to ±a million, so an effect's transform stays finite.
    var validatedAnchor: UnitPoint {
        UnitPoint(x: x.clampedLength(nan: 0.5), y: y.clampedLength(nan: 0.5))
    }
}
