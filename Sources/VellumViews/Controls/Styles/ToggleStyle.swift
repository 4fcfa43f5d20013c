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

/// A toggle style, erased, as the environment holds it.
package struct AnyToggleStyleBox: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    let makeBody: (ToggleStyleConfiguration) -> any View
    init<S: ToggleStyle>(_ style: S) { makeBody = { MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, $0)) } }
}

/// Pushes a toggle style on the environment's stack (the innermost wins).
struct ToggleStyleModifier: PrimitiveModifier {
    let style: AnyToggleStyleBox
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.toggleStyles.append(style) }.lower(content)
    }
}

extension EnvironmentKeys {
    struct ToggleStylesKey: EnvironmentKey { static let defaultValue: [AnyToggleStyleBox] = [] }
}

extension EnvironmentValues {
    /// The toggle styles set around a view, outermost first.
    package var toggleStyles: [AnyToggleStyleBox] {
        get { self[EnvironmentKeys.ToggleStylesKey.self] }
        set { self[EnvironmentKeys.ToggleStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for toggles in this view; descendants inherit it.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(ToggleStyleModifier(style: AnyToggleStyleBox(style)))
    }
}
