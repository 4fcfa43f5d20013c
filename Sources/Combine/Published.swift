/// A property of an observable object whose changes are published
/// (`$property` is its publisher).
///
/// ```swift
/// final class Search: ObservableObject {
///     @Published var query = ""
/// }
/// search.$query.sink { print($0) }
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// Creates a published property.
    public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }
    /// Creates a published property (the older spelling).
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value; setting it publishes the new value first, as Combine does (`willSet`).
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    /// The property's publisher: it gives the current value to each new
    /// subscriber and every change after. It shares the property's storage,
    /// so setting it (`assign(to: &$property)`) keeps that storage.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { _ = newValue }
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: PublishedStorage<Value>
        /// Subscribes a receiver: it gets the current value, then each change.
        public func _attach(_ receiver: PublisherReceiver<Value, Never>) { storage.attach(receiver) }
    }
}
