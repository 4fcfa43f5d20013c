import VellumViews

/// A numeric axis of an accessible chart.
///
/// ```swift
/// AXNumericDataAxisDescriptor(title: "Steps", range: 0...10_000, gridlinePositions: []) { "\(Int($0)) steps" }
/// ```
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// The title of the axis.
    public var title: String
    /// The values the axis spans.
    public var range: ClosedRange<Double>
    /// Where grid lines are, in the axis's values.
    public var gridlinePositions: [Double]
    /// The spoken description of a value.
    public var valueDescriptionProvider: (Double) -> String

    /// An axis titled `title` over `range`.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title; self.range = range; self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}
