import Foundation
import VellumGeometry

/// A glyph's shape depends on its outline, its scale and synthetic slant.
struct GlyphShapeKey: Hashable, Sendable {
    /// The outline: face, glyph, emboldening.
    var outline: OutlineKey
    /// Points per font unit.
    var scale: CGFloat
    /// Whether the glyph is synthetically slanted.
    var oblique: Bool
}
