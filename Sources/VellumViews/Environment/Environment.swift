/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The value in the environment of the body being evaluated.
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

/// A stored property of a view that SwiftUI updates: `State`, `Binding`, `Environment`.
public protocol DynamicProperty {}
