import Foundation
import VellumLayout

/// How a table column aligns its title and cells, as in SwiftUI.
///
/// ```swift
/// TableColumn("Price", value: \.price) { Text($0.price, format: .currency(code: "EUR")) }
///     .alignment(.trailing)
/// ```
public struct TableColumnAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
    let kind: Kind

    /// The platform's alignment: leading.
    public static var automatic: TableColumnAlignment { TableColumnAlignment(kind: .automatic) }
    /// Cells and title at the leading edge.
    public static var leading: TableColumnAlignment { TableColumnAlignment(kind: .leading) }
    /// Cells and title centred.
    public static var center: TableColumnAlignment { TableColumnAlignment(kind: .center) }
    /// Cells and title at the trailing edge.
    public static var trailing: TableColumnAlignment { TableColumnAlignment(kind: .trailing) }
    /// Numbers: trailing for left-to-right digits, as SwiftUI aligns them.
    public static var numeric: TableColumnAlignment { TableColumnAlignment(kind: .numeric) }

    /// The frame alignment of the column's cells.
    var horizontal: Alignment {
        switch kind {
        case .automatic, .leading: return .leading
        case .center: return .center
        case .trailing, .numeric: return .trailing
        }
    }
}
