import Foundation
import VellumGeometry

/// A column of a `Table`, as in SwiftUI: its title, the view it shows for
/// each row and, in a sortable table, the comparator it sorts by. On iPhone a
/// table shows its first column only; on iPad, every column under a header.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
///         .width(60)
/// }
/// ```
public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent, PrimitiveTableColumns
where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    var model: TableColumnModel

    init(title: Text, sortKey: AnyHashable?, content: @escaping (RowValue) -> Content) {
        model = TableColumnModel(title: title, content: { content($0 as! RowValue) }, sortKey: sortKey)
    }

    /// Never read: Vellum reads the column itself.
    public var tableColumnBody: Never { return preconditionFailure("TableColumn is read by Vellum, not through tableColumnBody") }

    package func columns() -> [TableColumnModel] { model.isVisible ? [model] : [] }

    /// The column with a fixed width, or (with `nil`) the width the table gives it.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.model.minWidth = width; copy.model.idealWidth = width; copy.model.maxWidth = width
        return copy
    }

    /// The column with bounds on its width; `nil` leaves a bound as the table sets it.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.model.minWidth = min; copy.model.idealWidth = ideal; copy.model.maxWidth = max
        return copy
    }

    /// The column with its title and cells aligned as `alignment` says.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.model.alignment = alignment
        return copy
    }

    /// The column shown (`.automatic`, `.visible`) or hidden (`.hidden`) until
    /// someone customizes the table; Vellum draws the default.
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn {
        var copy = self
        copy.model.isVisible = visibility != .hidden
        return copy
    }

    /// The identifier a table's column customization stores this column under;
    /// it does not change the picture.
    public func customizationID(_ id: String) -> TableColumn { self }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing a string property verbatim, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(title: Text(titleKey), sortKey: nil, content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// An unsortable column showing a string property verbatim, titled `text`.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(title: text, sortKey: nil, content: { Text(verbatim: $0[keyPath: value]) })
    }
    /// An unsortable column showing a string property verbatim, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(title: Text(verbatim: String(title)), sortKey: nil, content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column showing `content` for each row, titled by the string `titleKey` names.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(titleKey), sortKey: nil, content: content)
    }
    /// An unsortable column showing `content` for each row, titled `text`.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text, sortKey: nil, content: content)
    }
    /// An unsortable column showing `content` for each row, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: Text(verbatim: String(title)), sortKey: nil, content: content)
    }
}
