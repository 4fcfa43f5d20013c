import Foundation
import VellumLayout
import VellumViews

/// What `chartLegend` sets.
package struct ChartLegendConfiguration {
    package var visibility: Visibility = .automatic
    package var position: AnnotationPosition = .automatic
    package var alignment: Alignment?
    package var spacing: CGFloat?
    package var content: AnyView?
}
