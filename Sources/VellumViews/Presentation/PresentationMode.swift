/// Whether a view is presented, and a way to dismiss it: iOS 13's
/// `@Environment(\.presentationMode)`, now `isPresented` and `dismiss`.
///
/// ```swift
/// @Environment(\.presentationMode) var presentationMode
/// Button("Close") { presentationMode.wrappedValue.dismiss() }
/// ```
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public private(set) var isPresented: Bool

    init(isPresented: Bool) { self.isPresented = isPresented }

    /// Dismisses the view (no effect in a picture).
    public mutating func dismiss() {}
}
