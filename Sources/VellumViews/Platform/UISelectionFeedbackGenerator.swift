/// UIKit's haptics for a changed selection (see `UIFeedbackGenerator`): they
/// compile and do nothing.
///
/// ```swift
/// Picker("Size", selection: $size) { … }
///     .onChange(of: size) { UISelectionFeedbackGenerator().selectionChanged() }
/// ```
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// A generator of selection feedback.
    public override init() {}

    /// Plays the feedback for a changed selection: does nothing.
    public func selectionChanged() {}
}
