/// The reasons to apply a redaction to data displayed on screen.
///
/// ```swift
/// ArticleRow(article: .sample).redacted(reason: .placeholder)
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a set of reasons from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Displayed data should appear as generic placeholders: text and images
    /// are drawn as grey shapes of their size.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information: views
    /// marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated, pending a new update
    /// (drawn as it is: iOS only dims a widget's content while it updates).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
