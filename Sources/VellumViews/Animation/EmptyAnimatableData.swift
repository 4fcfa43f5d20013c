/// The animatable data of a type with nothing to animate: `Animatable`'s
/// default.
///
/// ```swift
/// struct Badge: Shape { func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) } }   // EmptyAnimatableData
/// ```
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
