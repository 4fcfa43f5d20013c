/// A `ForEach` of table rows: one or more rows for each element.
extension ForEach: TableRowContent, PrimitiveTableRows where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    /// Never read: Vellum reads the rows themselves.
    public var tableRowBody: Never { preconditionFailure("ForEach is read by Vellum, not through tableRowBody") }

    package func rowValues() -> [Any] { data.flatMap { TableRows.of(content($0)) } }
}

extension ForEach where Content: TableRowContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for each element of `data`, identified by its `id`.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.init(data: data, content: content, identity: { AnyHashable($0.id) })
    }
}
