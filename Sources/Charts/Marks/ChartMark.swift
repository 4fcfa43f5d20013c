import Foundation
import VellumGeometry
import VellumViews

/// One mark of a chart with everything its modifiers set: what the scales,
/// layout and painter read.
package struct ChartMark {
    package var kind: MarkKind
    package var x: ChannelValue?
    package var y: ChannelValue?
    package var xStart: ChannelValue?
    package var xEnd: ChannelValue?
    package var yStart: ChannelValue?
    package var yEnd: ChannelValue?
    /// Ends of a rule or rectangle given in points rather than values.
    package var xStartPoints: CGFloat?
    package var xEndPoints: CGFloat?
    package var yStartPoints: CGFloat?
    package var yEndPoints: CGFloat?
    package var width: MarkDimension = .automatic
    package var height: MarkDimension = .automatic
    package var stacking: MarkStackingMethod = .standard
    /// Sector marks.
    package var angle: Double?
    package var innerRadius: MarkDimension = .automatic
    package var outerRadius: MarkDimension = .automatic
    package var angularInset: CGFloat?

    /// Series and encodings.
    package var series: ChannelValue?
    package var styleBy: ChannelValue?
    package var symbolBy: ChannelValue?
    package var positionBy: ChannelValue?
    package var lineStyleBy: ChannelValue?

    /// Explicit styles.
    package var style: AnyShapeStyle?
    package var lineStyle: StrokeStyle?
    package var interpolation: InterpolationMethod?
    package var symbol: AnyChartSymbolShape?
    package var symbolSize: CGSize?
    /// A view drawn as the symbol (`symbol { … }`), centred on the point.
    package var symbolView: AnyView?
    package var cornerRadius: CGFloat?
    /// `clipShape`: the shape a bar or rectangle is drawn as, in its frame.
    package var clipShape: ((CGRect) -> Path)?
    package var opacity: Double = 1
    package var annotations: [ChartAnnotation] = []
    package var zIndex: Double = 0

    package init(kind: MarkKind) { self.kind = kind }
}
