import VellumCore
import VellumGeometry

/// A namespace for matched geometry: views whose `matchedGeometryEffect`
/// names the same identifier in the same namespace share their geometry.
///
/// ```swift
/// @Namespace private var tabs
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace identifier.
    public struct ID: Hashable, Sendable { let value: Int }

    /// Kept per view, as SwiftUI keeps a namespace for the life of its view.
    private let state = State(wrappedValue: Namespace.next())

    /// Creates a namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { ID(value: state.wrappedValue) }

    private static let counter = Locked(0)

    /// A value no namespace made before has.
    private static func next() -> Int {
        counter.withLock { $0 += 1; return $0 }
    }
}
