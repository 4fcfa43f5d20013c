import Foundation
import VellumLayout

/// A view that arranges its children in a horizontal line.
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("Favourite") }
/// ```
public struct HStack<Content: View>: PrimitiveView {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "HStack")]
    }
}
