/// UIKit's haptics for a task's outcome (see `UIFeedbackGenerator`): they
/// compile and do nothing.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.error)
/// ```
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The outcome the feedback tells of.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// A generator of outcome feedback.
    public override init() {}

    /// Plays the feedback for an outcome: does nothing.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}
