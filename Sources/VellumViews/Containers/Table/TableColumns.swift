/// Reading table columns: each one's title and the view it shows for a row.
package enum TableColumns {
    /// The columns of `content`, in order.
    static func of(_ content: any TableColumnContent) -> [TableColumnModel] {
        if let primitive = content as? any PrimitiveTableColumns { return primitive.columns() }
        return opened(content)
    }

    private static func opened<C: TableColumnContent>(_ content: C) -> [TableColumnModel] {
        of(content.tableColumnBody)
    }
}
