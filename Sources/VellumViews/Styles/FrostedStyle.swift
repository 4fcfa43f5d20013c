import VellumCore

/// A translucent colour over a frosted backdrop: what lies behind the
/// filled shape, blurred and saturated, then the colour over it. Glass
/// surfaces fill with it; `Material` paints the same way.
package struct FrostedStyle: PrimitiveShapeStyle, Hashable {
    let color: RGBAColor
    let blur: BackdropBlur

    package init(color: RGBAColor, blur: BackdropBlur) { self.color = color; self.blur = blur }

    package func paint(in environment: EnvironmentValues, level: Int) throws -> Paint {
        var paint = Paint.color(color)
        paint.backdrop = blur
        return paint
    }
}
