import Foundation
import VellumCore

/// A drawn picture's pixels as cairo leaves them (premultiplied ARGB, one
/// native-endian word a pixel, row by row from the top): what
/// ``SVGRasterizer/pixels(svg:size:scale:)`` returns, to read the colour
/// drawn at a point.
package struct RasterPixels: Sendable {
    /// The width and height in pixels.
    package let width: Int
    package let height: Int
    /// Pixels per point.
    package let scale: Double
    /// One premultiplied ARGB word a pixel, row by row from the top.
    package let argb: [UInt32]

    /// The premultiplied ARGB word at pixel (`x`, `y`); 0 (clear) outside the picture.
    package func word(x: Int, y: Int) -> UInt32 {
        x >= 0 && y >= 0 && x < width && y < height ? argb[y * width + x] : 0
    }

    /// The colour at `point` (in points), its alpha undone; nil outside the picture.
    package func color(at point: CGPoint) -> RGBAColor? {
        let x = Int((Double(point.x) * scale).rounded(.down)), y = Int((Double(point.y) * scale).rounded(.down))
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let word = argb[y * width + x]
        let alpha = Int(word >> 24)
        guard alpha > 0 else { return RGBAColor(0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> Int { Swift.min(255, (Int((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha) }
        return RGBAColor(channel(16), channel(8), channel(0), Double(alpha) / 255)
    }
}
