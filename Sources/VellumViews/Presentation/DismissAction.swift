/// Dismisses the presentation the view is in (`@Environment(\.dismiss)`).
/// A still picture has nothing to dismiss: calling it does nothing.
///
/// ```swift
/// struct SheetView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction: Sendable {
    /// Creates the action (the environment provides it).
    init() {}
    /// Dismisses the presentation (no effect in a picture).
    public func callAsFunction() {}
}
