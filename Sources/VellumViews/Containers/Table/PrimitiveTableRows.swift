/// Table rows Vellum reads itself rather than through `tableRowBody`: the
/// value each row shows, in order.
package protocol PrimitiveTableRows {
    /// The rows' values, in order.
    func rowValues() -> [Any]
}

/// Reading table rows: the value each one shows.
package enum TableRows {
    /// The values of `content`'s rows, in order.
    static func of(_ content: any TableRowContent) -> [Any] {
        if let primitive = content as? any PrimitiveTableRows { return primitive.rowValues() }
        return opened(content)
    }

    private static func opened<C: TableRowContent>(_ content: C) -> [Any] {
        of(content.tableRowBody)
    }
}
