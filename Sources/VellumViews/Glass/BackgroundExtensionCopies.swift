import Foundation
import VellumGeometry
import VellumLayout

/// The copies behind a view with the background extension effect: the view
/// and, across each edge with safe area beyond it, the view mirrored, in the
/// frame grown by `insets` and clipped to it, blurred opaquely. Laid out at
/// the view's top-leading corner and drawn from the grown frame's; hidden
/// from assistive technologies.
struct BackgroundExtensionCopies: PrimitiveView {
    let content: AnyView
    /// The view's size.
    let size: CGSize
    /// How far the frame grows on each edge.
    let insets: EdgeInsets
    let blurRadius: CGFloat

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let w = size.width, h = size.height, l = insets.leading, t = insets.top
        let grown = CGSize(width: w + l + insets.trailing, height: h + t + insets.bottom)
        let copy = content.frame(width: w, height: h)
        let copies = ZStack(alignment: .topLeading) {
            copy.offset(x: l, y: t)
            if t > 0 { copy.scaleEffect(x: 1, y: -1).offset(x: l, y: t - h) }
            if insets.bottom > 0 { copy.scaleEffect(x: 1, y: -1).offset(x: l, y: t + h) }
            if l > 0 { copy.scaleEffect(x: -1, y: 1).offset(x: l - w, y: t) }
            if insets.trailing > 0 { copy.scaleEffect(x: -1, y: 1).offset(x: l + w, y: t) }
        }
        return try context.lower(copies
            .frame(width: grown.width, height: grown.height, alignment: .topLeading)
            .clipped()
            .blur(radius: blurRadius, opaque: true)
            .offset(x: -l, y: -t)
            .frame(width: w, height: h, alignment: .topLeading)
            // The copies are decoration: assistive technologies find the view once.
            .accessibilityHidden(true))
    }
}
