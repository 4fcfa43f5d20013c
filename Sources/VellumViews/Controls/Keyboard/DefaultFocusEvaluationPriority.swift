/// When `defaultFocus(_:_:priority:)` applies: both place the focus when
/// the view appears, which is what a picture shows.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let raw: Int
    /// Focus is placed when the view appears, as the system decides.
    public static let automatic = DefaultFocusEvaluationPriority(raw: 0)
    /// Focus is placed whenever people move focus into the view, too.
    public static let userInitiated = DefaultFocusEvaluationPriority(raw: 1)
}
