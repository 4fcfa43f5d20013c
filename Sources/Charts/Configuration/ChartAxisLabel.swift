import Foundation
import VellumLayout
import VellumViews

/// A title of an axis (`chartXAxisLabel`).
package struct ChartAxisLabel {
    package var position: AnnotationPosition
    package var alignment: Alignment?
    package var spacing: CGFloat?
    package var content: AnyView
}
