import Foundation
import VellumLayout

/// A view that arranges its children in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text("Title").font(.headline)
///     Text("Subtitle").foregroundStyle(.secondary)
/// }
/// ```
public struct VStack<Content: View>: PrimitiveView {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "VStack")]
    }
}
