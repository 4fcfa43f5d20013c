/// The rows a `Table` makes of a collection, one for each element, as in SwiftUI.
public struct TableForEachContent<Data>: TableRowContent, PrimitiveTableRows where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    /// The collection.
    public var data: Data

    init(data: Data) { self.data = data }

    /// Never read: Vellum reads the rows themselves.
    public var tableRowBody: Never { preconditionFailure("TableForEachContent is read by Vellum, not through tableRowBody") }

    package func rowValues() -> [Any] { data.map { $0 } }
}
