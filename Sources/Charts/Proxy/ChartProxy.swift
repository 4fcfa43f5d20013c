import VellumViews
import Foundation

/// A proxy to a chart's scales and plot, handed to `chartOverlay` and
/// `chartBackground`: converts data values to positions in the plot and back.
///
/// ```swift
/// .chartOverlay { proxy in
///     GeometryReader { geometry in
///         if let x = proxy.position(forX: goal.date) {
///             Rectangle().fill(.red).frame(width: 1)
///                 .position(x: geometry[proxy.plotAreaFrame].origin.x + x, y: geometry.size.height / 2)
///         }
///     }
/// }
/// ```
///
/// Vellum lays the overlay and background out over the plot, so the plot
/// frame is the whole of a `GeometryReader` inside them.
public struct ChartProxy {
    let model: ChartModel
    /// The plot's frame in global coordinates.
    let globalPlotFrame: CGRect

    package init(model: ChartModel, globalPlotFrame: CGRect) {
        self.model = model; self.globalPlotFrame = globalPlotFrame
    }

    /// The size of the plot.
    public var plotSize: CGSize { globalPlotFrame.size }
    /// The size of the plot (iOS 16's name).
    public var plotAreaSize: CGSize { plotSize }
    /// An anchor to the plot's frame; read it with a `GeometryProxy`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
    /// An anchor to the plot's frame (iOS 16's name).
    public var plotAreaFrame: Anchor<CGRect> {
        let plot = globalPlotFrame
        return Anchor { reader in plot.offsetBy(dx: -reader.minX, dy: -reader.minY) }
    }

    /// The x position of a value in the plot, or nil if it is not on the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { model.xPoint(plotValue(of: value), plotSize) }
    /// The y position of a value in the plot, or nil if it is not on the y scale.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { model.yPoint(plotValue(of: value), plotSize) }
    /// The position of a pair of values in the plot.
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The positions a value covers on x: a category's band, or a single point.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(plotValue(of: value), scale: model.x, length: plotSize.width, vertical: false)
    }
    /// The positions a value covers on y: a category's band, or a single point.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(plotValue(of: value), scale: model.y, length: plotSize.height, vertical: true)
    }

    func range(_ value: PlotValue, scale: ChartScale?, length: CGFloat, vertical: Bool) -> ClosedRange<CGFloat>? {
        guard let scale, let center = vertical ? model.yPoint(value, plotSize) : model.xPoint(value, plotSize) else { return nil }
        let half = scale.kind == .category ? scale.bandLength(from: 0, to: length) / 2 : 0
        return (center - half)...(center + half)
    }

    /// The x value at a position in the plot, as `P`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        model.x?.value(at: position, from: 0, to: plotSize.width).flatMap { Self.make(type, from: $0) }
    }
    /// The y value at a position in the plot, as `P`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        model.y?.value(at: position, from: plotSize.height, to: 0).flatMap { Self.make(type, from: $0) }
    }
    /// The x and y values at a point in the plot.
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: position.x, as: X.self), let y = value(atY: position.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// A plotted value as `P`; a number between integers rounds when `P` is an integer type.
    static func make<P: Plottable>(_ type: P.Type, from value: PlotValue) -> P? {
        if let exact = AxisValue.make(type, from: value) { return exact }
        if case .number(let n) = value { return AxisValue.make(type, from: .number(n.rounded())) }
        return nil
    }
}
