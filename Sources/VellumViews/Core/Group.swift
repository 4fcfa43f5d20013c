import VellumLayout

/// A type that collects multiple views into one, without affecting layout;
/// modifiers applied to a group apply to each of its views.
///
/// ```swift
/// Group { Text("A"); Text("B") }.font(.headline)
/// ```
public struct Group<Content: View>: PrimitiveView {
    let content: Content
    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
}
