/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// ```swift
/// struct Field: View {
///     @Binding var text: String
///     var body: some View { TextField("Name", text: $text) }
/// }
/// Field(text: .constant("Ada"))
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get; setter = set
    }

    /// Creates a binding from another binding (the `@Binding` initializer).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let g = getter, s = setter
        return Binding<Subject>(get: { g()[keyPath: keyPath] }, set: { v in var whole = g(); whole[keyPath: keyPath] = v; s(whole) })
    }
}
