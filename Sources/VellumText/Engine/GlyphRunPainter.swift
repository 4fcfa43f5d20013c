import Foundation
import VellumCore
import VellumGeometry

/// Turns a `TextLayout` into `GlyphRunDrawing`s: one per line piece, with the
/// glyph outlines placed in the text frame (y down) and each character's offset.
struct GlyphRunPainter {
    /// Where outlines are cached.
    let store: FontStore
    /// The text being drawn.
    let text: StyledText
    /// Its options (alignment).
    let options: TextOptions
    /// The frame's width, for alignment.
    let frameWidth: CGFloat

    /// The drawings of every line of `layout`, top to bottom, left to right.
    func drawings(of layout: TextLayout) -> [GlyphRunDrawing] {
        var result: [GlyphRunDrawing] = []
        for line in layout.lines {
            var x: CGFloat
            switch options.alignment {
            case .leading: x = 0
            case .center: x = (frameWidth - line.width) / 2
            case .trailing: x = frameWidth - line.width
            }
            for piece in line.pieces {
                let width = piece.width
                defer { x += width }
                let paragraph = layout.paragraphs[line.paragraphIndex]
                if let drawing = drawing(of: piece, paragraph: paragraph, at: CGPoint(x: x, y: line.baseline)) {
                    result.append(drawing)
                }
            }
        }
        return result
    }

    /// The drawing of one piece whose pen starts at `origin`; nil when it shows
    /// only spaces. Its `text`, `origin`, `characterOffsets` and `width` cover the
    /// piece without leading and trailing whitespace; the outline is in frame space.
    private func drawing(of piece: LinePiece, paragraph: ShapedParagraph, at origin: CGPoint) -> GlyphRunDrawing? {
        var visible = piece.range
        if !piece.isEllipsis {
            while let first = visible.first, paragraph.characters[first].character.isWhitespace {
                visible = (first + 1)..<visible.upperBound
            }
            while let last = visible.last, paragraph.characters[last].character.isWhitespace {
                visible = visible.lowerBound..<last
            }
            guard !visible.isEmpty else { return nil }
        }

        let segment = piece.segment
        let face = segment.face
        let slant = face.request.syntheticOblique ? SwiftUITextMetrics.syntheticObliqueSlant : 0
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(piece.glyphs.count)
        var images: [PositionedGlyphImage] = []
        var pen: CGFloat = 0
        var drewAny = false
        var characterX: [Int: CGFloat] = [:]
        var visibleWidth: CGFloat = 0
        for glyph in piece.glyphs {
            let shown = piece.isEllipsis || visible.contains(glyph.grapheme)
            if shown {
                characterX[glyph.grapheme] = Swift.min(characterX[glyph.grapheme] ?? .infinity, pen)
                visibleWidth += glyph.advance
            }
            if glyph.glyph != 0 && !segment.isMissing {
                drewAny = true
                let at = CGPoint(x: origin.x + pen + glyph.offset.x, y: origin.y - glyph.offset.y)
                if face.face.hasColorBitmaps {
                    if let image = self.image(of: glyph.glyph, in: face) {
                        images.append(PositionedGlyphImage(image: image, origin: at, scale: segment.scale))
                    }
                } else {
                    let shape = self.shape(of: glyph.glyph, in: face, segment: segment, slant: slant)
                    if !shape.path.isEmpty { glyphs.append(PositionedGlyph(shape: shape, origin: at)) }
                }
            }
            pen += glyph.advance
        }
        let left = characterX.values.min() ?? 0
        let string: String
        var offsets: [CGFloat] = []
        if piece.isEllipsis {
            string = SwiftUITextMetrics.ellipsis
            offsets = [0]
        } else {
            string = String(paragraph.characters[visible].map(\.character))
            var last = left
            for index in visible {
                let value = characterX[index] ?? last
                offsets.append(value - left)
                last = value
            }
        }
        return GlyphRunDrawing(text: string, font: text.runs[segment.runIndex].font,
                               origin: CGPoint(x: origin.x + left, y: origin.y),
                               characterOffsets: offsets, glyphs: glyphs, images: images, hasOutlines: drewAny,
                               runIndex: segment.runIndex, width: visibleWidth)
    }

    /// The colour bitmap of glyph `id` of `face` (an emoji), read once from
    /// the font and shared; nil when the glyph has none.
    private func image(of id: UInt32, in face: FallbackFace) -> GlyphImage? {
        let key = OutlineKey(face: face.request.face, glyph: id, embolden: false)
        return store.glyphImages.value(for: key) {
            guard let (png, box) = face.face.colorImage(of: id) else { return nil }
            return GlyphImage(face: face.request.face.fileName, glyph: id, png: png, box: box)
        }
    }

    /// Glyph `id` of `face` at the segment's scale, slanted by `slant`: made
    /// once from the face's outline (y up, font units) and shared.
    private func shape(of id: UInt32, in face: FallbackFace, segment: ShapedSegment, slant: CGFloat) -> GlyphShape {
        let outlineKey = OutlineKey(face: face.request.face, glyph: id, embolden: face.request.syntheticBold)
        let key = GlyphShapeKey(outline: outlineKey, scale: segment.scale, oblique: slant != 0)
        return store.glyphShapes.value(for: key) {
            let outline = store.outlines.value(for: outlineKey) {
                face.face.outline(of: id, embolden: face.request.syntheticBold)
            }
            let s = segment.scale
            let path = outline.applying(CGAffineTransform(a: s, b: 0, c: s * slant, d: -s, tx: 0, ty: 0))
            let file = face.request.face
            return GlyphShape(face: file.faceIndex == 0 ? file.fileName : "\(file.fileName)-\(file.faceIndex)", glyph: id,
                              size: segment.drawnSize(fontSize: text.runs[segment.runIndex].font.size),
                              emboldened: face.request.syntheticBold, oblique: slant != 0, path: path)
        }
    }
}
