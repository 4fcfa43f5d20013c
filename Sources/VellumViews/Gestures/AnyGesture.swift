/// A type-erased gesture.
///
/// ```swift
/// let gesture = isEditing ? AnyGesture(DragGesture().map { _ in () }) : AnyGesture(TapGesture())
/// ```
public struct AnyGesture<Value>: Gesture {
    /// Creates an instance from another gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {}
    /// A type-erased gesture is primitive to Vellum.
    public typealias Body = Never
}
