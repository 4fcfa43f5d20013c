import VellumViews

/// A view that draws a chart: marks over scales and axes, with a legend.
///
/// ```swift
/// import Vellum
/// import Charts
///
/// struct Steps: View {
///     let days: [Day]
///     var body: some View {
///         Chart(days) { day in
///             BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
///         }
///         .frame(height: 200)
///     }
/// }
/// ```
///
/// As in Swift Charts, a chart takes the space it is offered; its plot gets
/// what the axis labels, legend and titles leave. Text goes through Vellum's
/// text engine, so labels measure like every other text.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks in `content`.
    ///
    /// ```swift
    /// Chart {
    ///     BarMark(x: .value("Day", "Mon"), y: .value("Steps", 6019))
    ///     BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7200))
    ///     RuleMark(y: .value("Goal", 7000)).foregroundStyle(.red)
    /// }
    /// ```
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// The views of the chart, in the order `ChartLayout` expects them.
    static func views(of model: ChartModel) -> [AnyView] {
        var plot = model.plotStyle ?? AnyView(Color.clear)
        if let background = model.background {
            plot = AnyView(ZStack { plot; ChartProxyReader(model: model, content: background) })
        }
        var views: [AnyView] = [plot]
        views.append(AnyView(Canvas.unclipped { context, size in ChartPainter(model: model).paint(&context, size: size) }))
        views += model.labels.map(\.view)
        views += model.annotations.map(\.annotation.content)
        if let legend = model.legend { views.append(legend) }
        if let title = model.xTitle { views.append(AnyView(title.content.font(ChartStyleDefaults.labelFont).foregroundStyle(HierarchicalShapeStyle.secondary))) }
        if let title = model.yTitle { views.append(AnyView(title.content.font(ChartStyleDefaults.labelFont).foregroundStyle(HierarchicalShapeStyle.secondary))) }
        if let overlay = model.overlay { views.append(AnyView(ChartProxyReader(model: model, content: overlay))) }
        return views
    }

    /// The chart's layout of its plot, axes, annotations and legend.
    public var body: some View {
        let model = ChartModel(content: content, configuration: configuration)
        let views = Self.views(of: model)
        return ChartLayout(model: model) {
            ForEach(0..<views.count, id: \.self) { views[$0] }
        }
    }
}

extension Chart {
    /// A chart with a mark (or marks) for each element of `Identifiable` data.
    ///
    /// ```swift
    /// Chart(sales) { sale in
    ///     LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.total))
    /// }
    /// ```
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with a mark (or marks) for each element of data identified by `id`.
    ///
    /// ```swift
    /// Chart(points, id: \.x) { p in PointMark(x: .value("X", p.x), y: .value("Y", p.y)) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                         @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
