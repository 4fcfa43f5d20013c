import Foundation
import VellumGeometry
import VellumViews


/// A short tick at an axis value, outside the plot.
///
/// ```swift
/// AxisMarks { _ in AxisTick(length: 6) }
/// ```
public struct AxisTick: AxisMarkPrimitive {
    let spec: AxisLineSpec
    /// A tick `length` points long (automatic if nil).
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        spec = AxisLineSpec(centered: centered, length: length, stroke: stroke, style: nil)
    }
    /// A tick of an automatic length.
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {
        spec = AxisLineSpec(centered: centered, length: length.points, stroke: stroke, style: nil)
    }

    /// The length of a tick.
    public struct Length: Sendable {
        let points: CGFloat?
        /// Charts chooses.
        public static var automatic: Length { Length(points: nil) }
        /// Reaches its label (drawn at the automatic length).
        public static var label: Length { Length(points: nil) }
        /// Reaches the longest label of the axis (drawn at the automatic length).
        public static var longestLabel: Length { Length(points: nil) }
        /// Reaches its label and `extendPastBy` points more (drawn at the automatic length plus that).
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: ChartStyleDefaults.tickLength + extendPastBy) }
        /// Reaches the longest label and `extendPastBy` points more (drawn at the automatic length plus that).
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length {
            Length(points: ChartStyleDefaults.tickLength + extendPastBy)
        }
    }

    package func collect(into elements: inout [AxisElement]) { elements.append(.tick(spec)) }
}
