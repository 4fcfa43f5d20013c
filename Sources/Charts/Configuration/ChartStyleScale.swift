import VellumViews

/// What `chartForegroundStyleScale` sets: a domain and its styles, or a mapping.
package struct ChartStyleScale {
    package var domain: [PlotValue]?
    package var range: [AnyShapeStyle]?
    package var mapping: ((PlotValue) -> AnyShapeStyle?)?
}
