import Foundation

/// A shaped glyph in points, ready to place on a line.
struct PlacedGlyph: Sendable {
    /// The glyph id in its segment's face.
    var glyph: UInt32
    /// The index in the paragraph of the character (grapheme) it belongs to.
    var grapheme: Int
    /// How far the pen moves after it (tracking included).
    var advance: CGFloat
    /// Its offset from the pen, y up.
    var offset: CGPoint
}
