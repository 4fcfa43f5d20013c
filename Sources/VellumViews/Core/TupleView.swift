import VellumLayout

/// A view created from a tuple of views: what a `@ViewBuilder` block of
/// several views produces.
public struct TupleView<T>: PrimitiveView {
    /// The views.
    public var value: T
    private let views: [any View]

    /// Creates a tuple view; the tuple's elements must be views.
    public init(_ value: T) {
        self.value = value
        self.views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, views: [any View]) { self.value = value; self.views = views }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var out: [LayoutNode] = []
        for (i, v) in views.enumerated() { out += try context.lower(v, index: i) }
        return out
    }

    /// The views, one by one (for previews).
    package var elements: [any View] { views }
}
