/// Where a publisher delivers its values and its completion, until cancelled
/// (Vellum's stand-in for Combine's `Subscriber`).
public final class PublisherReceiver<Input, Failure: Error> {
    private let onValue: (Input) -> Void
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void
    /// Whether the receiver still takes values: false once cancelled or completed.
    public private(set) var isActive = true

    init(value: @escaping (Input) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        onValue = value
        onCompletion = completion
    }

    /// Delivers a value, unless cancelled or completed.
    public func receive(_ input: Input) {
        if isActive { onValue(input) }
    }

    /// Delivers the completion once; no value follows it.
    public func receive(completion: Subscribers.Completion<Failure>) {
        guard isActive else { return }
        isActive = false
        onCompletion(completion)
    }

    /// Stops delivery.
    func cancel() { isActive = false }
}
