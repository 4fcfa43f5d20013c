import VellumLayout

/// A view that shows the progress of a task: a bar when the value is known,
/// a spinner otherwise (`progressViewStyle(_:)` chooses).
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Loading…")
/// ProgressView(value: 3, total: 10) { Text("Upload") } currentValueLabel: { Text("3 of 10") }
/// ```
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: (any View)?
    let currentValueLabel: (any View)?
    let fraction: Double?

    init(label: (any View)?, currentValueLabel: (any View)?, fraction: Double?) {
        self.label = label; self.currentValueLabel = currentValueLabel; self.fraction = fraction
    }

    public var body: some View {
        ProgressViewBody(configuration: ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(content: $0) },
            currentValueLabel: currentValueLabel.map { .init(content: $0) }))
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() { self.init(label: nil, currentValueLabel: nil, fraction: nil) }
    /// A bar at `value` out of `total` (a spinner for a nil value).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title.
    public init(_ titleKey: LocalizedStringKey) { self.init(label: Text(titleKey), currentValueLabel: nil, fraction: nil) }
    /// A spinner with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(label: Text(title), currentValueLabel: nil, fraction: nil) }
    /// A bar with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
    /// A bar with a title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label view.
    public init(@ViewBuilder label: () -> Label) { self.init(label: label(), currentValueLabel: nil, fraction: nil) }
    /// A bar with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: Self.fraction(value, total))
    }
}

extension ProgressView {
    /// A bar with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, total))
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view from a style's configuration, drawn in the
    /// style around the one being defined.
    ///
    /// ```swift
    /// struct Tinted: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).tint(.orange) }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(label: configuration.label, currentValueLabel: configuration.currentValueLabel, fraction: configuration.fractionCompleted)
    }
}

/// Draws a progress view in the innermost progress view style of the environment.
struct ProgressViewBody: PrimitiveView {
    let configuration: ProgressViewStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: ProgressViewStyleConfiguration.self].popLast() ?? AnyProgressViewStyleBox(DefaultProgressViewStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}

/// The linear progress bar: a capsule track with the tint up to the value,
/// 4 pt tall in iOS 18 (`ControlMetrics.ProgressMetrics`).
nonisolated struct ProgressBar: View {
    let fraction: Double
    @Environment(\.platformLook) private var look
    var body: some View {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        return Capsule().fill(SystemFillStyle())
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(.tint).frame(width: proxy.size.width * f)
                }
            }
            .frame(height: ControlMetrics.ProgressMetrics.of(look).bar)
    }
}

/// The activity indicator: eight rounded spokes fading around a circle, its
/// ink 20 pt across, as iOS draws it (measured in a list row: a 20 × 20 pt
/// spinner, docs/reference/fidelity-real-pngs.md).
nonisolated struct ProgressSpinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { i in
                Capsule().fill(Color.gray.opacity(1 - Double(i) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -7)
                    .rotationEffect(.degrees(Double(i) * -45))
            }
        }
        .frame(width: 20, height: 20)
    }
}
