import Foundation
import VellumLayout
import VellumViews

/// An annotation attached to a mark: a view placed next to it.
package struct ChartAnnotation {
    package var position: AnnotationPosition
    package var alignment: Alignment
    package var spacing: CGFloat?
    package var content: AnyView
}
