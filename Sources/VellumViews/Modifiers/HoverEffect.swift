/// An effect applied when the pointer hovers over a view (iPadOS). A still
/// picture has no pointer, so the view is drawn as it rests.
///
/// ```swift
/// Button("Open") {}.hoverEffect(.lift)
/// ```
public struct HoverEffect: Sendable {
    let kind: Int
    /// An effect that picks `highlight` or `lift` from the view's context.
    public static let automatic = HoverEffect(kind: 0)
    /// An effect that morphs the pointer into a platter behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// An effect that slides the pointer under the view and lifts it.
    public static let lift = HoverEffect(kind: 2)
}
