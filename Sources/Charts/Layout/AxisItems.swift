import Foundation
import VellumGeometry
import VellumViews

/// Which axis a mark of the axes belongs to.
package enum ChartAxis: Sendable { case x, y }

/// A grid line or tick of an axis, at a fraction of the plot.
package struct AxisLineItem {
    package var axis: ChartAxis
    package var fraction: Double
    package var length: CGFloat?
    package var stroke: StrokeStyle
    package var style: AnyShapeStyle
}

/// A label of an axis: a subview of the chart placed next to the plot.
package struct AxisLabelItem {
    package var axis: ChartAxis
    package var fraction: Double
    /// Left of the value rather than centred on it (date axes).
    package var aligned: Bool
    package var anchor: UnitPoint?
    package var spacing: CGFloat?
    /// What happens when it would overlap another label of its axis.
    package var collision: AxisValueLabelCollisionResolution = .automatic
    package var view: AnyView
}

/// An annotation of a mark: a subview placed next to it.
package struct AnnotationItem {
    package var markIndex: Int
    package var annotation: ChartAnnotation
}
