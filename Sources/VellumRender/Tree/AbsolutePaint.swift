import Foundation
import VellumCore
import VellumGeometry

/// A paint in absolute user-space coordinates: what the SVG emitter prints
/// without any geometry of its own.
///
/// The gradient and pattern cases are `indirect`: a solid colour, the common
/// case, is then copied as a few words wherever a path's fill or stroke is
/// read, where the largest case inline made every copy a generic one.
package enum AbsolutePaint: Hashable, Sendable {
    /// A solid colour (alpha included).
    case color(RGBAColor)
    /// A linear gradient between two points.
    indirect case linear(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// A radial gradient from `center` (offset 0) to `radius` (offset 1).
    /// A SwiftUI start radius is already folded into the stops (see
    /// `PaintMapper.concentric`); `transform` stretches the circle into an
    /// ellipse about the centre (nil for a circle).
    indirect case radial(ResolvedGradient, center: CGPoint, radius: CGFloat, transform: CGAffineTransform?)
    /// An image tiled as a pattern: `tile` is one tile in user space, `image`
    /// where the whole image sits relative to the tile's origin (it may be
    /// larger than the tile when only part of the image is used).
    indirect case pattern(ImageData, tile: CGRect, image: CGRect)
}
