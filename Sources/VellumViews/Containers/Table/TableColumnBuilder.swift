import Foundation

/// A result builder that composes the columns of a `Table`, as in SwiftUI.
///
/// In a sortable table (one given a `sortOrder` binding), a column that does
/// not sort (`TableColumn("Notes") { … }`) takes its place beside sortable ones.
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> where RowValue: Identifiable, Sort: SortComparator {
    /// A column, of the builder's row value and sort comparator.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content: TableColumnContent {
        content
    }
    /// An unsortable column in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Content>(_ content: Content) -> UnsortedTableColumnContent<Sort, Content>
    where RowValue == Content.TableRowValue, Content.TableColumnSortComparator == Never, Content: TableColumnContent {
        UnsortedTableColumnContent(content: content)
    }
    /// A single column.
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Sort {
        column
    }
    /// Two columns, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1), parts: [c0, c1])
    }
    /// Three columns, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }
    /// Four columns, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }
    /// Five columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }
    /// Six columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }
    /// Seven columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }
    /// Eight columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
    /// Nine columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort, C8.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
    /// Ten columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort, C1.TableColumnSortComparator == Sort, C2.TableColumnSortComparator == Sort, C3.TableColumnSortComparator == Sort, C4.TableColumnSortComparator == Sort, C5.TableColumnSortComparator == Sort, C6.TableColumnSortComparator == Sort, C7.TableColumnSortComparator == Sort, C8.TableColumnSortComparator == Sort, C9.TableColumnSortComparator == Sort {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
