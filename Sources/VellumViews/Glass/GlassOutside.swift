import Foundation
import VellumGeometry

/// Everything around a shape, out to `margin` past its frame: the frame
/// grown by `margin` with the shape cut out of it (filled even-odd). Glass
/// clips its shadow to this so the shadow darkens only what lies outside the
/// translucent glass, not the backdrop seen through it.
struct GlassOutside<S: Shape>: Shape {
    let shape: S
    let margin: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path(rect.insetBy(dx: -margin, dy: -margin))
        path.addPath(shape.path(in: rect))
        return path
    }
}
