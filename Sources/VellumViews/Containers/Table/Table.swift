import Foundation
import VellumGeometry

/// A table of rows and columns, as in SwiftUI.
///
/// In a compact width (iPhone) SwiftUI shows a table as a plain list of its
/// first column, each row one accessibility element read as that column's
/// text; in a regular width (iPad) every column shows under a header row,
/// the sorted column's title marked with a chevron. Vellum draws both.
/// Sorting is the app's: the table shows its rows in the order given, as
/// SwiftUI does, and `sortOrder` only marks the column.
///
/// ```swift
/// Table(sales, sortOrder: $order) {
///     TableColumn("Quarter", value: \.quarter)
///     TableColumn("Revenue", value: \.revenue) { Text($0.revenue, format: .number) }
/// }
/// ```
public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Value == Columns.TableRowValue {
    let rows: [Value]
    let columns: Columns
    /// The sort order's first comparator, as a column's key, and its direction.
    var sorting: (key: AnyHashable, order: SortOrder)? = nil

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.tableShowsColumnHeaders) private var showsHeaders

    init(rows: [Value], columns: Columns) {
        self.rows = rows; self.columns = columns
    }

    public var body: some View {
        TableBody(rows: rows.map { $0 }, columns: TableColumns.of(columns), sorting: sorting,
                  regular: sizeClass == .regular, showsHeaders: showsHeaders != .hidden)
    }

    /// The key and direction of the first comparator of `order`.
    static func sorting<Sort: SortComparator>(_ order: [Sort]) -> (key: AnyHashable, order: SortOrder)? {
        guard let first = order.first else { return nil }
        return (TableColumnModel.sortKey(first), first.order)
    }
}

extension Table {
    /// An unsortable table of `data`'s elements, one row each, with `columns`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// An unsortable table of `data` where one row can be selected.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// An unsortable table of `data` where several rows can be selected.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        self.init(rows: Array(data), columns: columns())
    }

    /// A table of `data` whose columns sort by `sortOrder`'s comparators; the first marks its column.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator,
          Columns.TableColumnSortComparator == Sort {
        self.init(rows: Array(data), columns: columns())
        sorting = Self.sorting(sortOrder.wrappedValue)
    }

    /// A sortable table of `data` where one row can be selected.
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator,
          Columns.TableColumnSortComparator == Sort {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }

    /// A sortable table of `data` where several rows can be selected.
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                            @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value, Sort: SortComparator,
          Columns.TableColumnSortComparator == Sort {
        self.init(data, sortOrder: sortOrder, columns: columns)
    }
}
