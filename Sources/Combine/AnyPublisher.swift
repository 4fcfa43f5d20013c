/// A publisher with its type erased (`eraseToAnyPublisher()`).
///
/// ```swift
/// var results: AnyPublisher<[String], Never> { subject.eraseToAnyPublisher() }
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (PublisherReceiver<Output, Failure>) -> Void
    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = publisher._attach
    }
    /// Subscribes a receiver to the wrapped publisher.
    public func _attach(_ receiver: PublisherReceiver<Output, Failure>) { attach(receiver) }
}
