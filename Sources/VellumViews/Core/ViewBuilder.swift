/// A result builder that composes views from closures.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if showDetail { Text("Detail") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A single view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for v in repeat each content { views.append(v) }
        return TupleView(value: (repeat each content), views: views)
    }
    /// A single expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .trueContent(first)) }
    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent(storage: .falseContent(second)) }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
