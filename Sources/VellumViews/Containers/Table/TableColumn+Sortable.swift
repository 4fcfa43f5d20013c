import Foundation

extension TableColumn where Label == Text {
    /// A column that sorts by `comparator` and shows `content`, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), sortKey: TableColumnModel.sortKey(comparator), content: content)
    }
    /// A column that sorts by `comparator` and shows `content`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(verbatim: String(title)), sortKey: TableColumnModel.sortKey(comparator), content: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column that shows a string property verbatim and sorts by it, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) {
        self.init(title: Text(titleKey), sortKey: TableColumnModel.sortKey(value),
                  content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A column that shows a string property verbatim and sorts by it, titled `text`.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) {
        self.init(title: text, sortKey: TableColumnModel.sortKey(value),
                  content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// A column that shows a string property verbatim and sorts by it, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard) {
        self.init(title: Text(verbatim: String(title)), sortKey: TableColumnModel.sortKey(value),
                  content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column that shows `content` and sorts by a comparable property, titled by the string `titleKey` names.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), sortKey: TableColumnModel.sortKey(value), content: content)
    }
    /// A column that shows `content` and sorts by a comparable property, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(verbatim: String(title)), sortKey: TableColumnModel.sortKey(value), content: content)
    }
    /// A column that shows `content` and sorts by a property with `comparator`, titled by the string `titleKey` names.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(title: Text(titleKey), sortKey: TableColumnModel.sortKey(value), content: content)
    }
    /// A column that shows `content` and sorts by a property with `comparator`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content) where C.Compared == V {
        self.init(title: Text(verbatim: String(title)), sortKey: TableColumnModel.sortKey(value),
                  content: content)
    }
}
