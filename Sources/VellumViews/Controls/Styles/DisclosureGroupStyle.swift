import VellumLayout

/// A type that specifies the appearance and interaction of disclosure groups
/// within a view hierarchy.
///
/// ```swift
/// struct Arrowed: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             HStack { Image(systemName: configuration.isExpanded ? "arrow.down" : "arrow.right"); configuration.label }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(Arrowed())
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased content of a disclosure group.
    public struct Content: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// A binding to a Boolean that indicates whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label; self.content = content; _isExpanded = isExpanded
    }
}

/// The default disclosure group style: the label with a tinted chevron on
/// the trailing side, the content below it when expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    /// The disclosure group drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.forward")
                    .font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

/// A disclosure group style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyDisclosureGroupStyleBox = StyleBox<DisclosureGroupStyleConfiguration>

extension StyleBox where Configuration == DisclosureGroupStyleConfiguration {
    /// `style`, erased.
    init<S: DisclosureGroupStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view; descendants inherit it.
    ///
    /// ```swift
    /// DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }.disclosureGroupStyle(.automatic)
    /// ```
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyDisclosureGroupStyleBox(style)))
    }
}
