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

/// A labeled content style, erased, as the environment holds it.
package struct AnyLabeledContentStyleBox: @unchecked Sendable {
    // Unchecked: holds a user's style value, read only while one picture is lowered.
    let makeBody: (LabeledContentStyleConfiguration) -> any View
    init<S: LabeledContentStyle>(_ style: S) { makeBody = { MainActorCode.call({ $0.0.makeBody(configuration: $0.1) }, (style, $0)) } }
}

/// Pushes a labeled content style on the environment's stack (the innermost wins).
struct LabeledContentStyleModifier: PrimitiveModifier {
    let style: AnyLabeledContentStyleBox
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.labeledContentStyles.append(style) }.lower(content)
    }
}

extension EnvironmentKeys {
    struct LabeledContentStylesKey: EnvironmentKey { static let defaultValue: [AnyLabeledContentStyleBox] = [] }
}

extension EnvironmentValues {
    /// The labeled content styles set around a view, outermost first.
    package var labeledContentStyles: [AnyLabeledContentStyleBox] {
        get { self[EnvironmentKeys.LabeledContentStylesKey.self] }
        set { self[EnvironmentKeys.LabeledContentStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets a style for labeled content within this view; descendants inherit it.
    ///
    /// ```swift
    /// Form { LabeledContent("Version", value: "1.0") }.labeledContentStyle(.automatic)
    /// ```
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(LabeledContentStyleModifier(style: AnyLabeledContentStyleBox(style)))
    }
}
