import Foundation

/// A colour glyph drawn from a bitmap (an emoji): its PNG and the box it
/// fills, in font units relative to the pen on the baseline, y down.
package struct GlyphImage: Equatable, Sendable {
    /// The face's name, for the image's id in `<defs>`.
    package var face: String
    /// The glyph id in that face.
    package var glyph: UInt32
    /// The PNG file's bytes, as the font holds them.
    package var png: Data
    /// The box the bitmap fills, in font units, y down.
    package var box: CGRect

    package init(face: String, glyph: UInt32, png: Data, box: CGRect) {
        self.face = face; self.glyph = glyph; self.png = png; self.box = box
    }
}
