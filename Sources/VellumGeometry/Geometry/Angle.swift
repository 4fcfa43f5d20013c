/// A geometric angle.
///
/// ```swift
/// Rectangle().rotationEffect(.degrees(45))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates a zero angle.
    public init() { radians = 0 }
    /// Creates an angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle in radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// An angle in degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// The zero angle.
    public static let zero = Angle()

    /// Angle arithmetic.
    public static func < (l: Angle, r: Angle) -> Bool { l.radians < r.radians }
    /// Angle arithmetic.
    public static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
    /// Angle arithmetic.
    public static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
    /// Angle arithmetic.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// Angle arithmetic.
    public static func * (l: Angle, r: Double) -> Angle { Angle(radians: l.radians * r) }
}
