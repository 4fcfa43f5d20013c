import Foundation
import Observation
import VellumLayout

extension EnvironmentKeys {
    struct ObservableObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }
}

extension EnvironmentValues {
    /// The `@Observable` objects supplied by `environment(_:)`, by type.
    var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentKeys.ObservableObjectsKey.self] }
        set { self[EnvironmentKeys.ObservableObjectsKey.self] = newValue }
    }

    /// The environment with `object` supplied as a `T` (nil removes it).
    package func supplying<T: AnyObject & Observable>(_ object: T?) -> EnvironmentValues {
        var env = self
        env.observableObjects[ObjectIdentifier(T.self)] = object
        return env
    }
}

/// Supplies an `@Observable` object to the views below (`environment(_:)`).
struct ObservableObjectModifier<T: AnyObject & Observable>: PrimitiveModifier {
    let object: T?
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        var inner = context
        inner.environment = context.environment.supplying(object)
        return try inner.lower(content)
    }
}

nonisolated extension View {
    /// Places an observable object in the view's environment, where
    /// `@Environment(T.self)` reads it; nil removes one an ancestor placed.
    ///
    /// ```swift
    /// @Observable final class Library { var books = ["Emma"] }
    /// struct Shelf: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text(library.books[0]) }
    /// }
    /// Shelf().environment(Library())
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObservableObjectModifier(object: object))
    }
}
