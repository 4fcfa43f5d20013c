/// A publisher that stops with an error as soon as it is subscribed to.
///
/// ```swift
/// let failing = Fail<Int, URLError>(error: URLError(.notConnectedToInternet))
/// ```
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure
    /// Creates a failing publisher.
    public init(error: Failure) { self.error = error }
    /// Creates a failing publisher of the given output type.
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    /// Fails.
    public func _attach(_ receiver: PublisherReceiver<Output, Failure>) { receiver.receive(completion: .failure(error)) }
}
