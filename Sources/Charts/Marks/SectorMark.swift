import Foundation
import VellumViews


/// Chart content that represents data with a sector of a pie or donut.
///
/// ```swift
/// Chart(expenses) { e in
///     SectorMark(angle: .value("Amount", e.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
///         .foregroundStyle(by: .value("Category", e.category))
///         .cornerRadius(4)
/// }
/// ```
///
/// Sectors share the full circle in proportion to their values, clockwise
/// from the top, in the order they are written.
public struct SectorMark: ChartPrimitive {
    package var mark = ChartMark(kind: .sector)

    /// A sector whose angle is its share of the total of `angle`.
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        let value = ChannelValue(angle)
        mark.angle = value.value.continuous ?? 0
        mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset
    }

    package func collect(into marks: inout [ChartMark]) { marks.append(mark) }
}
