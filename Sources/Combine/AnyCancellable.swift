/// A type-erased cancellable that cancels when it is released, kept in a
/// view model's `Set<AnyCancellable>`.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Creates a cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) { action = { canceller.cancel() } }

    /// Cancels (once).
    public func cancel() {
        let run = action
        action = nil
        run?()
    }

    deinit { cancel() }

    /// Keeps the cancellable in a collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    /// Keeps the cancellable in a set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Identity equality.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Identity hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
