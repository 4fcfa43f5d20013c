import VellumViews

/// What `chartForegroundStyleScale` sets: a domain and its styles, a mapping,
/// or a gradient for numbers.
package struct ChartStyleScale {
    package var domain: [PlotValue]?
    package var range: [AnyShapeStyle]?
    package var mapping: ((PlotValue) -> AnyShapeStyle?)?
    package var gradient: Gradient?
    package var gradientDomain: (Double, Double)?

    package init(domain: [PlotValue]? = nil, range: [AnyShapeStyle]? = nil, mapping: ((PlotValue) -> AnyShapeStyle?)? = nil,
                 gradient: Gradient? = nil, gradientDomain: (Double, Double)? = nil) {
        self.domain = domain; self.range = range; self.mapping = mapping; self.gradient = gradient; self.gradientDomain = gradientDomain
    }
}
