import Foundation

/// An alignment position along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("A"); Text("Longer") }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    package let id: ObjectIdentifier
    package let key: @Sendable (ViewDimensions) -> CGFloat

    /// Creates an alignment from a custom guide.
    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        let guide = AlignmentGuideType(id: id)
        self.key = { guide.defaultValue(in: $0) }
    }

    /// The leading guide.
    public static let leading = HorizontalAlignment(BuiltinGuide.Leading.self)
    /// The center guide.
    public static let center = HorizontalAlignment(BuiltinGuide.HCenter.self)
    /// The trailing guide.
    public static let trailing = HorizontalAlignment(BuiltinGuide.Trailing.self)
    /// Where a list row's separator starts: the leading edge of the row's
    /// leading-most text unless the row sets it with `alignmentGuide`, and the
    /// row's content's leading edge in a row without text.
    ///
    /// ```swift
    /// Label("Wi-Fi", systemImage: "wifi")
    ///     .alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }
    /// ```
    public static let listRowSeparatorLeading = HorizontalAlignment(BuiltinGuide.ListRowSeparatorLeading.self)
    /// Where a list row's separator ends: the row's trailing edge unless the
    /// row sets it with `alignmentGuide`.
    public static let listRowSeparatorTrailing = HorizontalAlignment(BuiltinGuide.ListRowSeparatorTrailing.self)

    public static func == (l: Self, r: Self) -> Bool { l.id == r.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
