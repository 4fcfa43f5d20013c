/// Whether a swipe on a sheet resizes it or scrolls its content (accepted;
/// a still picture shows neither).
///
/// ```swift
/// List(items) { Text($0.name) }
///     .presentationContentInteraction(.scrolls)
/// ```
public struct PresentationContentInteraction: Hashable, Sendable {
    let raw: Int
    /// The system's behaviour.
    public static let automatic = PresentationContentInteraction(raw: 0)
    /// A swipe resizes the sheet first.
    public static let resizes = PresentationContentInteraction(raw: 1)
    /// A swipe scrolls the content first.
    public static let scrolls = PresentationContentInteraction(raw: 2)
}
