import Foundation

/// The columns of a `Table`: `TableColumn`s, or a type of your own whose
/// `tableColumnBody` composes them.
public protocol TableColumnContent {
    /// The type of value each row of the table shows.
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The type of sort comparator the columns sort by (`Never` when they do not).
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The type of the content's body.
    associatedtype TableColumnBody: TableColumnContent
    /// The composition of the columns.
    @TableColumnBuilder<Self.TableRowValue, Self.TableColumnSortComparator>
    var tableColumnBody: Self.TableColumnBody { get }
}

extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    /// Never read: there is no value of `Never`.
    public var tableColumnBody: Never { return preconditionFailure("Never has no columns") }
}
