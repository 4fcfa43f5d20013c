import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(Library.self) private var library          // an @Observable object
/// @Environment(Library.self) private var maybe: Library?  // nil when no ancestor supplies one
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// For an object that must be there: what is missing, or nil.
    private let requirement: ((EnvironmentValues) -> String?)?
    /// The environment of the view holding the property, once the view graph
    /// bound it: read there even from code that runs later (a
    /// `GeometryReader`'s content, an action).
    private let bound = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    /// Reads an observable object that an ancestor supplied with `environment(_:)`.
    ///
    /// Where no ancestor supplies one, SwiftUI stops the app; Vellum's render
    /// throws a `VellumError` that names the view and the type.
    ///
    /// ```swift
    /// @Observable final class Library { var books = ["Emma"] }
    /// struct Shelf: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text(library.books[0]) }
    /// }
    /// Shelf().environment(Library())
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        let key = ObjectIdentifier(objectType)
        read = { env in
            guard let object = env.observableObjects[key] as? Value else {
                preconditionFailure("No \(Value.self) in the environment, read outside a render: Never reached while rendering")
            }
            return object
        }
        requirement = { env in
            guard !(env.observableObjects[key] is Value) else { return nil }
            let type = String(describing: Value.self)
            return "reads @Environment(\(type).self), but no ancestor supplies a \(type); add .environment(…) with a \(type) above it, or declare the property as \(type)? to accept none."
        }
    }

    /// Reads an observable object that an ancestor may have supplied with
    /// `environment(_:)`: nil when none did.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library: Library?
    /// ```
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        let key = ObjectIdentifier(objectType)
        read = { $0.observableObjects[key] as? T }
        requirement = nil
    }

    /// The value in the environment of the body being evaluated.
    public var wrappedValue: Value { read(bound.values ?? EnvironmentValues.current) }
}

extension Environment: GraphBound {
    package func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        bound.values = environment
    }
}

/// The environment a view's `@Environment` or `@EnvironmentObject` property
/// reads, set when the view graph binds the view.
final class EnvironmentBox: @unchecked Sendable {
    // Unchecked: set while the view is bound, before its body runs, on the
    // thread that evaluates it; read by that body and what it makes.
    var values: EnvironmentValues?
}

extension Environment: EnvironmentObjectCheck {
    package func missing(in environment: EnvironmentValues) -> String? { requirement?(environment) }
}

/// A stored property of a view that SwiftUI updates: `State`, `Binding`, `Environment`.
public protocol DynamicProperty {}
