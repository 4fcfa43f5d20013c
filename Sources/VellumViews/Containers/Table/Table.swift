import Foundation
import VellumGeometry

/// A table of rows and columns, as in SwiftUI. On iPhone (a compact width)
/// SwiftUI shows a table as a plain list of its first column, each row one
/// accessibility element read as that column's text; Vellum draws it so.
///
/// ```swift
/// Table(sales) {
///     TableColumn("Quarter", value: \.quarter)
///     TableColumn("Revenue", value: \.revenue)
/// }
/// ```
public struct Table<Value, Rows, Columns>: View
where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Value == Columns.TableRowValue {
    let rows: [Value]
    let columns: Columns

    /// An unsortable table of `data`'s elements, one row each, with `columns`.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    public var body: some View {
        let first = TableColumns.of(columns).first
        return List {
            ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
                if let first {
                    // The row is the element, over its whole width and height, as iOS reads a table's row.
                    AnyView(first.content(row))
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        .accessibilityElement(children: .combine)
                        .listRowInsets(EdgeInsets())
                }
            }
        }
        .listStyle(.plain)
    }
}
