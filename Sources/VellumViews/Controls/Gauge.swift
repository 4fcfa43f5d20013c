import VellumLayout

/// A view that shows a value within a range; on iOS drawn by default as a
/// capacity bar (`gaugeStyle(_:)` chooses the accessory styles).
///
/// ```swift
/// Gauge(value: 0.7) { Text("Battery") }
/// Gauge(value: 72, in: 0...100) { Text("BPM") } currentValueLabel: { Text("72") }
///     .gaugeStyle(.accessoryCircular)
/// ```
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: any View
    var current: (any View)?
    var minimum: (any View)?
    var maximum: (any View)?
    var marked: (any View)?

    init<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, label: any View) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = f.isFinite ? Swift.min(1, Swift.max(0, f)) : 0
        self.label = label
    }

    public var body: some View {
        GaugeBody(configuration: GaugeStyleConfiguration(
            value: fraction, label: .init(content: label), currentValueLabel: current.map { .init(content: $0) },
            minimumValueLabel: minimum.map { .init(content: $0) }, maximumValueLabel: maximum.map { .init(content: $0) },
            markedValueLabels: .init(content: marked ?? EmptyView())))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value, bounds, label: label())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value, bounds, label: label()); current = currentValueLabel()
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge with labels for the current value and the bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value, bounds, label: label())
        current = currentValueLabel(); minimum = minimumValueLabel(); maximum = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge with a current value label and marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value, bounds, label: label()); current = currentValueLabel(); marked = markedValueLabels()
    }
}

extension Gauge {
    /// Creates a gauge with every label: current value, bounds and marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value, bounds, label: label())
        current = currentValueLabel(); minimum = minimumValueLabel(); maximum = maximumValueLabel(); marked = markedValueLabels()
    }
}

/// Draws a gauge in the innermost gauge style of the environment.
struct GaugeBody: PrimitiveView {
    let configuration: GaugeStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: GaugeStyleConfiguration.self].popLast() ?? AnyGaugeStyleBox(DefaultGaugeStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}
