import Foundation

/// A colour glyph placed in a text frame or on the canvas.
package struct PositionedGlyphImage: Equatable, Sendable {
    /// The glyph's bitmap.
    package var image: GlyphImage
    /// Where the pen on the baseline is.
    package var origin: CGPoint
    /// Points per font unit.
    package var scale: CGFloat

    package init(image: GlyphImage, origin: CGPoint, scale: CGFloat) {
        self.image = image; self.origin = origin; self.scale = scale
    }

    /// The rectangle the bitmap fills.
    package var frame: CGRect {
        CGRect(x: origin.x + image.box.minX * scale, y: origin.y + image.box.minY * scale,
               width: image.box.width * scale, height: image.box.height * scale)
    }
}

extension Array where Element == PositionedGlyphImage {
    /// The images moved by `offset`.
    package func offsetBy(_ offset: CGPoint) -> [PositionedGlyphImage] {
        map { PositionedGlyphImage(image: $0.image, origin: CGPoint(x: $0.origin.x + offset.x, y: $0.origin.y + offset.y), scale: $0.scale) }
    }
}
