extension ForEach where Content: View {
    /// Creates views for a binding to a collection of `Identifiable` data;
    /// each view gets a binding to its element.
    ///
    /// ```swift
    /// List {
    ///     ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// }
    /// ```
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for a binding to a collection, identified by `id`; each
    /// view gets a binding to its element.
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elements = data.wrappedValue
        self.init(data: elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) },
                  content: { pair in
                      content(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
                  },
                  identity: { AnyHashable($0.1) })
    }
}
