/// A publisher that emits one value and finishes, as soon as it is subscribed to.
///
/// ```swift
/// Text("Hello").onReceive(Just(1)) { print($0) }
/// ```
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output
    /// Creates a publisher of `output`.
    public init(_ output: Output) { self.output = output }
    /// Delivers the value, then finishes.
    public func _attach(_ receiver: PublisherReceiver<Output, Never>) {
        receiver.receive(output)
        receiver.receive(completion: .finished)
    }
}
