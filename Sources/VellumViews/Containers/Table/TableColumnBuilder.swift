import Foundation

/// A result builder that composes the columns of a `Table`, as in SwiftUI.
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort> where RowValue: Identifiable, Sort: SortComparator {
    /// A column, of the builder's row value and sort comparator.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content: TableColumnContent {
        content
    }
    /// A single unsortable column.
    public static func buildBlock<Column>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column: TableColumnContent, Column.TableColumnSortComparator == Never {
        column
    }
    /// 2 unsortable columns, in order.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where C0: TableColumnContent, C1: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1), parts: [c0, c1])
    }
    /// 3 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }
    /// 4 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }
    /// 5 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }
    /// 6 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }
    /// 7 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }
    /// 8 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
    /// 9 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
    /// 10 unsortable columns, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent, C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue, C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue, C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue, C9.TableRowValue == RowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
