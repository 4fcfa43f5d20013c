import VellumGeometry
import VellumViews


/// One `AxisMarks` as written: where, at which values, and what to draw at each.
package struct AxisMarksSpec {
    package var preset: AxisMarkPreset
    package var position: AxisMarkPosition
    package var values: AxisMarkValues
    /// The elements at a value; nil for the default grid line, tick and label.
    package var elements: ((AxisValue) -> [AxisElement])?
    package var stroke: StrokeStyle?
}
