import Foundation

/// A type that describes an animatable value: one an animation can
/// interpolate, by adding, subtracting and scaling.
///
/// A still picture draws every animation at its target, so Vellum never
/// interpolates; the protocol lets a view's animatable data be declared as
/// in SwiftUI.
///
/// ```swift
/// struct Wave: Shape {
///     var phase: Double
///     var animatableData: Double { get { phase } set { phase = newValue } }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value between `self` (at 0) and `other` (at 1) at `amount`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value between `self` (at 0) and `other` (at 1) at `amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}
