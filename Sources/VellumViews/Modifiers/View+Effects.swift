extension View {
    /// Draws the view with an opacity.
    public func opacity(_ opacity: Double) -> some View { wrapped("opacity", .effect(.opacity(opacity))) }
    /// Composites the view with a blend mode.
    public func blendMode(_ blendMode: BlendMode) -> some View { wrapped("blendMode", .effect(.blendMode(blendMode))) }
    /// Adds a shadow.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 8)
    /// ```
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(NodeModifier { node, ctx in
            LayoutNode(.effect(.shadow(color: try color.resolved(in: ctx.environment), radius: radius, x: x, y: y)), children: [node], name: "shadow")
        })
    }
    /// Rotates the view's drawing about an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        wrapped("rotationEffect", .effect(.rotation(angle, anchor: anchor)))
    }
    /// Scales the view's drawing about an anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        wrapped("scaleEffect", .effect(.scale(scale, anchor: anchor)))
    }
    /// Scales the view's drawing uniformly.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    /// Scales the view's drawing per axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Hides the view, keeping its space.
    public func hidden() -> some View { wrapped("hidden", .effect(.hidden)) }
    /// Gives the view an accessible label, written to the SVG as `aria-label`.
    public func accessibilityLabel(_ label: String) -> some View { wrapped("accessibilityLabel", .effect(.label(label))) }
    /// Gives the view an accessible label, written to the SVG as `aria-label`.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.plainText) }
}
