import Foundation

/// Several table columns, in order: what a `@TableColumnBuilder` block of
/// several columns produces.
public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent, PrimitiveTableColumns
where RowValue: Identifiable, Sort: SortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    /// The columns, as a tuple.
    public var value: T
    let parts: [any TableColumnContent]

    init(value: T, parts: [any TableColumnContent]) { self.value = value; self.parts = parts }

    /// Never read: Vellum reads the columns themselves.
    public var tableColumnBody: Never { return preconditionFailure("TupleTableColumnContent is read by Vellum, not through tableColumnBody") }

    package func columns() -> [TableColumnModel] { parts.flatMap { TableColumns.of($0) } }
}
