/// The rows of a `Table`: a `TableForEachContent` of its data, or a type of
/// your own whose `tableRowBody` composes them.
public protocol TableRowContent {
    /// The type of value each row shows.
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    /// The type of the content's body.
    associatedtype TableRowBody: TableRowContent
    /// The composition of the rows.
    var tableRowBody: Self.TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    /// Never read: there is no value of `Never`.
    public var tableRowBody: Never { preconditionFailure("Never has no rows") }
}
