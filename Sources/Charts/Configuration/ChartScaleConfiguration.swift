import Foundation
import VellumViews


/// What `chartXScale`/`chartYScale` set for one axis.
package struct ChartScaleConfiguration {
    package var domain: ResolvedScaleDomain?
    package var padding: (start: CGFloat, end: CGFloat)?
    package var type: ScaleType?
}
