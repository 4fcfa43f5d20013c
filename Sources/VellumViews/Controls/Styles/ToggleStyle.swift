import VellumLayout

/// The appearance and behaviour of a toggle.
///
/// ```swift
/// struct CheckToggle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
///             configuration.label
///         }
///     }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckToggle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state (some of its sources on, some off).
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label; _isOn = isOn; self.isMixed = isMixed
    }
}

/// A toggle style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyToggleStyleBox = StyleBox<ToggleStyleConfiguration>

extension StyleBox where Configuration == ToggleStyleConfiguration {
    /// `style`, erased.
    init<S: ToggleStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for toggles in this view; descendants inherit it.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyToggleStyleBox(style)))
    }
}
