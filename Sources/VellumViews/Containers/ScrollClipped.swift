import VellumLayout

/// Content clipped as a scroll view clips it: to its frame grown into the
/// container safe areas it reaches (see `ScrollClip`).
struct ScrollClipped<Content: View>: PrimitiveView {
    let content: Content

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [ScrollClip.node(try context.lowerOne(content))]
    }
}
