import Foundation

/// A normalized 2D point in a view's coordinate space: `(0, 0)` is the top
/// leading corner, `(1, 1)` the bottom trailing one.
///
/// ```swift
/// LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The normalized coordinates.
    public var x, y: CGFloat

    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// The origin.
    public init() { self.init(x: 0, y: 0) }

    /// The zero point of a rectangle.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center point of a rectangle.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading point of a rectangle.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing point of a rectangle.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top point of a rectangle.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom point of a rectangle.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top leading point of a rectangle.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top trailing point of a rectangle.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading point of a rectangle.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom trailing point of a rectangle.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
