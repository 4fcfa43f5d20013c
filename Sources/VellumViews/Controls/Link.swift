import Foundation

/// A control that opens a URL: drawn as its label in the tint colour.
///
/// ```swift
/// Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
/// ```
nonisolated public struct Link<Label: View>: View {
    let label: Label
    /// Creates a link with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(.tint).accessibilityControl("Link", .isLink) }
}

extension Link where Label == Text {
    /// Creates a link with a text label.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
}
