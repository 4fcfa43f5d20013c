import Foundation
import VellumCore
import VellumGeometry

/// A paint in absolute user-space coordinates: what the SVG emitter prints
/// without any geometry of its own.
package enum AbsolutePaint: Hashable, Sendable {
    /// A solid colour (alpha included).
    case color(RGBAColor)
    /// A linear gradient between two points.
    case linear(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// A radial gradient from `center` (offset 0) to `radius` (offset 1).
    /// A SwiftUI start radius is already folded into the stops (see
    /// `PaintMapper.concentric`); `transform` stretches the circle into an
    /// ellipse about the centre (nil for a circle).
    case radial(ResolvedGradient, center: CGPoint, radius: CGFloat, transform: CGAffineTransform?)
    /// An image tiled as a pattern: `tile` is one tile in user space, `image`
    /// where the whole image sits relative to the tile's origin (it may be
    /// larger than the tile when only part of the image is used).
    case pattern(ImageData, tile: CGRect, image: CGRect)
}
