/// A to-do item (the `ForEach($items)` tests).
package struct Todo: Identifiable {
    package var id: Int
    package var title: String
    package var isDone = false
    /// An item.
    package init(id: Int, title: String, isDone: Bool = false) { self.id = id; self.title = title; self.isDone = isDone }
}
