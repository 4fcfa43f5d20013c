/// A value scaled with Dynamic Type; at the default size it is the value itself.
///
/// ```swift
/// @ScaledMetric var iconSize: CGFloat = 24
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The value at the Large (default) text size.
    public var wrappedValue: Value
    /// Creates a scaled metric.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Creates a scaled metric relative to a text style.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

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

extension View {
    /// Matched geometry is not animated in a static picture.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> Self { self }
}
