import VellumViews

/// How a line or area passes between its points.
///
/// ```swift
/// LineMark(x: .value("Day", d.date), y: .value("Temp", d.temp))
///     .interpolationMethod(.catmullRom)
/// ```
public struct InterpolationMethod: Equatable, Sendable {
    package enum Storage: Equatable, Sendable {
        case linear, monotone, catmullRom(Double), cardinal(Double), stepStart, stepCenter, stepEnd
    }
    package let storage: Storage

    /// Straight segments between points.
    public static var linear: InterpolationMethod { InterpolationMethod(storage: .linear) }
    /// A cubic curve that keeps the data's monotonicity (no overshoot).
    public static var monotone: InterpolationMethod { InterpolationMethod(storage: .monotone) }
    /// A Catmull–Rom spline through the points.
    public static var catmullRom: InterpolationMethod { InterpolationMethod(storage: .catmullRom(0.5)) }
    /// A Catmull–Rom spline with parameter `alpha` (0 uniform, 0.5 centripetal, 1 chordal).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(storage: .catmullRom(alpha)) }
    /// A cardinal spline.
    public static var cardinal: InterpolationMethod { InterpolationMethod(storage: .cardinal(0)) }
    /// A cardinal spline with `tension` (1 straight lines, 0 Catmull–Rom).
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(tension)) }
    /// Steps that change at each point.
    public static var stepStart: InterpolationMethod { InterpolationMethod(storage: .stepStart) }
    /// Steps that change halfway between points.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(storage: .stepCenter) }
    /// Steps that change at the next point.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(storage: .stepEnd) }
}
