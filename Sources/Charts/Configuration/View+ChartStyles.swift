import Foundation
import VellumLayout
import VellumViews

nonisolated extension View {
    /// Sets the styles that `foregroundStyle(by:)` gives each value.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(["Apples": Color.red, "Pears": Color.green])
    /// ```
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = ChartStyleScale(domain: mapping.map { plotValue(of: $0.key) }, range: mapping.map { AnyShapeStyle($0.value) })
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Sets the domain and styles of the foreground style scale.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(domain: ["Low", "High"], range: [Color.blue, Color.red])
    /// ```
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let scale = ChartStyleScale(domain: domain.map { plotValue(of: $0) }, range: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Sets the styles of the foreground style scale, in the order values appear.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let scale = ChartStyleScale(domain: nil, range: range.map { AnyShapeStyle($0) })
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Colours numbers along `range`: the smallest value of `foregroundStyle(by:)`
    /// takes the gradient's first colour, the largest its last (each value takes
    /// the nearest stop).
    ///
    /// ```swift
    /// .chartForegroundStyleScale(range: Gradient(colors: [.blue, .yellow, .red]))
    /// ```
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        let scale = ChartStyleScale(domain: nil, range: nil, gradient: range)
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Colours numbers of `domain` along `range`.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(domain: 0...100, range: Gradient(colors: [.green, .red]))
    /// ```
    public func chartForegroundStyleScale<D: ScaleDomain>(domain: D, range: Gradient, type: ScaleType? = nil) -> some View {
        let scale = ChartStyleScale(domain: nil, range: nil, gradient: range, gradientDomain: ChartModelBuilder.range(domain.resolvedDomain))
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Sets the styles of the values of `domain`, from a function.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], mapping: @escaping (D) -> S) -> some View {
        let values = domain.map { plotValue(of: $0) }
        let scale = ChartStyleScale(domain: values, mapping: { value in AxisValue.make(D.self, from: value).map { AnyShapeStyle(mapping($0)) } })
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Sets the foreground style of each value with a function.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
        let scale = ChartStyleScale(mapping: { value in AxisValue.make(D.self, from: value).map { AnyShapeStyle(mapping($0)) } })
        return chartConfiguration { $0.styleScale = scale }
    }

    /// Sets the symbols that `symbol(by:)` gives each value.
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<D, S>) -> some View {
        var scale: [PlotValue: AnyChartSymbolShape] = [:]
        for (key, shape) in mapping { scale[plotValue(of: key)] = AnyChartSymbolShape(shape) }
        let result = scale
        return chartConfiguration { $0.symbolScale = result }
    }

    /// Styles the plot area of the charts in this view.
    ///
    /// ```swift
    /// .chartPlotStyle { plotArea in plotArea.background(Color.gray.opacity(0.1)).border(Color.gray) }
    /// ```
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// Shows or hides the legend of the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend.visibility = visibility }
    }

    /// Places the automatic legend.
    ///
    /// ```swift
    /// .chartLegend(position: .top, alignment: .center)
    /// ```
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing }
    }

    /// Replaces the legend with your own view.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartConfiguration {
            $0.legend.position = position; $0.legend.alignment = alignment; $0.legend.spacing = spacing; $0.legend.content = view
        }
    }
}
