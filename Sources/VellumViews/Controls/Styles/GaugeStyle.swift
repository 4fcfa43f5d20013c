import VellumLayout

/// Defines the implementation of all gauge instances within a view hierarchy.
///
/// ```swift
/// struct Thermometer: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack(alignment: .bottom) {
///             Capsule().fill(.gray.opacity(0.2))
///             Capsule().fill(.red).frame(height: 100 * configuration.value)
///         }
///         .frame(width: 12, height: 100)
///     }
/// }
/// Gauge(value: 0.6) { Text("Temp") }.gaugeStyle(Thermometer())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased value label of a gauge describing the minimum or maximum value.
    public struct MarkedValueLabel: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased collection of the labels that mark values of a gauge.
    public struct MarkedValueLabels: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The current value of the gauge, from 0 (its minimum) to 1 (its maximum).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    /// The labels that mark values along the gauge.
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

/// A gauge style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyGaugeStyleBox = StyleBox<GaugeStyleConfiguration>

extension StyleBox where Configuration == GaugeStyleConfiguration {
    /// `style`, erased.
    init<S: GaugeStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for gauges within this view; descendants inherit it.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyGaugeStyleBox(style)))
    }
}
