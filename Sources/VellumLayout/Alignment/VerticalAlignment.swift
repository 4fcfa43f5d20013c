import Foundation

/// An alignment position along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("A").font(.title); Text("b") }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    package let id: ObjectIdentifier
    package let key: @Sendable (ViewDimensions) -> CGFloat

    /// Creates an alignment from a custom guide.
    public init(_ id: any AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        let guide = AlignmentGuideType(id: id)
        self.key = { guide.defaultValue(in: $0) }
    }

    /// The top guide.
    public static let top = VerticalAlignment(BuiltinGuide.Top.self)
    /// The center guide.
    public static let center = VerticalAlignment(BuiltinGuide.VCenter.self)
    /// The bottom guide.
    public static let bottom = VerticalAlignment(BuiltinGuide.Bottom.self)
    /// The first text baseline guide.
    public static let firstTextBaseline = VerticalAlignment(BuiltinGuide.FirstBaseline.self)
    /// The last text baseline guide.
    public static let lastTextBaseline = VerticalAlignment(BuiltinGuide.LastBaseline.self)

    public static func == (l: Self, r: Self) -> Bool { l.id == r.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
