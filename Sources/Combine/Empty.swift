/// A publisher that never publishes a value, and finishes at once unless asked not to.
///
/// ```swift
/// let nothing = Empty<Int, Never>()
/// ```
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool
    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// Creates an empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    /// Finishes (or does nothing).
    public func _attach(_ receiver: PublisherReceiver<Output, Failure>) {
        if completeImmediately { receiver.receive(completion: .finished) }
    }
}
