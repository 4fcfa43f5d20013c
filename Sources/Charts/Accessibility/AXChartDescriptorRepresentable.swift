import VellumViews

/// A type that describes a chart to VoiceOver's Audio Graphs.
///
/// ```swift
/// extension StepsChart: AXChartDescriptorRepresentable {
///     func makeChartDescriptor() -> AXChartDescriptor { … }
/// }
/// ```
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates a descriptor made before.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Does nothing.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Describes the chart in this view to Audio Graphs; a picture has no
    /// audio graph, so the view is drawn unchanged.
    ///
    /// ```swift
    /// Chart(days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
    ///     .accessibilityChartDescriptor(self)
    /// ```
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
