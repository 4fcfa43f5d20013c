import VellumGeometry
import VellumViews

/// The grid lines, ticks and labels of an axis at a set of values.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .day)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.weekday(.narrow))
///     }
/// }
/// ```
public struct AxisMarks<Content: AxisMark>: AxisContentPrimitive {
    let spec: AxisMarksSpec

    /// Marks with your own grid lines, ticks and labels at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values,
                             elements: { collectAxisElements(content($0)) }, stroke: stroke)
    }

    /// Marks with your own content at exactly `values`.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                              values: [P], stroke: StrokeStyle? = nil,
                              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke, content: content)
    }

    /// Marks with the same grid lines, ticks and labels at every value.
    ///
    /// ```swift
    /// AxisMarks { AxisGridLine(); AxisValueLabel() }
    /// ```
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil,
                @AxisMarkBuilder content: @escaping () -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values,
                             elements: { _ in collectAxisElements(content()) }, stroke: stroke)
    }

    package func collect(into specs: inout [AxisMarksSpec]) { specs.append(spec) }
}

extension AxisMarks where Content == AxisMarkTuple {
    /// The default grid line, tick and label at each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, elements: nil, stroke: stroke)
    }

    /// The default grid line, tick and label at exactly `values`.
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                              values: [P], stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(preset: preset, position: position, values: .values(values), elements: nil, stroke: stroke)
    }
}
