/// Table columns Vellum reads itself rather than through `tableColumnBody`:
/// each column's title, how it lays out and, for a row, its content.
package protocol PrimitiveTableColumns {
    /// The columns, in order.
    func columns() -> [TableColumnModel]
}
