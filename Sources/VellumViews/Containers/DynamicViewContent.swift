import Foundation

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Sets the deletion action of the rows (swipe to delete); at rest no
    /// row is swiped, so nothing is drawn.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Sets the move action of the rows (drag in edit mode); at rest nothing is drawn.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

nonisolated extension View {
    /// Whether a row can be deleted; at rest nothing is drawn.
    public func deleteDisabled(_ isDisabled: Bool) -> Self { self }
    /// Whether a row can be moved; at rest nothing is drawn.
    public func moveDisabled(_ isDisabled: Bool) -> Self { self }
}
