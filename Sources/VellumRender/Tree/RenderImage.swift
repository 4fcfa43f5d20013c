import Foundation
import VellumCore

/// A bitmap or vector image drawn into a rectangle.
package struct RenderImage: Equatable, Sendable {
    /// The image file.
    package var image: ImageData
    /// Where it is drawn, absolute; the image is stretched to fill it.
    package var rect: CGRect
    /// How it is resampled.
    package var interpolation: ImageInterpolation
    /// Creates an image node.
    package init(image: ImageData, rect: CGRect, interpolation: ImageInterpolation) {
        self.image = image; self.rect = rect; self.interpolation = interpolation
    }
}
