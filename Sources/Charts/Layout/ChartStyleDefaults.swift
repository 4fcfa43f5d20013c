import Foundation
import VellumGeometry
import VellumViews

/// Swift Charts' look on iOS, in one place (sources in docs/reference/swift-charts.md).
package enum ChartStyleDefaults {
    /// The series colours, in the order values get them.
    package static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// Axis labels.
    package static let labelFont: Font = .caption2
    /// Legend labels.
    package static let legendFont: Font = .caption2
    /// Grid lines and ticks.
    package static let gridStyle = AnyShapeStyle(Color.secondary.opacity(0.5))
    package static let gridStroke = StrokeStyle(lineWidth: 0.5)
    /// Grid lines and ticks of the x axis (the vertical ones) are dashed.
    package static let xGridStroke = StrokeStyle(lineWidth: 0.5, dash: [2, 2])
    package static let tickLength: CGFloat = 4
    /// A number or date x axis' tick runs down beside its label: the label spacing and a
    /// `.caption2` line (13 pt).
    package static let alignedTickLength: CGFloat = 17
    /// A number or date x label starts this far after its tick.
    package static let alignedLabelInset: CGFloat = 4
    /// Space between the plot (or its ticks) and labels.
    package static let labelSpacing: CGFloat = 4
    /// Lines and rules.
    package static let lineWidth: CGFloat = 2
    package static let ruleWidth: CGFloat = 1
    /// Points: a circle this wide.
    package static let symbolDiameter: CGFloat = 8
    /// Line symbols.
    package static let lineSymbolDiameter: CGFloat = 7
    /// Bars fill this much of their category band.
    package static let barBandRatio = 2.0 / 3
    /// Bars of a date with a unit fill this much of the unit (and bars placed
    /// with `position(by:)` this much of their slot).
    package static let dateBarRatio = 0.7
    /// About this many ticks on an automatic numeric axis.
    package static let tickCount = 5
    /// About this many ticks on an automatic date axis.
    package static let dateTickCount = 6
    /// Space between a legend swatch and its name, and between entries.
    package static let legendSymbolSpacing: CGFloat = 5
    package static let legendEntrySpacing: CGFloat = 8
    /// Space between the plot and the legend.
    package static let legendSpacing: CGFloat = 10
    /// Annotations sit this far from their marks.
    package static let annotationSpacing: CGFloat = 4
}
