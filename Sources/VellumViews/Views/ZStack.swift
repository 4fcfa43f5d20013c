import VellumLayout

/// A view that overlays its children, aligning them in both axes.
///
/// ```swift
/// ZStack { backgroundGradient; Text("Welcome") }
/// ```
public struct ZStack<Content: View>: PrimitiveView {
    let layout: ZStackLayout
    let content: Content
    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment); self.content = content()
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: "ZStack")]
    }
}
