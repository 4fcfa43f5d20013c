/// A subject that holds a value, gives it to each new subscriber and
/// publishes every change.
///
/// ```swift
/// let query = CurrentValueSubject<String, Never>("")
/// query.value = "swift"
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private var receivers = ReceiverList<Output, Failure>()
    /// The current value; setting it publishes it.
    public var value: Output {
        didSet { receivers.send(value) }
    }
    /// Creates a subject holding `value`.
    public init(_ value: Output) { self.value = value }
    /// Sets and publishes a value.
    public func send(_ value: Output) { self.value = value }
    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { receivers.send(completion: completion) }
    /// Subscribes a receiver, which gets the current value first.
    public func _attach(_ receiver: PublisherReceiver<Output, Failure>) {
        if receivers.completion == nil { receiver.receive(value) }
        receivers.add(receiver)
    }
}
