import VellumViews

/// Several pieces of chart content written one after another in a builder.
public struct TupleChartContent<each C: ChartContent>: ChartPrimitive {
    let content: (repeat each C)
    init(_ content: repeat each C) { self.content = (repeat each content) }
    package func collect(into marks: inout [ChartMark]) {
        for piece in repeat each content { marks += collectMarks(piece) }
    }
}
