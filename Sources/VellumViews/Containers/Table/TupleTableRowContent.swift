/// Several table rows, in order: what a `@TableRowBuilder` block of several
/// rows, or an `if`, produces.
public struct TupleTableRowContent<Value, T>: TableRowContent, PrimitiveTableRows where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    /// The rows, as a tuple.
    public var value: T
    let parts: [any TableRowContent]

    init(value: T, parts: [any TableRowContent]) { self.value = value; self.parts = parts }

    /// Never read: Vellum reads the rows themselves.
    public var tableRowBody: Never { preconditionFailure("TupleTableRowContent is read by Vellum, not through tableRowBody") }

    package func rowValues() -> [Any] { parts.flatMap { TableRows.of($0) } }
}
