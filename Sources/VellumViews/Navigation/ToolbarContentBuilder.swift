/// A result builder that composes toolbar content from closures.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarLeading) { EditButton() }
///     if canCompose {
///         ToolbarItem(placement: .primaryAction) { Button("New", systemImage: "square.and.pencil") {} }
///     }
/// }
/// ```
@resultBuilder
public enum ToolbarContentBuilder {
    /// A single piece of content.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        var parts: [any ToolbarContent] = []
        for c in repeat each content { parts.append(c) }
        return TupleToolbarContent(value: (repeat each content), parts: parts)
    }
    /// A single expression.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> TupleToolbarContent<Content?> {
        TupleToolbarContent(value: content, parts: content.map { [$0] } ?? [])
    }
    /// The true branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(part: first)
    }
    /// The false branch of an `if`/`else` or a `switch` case.
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(part: second)
    }
    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> TupleToolbarContent<Content> {
        TupleToolbarContent(value: content, parts: [content])
    }
}

/// Toolbar content made of several pieces: what a `@ToolbarContentBuilder`
/// block of several items produces.
public struct TupleToolbarContent<T>: PrimitiveToolbarContent {
    /// The pieces, as a tuple.
    public var value: T
    let parts: [any ToolbarContent]

    init(value: T, parts: [any ToolbarContent]) { self.value = value; self.parts = parts }

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        parts.flatMap { ToolbarElements.of($0, in: environment) }
    }
}

/// The toolbar content an `if`/`else` or `switch` in a `@ToolbarContentBuilder` produces.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: PrimitiveToolbarContent {
    let part: any ToolbarContent

    package func toolbarElements(in environment: EnvironmentValues) -> [ToolbarElement] {
        ToolbarElements.of(part, in: environment)
    }
}
