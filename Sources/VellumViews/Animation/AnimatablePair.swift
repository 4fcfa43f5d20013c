/// A pair of animatable values, which is itself animatable: how a shape with
/// two animated parameters declares its data.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(start, end) }
///     set { start = newValue.first; end = newValue.second }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// The pair of zeros.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The sum of two pairs, component by component.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The difference of two pairs, component by component.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Multiplies both values by `rhs`.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }

    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
