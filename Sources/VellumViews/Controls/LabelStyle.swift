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

/// A label style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyLabelStyleBox = StyleBox<LabelStyleConfiguration>

extension StyleBox where Configuration == LabelStyleConfiguration {
    /// `style`, erased.
    init<S: LabelStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

/// Pushes a label style on the environment's stack (the innermost wins).
struct LabelStyleModifier: PrimitiveModifier {
    let style: AnyLabelStyleBox
    let kind: LabelStyleKind?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with {
            $0[styles: LabelStyleConfiguration.self].append(style)
            if let kind, kind != .automatic { $0.labelStyleKind = kind }
        }.lower(content)
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
