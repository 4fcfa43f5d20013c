/// A property wrapper type that updates a property while the user performs a
/// gesture and resets the property back to its initial state when the gesture ends.
///
/// No gesture is performed in a still picture, so the value is always the
/// initial one: the picture shows the resting state.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// var body: some View {
///     Circle().offset(dragOffset)
///         .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// Creates a view state that's derived from a gesture.
    public init(initialValue: Value) { initial = initialValue }
    /// Creates a view state that's derived from a gesture, with a transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// Creates a view state that's derived from a gesture, with a transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    /// Creates a view state that's derived from a gesture, with a closure that resets it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    /// Creates a view state that's derived from a gesture, with a closure that resets it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The wrapped value: its initial value, in a still picture.
    public var wrappedValue: Value { initial }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture, starting at nil.
    public init(resetTransaction: Transaction = Transaction()) { initial = nil }
    /// Creates a view state that's derived from a gesture, starting at nil, with a closure that resets it.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { initial = nil }
}
