/// A piece of custom accessibility content, as in Apple's Accessibility
/// framework: its importance is what `accessibilityCustomContent` takes.
public final class AXCustomContent {
    /// How important custom content is, as in the Accessibility framework.
    public enum Importance: UInt, Sendable {
        /// Read on request, under "More Content Available".
        case `default`
        /// Read right after the element's label, value and hint.
        case high
    }
    /// What the content is.
    public let label: String
    /// The content.
    public let value: String
    /// How important it is.
    public var importance: Importance = .default

    /// Content labelled `label`.
    public init(label: String, value: String) { self.label = label; self.value = value }
}
