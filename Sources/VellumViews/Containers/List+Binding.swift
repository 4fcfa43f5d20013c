extension List where SelectionValue == Never {
    /// Creates a list with a row for each element of a binding to identified
    /// data; each row gets a binding to its element.
    ///
    /// ```swift
    /// List($todos) { $todo in
    ///     Toggle(todo.title, isOn: $todo.isDone)
    /// }
    /// ```
    public init<C, RowContent: View>(_ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list with a row for each element of a binding to data,
    /// identified by a key path; each row gets a binding to its element.
    ///
    /// ```swift
    /// List($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    public init<C, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                   @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
}
