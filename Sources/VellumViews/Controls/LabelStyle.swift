import VellumLayout

/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct Trailing: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon.foregroundStyle(.orange) }
///     }
/// }
/// Label("Rain", systemImage: "cloud.rain").labelStyle(Trailing())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A type-erased title view of a label.
    public struct Title: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased icon view of a label.
    public struct Icon: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A description of the labelled item.
    public var title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labelled item.
    public var icon: LabelStyleConfiguration.Icon
}

/// A label style, erased, as the environment holds it.
package struct AnyLabelStyleBox: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    let makeBody: (LabelStyleConfiguration) -> any View
    init<S: LabelStyle>(_ style: S) { makeBody = { MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, $0)) } }
}

/// Pushes a label style on the environment's stack (the innermost wins).
struct LabelStyleModifier: PrimitiveModifier {
    let style: AnyLabelStyleBox
    let kind: LabelStyleKind?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with {
            $0.labelStyles.append(style)
            if let kind, kind != .automatic { $0.labelStyleKind = kind }
        }.lower(content)
    }
}

extension EnvironmentKeys {
    struct LabelStylesKey: EnvironmentKey { static let defaultValue: [AnyLabelStyleBox] = [] }
}

extension EnvironmentValues {
    /// The label styles set around a view, outermost first.
    package var labelStyles: [AnyLabelStyleBox] {
        get { self[EnvironmentKeys.LabelStylesKey.self] }
        set { self[EnvironmentKeys.LabelStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for labels within this view; descendants inherit it.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(LabelStyleModifier(style: AnyLabelStyleBox(style), kind: (style as? any BuiltinLabelStyle)?.kind))
    }
}
