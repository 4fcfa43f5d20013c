/// A glyph's outline depends on its face, its id and synthetic emboldening.
struct OutlineKey: Hashable, Sendable {
    /// The face.
    var face: BundledFace
    /// The glyph id.
    var glyph: UInt32
    /// Whether the outline is emboldened.
    var embolden: Bool
}
