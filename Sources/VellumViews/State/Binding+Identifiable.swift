extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the bound value: its `id`.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    public var id: Value.ID { wrappedValue.id }
}
