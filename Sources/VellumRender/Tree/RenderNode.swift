/// A node of the render tree: absolute geometry, concrete paints, SVG-ready.
package indirect enum RenderNode: Equatable, Sendable {
    /// Nodes under shared effects.
    case group(RenderGroup)
    /// A filled and/or stroked path.
    case path(RenderPath)
    /// Text runs.
    case text(RenderText)
    /// An image in a rectangle.
    case image(RenderImage)
    /// What was painted before, frosted inside a shape (a material's or glass's blur).
    case backdrop(RenderBackdrop)
}
