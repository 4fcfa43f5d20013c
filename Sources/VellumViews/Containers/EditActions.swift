/// A set of edit actions on a collection of data that a view can offer to a
/// user: deleting and moving rows of a `List` or `ForEach`.
///
/// A still picture shows a list at rest, not being edited, so the actions
/// are accepted and the rows are drawn as without them.
///
/// ```swift
/// List($names, id: \.self, editActions: .all) { $name in
///     TextField("Name", text: $name)
/// }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions' bits: 1 deletes, 2 moves.
    public let rawValue: Int
    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of
    /// a collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// All the edit actions available on this collection: deleting.
    public static var all: EditActions<Data> { .delete }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// All the edit actions available on this collection: moving.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// All the edit actions available on this collection: deleting and moving.
    public static var all: EditActions<Data> { [.delete, .move] }
}

extension EditActions {
    /// All the edit actions available on this collection: none, for a
    /// collection that can neither remove nor reorder its elements.
    public static var all: EditActions<Data> { [] }
}
