/// Table columns Vellum reads itself rather than through `tableColumnBody`:
/// each column's title and, for a row, its content.
package protocol PrimitiveTableColumns {
    /// The columns, in order: the title and the view each shows for `row`.
    func columns() -> [(title: Text, content: (Any) -> any View)]
}
