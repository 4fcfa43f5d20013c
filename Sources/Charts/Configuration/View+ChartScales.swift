import VellumViews

extension View {
    /// Sets the domain, range and type of the x scale of the charts in this view.
    ///
    /// ```swift
    /// .chartXScale(domain: 0...24)
    /// .chartXScale(domain: ["Mon", "Tue", "Wed"], range: .plotDimension(padding: 8))
    /// ```
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let resolved = domain.resolvedDomain
        return chartConfiguration { $0.xScale.domain = resolved; if let type { $0.xScale.type = type } }
    }

    /// Sets the domain and range of the x scale.
    public func chartXScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let resolved = domain.resolvedDomain, padding = range.resolvedPadding
        return chartConfiguration { $0.xScale.domain = resolved; $0.xScale.padding = padding; if let type { $0.xScale.type = type } }
    }

    /// Sets the range of the x scale.
    public func chartXScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let padding = range.resolvedPadding
        return chartConfiguration { $0.xScale.padding = padding; if let type { $0.xScale.type = type } }
    }

    /// Sets the type of the x scale.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { if let type { $0.xScale.type = type } }
    }

    /// Sets the domain, range and type of the y scale of the charts in this view.
    ///
    /// ```swift
    /// .chartYScale(domain: 0...100)
    /// .chartYScale(domain: .automatic(includesZero: false))
    /// ```
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let resolved = domain.resolvedDomain
        return chartConfiguration { $0.yScale.domain = resolved; if let type { $0.yScale.type = type } }
    }

    /// Sets the domain and range of the y scale.
    public func chartYScale<D: ScaleDomain, R: PositionScaleRange>(domain: D, range: R, type: ScaleType? = nil) -> some View {
        let resolved = domain.resolvedDomain, padding = range.resolvedPadding
        return chartConfiguration { $0.yScale.domain = resolved; $0.yScale.padding = padding; if let type { $0.yScale.type = type } }
    }

    /// Sets the range of the y scale.
    public func chartYScale<R: PositionScaleRange>(range: R, type: ScaleType? = nil) -> some View {
        let padding = range.resolvedPadding
        return chartConfiguration { $0.yScale.padding = padding; if let type { $0.yScale.type = type } }
    }

    /// Sets the type of the y scale.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartConfiguration { if let type { $0.yScale.type = type } }
    }
}
