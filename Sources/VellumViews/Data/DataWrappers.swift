/// A value stored in user defaults; a static picture shows the default value.
///
/// ```swift
/// @AppStorage("username") var username = "Ada"
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let state: State<Value>
    /// Creates storage with a default value.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }
    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// A namespace for matched geometry; unused in a static picture.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace identifier.
    public struct ID: Hashable, Sendable { let value: Int }
    /// Creates a namespace.
    public init() {}
    /// The namespace's identifier.
    public var wrappedValue: ID { ID(value: 0) }
}

nonisolated extension View {
    /// Matched geometry is not animated in a static picture.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> Self { self }
}
