import Foundation

/// How a paint frosts what lies behind the shape it fills: the backdrop,
/// drawn again inside the shape, blurred and saturated, under the paint.
/// Materials and Liquid Glass frost; a colour does not.
package struct BackdropBlur: Hashable, Sendable {
    /// The blur's radius in points (a Gaussian's standard deviation, as
    /// `RenderFilter.blur` takes it).
    package var radius: CGFloat
    /// The saturation applied after the blur: 1 leaves colours as they are.
    package var saturation: Double

    /// A frost of `radius` points at `saturation`.
    package init(radius: CGFloat, saturation: Double) {
        self.radius = radius.isFinite ? Swift.max(0, radius) : 0
        self.saturation = saturation.isFinite ? Swift.max(0, saturation) : 1
    }
}
