import Foundation
import VellumCore

/// A drop shadow: the group's alpha, blurred, offset and tinted, under the group.
package struct RenderShadow: Equatable, Sendable {
    /// The shadow's colour (its alpha included).
    package var color: RGBAColor
    /// SwiftUI's shadow radius; the Gaussian's standard deviation is half of it.
    package var radius: CGFloat
    /// How far the shadow is moved.
    package var offset: CGSize
    /// Creates a shadow.
    package init(color: RGBAColor, radius: CGFloat, offset: CGSize) { self.color = color; self.radius = radius; self.offset = offset }
}
