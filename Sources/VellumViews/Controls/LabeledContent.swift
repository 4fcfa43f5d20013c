import Foundation
import VellumLayout

/// A label and its value, as iOS lays out `LabeledContent` in a form or list
/// row: the label leading in the primary colour, the value trailing in the
/// secondary colour.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.4.1")
///     LabeledContent("Storage") { Text("12.3 GB of 128 GB") }
/// }
/// ```
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and the content that is its value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// The row in the innermost labeled content style (by default the label,
    /// then the value pushed to the trailing edge).
    public var body: some View {
        LabeledContentBody(configuration: LabeledContentStyleConfiguration(label: .init(content: label), content: .init(content: content)))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content from a style's configuration, drawn in the
    /// style around the one being defined.
    ///
    /// ```swift
    /// struct Bold: LabeledContentStyle {
    ///     func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration).bold() }
    /// }
    /// ```
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// Draws labeled content in the innermost labeled content style of the environment.
struct LabeledContentBody: PrimitiveView {
    let configuration: LabeledContentStyleConfiguration
    func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        let style = inner.environment[styles: LabeledContentStyleConfiguration.self].popLast() ?? AnyLabeledContentStyleBox(AutomaticLabeledContentStyle())
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        return try inner.lower(body)
    }
}

extension LabeledContent where Label == Text {
    /// A titled row with content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A titled row with content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(verbatim: String(title)) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A titled row with a text value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(titleKey) })
    }

    /// A titled row with a text value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(verbatim: String(value)) }, label: { Text(verbatim: String(title)) })
    }

    /// A titled row with a value shown in a format.
    ///
    /// ```swift
    /// LabeledContent("Progress", value: 0.42, format: .percent)
    /// ```
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A row titled with a string value (shown as it is), with a value shown in a format.
    ///
    /// ```swift
    /// LabeledContent(item.name, value: item.price, format: .currency(code: "EUR"))
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(verbatim: String(title)) })
    }
}
