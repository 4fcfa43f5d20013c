import VellumGeometry
import VellumLayout

/// A view that shows the first of its children that fits the space it is
/// offered, in the order given; the last one when none fits.
///
/// A child fits when its ideal length on each constrained axis is within
/// the proposal there. Only the chosen child is laid out in the frame and
/// drawn.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Image(systemName: "star.fill"); Text("Add to Favorites") }
///     Image(systemName: "star.fill")
/// }
/// ```
public struct ViewThatFits<Content: View>: PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child fitting on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.firstFitting(axes), children: try context.lower(content), name: "ViewThatFits")]
    }
}
