import Foundation

/// A column of a `Table`, as in SwiftUI: its title and the view it shows for
/// each row. On iPhone a table shows its first column only.
public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent, PrimitiveTableColumns
where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let title: Text
    let content: (RowValue) -> Content

    /// Never read: Vellum reads the column itself.
    public var tableColumnBody: Never { return preconditionFailure("TableColumn is read by Vellum, not through tableColumnBody") }

    package func columns() -> [(title: Text, content: (Any) -> any View)] {
        let content = content
        return [(title, { content($0 as! RowValue) })]
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing a string property verbatim, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = Text(titleKey); content = { Text(verbatim: $0[keyPath: value]) }
    }
    /// An unsortable column showing a string property verbatim, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(verbatim: String(title)); content = { Text(verbatim: $0[keyPath: value]) }
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column showing `content` for each row, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = Text(titleKey); self.content = content
    }
    /// An unsortable column showing `content` for each row, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(verbatim: String(title)); self.content = content
    }
}
