/// One glyph as HarfBuzz shaped it, in font units.
struct RawGlyph: Hashable, Sendable {
    /// The glyph id in its face (0 is `.notdef`).
    var glyph: UInt32
    /// The index of the first scalar of the glyph's cluster in the shaped text.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var xAdvance: Int
    /// The glyph's horizontal offset from the pen.
    var xOffset: Int
    /// The glyph's vertical offset from the baseline (up).
    var yOffset: Int
}
