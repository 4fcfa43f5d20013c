import Foundation
import VellumCore
import VellumGeometry
import VellumLayout

nonisolated extension View {
    /// Blurs the view with a Gaussian of standard deviation `radius`.
    ///
    /// The blur spreads about three radii past the view's edges; with `opaque`
    /// it stays inside the view's drawing, edges keep their colour and the
    /// result is opaque. NaN counts as 0; negative radii as 0.
    ///
    /// ```swift
    /// Text("This is some text.").padding().blur(radius: 1.0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let r = radius.isNaN ? 0 : Swift.max(0, radius.clampedLength())
        return filtered("blur", .blur(radius: r, opaque: opaque))
    }

    /// Brightens the view by adding `amount` to each colour component
    /// (0 no effect, 1 white), as Core Image's `CIColorControls` does.
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).brightness(0.4)
    /// ```
    public func brightness(_ amount: Double) -> some View { filtered("brightness", .colorMatrix(.brightness(amount))) }

    /// Sets the contrast: colour components move away from (above 1) or
    /// towards (below 1) mid-grey 0.5; negative amounts also invert.
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).contrast(0.5)
    /// ```
    public func contrast(_ amount: Double) -> some View { filtered("contrast", .colorMatrix(.contrast(amount))) }

    /// Sets the saturation: 0 is grey (Rec. 709 luma), 1 unchanged, more
    /// intensifies colours.
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).saturation(0.3)
    /// ```
    public func saturation(_ amount: Double) -> some View { filtered("saturation", .colorMatrix(.saturation(amount))) }

    /// Removes colour: 0 no effect, 1 grey (Rec. 709 luma).
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).grayscale(0.99)
    /// ```
    public func grayscale(_ amount: Double) -> some View { filtered("grayscale", .colorMatrix(.grayscale(amount))) }

    /// Rotates the view's hues by an angle about the grey axis.
    ///
    /// ```swift
    /// Rectangle().fill(.red).frame(width: 60, height: 60).hueRotation(.degrees(90))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View { filtered("hueRotation", .colorMatrix(.hueRotation(radians: angle.radians))) }

    /// Inverts the view's colours (alpha unchanged).
    ///
    /// ```swift
    /// Color.red.frame(width: 60, height: 60).colorInvert()
    /// ```
    public func colorInvert() -> some View { filtered("colorInvert", .colorMatrix(.colorInvert)) }

    /// Multiplies each colour component of the view by the colour's.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill").colorMultiply(.red)
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        modifier(NodeModifier { node, ctx in
            LayoutNode(.effect(.filter(.colorMatrix(.colorMultiply(try color.resolved(in: ctx.environment))))), children: [node],
                       name: "colorMultiply")
        })
    }

    /// Makes the view black, with an opacity that is its luminance
    /// (Rec. 709): light parts opaque, dark parts transparent. Useful as a mask.
    ///
    /// ```swift
    /// Circle().fill(.white).luminanceToAlpha()
    /// ```
    public func luminanceToAlpha() -> some View { filtered("luminanceToAlpha", .colorMatrix(.luminanceToAlpha)) }

    /// Wraps this view's nodes in a filter effect.
    private func filtered(_ name: String, _ filter: RenderFilter) -> ModifiedContent<Self, NodeModifier> {
        wrapped(name, .effect(.filter(filter)))
    }
}
