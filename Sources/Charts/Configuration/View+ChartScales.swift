import Foundation
import VellumViews

nonisolated extension View {
    /// Sets the domain, range and type of the x scale of the charts in this view.
    ///
    /// ```swift
    /// .chartXScale(domain: 0...24)
    /// .chartXScale(domain: ["Mon", "Tue", "Wed"], range: .plotDimension(padding: 8))
    /// ```
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, domain: domain.resolvedDomain, type: type)
    }

    /// Sets the domain and range of the x scale.
    public func chartXScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, domain: domain.resolvedDomain, padding: range.resolvedPadding, type: type)
    }

    /// Sets the range of the x scale.
    public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, padding: range.resolvedPadding, type: type)
    }

    /// Sets the type of the x scale.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, type: type)
    }

    /// Sets the domain, range and type of the y scale of the charts in this view.
    ///
    /// ```swift
    /// .chartYScale(domain: 0...100)
    /// .chartYScale(domain: .automatic(includesZero: false))
    /// ```
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, domain: domain.resolvedDomain, type: type)
    }

    /// Sets the domain and range of the y scale.
    public func chartYScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, domain: domain.resolvedDomain, padding: range.resolvedPadding, type: type)
    }

    /// Sets the range of the y scale.
    public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, padding: range.resolvedPadding, type: type)
    }

    /// Sets the type of the y scale.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, type: type)
    }

    /// Sets what is given of one axis's scale, leaving the rest as it is.
    private func chartScale(_ axis: WritableKeyPath<ChartConfiguration, ChartScaleConfiguration>,
                            domain: ResolvedScaleDomain? = nil, padding: (start: CGFloat, end: CGFloat)? = nil,
                            type: ScaleType?) -> some View {
        chartConfiguration { configuration in
            if let domain { configuration[keyPath: axis].domain = domain }
            if let padding { configuration[keyPath: axis].padding = padding }
            if let type { configuration[keyPath: axis].type = type }
        }
    }
}
