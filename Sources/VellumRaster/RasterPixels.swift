import Foundation
import VellumCore

/// A drawn picture's pixels, straight (not premultiplied) RGBA, row by row
/// from the top: what ``SVGRasterizer/pixels(svg:size:scale:)`` returns, to
/// read the colour drawn at a point.
package struct RasterPixels: Sendable {
    /// The width and height in pixels.
    package let width: Int
    package let height: Int
    /// Pixels per point.
    package let scale: Double
    /// Four bytes a pixel: red, green, blue, alpha.
    package let rgba: [UInt8]

    /// The colour at `point` (in points), nil outside the picture.
    package func color(at point: CGPoint) -> RGBAColor? {
        let x = Int((Double(point.x) * scale).rounded(.down)), y = Int((Double(point.y) * scale).rounded(.down))
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = 4 * (y * width + x)
        return RGBAColor(Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Double(rgba[i + 3]) / 255)
    }
}
