import VellumCore
import VellumLayout

/// A type that specifies the appearance and interaction of all group boxes
/// within a view hierarchy.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///             .padding()
///             .background(.yellow.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// GroupBox("Notes") { Text("Buy milk") }.groupBoxStyle(Card())
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View
    /// Creates a view representing the body of a group box.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box (empty when the box has none).
    public struct Label: PrimitiveView {
        let content: (any View)?
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
            guard let content else { return [] }
            return try context.lower(content)
        }
    }
    /// A type-erased content of a group box.
    public struct Content: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default group box style: the label in headline type over the content,
/// on a rounded secondary-grouped background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates a default group box style.
    public init() {}
    /// The group box drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if configuration.label.content != nil { configuration.label.font(.headline) }
            configuration.content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(provider: .elevatable(light: RGBAColor(242, 242, 247), dark: RGBAColor(28, 28, 30), darkElevated: RGBAColor(44, 44, 46))),
                    in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

/// A group box style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyGroupBoxStyleBox = StyleBox<GroupBoxStyleConfiguration>

extension StyleBox where Configuration == GroupBoxStyleConfiguration {
    /// `style`, erased.
    init<S: GroupBoxStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view; descendants inherit it.
    ///
    /// ```swift
    /// GroupBox { Text("Quiet") }.groupBoxStyle(.automatic)
    /// ```
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyGroupBoxStyleBox(style)))
    }
}
