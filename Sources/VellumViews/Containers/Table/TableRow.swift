/// One row of a `Table` whose rows are listed one by one, as in SwiftUI.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(Person(name: "Ada"))
///     ForEach(others) { TableRow($0) }
/// }
/// ```
public struct TableRow<Value>: TableRowContent, PrimitiveTableRows where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) { self.value = value }

    /// Never read: Vellum reads the row itself.
    public var tableRowBody: Never { preconditionFailure("TableRow is read by Vellum, not through tableRowBody") }

    package func rowValues() -> [Any] { [value] }
}
