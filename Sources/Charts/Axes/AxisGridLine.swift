import VellumGeometry
import VellumViews


/// A grid line across the plot at an axis value.
///
/// ```swift
/// AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3])) }
/// ```
public struct AxisGridLine: AxisMarkPrimitive {
    let spec: AxisLineSpec
    /// A grid line, centred in its band on a category axis if `centered`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        spec = AxisLineSpec(centered: centered, length: nil, stroke: stroke, style: nil)
    }
    package func collect(into elements: inout [AxisElement]) { elements.append(.grid(spec)) }
}
