import Foundation
import VellumGeometry

/// What Vellum reads of one table column: its title, the view it shows for
/// a row, and how it is laid out and sorted.
package struct TableColumnModel {
    /// The header's title.
    var title: Text
    /// The view the column shows for a row (the row's value, type-erased).
    var content: (Any) -> any View
    /// The column's width bounds; `nil` where unbounded.
    var minWidth: CGFloat? = nil
    var idealWidth: CGFloat? = nil
    var maxWidth: CGFloat? = nil
    /// How the column's cells and title are aligned.
    var alignment: TableColumnAlignment = .automatic
    /// The comparator the column sorts by, in forward order; `nil` for a column that does not sort.
    var sortKey: AnyHashable? = nil
    /// Whether the column shows unless the table is customized.
    var isVisible = true

    /// The key a column sorting by `keyPath` is matched by against a table's sort order.
    static func sortKey(_ keyPath: AnyKeyPath) -> AnyHashable { AnyHashable(keyPath) }

    /// The key a column sorting with `comparator` is matched by: its key path
    /// for a `KeyPathComparator` (whatever it compares the values with), else
    /// the comparator in forward order.
    static func sortKey<C: SortComparator>(_ comparator: C) -> AnyHashable {
        if let byKeyPath = comparator as? KeyPathComparator<C.Compared> { return sortKey(byKeyPath.keyPath as AnyKeyPath) }
        var forward = comparator
        forward.order = .forward
        return AnyHashable(forward)
    }
}
