import VellumViews

/// Chart content with a modifier applied to each of its marks.
public struct ModifiedChartContent<Content: ChartContent>: ChartPrimitive {
    let content: Content
    let modify: (inout ChartMark) -> Void
    package init(_ content: Content, modify: @escaping (inout ChartMark) -> Void) {
        self.content = content; self.modify = modify
    }
    package func collect(into marks: inout [ChartMark]) {
        var inner = collectMarks(content)
        for i in inner.indices { modify(&inner[i]) }
        marks += inner
    }
}

extension ChartContent {
    /// The content with `modify` applied to each mark (an inner modifier wins:
    /// each modifier sets only what is not set yet).
    package func modified(_ modify: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(self, modify: modify)
    }
}
