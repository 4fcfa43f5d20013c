import VellumLayout

/// A modifier that changes the environment of its content.
package struct EnvironmentModifier: PrimitiveModifier {
    package let update: @Sendable (inout EnvironmentValues) -> Void
    package init(_ update: @escaping @Sendable (inout EnvironmentValues) -> Void) { self.update = update }
    package func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.lower(content, in: context.with(update))
    }
}

/// A modifier that writes one environment value (`environment(_:_:)`).
public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    package func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.lower(content, in: context.with { $0[keyPath: keyPath] = value })
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its content.
    ///
    /// ```swift
    /// Image(systemName: "swift").background(in: Circle()).environment(\.backgroundStyle, nil)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment with a closure (`transformEnvironment`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Applies an environment change (internal helper for modifiers).
    package func environmentUpdate(_ update: @escaping @Sendable (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(EnvironmentModifier(update))
    }
}

/// A modifier that transforms one environment value.
public struct _EnvironmentTransformModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    package func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.lower(content, in: context.with { transform(&$0[keyPath: keyPath]) })
    }
}
