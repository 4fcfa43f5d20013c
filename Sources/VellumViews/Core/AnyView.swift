import VellumLayout

/// A type-erased view.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Text("A")), AnyView(Circle())]
/// ```
public struct AnyView: PrimitiveView {
    let view: any View
    /// Creates a type-erased view.
    public init<V: View>(_ view: V) { self.view = view }
    /// Creates a type-erased view from any view value.
    public init(erasing view: some View) { self.view = view }
    /// Creates a type-erased view from a value that is a view; nil for any other value.
    ///
    /// ```swift
    /// let screens: [Any] = [Text("Home"), 42]
    /// let views = screens.compactMap(AnyView.init(_fromValue:))   // one view
    /// ```
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
    package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(view) }
}
