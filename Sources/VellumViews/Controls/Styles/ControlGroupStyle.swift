import VellumLayout

/// Defines the implementation of all control groups within a view hierarchy.
///
/// ```swift
/// struct Spaced: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View { HStack(spacing: 30) { configuration.content } }
/// }
/// ControlGroup { Button("A") {}; Button("B") {} }.controlGroupStyle(Spaced())
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased label of a control group.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// The default control group style: the controls side by side.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
    /// The controls side by side, 16 pt apart (❓).
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 16) { configuration.content } }
}

/// The control group style for navigation bars: the controls side by side.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
    /// The controls side by side, 16 pt apart (❓).
    public func makeBody(configuration: Configuration) -> some View { HStack(spacing: 16) { configuration.content } }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { .init() }
}

/// A control group style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyControlGroupStyleBox = StyleBox<ControlGroupStyleConfiguration>

extension StyleBox where Configuration == ControlGroupStyleConfiguration {
    /// `style`, erased.
    init<S: ControlGroupStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for control groups within this view; descendants inherit it.
    ///
    /// ```swift
    /// ControlGroup { Button("Undo") {}; Button("Redo") {} }.controlGroupStyle(.navigation)
    /// ```
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyControlGroupStyleBox(style)))
    }
}
