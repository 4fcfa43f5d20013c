extension ForEach where Content: View {
    /// Creates views for a binding to a collection of `Identifiable` data,
    /// offering edit actions (drawn at rest: the rows are not being edited).
    ///
    /// ```swift
    /// List {
    ///     ForEach($todos, editActions: .delete) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// }
    /// ```
    public init<C>(_ data: Binding<C>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for a binding to a collection identified by `id`,
    /// offering edit actions (drawn at rest: the rows are not being edited).
    ///
    /// ```swift
    /// ForEach($names, id: \.self, editActions: .all) { $name in TextField("Name", text: $name) }
    /// ```
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(data, id: id, content: content)
    }
}
