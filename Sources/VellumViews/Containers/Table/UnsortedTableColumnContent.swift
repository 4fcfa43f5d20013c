import Foundation

/// An unsortable column in a sortable table: what `TableColumnBuilder` makes
/// of a column without a sort comparator (`TableColumn("Notes") { … }`) among
/// columns that sort by `Sort`. You do not create one yourself.
public struct UnsortedTableColumnContent<Sort, Column>: TableColumnContent, PrimitiveTableColumns
where Sort: SortComparator, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
    public typealias TableRowValue = Column.TableRowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let content: Column

    /// Never read: Vellum reads the column itself.
    public var tableColumnBody: Never { return preconditionFailure("UnsortedTableColumnContent is read by Vellum, not through tableColumnBody") }

    package func columns() -> [TableColumnModel] { TableColumns.of(content) }
}
