import VellumLayout

/// A view with Liquid Glass behind it (`glassEffect(_:in:)`): the glass
/// anchored to the view's bounds, the view drawn over it. In a union
/// (`glassEffectUnion(id:namespace:)`) inside a `GlassEffectContainer`, the
/// view reports its frame instead and the container draws one glass shape
/// around every member.
struct GlassEffectView<Content: View, S: Shape>: PrimitiveView {
    let content: Content
    let glass: Glass
    let shape: S

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        guard glass.variant != .identity else { return try context.lower(content) }
        if let union = context.environment.glassEffectUnion, context.environment.isInGlassEffectContainer {
            // Circles in a union merge into a capsule: a circle in the wider union frame would stay a circle.
            let member = GlassUnionMember(union: union, glass: glass, shape: shape is Circle ? AnyShape(Capsule()) : AnyShape(shape))
            return try context.lower(content.anchorPreference(key: GlassUnionKey.self, value: .bounds) { [GlassUnionFrame(member: member, bounds: $0)] })
        }
        return try context.lower(content.background(GlassSurface(glass: glass, shape: shape)))
    }
}
