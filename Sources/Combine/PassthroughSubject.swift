/// A subject that passes each value it is sent to its current subscribers.
///
/// ```swift
/// let taps = PassthroughSubject<Void, Never>()
/// Text("Tap").onReceive(taps) { count += 1 }
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private var receivers = ReceiverList<Output, Failure>()
    /// Creates a subject.
    public init() {}
    /// Sends a value to the current subscribers.
    public func send(_ value: Output) { receivers.send(value) }
    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { receivers.send(completion: completion) }
    /// Subscribes a receiver.
    public func _attach(_ receiver: PublisherReceiver<Output, Failure>) { receivers.add(receiver) }
}
