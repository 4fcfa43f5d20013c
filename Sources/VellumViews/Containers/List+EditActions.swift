// Lists whose rows the user can delete or move. A still picture shows the
// list at rest, so the rows are drawn as they are without edit actions.

extension List where SelectionValue == Never {
    /// Creates a list with a row for each element of a binding to identified
    /// data, enabling the edit actions (drawn at rest).
    ///
    /// ```swift
    /// List($todos, editActions: .all) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    public init<C, RowContent: View>(_ data: Binding<C>, editActions: EditActions<C>,
                                     @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, rowContent: rowContent)
    }

    /// Creates a list with a row for each element of a binding to data
    /// identified by a key path, enabling the edit actions (drawn at rest).
    ///
    /// ```swift
    /// List($names, id: \.self, editActions: .delete) { $name in Text(name) }
    /// ```
    public init<C, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                                                   @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(data, id: id, rowContent: rowContent)
    }
}

extension List {
    /// Creates a list of editable rows for a binding to identified data, with
    /// a selection (drawn at rest and unselected).
    ///
    /// ```swift
    /// List($folders, editActions: .move, selection: $selected) { $folder in Text(folder.name) }
    /// ```
    public init<C, RowContent: View>(_ data: Binding<C>, editActions: EditActions<C>, selection: Binding<SelectionValue?>?,
                                     @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list of editable rows for a binding to data identified by a
    /// key path, with a selection (drawn at rest and unselected).
    ///
    /// ```swift
    /// List($names, id: \.self, editActions: .all, selection: $selectedName) { $name in Text(name) }
    /// ```
    public init<C, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                                                   selection: Binding<SelectionValue?>?,
                                                   @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list of editable rows for a binding to identified data, with
    /// a multiple selection (drawn at rest and unselected).
    public init<C, RowContent: View>(_ data: Binding<C>, editActions: EditActions<C>, selection: Binding<Set<SelectionValue>>?,
                                     @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list of editable rows for a binding to data identified by a
    /// key path, with a multiple selection (drawn at rest and unselected).
    public init<C, ID: Hashable, RowContent: View>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                                                   selection: Binding<Set<SelectionValue>>?,
                                                   @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
}
