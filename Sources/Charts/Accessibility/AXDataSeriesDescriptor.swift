import VellumViews

/// A series of data points of an accessible chart.
///
/// ```swift
/// AXDataSeriesDescriptor(name: "Steps", isContinuous: false, dataPoints: days.map { AXDataPoint(x: $0.name, y: $0.steps) })
/// ```
public final class AXDataSeriesDescriptor {
    /// The name of the series.
    public var name: String?
    /// Whether the series is continuous (a line) rather than discrete (bars).
    public var isContinuous: Bool
    /// The points.
    public var dataPoints: [AXDataPoint]

    /// A series named `name`.
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name; self.isContinuous = isContinuous; self.dataPoints = dataPoints
    }
}
