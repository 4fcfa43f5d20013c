/// A result builder that composes the entries of a custom accessibility rotor.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// A single piece of content.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    /// Several pieces of content, in order.
    public static func buildBlock<each Content: AccessibilityRotorContent>(_ content: repeat each Content) -> some AccessibilityRotorContent {
        var parts: [any AccessibilityRotorContent] = []
        for c in repeat each content { parts.append(c) }
        return RotorContentList(parts: parts)
    }
    /// A single expression.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }
    /// An `if` without `else`.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        RotorContentList(parts: content.map { [$0] } ?? [])
    }
}
