/// How prominent a view is drawn, for `headerProminence(_:)`.
///
/// ```swift
/// Section("Favourites") { … }.headerProminence(.increased)
/// ```
public enum Prominence: Hashable, Sendable {
    /// The usual look.
    case standard
    /// A more prominent look: a list's section header in larger, bold,
    /// primary text, in the case it is written in.
    case increased
}
