import VellumViews

/// How marks that share a position are stacked.
///
/// ```swift
/// BarMark(x: .value("Month", s.month), y: .value("Sales", s.total), stacking: .normalized)
/// ```
public struct MarkStackingMethod: Equatable, Sendable {
    package enum Storage: Sendable, Equatable { case standard, normalized, center, unstacked }
    package let storage: Storage
    /// Stacks marks on top of each other from zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(storage: .standard) }
    /// Stacks marks and scales each stack to fill the range 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(storage: .normalized) }
    /// Stacks marks centred on zero (a streamgraph).
    public static var center: MarkStackingMethod { MarkStackingMethod(storage: .center) }
    /// Does not stack: every mark starts from zero.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(storage: .unstacked) }
}
