import Foundation
import Observation

/// A property wrapper that makes bindings to the mutable properties of an
/// `@Observable` object: `$model.name` is a `Binding<String>`.
///
/// ```swift
/// @Observable final class Book { var title = "Emma" }
/// struct TitleEditor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
///
/// It also works on a local inside `body`:
///
/// ```swift
/// @Environment(Book.self) private var book
/// var body: some View {
///     @Bindable var book = book
///     TextField("Title", text: $book.title)
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, whose members are bindings (`$model.name`).
    public var projectedValue: Bindable<Value> { self }

    /// Wraps an observable object (the `@Bindable var model: Model` form).
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }

    /// Wraps an observable object (`Bindable(model).name`).
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }

    /// Wraps the object another `Bindable` wraps.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
