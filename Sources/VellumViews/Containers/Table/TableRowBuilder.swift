/// A result builder that composes the rows of a `Table`, as in SwiftUI:
/// `TableRow`s, `ForEach`es of them, `if` and `for`.
@resultBuilder
public struct TableRowBuilder<Value> where Value: Identifiable {
    /// A row, or rows, of the builder's value.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: TableRowContent, Content.TableRowValue == Value {
        content
    }
    /// No rows.
    public static func buildBlock() -> TupleTableRowContent<Value, ()> {
        TupleTableRowContent(value: (), parts: [])
    }
    /// A single row, or rows, as given.
    public static func buildBlock<Content>(_ content: Content) -> Content
    where Content: TableRowContent, Content.TableRowValue == Value {
        content
    }
    /// Rows given one after another, in order.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleTableRowContent<Value, (repeat each Content)>
    where repeat each Content: TableRowContent {
        var parts: [any TableRowContent] = []
        for part in repeat each content { parts.append(part) }
        return TupleTableRowContent(value: (repeat each content), parts: parts)
    }
    /// Rows shown only when a condition holds.
    public static func buildIf<Content>(_ content: Content?) -> TupleTableRowContent<Value, Content?>
    where Content: TableRowContent, Content.TableRowValue == Value {
        TupleTableRowContent(value: content, parts: content.map { [$0] } ?? [])
    }
    /// The rows of an `if`'s first branch.
    public static func buildEither<T>(first: T) -> TupleTableRowContent<Value, [any TableRowContent]>
    where T: TableRowContent, T.TableRowValue == Value {
        TupleTableRowContent(value: [first], parts: [first])
    }
    /// The rows of an `if`'s second branch.
    public static func buildEither<F>(second: F) -> TupleTableRowContent<Value, [any TableRowContent]>
    where F: TableRowContent, F.TableRowValue == Value {
        TupleTableRowContent(value: [second], parts: [second])
    }
    /// The rows of a `for` loop.
    public static func buildArray<Content>(_ content: [Content]) -> TupleTableRowContent<Value, [Content]>
    where Content: TableRowContent, Content.TableRowValue == Value {
        TupleTableRowContent(value: content, parts: content)
    }
}
