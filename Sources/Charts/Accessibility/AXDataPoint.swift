import VellumViews

/// One data point of an accessible chart's series.
///
/// ```swift
/// AXDataPoint(x: "Mon", y: 6019)
/// AXDataPoint(x: 3, y: 7.5, label: "Wednesday")
/// ```
public final class AXDataPoint {
    /// A value of a data point on one axis.
    public enum Value: Sendable, Equatable {
        /// A number.
        case number(Double)
        /// A category.
        case category(String)
    }

    /// The x value.
    public var xValue: Value
    /// The y value, if any.
    public var yValue: Value?
    /// Values on the chart's additional axes, in their order.
    public var additionalValues: [Value]
    /// A name for the point.
    public var label: String?

    /// A point with a numeric x value.
    public convenience init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(xValue: .number(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }

    /// A point with a categorical x value.
    public convenience init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(xValue: .category(x), yValue: y.map { .number($0) }, additionalValues: additionalValues, label: label)
    }

    init(xValue: Value, yValue: Value?, additionalValues: [Value], label: String?) {
        self.xValue = xValue; self.yValue = yValue; self.additionalValues = additionalValues; self.label = label
    }
}
