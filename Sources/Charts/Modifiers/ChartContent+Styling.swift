import Foundation
import VellumGeometry
import VellumViews

extension ChartContent {
    /// Fills or strokes the marks with `style` instead of the series colour.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", d.name), y: .value("Steps", d.steps)).foregroundStyle(.pink.gradient)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modified { if $0.style == nil { $0.style = erased } }
    }

    /// Multiplies the marks' opacity.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { $0.opacity *= max(0, min(1, opacity)) }
    }

    /// Rounds the corners of bars, rectangles and sectors.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", d.name), y: .value("Steps", d.steps)).cornerRadius(6)
    /// ```
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modified { if $0.cornerRadius == nil { $0.cornerRadius = max(0, cornerRadius) } }
    }

    /// Strokes lines and rules with `style` (width, dashes, caps).
    ///
    /// ```swift
    /// RuleMark(y: .value("Goal", 8000)).lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 3]))
    /// ```
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// How lines and areas pass between their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// Draws `symbol` at points (and, on a line, at each of its points).
    ///
    /// ```swift
    /// LineMark(x: .value("Day", d.date), y: .value("Steps", d.steps)).symbol(.circle)
    /// ```
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let erased = AnyChartSymbolShape(symbol)
        return modified { if $0.symbol == nil { $0.symbol = erased } }
    }

    /// Draws a view as the symbol of each point, centred on it.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", d.date), y: .value("Steps", d.steps))
    ///     .symbol { Circle().strokeBorder(.blue, lineWidth: 2).frame(width: 10, height: 10) }
    /// ```
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { if $0.symbol == nil && $0.symbolView == nil { $0.symbolView = view } }
    }

    /// The area of the symbols, in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = (max(0, area)).squareRoot()
        return modified { if $0.symbolSize == nil { $0.symbolSize = CGSize(width: side, height: side) } }
    }

    /// The size of the symbols.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size } }
    }

    /// Draws these marks above (larger) or below (smaller) the others.
    public func zIndex(_ value: Double) -> some ChartContent {
        modified { $0.zIndex = value }
    }

    /// Moves nothing in a picture: offsets are accepted for source compatibility.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified { _ in } }

    /// Accessibility has no picture; the label is accepted and ignored.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
    /// Accessibility has no picture; the label is accepted and ignored.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// Accessibility has no picture; the label is accepted and ignored.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modified { _ in } }
    /// Accessibility has no picture; the value is accepted and ignored.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
    /// Accessibility has no picture; the value is accepted and ignored.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { modified { _ in } }
    /// Accessibility has no picture; the value is accepted and ignored.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modified { _ in } }
    /// Clips bars, rectangles and areas to `shape` in each mark's frame.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", d.date, unit: .day), yStart: .value("Min", d.min), yEnd: .value("Max", d.max))
    ///     .clipShape(Capsule())
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let clip: @Sendable (CGRect) -> Path = { shape.path(in: $0) }
        return modified { if $0.clipShape == nil { $0.clipShape = clip } }
    }
    /// Accessibility has no picture; hiding is accepted and ignored.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modified { _ in } }
}
