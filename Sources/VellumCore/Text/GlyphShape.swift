import Foundation
import VellumGeometry

/// One glyph's outline at one size, with the pen at the origin on the
/// baseline and y pointing down: shared by every occurrence of the glyph, so
/// a document can hold its outline once and refer to it wherever it appears.
///
/// Two shapes with the same `face`, `glyph`, `size`, `emboldened` and
/// `oblique` have the same outline.
package final class GlyphShape: Sendable {
    /// The face's name (its font file's name, without extension).
    package let face: String
    /// The glyph id in the face.
    package let glyph: UInt32
    /// The font size in points.
    package let size: CGFloat
    /// Whether the outline is synthetically emboldened.
    package let emboldened: Bool
    /// Whether the outline is synthetically slanted.
    package let oblique: Bool
    /// The outline.
    package let path: Path
    /// The outline's bounding box (null when the outline is empty).
    package let bounds: CGRect

    package init(face: String, glyph: UInt32, size: CGFloat, emboldened: Bool, oblique: Bool, path: Path) {
        self.face = face; self.glyph = glyph; self.size = size
        self.emboldened = emboldened; self.oblique = oblique
        self.path = path; self.bounds = path.boundingRect
    }
}

extension GlyphShape: Equatable {
    /// Same face, glyph, size and synthetic styling: the same outline.
    package static func == (l: GlyphShape, r: GlyphShape) -> Bool {
        l === r || (l.face == r.face && l.glyph == r.glyph && l.size == r.size
                    && l.emboldened == r.emboldened && l.oblique == r.oblique)
    }
}

/// One occurrence of a glyph: its shape with the pen at `origin`.
package struct PositionedGlyph: Equatable, Sendable {
    /// The glyph's shape.
    package var shape: GlyphShape
    /// Where the shape's origin (the pen on the baseline) goes.
    package var origin: CGPoint

    package init(shape: GlyphShape, origin: CGPoint) { self.shape = shape; self.origin = origin }

    /// The glyph's outline at its position.
    package var placedPath: Path { shape.path.applying(CGAffineTransform(translationX: origin.x, y: origin.y)) }

    /// The glyph's bounding box at its position (null for an empty outline).
    package var placedBounds: CGRect { shape.bounds.isNull ? .null : shape.bounds.offsetBy(dx: origin.x, dy: origin.y) }
}

extension Array where Element == PositionedGlyph {
    /// Every glyph's outline at its position, as one path.
    package var mergedOutline: Path {
        var path = Path()
        for g in self where !g.shape.path.isEmpty {
            path.addPath(g.shape.path, transform: CGAffineTransform(translationX: g.origin.x, y: g.origin.y))
        }
        return path
    }

    /// The glyphs moved by `offset`.
    package func offsetBy(_ offset: CGPoint) -> [PositionedGlyph] {
        map { PositionedGlyph(shape: $0.shape, origin: CGPoint(x: $0.origin.x + offset.x, y: $0.origin.y + offset.y)) }
    }
}
