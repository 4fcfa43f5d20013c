import VellumGeometry
import VellumLayout

/// A scroll view's content: several views are stacked along the scroll axis,
/// as SwiftUI stacks them (a `VStack`, or an `HStack` for a horizontal-only
/// scroll view, with their default alignment and spacing); one view is left
/// as it is.
///
/// ```swift
/// ScrollView {
///     Text("Title")     // above
///     Chart(data)       // below, not on top of it
/// }
/// ```
struct ScrollContentStack: PrimitiveView {
    let content: any View
    let axes: Axis.Set

    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let nodes = try context.lower(content)
        guard nodes.count > 1 else { return nodes }
        if axes == .horizontal {
            return [LayoutNode(.layout(LayoutBox(HStackLayout())), children: nodes, name: "HStack")]
        }
        return [LayoutNode(.layout(LayoutBox(VStackLayout())), children: nodes, name: "VStack")]
    }
}
