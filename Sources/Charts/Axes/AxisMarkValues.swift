import VellumViews
import Foundation

/// The values an axis marks.
///
/// ```swift
/// AxisMarks(values: .stride(by: .month))
/// AxisMarks(values: .automatic(desiredCount: 3))
/// AxisMarks(values: [0, 50, 100])
/// ```
public struct AxisMarkValues {
    package enum Storage {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
        case values([PlotValue])
    }
    package let storage: Storage
    /// Whether automatic values reach past the data to the next round value
    /// below and above (the chart's automatic domain then reaches them too).
    package var roundsLowerBound = true, roundsUpperBound = true

    /// Charts chooses.
    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil, minimumStride: nil)) }
    /// Charts chooses about `desiredCount` values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        var values = AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: nil))
        values.roundsLowerBound = roundLowerBound ?? true; values.roundsUpperBound = roundUpperBound ?? true
        return values
    }
    /// Charts chooses about `desiredCount` values, at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        var values = AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)))
        values.roundsLowerBound = roundLowerBound ?? true; values.roundsUpperBound = roundUpperBound ?? true
        return values
    }
    /// Every multiple of `stepSize`.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(Double(stepSize)))
    }
    /// Every `count` calendar `component`s.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, count))
    }
    /// Exactly these values.
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
        AxisMarkValues(storage: .values(values.map { plotValue(of: $0) }))
    }
}
