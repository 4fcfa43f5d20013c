import VellumLayout

/// A type that applies standard interaction behaviour to all progress views
/// within a view hierarchy.
///
/// ```swift
/// struct Ring: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
///             .stroke(.blue, lineWidth: 6).frame(width: 40, height: 40)
///     }
/// }
/// ProgressView(value: 0.3).progressViewStyle(Ring())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The completed fraction of the task, from 0 to 1, or nil if indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A progress view style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyProgressViewStyleBox = StyleBox<ProgressViewStyleConfiguration>

extension StyleBox where Configuration == ProgressViewStyleConfiguration {
    /// `style`, erased.
    init<S: ProgressViewStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for progress views in this view; descendants inherit it.
    ///
    /// ```swift
    /// ProgressView(value: 0.5).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyProgressViewStyleBox(style)))
    }
}
