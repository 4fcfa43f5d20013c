import VellumGeometry
import VellumViews

extension ChartContent {
    /// Colours the marks by a value: each distinct value gets a colour of the
    /// default palette (or of `chartForegroundStyleScale`), and the legend names them.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", s.month), y: .value("Sales", s.total))
    ///     .foregroundStyle(by: .value("Product", s.product))
    /// ```
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = ChannelValue(value)
        return modified { if $0.styleBy == nil { $0.styleBy = channel } }
    }

    /// Gives the marks a symbol by a value: circle, square, triangle, diamond, pentagon in turn.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = ChannelValue(value)
        return modified { if $0.symbolBy == nil { $0.symbolBy = channel } }
    }

    /// Places marks that share a category side by side, grouped by a value,
    /// instead of stacking them.
    ///
    /// ```swift
    /// BarMark(x: .value("Month", s.month), y: .value("Sales", s.total))
    ///     .position(by: .value("Product", s.product))
    /// ```
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic)
        -> some ChartContent {
        let channel = ChannelValue(value)
        return modified { if $0.positionBy == nil { $0.positionBy = channel } }
    }

    /// Gives each line a dash pattern by a value.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = ChannelValue(value)
        return modified { if $0.lineStyleBy == nil { $0.lineStyleBy = channel } }
    }
}
