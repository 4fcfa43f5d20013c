import VellumViews

/// The chart content of a `for` loop in a builder.
public struct ChartContentArray<C: ChartContent>: ChartPrimitive {
    let elements: [C]
    package func collect(into marks: inout [ChartMark]) {
        for element in elements { marks += collectMarks(element) }
    }
}
