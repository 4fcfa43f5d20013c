/// Which parts of a source view's geometry a matched view takes.
///
/// ```swift
/// Capsule().matchedGeometryEffect(id: selected, in: tabs, properties: .frame, isSource: false)
/// ```
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates properties from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
