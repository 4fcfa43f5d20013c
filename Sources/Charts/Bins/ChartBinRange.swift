import VellumViews

/// The range of values one bin covers: open at the top, except the last bin's.
public struct ChartBinRange<Bound: Comparable> {
    /// The lowest value in the bin.
    public let lowerBound: Bound
    /// The value the bin ends at.
    public let upperBound: Bound
    let isClosed: Bool

    /// Whether `value` is in the bin.
    public func contains(_ value: Bound) -> Bool {
        value >= lowerBound && (isClosed ? value <= upperBound : value < upperBound)
    }
}

extension ChartBinRange: Plottable, PrimitivePlottableValue where Bound: Plottable {
    /// The bin as its lower bound.
    public var primitivePlottable: Bound { lowerBound }
    /// A bin from its lower bound alone is not known.
    public init?(primitivePlottable: Bound) { return nil }
    package var plotValue: PlotValue { Charts.plotValue(of: lowerBound) }
}
