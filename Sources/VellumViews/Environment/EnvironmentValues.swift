/// A collection of environment values propagated through a view hierarchy.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) var colorScheme
///     var body: some View { Circle().fill(colorScheme == .dark ? .white : .black) }
/// }
/// ```
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    // Unchecked: values are written only through value-semantic copies while
    // lowering; each stored value is a value the view code handed over.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates the default environment.
    public init() {}

    /// Reads or writes the value for a key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrapped first: a missing entry of an optional key is its default, not nil.
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return (stored as? K.Value) ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values)" }

    /// The environment of the body being evaluated right now.
    @TaskLocal package static var current = EnvironmentValues()
}
