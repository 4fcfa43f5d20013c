import VellumLayout

/// The appearance and behaviour of a labeled content instance.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///     }
/// }
/// LabeledContent("Name", value: "Ada").labeledContentStyle(Stacked())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behaviour of labeled content.
    associatedtype Body: View
    /// Creates a view that represents the body of labeled content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of labeled content.
    public struct Label: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// A type-erased content of labeled content.
    public struct Content: PrimitiveView {
        let content: any View
        package func lower(_ context: LoweringContext) throws -> [LayoutNode] { try context.lower(content) }
    }
    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default labeled content style: as iOS lays out a form row, the label
/// leading in the primary colour, the value trailing in the secondary colour.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    /// The row drawn in this style.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 16)
            configuration.content
                .containerForegroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

/// A labeled content style, erased, as the environment holds it (`EnvironmentValues[styles:]`).
package typealias AnyLabeledContentStyleBox = StyleBox<LabeledContentStyleConfiguration>

extension StyleBox where Configuration == LabeledContentStyleConfiguration {
    /// `style`, erased.
    init<S: LabeledContentStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

nonisolated extension View {
    /// Sets a style for labeled content within this view; descendants inherit it.
    ///
    /// ```swift
    /// Form { LabeledContent("Version", value: "1.0") }.labeledContentStyle(.automatic)
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(StyleStackModifier(style: AnyLabeledContentStyleBox(style)))
    }
}
