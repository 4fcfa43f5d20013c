import Foundation
import VellumViews


/// The range of a scale on screen.
public protocol PositionScaleRange {
    /// The padding at the start and end of the plot, in points.
    var resolvedPadding: (start: CGFloat, end: CGFloat) { get }
}

/// The plot's full width or height, with padding at its ends.
///
/// ```swift
/// .chartXScale(range: .plotDimension(padding: 20))
/// ```
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    let start: CGFloat, end: CGFloat
    /// The padding at the start and end of the plot.
    public var resolvedPadding: (start: CGFloat, end: CGFloat) { (start, end) }
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    /// The plot dimension less `padding` at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    /// The plot dimension less padding at its start and end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    /// The plot dimension less `padding` at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    /// The plot dimension less padding at its start and end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}
