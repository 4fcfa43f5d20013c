import VellumGeometry

/// A function defined by a two-dimensional curve that maps an input progress
/// in the range [0,1] to an output progress (accepted; nothing moves in a still picture).
///
/// ```swift
/// LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeInOut)
/// ```
public struct UnitCurve: Hashable, Sendable {
    let name: String
    /// Creates a cubic Bézier curve.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
    /// A linear curve.
    public static let linear = UnitCurve(name: "linear")
    /// A curve that starts slowly.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// A curve that ends slowly.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// A curve that starts and ends slowly.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// A circular ease-in curve.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// A circular ease-out curve.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// A circular ease-in-out curve.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
}
