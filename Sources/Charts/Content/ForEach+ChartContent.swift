import VellumViews

extension ForEach: ChartContent where Content: ChartContent {
    /// A ForEach of chart content is read by Charts, not through body.
    public var body: Never { preconditionFailure("ForEach of chart content is read by Charts, not through body: Never") }

    /// Creates chart content for each element of identified data, identified by `id`.
    ///
    /// ```swift
    /// ForEach(sales, id: \.month) { sale in BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total)) }
    /// ```
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0[keyPath: id]) })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: ChartContent {
    /// Creates chart content for each element of `Identifiable` data.
    ///
    /// ```swift
    /// ForEach(sales) { sale in BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.total)) }
    /// ```
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0.id) })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// Creates chart content for each integer in a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content, identity: { AnyHashable($0) })
    }
}

extension ForEach: ChartPrimitive where Content: ChartContent {
    package func collect(into marks: inout [ChartMark]) {
        for element in data { marks += collectMarks(content(element)) }
    }
}
