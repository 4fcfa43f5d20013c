import VellumLayout

/// A layout used as a view: `MyLayout { … }`.
public struct _LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        [LayoutNode(.layout(LayoutBox(layout)), children: try context.lower(content), name: LayoutBox(layout).name)]
    }
}

extension Layout {
    /// Arranges views with this layout.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Text("A"); Text("B") }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}
