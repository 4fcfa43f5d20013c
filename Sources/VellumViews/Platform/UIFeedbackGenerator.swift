/// UIKit's haptic feedback (see `UIColor` for why UIKit names live in
/// Vellum). A picture has no Taptic Engine: the generators compile and do
/// nothing, so button actions that tap the user's hand still build.
///
/// ```swift
/// Button("Save") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
/// ```
public class UIFeedbackGenerator: @unchecked Sendable {
    // No stored state: every generator is immutable, hence `@unchecked Sendable`.

    init() {}

    /// Gets the engine ready for feedback soon: does nothing.
    public func prepare() {}
}
