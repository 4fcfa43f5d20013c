import VellumLayout

extension GraphicsContext {
    /// A view from a canvas's `symbols:`, ready to draw.
    public struct ResolvedSymbol {
        let node: LayoutNode
    }
}
