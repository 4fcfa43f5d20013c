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
