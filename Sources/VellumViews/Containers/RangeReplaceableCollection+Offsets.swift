import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete(perform:)` hands them.
    ///
    /// ```swift
    /// List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit before the element at
    /// `destination` (an offset in the collection before the move), keeping
    /// their order, as `onMove(perform:)` hands them.
    ///
    /// ```swift
    /// ForEach(items, id: \.self) { Text($0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        guard destination >= 0, destination <= elements.count, source.allSatisfy({ $0 >= 0 && $0 < elements.count }) else { return }
        let moved = source.map { elements[$0] }
        let before = elements.indices.filter { $0 < destination && !source.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= destination && !source.contains($0) }.map { elements[$0] }
        for (position, element) in zip(indices, before + moved + after) { self[position] = element }
    }
}
