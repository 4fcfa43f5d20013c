import VellumCore
import VellumGeometry

/// A filled and/or stroked path.
package struct RenderPath: Equatable, Sendable {
    /// The outline, absolute.
    package var path: Path
    /// The fill, or nil for none.
    package var fill: PaintRef?
    /// Whether the fill uses the even-odd rule.
    package var evenOdd: Bool = false
    /// The stroke, or nil for none; centred on the outline.
    package var stroke: PaintRef?
    /// Width, caps, joins, miter limit and dashes of the stroke.
    package var strokeStyle: StrokeStyle = StrokeStyle()
    /// How the path blends with what is below.
    package var blendMode: BlendMode = .normal
    /// What the path draws: a shape's outline, a symbol's layer or text's
    /// glyphs (projected text): a labelled symbol is an image to VoiceOver,
    /// labelled glyphs are text, a labelled shape is neither. Not written
    /// into the SVG.
    package var content: Content = .shape

    /// What a path draws, for the accessibility hierarchy.
    package enum Content: Equatable, Sendable { case shape, symbol, glyphs }

    /// Creates a path node.
    package init(path: Path, fill: PaintRef? = nil, evenOdd: Bool = false, stroke: PaintRef? = nil, strokeStyle: StrokeStyle = StrokeStyle()) {
        self.path = path; self.fill = fill; self.evenOdd = evenOdd; self.stroke = stroke; self.strokeStyle = strokeStyle
    }
}
