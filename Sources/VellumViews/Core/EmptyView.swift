import VellumLayout

/// A view that doesn't contain any content.
///
/// ```swift
/// var body: some View { if hidden { EmptyView() } else { Text("Shown") } }
/// ```
public struct EmptyView: PrimitiveView, Sendable {
    /// Creates an empty view.
    public init() {}
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { [] }
}
