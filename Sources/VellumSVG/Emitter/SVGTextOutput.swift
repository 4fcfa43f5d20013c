/// How text is written into the SVG.
public enum SVGTextOutput: Hashable, Sendable {
    /// Glyph outlines as `<path>`, grouped with the string as an accessible
    /// label: looks identical in every viewer. The default.
    case outlines
    /// Selectable `<text>` with explicit positions and a font-family stack:
    /// depends on the viewer's fonts.
    case selectableText
}
