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
    /// Leading, as SwiftUI lays out left-to-right text (`listRowSeparatorLeading` has no effect here).
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    /// Trailing, as above.
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing

    public static func == (l: Self, r: Self) -> Bool { l.id == r.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
