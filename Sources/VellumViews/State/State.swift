/// A property wrapper type that can read and write a value owned by a view.
///
/// In a static picture the value is the initial one; writes through `$value`
/// bindings are kept for the rest of the render.
///
/// ```swift
/// @State var name: String = ""
/// TextField("Your name?", text: $name)
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state with a nil initial value.
    public init() { box = StateBox(nil) }
}

/// The storage of one `State`: a locked box, so views may be read from any thread.
final class StateBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
