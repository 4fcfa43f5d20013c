import Foundation
import VellumGeometry
import VellumViews

/// One resolved part of the axis marks at one value: a grid line, a tick or a label.
package enum AxisElement {
    case grid(AxisLineSpec)
    case tick(AxisLineSpec)
    case label(AxisLabelSpec)
}

/// A grid line or tick as written.
package struct AxisLineSpec {
    package var centered: Bool?
    package var length: CGFloat?
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?
}

/// A value label as written.
package struct AxisLabelSpec {
    package enum Content {
        case automatic
        case text(String)
        case view(AnyView)
        /// A `FormatStyle`, applied in the label's environment locale.
        case format((AxisValue, Locale) -> String?)
    }
    package var content: Content = .automatic
    package var centered: Bool?
    package var anchor: UnitPoint?
    package var vertical = false
    package var font: Font?
    package var style: AnyShapeStyle?
    package var spacing: CGFloat?
    package var collision: AxisValueLabelCollisionResolution = .automatic
}
