/// An optional gesture is a gesture, as in SwiftUI: `nil` recognises
/// nothing, so a view can attach a gesture only in some states.
///
/// ```swift
/// Card().gesture(isEditable ? DragGesture() : nil)
/// ```
extension Optional: Gesture where Wrapped: Gesture {
    /// The value of the wrapped gesture.
    public typealias Value = Wrapped.Value
    /// Optional gestures are primitive gestures.
    public typealias Body = Never
}
